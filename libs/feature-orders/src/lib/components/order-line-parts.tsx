import { Button } from 'antd';
import type { OrderLineItem } from '@bp/api-contract';
import { MIN_TAP_GAP, NativeInput } from '@bp/ui-kit';
import { incrementHint, type OpenLineEdit, type QuantityProblem } from '../order-quantity-rules';
import { type useOrdersText } from '../orders-texts';

// What the items table (wide screens) and the line cards (phones) share: one line's view, its
// quantity field and its buttons.

/** Texts, formatters and flags every line uses: a change re-renders every line. */
export interface LinesView {
  t: ReturnType<typeof useOrdersText>;
  /** A line's total: the unit price times the quantity, exact at the tenant's precision. */
  lineTotal: (unitPrice: number, quantity: number) => string;
  formatPrice: (amount: number) => string;
  /** An available quantity, '{max}+' above the tenant's maxItemQuantityToBeDisplayed (spec 03 §5). */
  formatAvailable: (quantity: number) => string;
  canEdit: boolean;
  canRemove: boolean;
  colors: { secondary: string; danger: string; border: string };
}

/** What one line shows: a line re-renders only when one of these changes. */
export interface LineRow {
  line: OrderLineItem;
  /** The pending quantity, else the saved one. */
  quantity: number;
  /** The open edit when this line is the open one. */
  editing: OpenLineEdit | null;
  /** Another line is open: this line's Edit and Remove are disabled. */
  locked: boolean;
  view: LinesView;
}

/** The handlers as of the last render: lines skipped by a memo call these, never stale closures. */
export interface LineActions {
  startEdit: (row: LineRow) => void;
  type: (typed: string) => void;
  done: (line: OrderLineItem) => void;
  cancel: () => void;
  remove: (line: OrderLineItem) => void;
}

export const sameLineRow = (row: LineRow, previous: LineRow) =>
  row.line === previous.line &&
  row.quantity === previous.quantity &&
  row.editing === previous.editing &&
  row.locked === previous.locked &&
  row.view === previous.view;

/** Focuses a field once, when it mounts (a ref callback that is the same function every render). */
const focusOnOpen = (input: HTMLInputElement | null) => input?.focus();

/**
 * A line's buttons side by side, a tap's gap apart (on a phone ui-kit's theme makes them 40 px
 * tall; desktop keeps the compact small size).
 */
const BUTTONS = { display: 'inline-flex', flexWrap: 'wrap', gap: MIN_TAP_GAP, alignItems: 'center' } as const;

/** The open line's quantity field with its increment hint and its problem. */
export function QuantityEditor({ row, act }: { row: LineRow & { editing: OpenLineEdit }; act: () => LineActions }) {
  const { line, editing, view } = row;
  const { t, colors } = view;
  const say = (problem: QuantityProblem) => t(problem.message, problem.params);
  const hint = incrementHint(line.incrementSize);
  const errorId = `quantity-error-${line.itemNumberWarehouse}`;
  return (
    <div style={{ display: 'inline-flex', flexDirection: 'column', gap: 2, alignItems: 'flex-end' }}>
      <NativeInput
        // Edit hands the focus to the field it opens (its own button is gone): the keyboard stays in place.
        ref={focusOnOpen}
        aria-label={t('quantityOf', { item: line.itemNumber })}
        aria-invalid={editing.problem !== null}
        aria-describedby={editing.problem ? errorId : undefined}
        inputMode="numeric"
        value={editing.typed}
        status={editing.problem ? 'error' : undefined}
        onChange={(event) => act().type(event.target.value)}
        onPressEnter={() => act().done(line)}
        style={{ width: 96 }}
      />
      {hint && <span style={{ color: colors.secondary }}>{say(hint)}</span>}
      {editing.problem && (
        <span id={errorId} role="alert" style={{ color: colors.danger }}>
          {say(editing.problem)}
        </span>
      )}
    </div>
  );
}

/** Edit and Remove, or Done and Cancel while the line is open. */
export function LineButtons({ row, act }: { row: LineRow; act: () => LineActions }) {
  const { t, canEdit, canRemove } = row.view;
  const size = 'small';
  if (row.editing) {
    return (
      <div style={BUTTONS}>
        <Button size={size} type="primary" onClick={() => act().done(row.line)}>
          {t('done')}
        </Button>
        <Button size={size} onClick={() => act().cancel()}>
          {t('cancelEdit')}
        </Button>
      </div>
    );
  }
  return (
    <div style={BUTTONS}>
      {canEdit && (
        <Button size={size} aria-label={t('editItem', { item: row.line.itemNumber })} disabled={row.locked} onClick={() => act().startEdit(row)}>
          {t('edit')}
        </Button>
      )}
      {canRemove && (
        <Button size={size} danger aria-label={t('removeItem', { item: row.line.itemNumber })} disabled={row.locked} onClick={() => act().remove(row.line)}>
          {t('remove')}
        </Button>
      )}
    </div>
  );
}
