import { asc, eq } from 'drizzle-orm';
import { fillMessage, OrderMessage, OrderMessageCode, UNIT_SHEET_COLUMNS, type ManifestSummary, type SalesOrder, type TrackingLink } from '@bp/api-contract';
import { centsToText } from '@bp/util-money';
import type { DbExecutor } from '../db/database';
import {
  orderInvoices,
  orderShipments,
  orderShipmentUnits,
  salesOrderLines,
  salesOrders,
  type InvoiceSnapshot,
  type OrderInvoiceRow,
  type SalesOrderRow,
} from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { notFound } from '../errors';
import { workbookBuffer } from '../stock/export-service';
import { orderById, orderNotFound } from '../sales/sales-order-service';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { carriersOf, trackingLinkOf } from './tracking-links';

// What a buyer downloads for an order (spec 03 §2 Order detail export menus, §3 Manifest
// summary, §7 manifest / order / invoice export): the manifest (each shipped unit's IMEI per
// line), the order itself, and a PDF per invoice number, drawn from the invoice's frozen snapshot.

export async function buyerOrderRow(db: DbExecutor, tenantId: string, userId: string, orderNumber: string): Promise<SalesOrderRow> {
  const row = await scoped(db, tenantId).findOne(salesOrders, allOf(eq(salesOrders.userId, userId), eq(salesOrders.orderNumber, orderNumber)));
  if (!row) throw orderNotFound(orderNumber);
  return row;
}

async function shipmentsOf(db: DbExecutor, tenantId: string, orderId: string) {
  return scoped(db, tenantId).findMany(orderShipments, eq(orderShipments.orderId, orderId), { orderBy: [asc(orderShipments.createdAt)] });
}

async function trackingNumbersOf(db: DbExecutor, tenantId: string, orderId: string): Promise<string[]> {
  return [...new Set((await shipmentsOf(db, tenantId, orderId)).flatMap((shipment) => shipment.trackingNumbers))];
}

/** Each tracking number of the order once, linked to its carrier's page where the carrier is known. */
export async function trackingLinksOf(db: DbExecutor, tenant: ResolvedTenant, orderId: string): Promise<TrackingLink[]> {
  const carriers = carriersOf(tenant);
  const links = new Map<string, TrackingLink>();
  for (const shipment of await shipmentsOf(db, tenant.id, orderId)) {
    for (const number of shipment.trackingNumbers) if (!links.has(number)) links.set(number, trackingLinkOf(carriers, number, shipment.carrier));
  }
  return [...links.values()];
}

async function invoicesOf(db: DbExecutor, tenantId: string, orderId: string): Promise<OrderInvoiceRow[]> {
  return scoped(db, tenantId).findMany(orderInvoices, eq(orderInvoices.orderId, orderId), {
    orderBy: [asc(orderInvoices.createdAt), asc(orderInvoices.invoiceNumber)],
  });
}

/** Tracking and invoice numbers of any order (the seller side shows them too). */
export async function fulfillmentRecordOf(db: DbExecutor, tenantId: string, orderId: string): Promise<{ trackingNumbers: string[]; invoiceNumbers: string[] }> {
  return {
    trackingNumbers: await trackingNumbersOf(db, tenantId, orderId),
    invoiceNumbers: (await invoicesOf(db, tenantId, orderId)).map((invoice) => invoice.invoiceNumber),
  };
}

/** GET sales-order/{n}/manifest-summary. */
export async function manifestSummary(db: DbExecutor, tenant: ResolvedTenant, userId: string, orderNumber: string): Promise<ManifestSummary> {
  const row = await buyerOrderRow(db, tenant.id, userId, orderNumber);
  const [unit] = await scoped(db, tenant.id).findMany(orderShipmentUnits, eq(orderShipmentUnits.orderId, row.id), { limit: 1 });
  return {
    imeiAvailable: unit !== undefined,
    ...(await fulfillmentRecordOf(db, tenant.id, row.id)),
    trackingLinks: await trackingLinksOf(db, tenant, row.id),
  };
}

