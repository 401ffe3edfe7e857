import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, App, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { OrderDetail, OrderLineItem, SalesOrderSettings } from '@bp/api-contract';
import {
  selectSessionUser,
  useExportInvoiceMutation,
  useExportManifestMutation,
  useExportOrderMutation,
  useGetManifestSummaryQuery,
  useGetSalesOrderQuery,
  useGetSalesOrderSettingsQuery,
  type StateWithSession,
} from '@bp/data-access-api';
import { LoadingScreen, MenuButton, useCurrencyFormatter, useNarrowScreen, usePageTitle } from '@bp/ui-kit';
import { OrderOptionRows } from '@bp/ui-order-options';
import { formatDate } from '@bp/util-format';
import { selectionOfOrder, type SelectedOptions } from '@bp/util-validation';
import { OrderSummary } from './components/order-summary';
import { StatusChip } from './components/status-chip';
import { cannotBeEdited, isMissingOrder } from './order-detail-rules';
import { ORDERS_TEXTS, useOrdersText } from './orders-texts';

const ORDERS_PATH = '/orders';

/**
 * /orders/{orderNumber} (spec 03 §2 Order detail). An unknown order, or one without lines, says
 * 'No order found of this id: {path}' and goes back to /orders.
 */
export function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const t = useOrdersText();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const order = useGetSalesOrderQuery(orderNumber, { skip: !orderNumber });
  const missing = order.isError || (order.isSuccess && isMissingOrder(order.data.salesOrder));
  usePageTitle(t(ORDERS_TEXTS.orderTitle, { number: order.data?.salesOrder.refOrderNumberOrPhonexOrderNumber ?? orderNumber }));

  useEffect(() => {
    if (!missing) return;
    void message.error(t(ORDERS_TEXTS.noOrderFound, { path: orderNumber }));
    navigate(ORDERS_PATH, { replace: true });
  }, [missing, message, navigate, orderNumber, t]);

  if (!order.data || missing) return <LoadingScreen />;
  return <OrderView detail={order.data} />;
}

