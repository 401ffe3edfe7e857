import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Table, theme, type InputRef, type TableColumnsType } from 'antd';
// Input alone, not the Input index (which attaches TextArea, Password, Search, OTP and Group: issue 12).
import Input from 'antd/es/input/Input';
import type { OrderLineItem, OrderPermission } from '@bp/api-contract';
import { useCurrencyFormatter, useFeedback, useNarrowScreen } from '@bp/ui-kit';
import { incrementHint, orderQuantityProblem, removalProblem, type QuantityProblem } from '../order-quantity-rules';
import { ORDERS_TEXTS, useOrdersText } from '../orders-texts';
import type { PendingOrderChanges } from '../pending-order-changes-slice';

export interface OrderItemsTableProps {
  /** The lines as saved. */
  items: OrderLineItem[];
  permission: OrderPermission;
  changes: PendingOrderChanges;
  onQuantityChange: (line: OrderLineItem, quantity: number) => void;
  onRemove: (line: OrderLineItem) => void;
}

interface OpenEdit {
  itemNumberWarehouse: string;
  typed: string;
  problem: QuantityProblem | null;
}

/** A row's buttons side by side, as antd's Space laid them out. */
const CELL_BUTTONS = { display: 'inline-flex', gap: 8, alignItems: 'center' } as const;

/** Spec 03 is silent on paging the items: a long order pages its lines like the orders list (50). */
export const ORDER_LINES_PER_PAGE = 50;

/** What one row shows: its cells re-render only when one of these changes (see shouldCellUpdate). */
interface LineRow {
  line: OrderLineItem;
  /** The pending quantity, else the saved one. */
  quantity: number;
  /** The open edit when this row is the open one. */
  editing: OpenEdit | null;
  /** Another row is open: this row's Edit and Remove are disabled. */
  locked: boolean;
  /** Texts, formatter and flags every cell uses: a change re-renders every cell. */
  view: TableView;
}

interface TableView {
  t: ReturnType<typeof useOrdersText>;
  format: (amount: number) => string;
  canEdit: boolean;
  canRemove: boolean;
}

/** The table's handlers as of the last render: cells skipped by shouldCellUpdate call these, never stale closures. */
interface RowActions {
  startEdit: (row: LineRow) => void;
  type: (typed: string) => void;
  done: (line: OrderLineItem) => void;
  cancel: () => void;
  remove: (line: OrderLineItem) => void;
}

/** Focuses a field once, when it mounts (a ref callback that is the same function every render). */
const focusOnOpen = (input: InputRef | null) => input?.focus();

const sameRow = (row: LineRow, previous: LineRow) =>
  row.line === previous.line && row.quantity === previous.quantity && row.editing === previous.editing && row.locked === previous.locked && row.view === previous.view;

/**
 * The order items table (spec 03 §4 Line editing): Edit opens one row's quantity field, Done keeps
 * the quantity as a pending change when it passes the §5 rules, Cancel reverts the row. While a row
 * is open every other row's Edit and Remove are disabled. Removed lines leave the table.
 * An order of hundreds of lines stays quick to edit: the lines are paged (ORDER_LINES_PER_PAGE)
 * and a change re-renders only the cells whose row changed (tools/bench/orders.mjs measures it).
 */
