import { useCallback, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { theme } from 'antd';
import type { OrderLineItem, OrderPermission } from '@bp/api-contract';
import { DataTable, useCurrencyFormatter, useFeedback, useNarrowScreen, type DataTableColumn } from '@bp/ui-kit';
import { lineTotal } from '@bp/util-money';
import { displayQuantity } from '@bp/util-format';
import { orderQuantityProblem, removalProblem, type OpenLineEdit, type QuantityProblem } from '../order-quantity-rules';
import { useOrdersText } from '../orders-texts';
import type { PendingOrderChanges } from '../pending-order-changes-slice';
import { OrderLineCards } from './order-line-cards';
import { LineButtons, QuantityEditor, sameLineRow, type LineActions, type LineRow, type LinesView } from './order-line-parts';

export interface OrderItemsTableProps {
  /** The lines as saved. */
  items: OrderLineItem[];
  permission: OrderPermission;
  changes: PendingOrderChanges;
  /** The open line's edit, held by the page: a save, hold or release checks it first. */
  openEdit: OpenLineEdit | null;
  onOpenEditChange: Dispatch<SetStateAction<OpenLineEdit | null>>;
  /** The tenant's maxItemQuantityToBeDisplayed (inventory settings); undefined while unknown. */
  maxItemQuantityToBeDisplayed: number | undefined;
  onQuantityChange: (line: OrderLineItem, quantity: number) => void;
  onRemove: (line: OrderLineItem) => void;
}

/** Spec 03 is silent on paging the items: a long order pages its lines like the orders list (50). */
export const ORDER_LINES_PER_PAGE = 50;

/**
 * The order's lines (spec 03 §4 Line editing): Edit opens one line's quantity field, Done keeps
 * the quantity as a pending change when it passes the §5 rules, Cancel reverts the line. While a
 * line is open every other line's Edit and Remove are disabled. Removed lines leave the list.
 * Wide screens show a table; a phone shows each line as a card (as the stock list and the cart do),
 * nothing in a sideways-scrolling box. An order of hundreds of lines stays quick to edit: the lines
 * are paged (ORDER_LINES_PER_PAGE) and a change re-renders only the lines it touched
 * (tools/bench/orders.mjs measures it).
 */
export function OrderItemsTable({
  items,
  permission,
  changes,
  openEdit,
  onOpenEditChange,
  maxItemQuantityToBeDisplayed,
  onQuantityChange,
  onRemove,
}: OrderItemsTableProps) {
  const t = useOrdersText();
  const { message } = useFeedback();
  const { format, formatMinor, precision } = useCurrencyFormatter();
  const narrow = useNarrowScreen();
  const { token } = theme.useToken();
  const visible = useMemo(() => items.filter((line) => !changes.removedLines.includes(line.itemNumberWarehouse)), [items, changes.removedLines]);
  const canEdit = permission.canEditItem && permission.canUpdateOrderedQuantity;
  const view = useMemo<LinesView>(
    () => ({
      t,
      // Exact at the tenant's precision (spec 02 §9), never a float product of money.
      lineTotal: (unitPrice, quantity) => formatMinor(lineTotal(unitPrice, quantity, precision)),
      formatPrice: (amount) => format(amount),
      formatAvailable: (quantity) => displayQuantity(quantity, maxItemQuantityToBeDisplayed),
      canEdit,
      canRemove: permission.canRemoveItem,
      // antd Typography's secondary and danger colours, for the open line's hint and problem.
      colors: { secondary: token.colorTextDescription, danger: token.colorErrorText, border: token.colorBorderSecondary },
    }),
    [
      t,
      format,
      formatMinor,
      precision,
      maxItemQuantityToBeDisplayed,
      canEdit,
      permission.canRemoveItem,
      token.colorTextDescription,
      token.colorErrorText,
      token.colorBorderSecondary,
    ],
  );
  const rows = visible.map<LineRow>((line) => ({
    line,
    quantity: changes.lineQuantities[line.itemNumberWarehouse] ?? line.orderedQuantity,
    editing: openEdit?.itemNumberWarehouse === line.itemNumberWarehouse ? openEdit : null,
    locked: openEdit !== null && openEdit.itemNumberWarehouse !== line.itemNumberWarehouse,
    view,
  }));

  const actions = useRef<LineActions | null>(null);
  useLayoutEffect(() => {
    const say = (problem: QuantityProblem) => t(problem.message, problem.params);
    actions.current = {
      startEdit: (row) => onOpenEditChange({ itemNumberWarehouse: row.line.itemNumberWarehouse, typed: String(row.quantity), problem: null }),
      type: (typed) => onOpenEditChange((current) => current && { ...current, typed, problem: null }),
      done: (line) => {
        if (!openEdit) return;
        const problem = orderQuantityProblem(openEdit.typed, line, permission);
        if (problem) {
          onOpenEditChange({ ...openEdit, problem });
          return;
        }
        onQuantityChange(line, Number(openEdit.typed.trim()));
        onOpenEditChange(null);
      },
      cancel: () => onOpenEditChange(null),
      remove: (line) => {
        const problem = removalProblem(visible.length, permission);
        if (problem) {
          void message.error(say(problem));
          return;
        }
        onRemove(line);
      },
    };
  });
  const act = useCallback(() => actions.current as LineActions, []);

  if (narrow) return <OrderLineCards rows={rows} act={act} label={t('orderItems')} pageSize={ORDER_LINES_PER_PAGE} />;
  return <LinesTable rows={rows} act={act} />;
}

const lineKey = (row: LineRow) => row.line.itemNumberWarehouse;

function LinesTable({ rows, act }: { rows: LineRow[]; act: () => LineActions }) {
  const t = useOrdersText();
  const [page, setPage] = useState(1);
  const columns = useMemo<DataTableColumn<LineRow>[]>(() => {
    const column = (key: string, title: string, render: (row: LineRow) => ReactNode, align?: 'right'): DataTableColumn<LineRow> => ({
      key,
      title,
      align,
      render,
    });
    return [
      column('item', t('item'), ({ line }) => line.itemNumber),
      column('description', t('description'), ({ line }) => line.itemDescription),
      column('available', t('available'), ({ line, view }) => view.formatAvailable(line.availableQuantity), 'right'),
      column('ordered', t('ordered'), (row) => (row.editing ? <QuantityEditor row={{ ...row, editing: row.editing }} act={act} /> : row.quantity), 'right'),
      column('shipped', t('shipped'), ({ line }) => line.shippedQuantity, 'right'),
      column('unitPrice', t('unitPrice'), ({ line, view }) => view.formatPrice(line.unitPrice), 'right'),
      column('extendedPrice', t('extendedPrice'), ({ line, quantity, view }) => view.lineTotal(line.unitPrice, quantity), 'right'),
      column('actions', t('actions'), (row) => <LineButtons row={row} act={act} />),
    ];
  }, [t, act]);

  return (
    <DataTable<LineRow>
      aria-label={t('orderItems')}
      rowKey={lineKey}
      columns={columns}
      rows={rows}
      sameRow={sameLineRow}
      pagination={{
        page,
        pageSize: ORDER_LINES_PER_PAGE,
        onChange: setPage,
        size: 'small',
        labels: {
          pagination: t('pagination'),
          previous: t('previousPage'),
          next: t('nextPage'),
          page: t('pageNumber'),
        },
      }}
      size="small"
    />
  );
}