/** GET sales-order/{n}/manifest/export: one row per shipped unit, its line and every fact recorded of it. */
export async function manifestWorkbook(db: DbExecutor, tenantId: string, userId: string, orderNumber: string): Promise<Buffer> {
  const row = await buyerOrderRow(db, tenantId, userId, orderNumber);
  const scope = scoped(db, tenantId);
  const units = await db
    .select({
      unit: orderShipmentUnits,
      itemNumber: salesOrderLines.itemNumber,
      description: salesOrderLines.itemDescription,
      lineNumber: salesOrderLines.lineNumber,
      trackingNumbers: orderShipments.trackingNumbers,
    })
    .from(orderShipmentUnits)
    .innerJoin(salesOrderLines, scope.join(salesOrderLines.id, orderShipmentUnits.lineId))
    .innerJoin(orderShipments, scope.join(orderShipments.id, orderShipmentUnits.shipmentId))
    .where(scope.where(orderShipmentUnits, eq(orderShipmentUnits.orderId, row.id)))
    .orderBy(asc(salesOrderLines.lineNumber), asc(orderShipmentUnits.imei));
  return workbookBuffer([
    {
      name: 'Manifest',
      header: ['Order Number', 'Line', 'Item Number', 'Description', ...UNIT_SHEET_COLUMNS, 'Tracking Numbers'],
      rows: units.map(({ unit, ...line }) => [
        row.orderNumber,
        line.lineNumber,
        line.itemNumber,
        line.description,
        unit.imei,
        unit.imei2 ?? '',
        unit.serial ?? '',
        unit.model ?? '',
        unit.capacity ?? '',
        unit.colour ?? '',
        unit.grade ?? '',
        unit.batteryHealth ?? '',
        unit.carrierLock ?? '',
        unit.blacklist ?? '',
        unit.activationLock ?? '',
        unit.testResult ?? '',
        unit.photos.join(' '),
        line.trackingNumbers.join(', '),
      ]),
    },
  ]);
}

/** GET sales-order/{n}/export: the order's lines and charges as .xlsx. */
export async function orderWorkbook(db: DbExecutor, tenantId: string, userId: string, orderNumber: string): Promise<Buffer> {
  const row = await buyerOrderRow(db, tenantId, userId, orderNumber);
  const order = await orderById(db, tenantId, row.id);
  return workbookBuffer([
    {
      name: 'Items',
      header: ['Item Number', 'Description', 'Ordered', 'Canceled', 'Shipped', 'Unit Price', 'Extended Price'],
      rows: order.items.map((item) => [
        item.itemNumber,
        item.itemDescription,
        item.orderedQuantity,
        item.canceledQuantity,
        item.shippedQuantity,
        item.unitPrice,
        item.extendedPrice,
      ]),
    },
    {
      name: 'Summary',
      header: ['Field', 'Value'],
      rows: summaryRows(order),
    },
  ]);
}

function summaryRows(order: SalesOrder): (string | number)[][] {
  return [
    ['Order Number', order.refOrderNumberOrPhonexOrderNumber],
    ['Warehouse', order.warehouse],
    ['Fulfillment Status', order.fulfillmentStatus],
    ['Payment Status', order.paymentStatus],
    ['Created', order.createDate],
    ['Updated', order.updateDate],
    ['Shipping Method', order.shippingOptionDetails.shippingOption.shippingMethodLabel],
    ['Payment Method', order.paymentOptionDetails.paymentOptionDetails.paymentMethodLabel],
    ['Subtotal', order.subtotal],
    ['Freight', order.freight],
    ['Payment Fee', order.paymentFee],
    ['Tax', order.tax],
    ['Additional Services', order.additionalServicesFee],
    ['Reservation Fee', order.reservationFee],
    ['Cancellation Fee', order.cancellationFee],
    ['Total', order.total],
  ];
}

/** An invoice's snapshot of the order as it stands (taken when the seller invoices). */
export async function invoiceSnapshotOf(db: DbExecutor, row: SalesOrderRow): Promise<InvoiceSnapshot> {
  const lines = await scoped(db, row.tenantId).findMany(salesOrderLines, eq(salesOrderLines.orderId, row.id), { orderBy: [asc(salesOrderLines.lineNumber)] });
  return {
    lines: lines
      .map((line) => ({ line, quantity: line.orderedQuantity - line.canceledQuantity }))
      .filter(({ quantity }) => quantity > 0)
      .map(({ line, quantity }) => ({
        itemNumber: line.itemNumber,
        itemDescription: line.itemDescription,
        quantity,
        unitPriceCents: line.unitPriceCents,
        extendedCents: quantity * line.unitPriceCents,
      })),
    subtotalCents: row.subtotalCents,
    freightCents: row.freightCents,
    paymentFeeCents: row.paymentFeeCents,
    taxCents: row.taxCents,
    taxDescription: row.taxDescription,
    additionalServicesFeeCents: row.additionalServicesFeeCents,
    reservationFeeCents: row.reservationFeeCents,
    cancellationFeeCents: row.cancellationFeeCents,
    totalCents: row.totalCents,
  };
}

export interface InvoiceParties {
  sellerName: string;
  currency: string;
}