export function OrderItemsTable({ items, permission, changes, onQuantityChange, onRemove }: OrderItemsTableProps) {
  const t = useOrdersText();
  const { message } = useFeedback();
  const { format } = useCurrencyFormatter();
  const narrow = useNarrowScreen();
  const { token } = theme.useToken();
  // antd Typography's secondary and danger colours, for the open row's hint and problem.
  const colors = useMemo(() => ({ secondary: token.colorTextDescription, danger: token.colorErrorText }), [token.colorTextDescription, token.colorErrorText]);
  const [open, setOpen] = useState<OpenEdit | null>(null);
  const visible = useMemo(() => items.filter((line) => !changes.removedLines.includes(line.itemNumberWarehouse)), [items, changes.removedLines]);
  const canEdit = permission.canEditItem && permission.canUpdateOrderedQuantity;
  const view = useMemo<TableView>(() => ({ t, format, canEdit, canRemove: permission.canRemoveItem }), [t, format, canEdit, permission.canRemoveItem]);
  const rows = visible.map<LineRow>((line) => ({
    line,
    quantity: changes.lineQuantities[line.itemNumberWarehouse] ?? line.orderedQuantity,
    editing: open?.itemNumberWarehouse === line.itemNumberWarehouse ? open : null,
    locked: open !== null && open.itemNumberWarehouse !== line.itemNumberWarehouse,
    view,
  }));

  const actions = useRef<RowActions | null>(null);
  useLayoutEffect(() => {
    const say = (problem: QuantityProblem) => t(problem.message, problem.params);
    actions.current = {
      startEdit: (row) => setOpen({ itemNumberWarehouse: row.line.itemNumberWarehouse, typed: String(row.quantity), problem: null }),
      type: (typed) => setOpen((current) => current && { ...current, typed, problem: null }),
      done: (line) => {
        if (!open) return;
        const problem = orderQuantityProblem(open.typed, line, permission);
        if (problem) {
          setOpen({ ...open, problem });
          return;
        }
        onQuantityChange(line, Number(open.typed.trim()));
        setOpen(null);
      },
      cancel: () => setOpen(null),
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

  const columns = useMemo<TableColumnsType<LineRow>>(() => {
    const act = () => actions.current as RowActions;
    const say = (problem: QuantityProblem) => t(problem.message, problem.params);
    const column = (key: string, title: string, render: (row: LineRow) => ReactNode, align?: 'right', fixed?: 'right'): TableColumnsType<LineRow>[number] => ({
      key,
      title,
      align,
      fixed,
      render: (_value: unknown, row: LineRow) => render(row),
      shouldCellUpdate: (row, previous) => !sameRow(row, previous),
    });
    return [
      column('item', t(ORDERS_TEXTS.item), ({ line }) => line.itemNumber),
      column('description', t(ORDERS_TEXTS.description), ({ line }) => line.itemDescription),
      column('available', t(ORDERS_TEXTS.available), ({ line }) => line.availableQuantity, 'right'),
      column(
        'ordered',
        t(ORDERS_TEXTS.ordered),
        ({ line, quantity, editing }) => {
          if (!editing) return quantity;
          const hint = incrementHint(line.incrementSize);
          const errorId = `quantity-error-${line.itemNumberWarehouse}`;
          return (
            <div style={{ display: 'inline-flex', flexDirection: 'column', gap: 2, alignItems: 'flex-end' }}>
              <Input
                // Edit hands the focus to the field it opens (its own button is gone): the keyboard
                // stays in place, and on a phone the sideways-scrolling table brings the field into view.
                ref={focusOnOpen}
                aria-label={t(ORDERS_TEXTS.quantityOf, { item: line.itemNumber })}
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
        },
        'right',
      ),
      column('shipped', t(ORDERS_TEXTS.shipped), ({ line }) => line.shippedQuantity, 'right'),
      column('unitPrice', t(ORDERS_TEXTS.unitPrice), ({ line }) => format(line.unitPrice), 'right'),
      // Whole cents: the unit price times the pending quantity, never a float product of money.
      column('extendedPrice', t(ORDERS_TEXTS.extendedPrice), ({ line, quantity }) => format((Math.round(line.unitPrice * 100) * quantity) / 100), 'right'),
      column(
        'actions',
        t(ORDERS_TEXTS.actions),
        (row) =>
          row.editing ? (
            <div style={CELL_BUTTONS}>
              <Button size="small" type="primary" onClick={() => act().done(row.line)}>
                {t(ORDERS_TEXTS.done)}
              </Button>
              <Button size="small" onClick={() => act().cancel()}>
                {t(ORDERS_TEXTS.cancelEdit)}
              </Button>
            </div>
          ) : (
            <div style={CELL_BUTTONS}>
              {row.view.canEdit && (
                <Button size="small" aria-label={t(ORDERS_TEXTS.editItem, { item: row.line.itemNumber })} disabled={row.locked} onClick={() => act().startEdit(row)}>
                  {t(ORDERS_TEXTS.edit)}
                </Button>
              )}
              {row.view.canRemove && (
                <Button size="small" danger aria-label={t(ORDERS_TEXTS.removeItem, { item: row.line.itemNumber })} disabled={row.locked} onClick={() => act().remove(row.line)}>
                  {t(ORDERS_TEXTS.remove)}
                </Button>
              )}
            </div>
          ),
        undefined,
        // On a phone the table scrolls sideways: Edit, Remove and Done stay in sight at its right edge.
        narrow ? 'right' : undefined,
      ),
    ];
  }, [t, format, narrow, colors]);

  return (
    <Table<LineRow>
      aria-label={t(ORDERS_TEXTS.orderItems)}
      rowKey={(row) => row.line.itemNumberWarehouse}
      columns={columns}
      dataSource={rows}
      pagination={rows.length > ORDER_LINES_PER_PAGE ? { pageSize: ORDER_LINES_PER_PAGE, showSizeChanger: false, size: 'small' } : false}
      size="small"
      // Wide screens fit the table to the page (long descriptions wrap, the actions stay in sight);
      // a phone scrolls it sideways inside its own box instead of the page.
      scroll={narrow ? { x: 'max-content' } : undefined}
    />
  );
}
