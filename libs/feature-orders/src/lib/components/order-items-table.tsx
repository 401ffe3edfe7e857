import { useState } from 'react';
import { Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { OrderLineItem, OrderPermission } from '@bp/api-contract';
import { useCurrencyFormatter, useFeedback } from '@bp/ui-kit';
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

/**
 * The order items table (spec 03 §4 Line editing): Edit opens one row's quantity field, Done keeps
 * the quantity as a pending change when it passes the §5 rules, Cancel reverts the row. While a row
 * is open every other row's Edit and Remove are disabled. Removed lines leave the table.
 */
export function OrderItemsTable({ items, permission, changes, onQuantityChange, onRemove }: OrderItemsTableProps) {
  const t = useOrdersText();
  const { message } = useFeedback();
  const { format } = useCurrencyFormatter();
  const [open, setOpen] = useState<OpenEdit | null>(null);
  const visible = items.filter((line) => !changes.removedLines.includes(line.itemNumberWarehouse));
  const quantityOf = (line: OrderLineItem) => changes.lineQuantities[line.itemNumberWarehouse] ?? line.orderedQuantity;
  const canEdit = permission.canEditItem && permission.canUpdateOrderedQuantity;
  const say = (problem: QuantityProblem) => t(problem.message, problem.params);

  const done = (line: OrderLineItem) => {
    if (!open) return;
    const problem = orderQuantityProblem(open.typed, line, permission);
    if (problem) {
      setOpen({ ...open, problem });
      return;
    }
    onQuantityChange(line, Number(open.typed.trim()));
    setOpen(null);
  };

  const remove = (line: OrderLineItem) => {
    const problem = removalProblem(visible.length, permission);
    if (problem) {
      void message.error(say(problem));
      return;
    }
    onRemove(line);
  };

  const columns: TableColumnsType<OrderLineItem> = [
    { key: 'item', title: t(ORDERS_TEXTS.item), dataIndex: 'itemNumber' },
    { key: 'description', title: t(ORDERS_TEXTS.description), dataIndex: 'itemDescription' },
    { key: 'available', title: t(ORDERS_TEXTS.available), dataIndex: 'availableQuantity', align: 'right' },
    {
      key: 'ordered',
      title: t(ORDERS_TEXTS.ordered),
      align: 'right',
      render: (_value, line) => {
        if (open?.itemNumberWarehouse !== line.itemNumberWarehouse) return quantityOf(line);
        const hint = incrementHint(line.incrementSize);
        const errorId = `quantity-error-${line.itemNumberWarehouse}`;
        return (
          <Space direction="vertical" size={2} style={{ alignItems: 'flex-end' }}>
            <Input
              aria-label={t(ORDERS_TEXTS.quantityOf, { item: line.itemNumber })}
              aria-invalid={open.problem !== null}
              aria-describedby={open.problem ? errorId : undefined}
              inputMode="numeric"
              value={open.typed}
              status={open.problem ? 'error' : undefined}
              onChange={(event) => setOpen({ ...open, typed: event.target.value, problem: null })}
              onPressEnter={() => done(line)}
              style={{ width: 96 }}
            />
            {hint && <Typography.Text type="secondary">{say(hint)}</Typography.Text>}
            {open.problem && (
              <Typography.Text id={errorId} type="danger" role="alert">
                {say(open.problem)}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    { key: 'shipped', title: t(ORDERS_TEXTS.shipped), dataIndex: 'shippedQuantity', align: 'right' },
    { key: 'unitPrice', title: t(ORDERS_TEXTS.unitPrice), align: 'right', render: (_value, line) => format(line.unitPrice) },
    // Whole cents: the unit price times the pending quantity, never a float product of money.
    { key: 'extendedPrice', title: t(ORDERS_TEXTS.extendedPrice), align: 'right', render: (_value, line) => format((Math.round(line.unitPrice * 100) * quantityOf(line)) / 100) },
    {
      key: 'actions',
      title: t(ORDERS_TEXTS.actions),
      render: (_value, line) =>
        open?.itemNumberWarehouse === line.itemNumberWarehouse ? (
          <Space>
            <Button size="small" type="primary" onClick={() => done(line)}>
              {t(ORDERS_TEXTS.done)}
            </Button>
            <Button size="small" onClick={() => setOpen(null)}>
              {t(ORDERS_TEXTS.cancelEdit)}
            </Button>
          </Space>
        ) : (
          <Space>
            {canEdit && (
              <Button size="small" aria-label={t(ORDERS_TEXTS.editItem, { item: line.itemNumber })} disabled={open !== null} onClick={() => setOpen({ itemNumberWarehouse: line.itemNumberWarehouse, typed: String(quantityOf(line)), problem: null })}>
                {t(ORDERS_TEXTS.edit)}
              </Button>
            )}
            {permission.canRemoveItem && (
              <Button size="small" danger aria-label={t(ORDERS_TEXTS.removeItem, { item: line.itemNumber })} disabled={open !== null} onClick={() => remove(line)}>
                {t(ORDERS_TEXTS.remove)}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <Table<OrderLineItem>
      aria-label={t(ORDERS_TEXTS.orderItems)}
      rowKey="itemNumberWarehouse"
      columns={columns}
      dataSource={visible}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
    />
  );
}