async function pdfBuffer(draw: (doc: PDFKit.PDFDocument) => void, info: PDFKit.DocumentInfo): Promise<Buffer> {
  // pdfkit and its fonts are loaded by the first PDF, not at start.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, info });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

const addressLines = (address: SalesOrder['billingAddress']): string[] =>
  [
    address.fields.BillingCustomerName ?? address.fields.ShipToName ?? address.contact,
    address.address1,
    address.address2,
    `${address.city}${address.state ? `, ${address.state}` : ''} ${address.zip}`.trim(),
    address.country,
  ].filter((line) => line && line.trim() !== '');

/** GET sales-order/{n}/invoice/{invoiceNumber}/export: the invoice as a PDF (pdfkit, standard fonts). */
export async function invoicePdf(
  db: DbExecutor,
  tenantId: string,
  userId: string,
  orderNumber: string,
  invoiceNumber: string,
  parties: InvoiceParties,
): Promise<Buffer> {
  const row = await buyerOrderRow(db, tenantId, userId, orderNumber);
  const invoice = await scoped(db, tenantId).findOne(orderInvoices, allOf(eq(orderInvoices.orderId, row.id), eq(orderInvoices.invoiceNumber, invoiceNumber)));
  if (!invoice) throw notFound(fillMessage(OrderMessage.INVOICE_NOT_FOUND, invoiceNumber), OrderMessageCode.INVOICE_NOT_FOUND, [invoiceNumber]);
  const order = await orderById(db, tenantId, row.id);
  const { snapshot } = invoice;
  const amount = (cents: number) => `${parties.currency}${centsToText(cents)}`;
  return pdfBuffer(
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text(parties.sellerName);
      doc.moveDown(0.5).fontSize(16).text('INVOICE');
      doc.font('Helvetica').fontSize(10);
      doc.text(`Invoice Number: ${invoice.invoiceNumber}`);
      doc.text(`Invoice Date: ${invoice.createdAt.toISOString().slice(0, 10)}`);
      doc.text(`Order Number: ${order.refOrderNumberOrPhonexOrderNumber}`);
      doc.text(`Payment Method: ${order.paymentOptionDetails.paymentOptionDetails.paymentMethodLabel}`);
      doc.moveDown();
      const top = doc.y;
      doc.font('Helvetica-Bold').text('Bill To', 50, top);
      doc.font('Helvetica').text(addressLines(order.billingAddress).join('\n'), 50, doc.y);
      doc.font('Helvetica-Bold').text('Ship To', 300, top);
      doc.font('Helvetica').text(addressLines(order.shippingAddress).join('\n'), 300, doc.y);
      doc.moveDown(2);

      const columns = [50, 150, 360, 420, 490];
      const header = ['Item', 'Description', 'Qty', 'Unit Price', 'Amount'];
      let y = Math.max(doc.y, top + 90);
      doc.font('Helvetica-Bold');
      header.forEach((title, index) => doc.text(title, columns[index], y, { width: (columns[index + 1] ?? 562) - columns[index] - 6 }));
      doc.font('Helvetica');
      y += 18;
      for (const line of snapshot.lines) {
        if (y > 680) {
          doc.addPage();
          y = 50;
        }
        const cells = [line.itemNumber, line.itemDescription, String(line.quantity), amount(line.unitPriceCents), amount(line.extendedCents)];
        const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: (columns[index + 1] ?? 562) - columns[index] - 6 }));
        cells.forEach((cell, index) => doc.text(cell, columns[index], y, { width: (columns[index + 1] ?? 562) - columns[index] - 6 }));
        y += Math.max(...heights) + 6;
      }
      y += 10;
      const totals: [string, number][] = [
        ['Subtotal', snapshot.subtotalCents],
        ['Freight', snapshot.freightCents],
        ['Payment Fee', snapshot.paymentFeeCents],
        [snapshot.taxDescription ?? 'Tax', snapshot.taxCents],
        ['Additional Services', snapshot.additionalServicesFeeCents],
        ['Reservation Fee', snapshot.reservationFeeCents],
        ['Cancellation Fee', snapshot.cancellationFeeCents],
      ];
      for (const [label, cents] of totals.filter(([, cents], index) => index === 0 || cents > 0)) {
        doc.text(label, 300, y, { width: 180 }).text(amount(cents), 490, y, { width: 72 });
        y += 16;
      }
      doc.font('Helvetica-Bold').text('Total', 300, y, { width: 180 }).text(amount(snapshot.totalCents), 490, y, { width: 72 });
    },
    { Title: `Invoice ${invoice.invoiceNumber}`, Author: parties.sellerName, Subject: `Order ${order.phonexOrderNumber}` },
  );
}
