import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import {
  AcceptRacTermsResponseSchema,
  Authority,
  CalculateFeesRequestSchema,
  CalculateFeesResponseSchema,
  CancelOrderRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  ManifestSummarySchema,
  ORDER_SEARCH_MAX_LENGTH,
  ORDER_UPDATE_SUCCESS,
  OrderListQuerySchema,
  OrderListSchema,
  OrderPaths,
  OrderUnitsPageSchema,
  OrderUnitsQuerySchema,
  OrderUpsertResponseSchema,
  RacTermsSchema,
  SalesOrderSchema,
  UnitPaths,
  XLSX_CONTENT_TYPE,
} from '@bp/api-contract';
import type { CheckoutDeps, StockTaken } from '../../checkout/checkout-service';
import { embeddedTableRates } from '../../checkout/freight-rates';
import { invoicePdf, manifestSummary, manifestWorkbook, orderWorkbook } from '../../orders/order-documents';
import { acceptRacTerms, calculateFees } from '../../orders/order-late-payment-service';
import { exportOrders, listOrders } from '../../orders/order-list-service';
import { cancelOrder, upsertOrder } from '../../orders/order-update-service';
import { orderUnitsPage } from '../../orders/order-units';
import { requireAuthority } from '../../plugins/app/authentication';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

// Order management routes (spec 03 §7 Orders): thin handlers over orders/.
// GET sales-order/{n} and its rac-terms GET live with checkout (routes/px-api-gateway/checkout.ts).
// Like every sales-order route they need CAN_BUY_ONLINE (test/route-authorities.spec.ts).

const tags = ['orders'];
const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const withRuleErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES, 409, 422);
const OrderNumberParams = Type.Object({ phonexOrderNumber: Type.String({ minLength: 1, maxLength: 64 }) });
const InvoiceParams = Type.Object({
  phonexOrderNumber: Type.String({ minLength: 1, maxLength: 64 }),
  invoiceNumber: Type.String({ minLength: 1, maxLength: 64 }),
});
const IdempotencyHeaders = Type.Object({ [IDEMPOTENCY_KEY_HEADER]: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' })) });
const ExportQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: ORDER_SEARCH_MAX_LENGTH })) }, { additionalProperties: false });
const binary = (contentType: string) => Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: contentType });
const PDF_CONTENT_TYPE = 'application/pdf';

/** A file name safe inside content-disposition's quotes. */
const safeName = (text: string) => text.replace(/[^0-9A-Za-z._-]/g, '_');

const download = (reply: FastifyReply, contentType: string, fileName: string, file: Buffer) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${safeName(fileName)}"`)
    .header('cache-control', 'no-store')
    .send(file);

const orderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps: CheckoutDeps = { db: fastify.db, rates: embeddedTableRates };
  requireAuthority(fastify, Authority.CAN_BUY_ONLINE);

  /** Stock an edit returned or took shows at once on this instance's stock list. */
  const showStock = (tenantId: string, stock: StockTaken | null) => {
    if (stock) fastify.catalogue.applyChanges(tenantId, stock.catalogueVersion, stock.changedAt, stock.changes);
  };

  fastify.get(
    `/${OrderPaths.list}`,
    {
      schema: {
        tags,
        summary:
          "The buyer's own orders, newest change first, with the configured list columns; always an array (search: order number, reference, warehouse, status)",
        security: BEARER_SECURITY,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...signedInErrors },
      },
    },
    async (request) => listOrders(fastify.db, request.tenant, request.user.id, request.query),
  );

  fastify.get(
    `/${OrderPaths.listExport}`,
    {
      schema: {
        tags,
        summary: 'The orders list (same search, every row) as .xlsx',
        security: BEARER_SECURITY,
        querystring: ExportQuery,
        response: { 200: binary(XLSX_CONTENT_TYPE), ...signedInErrors },
      },
    },
    async (request, reply) =>
      download(
        reply,
        XLSX_CONTENT_TYPE,
        `${request.tenant.slug}-orders.xlsx`,
        await exportOrders(fastify.db, request.tenant, request.user.id, request.query.search),
      ),
  );

  fastify.put(
    `/${OrderPaths.upsert}`,
    {
      schema: {
        tags,
        summary:
          "Order upsert: the edited salesOrder with the version it was read at (409 outdatedSalesOrder when stale, nothing changed). fulfillmentStatus: unchanged or ON_HOLD = save, the release status = pay and ship now, CANCELED = cancel. Every change is checked against the order's permission set (422); quantity changes move stock; the same Idempotency-Key and body answer the same result",
        security: BEARER_SECURITY,
        headers: IdempotencyHeaders,
        body: SalesOrderSchema,
        response: { 200: OrderUpsertResponseSchema, ...withRuleErrors },
      },
    },
    async (request) => {
      const { order, stock } = await upsertOrder(
        deps,
        { tenant: request.tenant, userId: request.user.id },
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      showStock(request.tenant.id, stock);
      return { status: ORDER_UPDATE_SUCCESS, salesOrder: order };
    },
  );

  fastify.post(
    `/${OrderPaths.cancel}`,
    {
      schema: {
        tags,
        summary: 'Cancel the order (needs canCancelOrder): its stock goes back; a due cancellation fee stays to pay (spec 03 §9)',
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        body: CancelOrderRequestSchema,
        response: { 200: OrderUpsertResponseSchema, ...withRuleErrors },
      },
    },
    async (request) => {
      const { order, stock } = await cancelOrder(
        deps,
        { tenant: request.tenant, userId: request.user.id },
        request.params.phonexOrderNumber,
        request.body.version,
      );
      showStock(request.tenant.id, stock);
      return { status: ORDER_UPDATE_SUCCESS, salesOrder: order };
    },
  );

  fastify.post(
    `/${OrderPaths.calculateFees}`,
    {
      schema: {
        tags,
        summary: 'Reservation fee the order carries and the cancellation fee it would owe (isCancellation) for these lines',
        security: BEARER_SECURITY,
        body: CalculateFeesRequestSchema,
        response: { 200: CalculateFeesResponseSchema, ...withRuleErrors },
      },
    },
    async (request) => calculateFees(fastify.db, { tenant: request.tenant, userId: request.user.id }, request.body),
  );

  fastify.post(
    `/${OrderPaths.racTerms}`,
    {
      schema: {
        tags,
        summary: "Accept the order's reservation and cancellation terms (body: the terms as fetched); status SUCCESS, or FAILURE with a description",
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        body: RacTermsSchema,
        response: { 200: AcceptRacTermsResponseSchema, ...withRuleErrors },
      },
    },
    async (request) => acceptRacTerms(fastify.db, { tenant: request.tenant, userId: request.user.id }, request.params.phonexOrderNumber, request.body),
  );

  fastify.get(
    `/${OrderPaths.manifestSummary}`,
    {
      schema: {
        tags,
        summary: 'Whether IMEIs are available, the invoice numbers and the tracking numbers',
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        response: { 200: ManifestSummarySchema, ...signedInErrors },
      },
    },
    async (request) => manifestSummary(fastify.db, request.tenant, request.user.id, request.params.phonexOrderNumber),
  );

  fastify.get(
    `/${UnitPaths.units}`,
    {
      schema: {
        tags,
        summary: "A page of the order's shipped units with their facts (search by IMEI or serial; grade and condition filters)",
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        querystring: OrderUnitsQuerySchema,
        response: { 200: OrderUnitsPageSchema, ...signedInErrors },
      },
    },
    async (request) => orderUnitsPage(fastify.db, request.tenant.id, request.user.id, request.params.phonexOrderNumber, request.query),
  );

  fastify.get(
    `/${OrderPaths.manifestExport}`,
    {
      schema: {
        tags,
        summary: 'The manifest (IMEIs per line) as .xlsx',
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        response: { 200: binary(XLSX_CONTENT_TYPE), ...signedInErrors },
      },
    },
    async (request, reply) =>
      download(
        reply,
        XLSX_CONTENT_TYPE,
        `manifest-${request.params.phonexOrderNumber}.xlsx`,
        await manifestWorkbook(fastify.db, request.tenant.id, request.user.id, request.params.phonexOrderNumber),
      ),
  );

  fastify.get(
    `/${OrderPaths.orderExport}`,
    {
      schema: {
        tags,
        summary: 'The order (lines and charges) as .xlsx',
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        response: { 200: binary(XLSX_CONTENT_TYPE), ...signedInErrors },
      },
    },
    async (request, reply) =>
      download(
        reply,
        XLSX_CONTENT_TYPE,
        `order-${request.params.phonexOrderNumber}.xlsx`,
        await orderWorkbook(fastify.db, request.tenant.id, request.user.id, request.params.phonexOrderNumber),
      ),
  );

  fastify.get(
    `/${OrderPaths.invoiceExport}`,
    {
      schema: {
        tags,
        summary: 'One invoice of the order as a PDF',
        security: BEARER_SECURITY,
        params: InvoiceParams,
        response: { 200: binary(PDF_CONTENT_TYPE), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { phonexOrderNumber, invoiceNumber } = request.params;
      const file = await invoicePdf(fastify.db, request.tenant.id, request.user.id, phonexOrderNumber, invoiceNumber, {
        sellerName: request.tenant.name,
        currency: request.tenant.settings.currency ?? '$',
      });
      return download(reply, PDF_CONTENT_TYPE, `invoice-${invoiceNumber}.pdf`, file);
    },
  );
};

export default orderRoutes;