function OrderView({ detail }: { detail: OrderDetail }) {
  const t = useOrdersText();
  const narrow = useNarrowScreen();
  const { salesOrder: order, orderOptions, permission } = detail;
  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const settings = useGetSalesOrderSettingsQuery(username, { skip: !username }).data;
  const manifest = useGetManifestSummaryQuery(order.phonexOrderNumber).data;
  const context = { page: 'order', deviceCount: order.totalOrderedQuantity, orderTotal: order.total } as const;
  const [selection, setSelection] = useState<SelectedOptions>(() => selectionOfOrder(order, orderOptions, context));
  const title = t(ORDERS_TEXTS.orderTitle, { number: order.refOrderNumberOrPhonexOrderNumber });

  return (
    <div style={{ padding: narrow ? 12 : 24, display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Link to={ORDERS_PATH}>
        <ArrowLeftOutlined /> {t(ORDERS_TEXTS.backToOrders)}
      </Link>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Title level={1} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
        <ExportMenu phonexOrderNumber={order.phonexOrderNumber} imeiAvailable={manifest?.imeiAvailable ?? false} invoiceNumbers={manifest?.invoiceNumbers ?? []} />
      </div>
      <OrderFacts detail={detail} settings={settings} trackingNumbers={manifest?.trackingNumbers ?? []} />
      {cannotBeEdited(order, permission) && <Alert type="warning" showIcon title={t(ORDERS_TEXTS.notEditable)} />}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(260px, 1fr)', alignItems: 'start' }}>
        <Card size="small">
          <OrderOptionRows
            choices={orderOptions}
            selection={selection}
            onChange={setSelection}
            context={context}
            orderSubtotal={order.subtotal}
            // Changing options needs the pending-changes save bar (not built yet): the rows only show the order's choices.
            editable={{ shipping: false, payment: false, services: false }}
          />
        </Card>
        <Card size="small">
          <OrderSummary order={order} label={t(ORDERS_TEXTS.orderSummary)} />
        </Card>
      </div>
      <OrderItems items={order.items} />
    </div>
  );
}

function OrderFacts({ detail, settings, trackingNumbers }: { detail: OrderDetail; settings: SalesOrderSettings | undefined; trackingNumbers: string[] }) {
  const t = useOrdersText();
  const order = detail.salesOrder;
  return (
    <Space wrap size={[16, 8]}>
      <Space size={4} aria-label={t(ORDERS_TEXTS.fulfillmentStatusLabel)} role="group">
        <StatusChip code={order.phonexDerivedStatus || order.fulfillmentStatus} statuses={settings?.fulfillmentSettings.statuses} />
      </Space>
      <Space size={4} aria-label={t(ORDERS_TEXTS.paymentStatusLabel)} role="group">
        <StatusChip code={order.paymentStatus} statuses={settings?.paymentSettings.statuses} />
      </Space>
      {order.pxnrOrder && <Typography.Text strong>{t(ORDERS_TEXTS.forPxcOrder)}</Typography.Text>}
      <Typography.Text>
        {t(ORDERS_TEXTS.created)}: {formatDate(order.createDate, 'SHORT_DATE_TIME')}
      </Typography.Text>
      <Typography.Text>
        {t(ORDERS_TEXTS.updated)}: {formatDate(order.updateDate, 'SHORT_DATE_TIME')}
      </Typography.Text>
      {trackingNumbers.length > 0 && (
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>
          {t(ORDERS_TEXTS.trackingNumbers)}: {trackingNumbers.join(', ')}
        </Typography.Text>
      )}
    </Space>
  );
}

function ExportMenu({ phonexOrderNumber, imeiAvailable, invoiceNumbers }: { phonexOrderNumber: string; imeiAvailable: boolean; invoiceNumbers: string[] }) {
  const t = useOrdersText();
  const [exportManifest] = useExportManifestMutation();
  const [exportInvoice] = useExportInvoiceMutation();
  const [exportOrder] = useExportOrderMutation();
  const items = [
    ...(imeiAvailable ? [{ key: 'manifest', label: t(ORDERS_TEXTS.exportManifest) }] : []),
    ...invoiceNumbers.map((invoiceNumber) => ({ key: `invoice:${invoiceNumber}`, label: t(ORDERS_TEXTS.exportInvoice, { invoiceNumber }) })),
    { key: 'order', label: t(ORDERS_TEXTS.exportOrder) },
  ];
  const onSelect = async (key: string) => {
    try {
      if (key === 'manifest') await exportManifest(phonexOrderNumber).unwrap();
      else if (key === 'order') await exportOrder(phonexOrderNumber).unwrap();
      else await exportInvoice({ phonexOrderNumber, invoiceNumber: key.slice('invoice:'.length) }).unwrap();
    } catch (error) {
      // Spec 03 §8: export failures are only logged.
      console.error('Export of the order failed', error);
    }
  };
  return (
    <MenuButton items={items} onSelect={(key) => void onSelect(key)}>
      {t(ORDERS_TEXTS.exportMenu)}
    </MenuButton>
  );
}

function OrderItems({ items }: { items: OrderLineItem[] }) {
  const t = useOrdersText();
  const { format } = useCurrencyFormatter();
  const columns: TableColumnsType<OrderLineItem> = [
    { key: 'item', title: t(ORDERS_TEXTS.item), dataIndex: 'itemNumber' },
    { key: 'description', title: t(ORDERS_TEXTS.description), dataIndex: 'itemDescription' },
    { key: 'ordered', title: t(ORDERS_TEXTS.ordered), dataIndex: 'orderedQuantity', align: 'right' },
    { key: 'shipped', title: t(ORDERS_TEXTS.shipped), dataIndex: 'shippedQuantity', align: 'right' },
    { key: 'unitPrice', title: t(ORDERS_TEXTS.unitPrice), align: 'right', render: (_value, line) => format(line.unitPrice) },
    { key: 'extendedPrice', title: t(ORDERS_TEXTS.extendedPrice), align: 'right', render: (_value, line) => format(line.extendedPrice) },
  ];
  return (
    <Table<OrderLineItem>
      aria-label={t(ORDERS_TEXTS.orderItems)}
      rowKey="itemNumberWarehouse"
      columns={columns}
      dataSource={items}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
    />
  );
}
