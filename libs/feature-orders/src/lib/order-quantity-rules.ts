import { OrderMessage } from '@bp/api-contract/constants';
import type { OrderLineItem, OrderPermission } from '@bp/api-contract';

// Spec 03 §5 Order quantity edit: the checks of one row's quantity field, in the spec's order.
// The server checks the same on upsert; these give the buyer the message before saving.

/** A message of the catalogue with its `{1}` parameter, ready for the texts helper. */
export interface QuantityProblem {
  message: string;
  params: Record<string, string | number>;
}

/** OrderMessage uses `{1}`; the portal's texts name their parameters. */
const named = (text: string) => text.replace('{1}', '{{n}}');

export const QUANTITY_TEXTS = {
  invalidOrderQuantity: OrderMessage.INVALID_ORDER_QUANTITY,
  notEnoughQuantity: OrderMessage.NOT_ENOUGH_QUANTITY,
  maxQuantity: named(OrderMessage.MAX_QUANTITY),
  minQuantity: named(OrderMessage.MIN_QUANTITY),
  invalidQuantity: OrderMessage.INVALID_QUANTITY,
  invalidIncrement: OrderMessage.INVALID_INCREMENT,
  incrementHint: named(OrderMessage.INCREMENT_HINT),
  invalidInput: OrderMessage.INVALID_INPUT,
  cannotCancelByRemoving: OrderMessage.CANNOT_CANCEL_BY_REMOVING,
} as const;

/**
 * A line whose quantity field is open (spec 03 §4 Line editing): what the buyer typed, and the
 * problem last found in it. The page holds it, so a save, hold or release knows of it.
 */
export interface OpenLineEdit {
  itemNumberWarehouse: string;
  typed: string;
  problem: QuantityProblem | null;
}

type QuantityPermission = Pick<OrderPermission, 'canIncreaseOrderedQuantity' | 'canDecreaseOrderedQuantity'>;

/**
 * The first rule a typed quantity breaks, or null. `line` is the line as saved: its orderedQuantity
 * is the original the min/max rules speak of, and availableQuantity what an increase may take.
 */
export function orderQuantityProblem(
  input: string,
  line: Pick<OrderLineItem, 'orderedQuantity' | 'availableQuantity' | 'incrementSize'>,
  permission: QuantityPermission,
): QuantityProblem | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return { message: QUANTITY_TEXTS.invalidOrderQuantity, params: {} };
  const quantity = Number(text);
  const original = line.orderedQuantity;
  if (permission.canIncreaseOrderedQuantity) {
    if (quantity > original + line.availableQuantity) return { message: QUANTITY_TEXTS.notEnoughQuantity, params: {} };
  } else if (quantity > original) {
    return { message: QUANTITY_TEXTS.maxQuantity, params: { n: original } };
  }
  if (!permission.canDecreaseOrderedQuantity) {
    if (quantity < original) return { message: QUANTITY_TEXTS.minQuantity, params: { n: original } };
  } else if (quantity < 1) {
    return { message: QUANTITY_TEXTS.invalidQuantity, params: {} };
  }
  if (quantity % Math.max(1, line.incrementSize) !== 0) return { message: QUANTITY_TEXTS.invalidIncrement, params: {} };
  return null;
}

/**
 * Spec 03 §5: on save the field's type check runs first ('Invalid Input' for anything but a whole
 * number), then the quantity rules Done applies.
 */
export function quantityProblemOnSave(
  input: string,
  line: Pick<OrderLineItem, 'orderedQuantity' | 'availableQuantity' | 'incrementSize'>,
  permission: QuantityPermission,
): QuantityProblem | null {
  if (!/^\d+$/.test(input.trim())) return { message: QUANTITY_TEXTS.invalidInput, params: {} };
  return orderQuantityProblem(input, line, permission);
}

/** Spec 03 §5: the field's hint 'Inc of {{n}}', only when the increment is over 1. */
export function incrementHint(incrementSize: number): QuantityProblem | null {
  return incrementSize > 1 ? { message: QUANTITY_TEXTS.incrementHint, params: { n: incrementSize } } : null;
}

/**
 * Spec 03 §5: removing the order's last remaining line cancels the order, which needs
 * canCancelOrder; otherwise the removal is refused with the catalogue's message.
 */
export function removalProblem(remainingLines: number, permission: Pick<OrderPermission, 'canCancelOrder'>): QuantityProblem | null {
  return remainingLines <= 1 && !permission.canCancelOrder ? { message: QUANTITY_TEXTS.cannotCancelByRemoving, params: {} } : null;
}
