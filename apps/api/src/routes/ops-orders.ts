import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  IMPORT_FILE_NAME_HEADER,
  IMPORT_MAX_BYTES,
  InvoiceOrderRequestSchema,
  MessageCode,
  RecordUnitFactsRequestSchema,
  RecordUnitFactsResponseSchema,
  SellerOrderSchema,
  ShipOrderRequestSchema,
  ShippingQuoteAnswerSchema,
} from '@bp/api-contract';
import type { CheckoutDeps } from '../checkout/checkout-service';
import { embeddedTableRates } from '../checkout/freight-rates';
import { AppError } from '../errors';
import { applyLatePaymentFees } from '../orders/order-late-payment-service';
import { setGracePeriodEnd } from '../orders/order-grace-period-service';
import {
  answerShippingQuote,
  cancelOrderAsSeller,
  invoiceOrder,
  listSellerOrders,
  releaseOrder,
  sellerOrder,
  shipOrder,
} from '../orders/order-fulfillment-service';
import { ACCEPTED_CONTENT_TYPES, baseContentType, detectWorkbookKind } from '../offers/import/file-type';
import { unreadableFile, unsupportedFile } from '../offers/import/import-errors';
import { importBatchRows } from '../offers/import/import-writer';
import { recordUnitFacts } from '../orders/order-units';
import { unitFactsOfSheet } from '../orders/unit-sheet';
import { errorResponses } from './schemas';

// /ops/orders: the seller's side of orders, behind the ops key and tenant of
// routes/ops.ts. Same services as `npm run ops -- orders ...` (src/ops/orders-cli.ts).

const tags = ['ops'];
const OrderNumberParams = Type.Object({ phonexOrderNumber: Type.String({ minLength: 1, maxLength: 64 }) });
const ListQuery = Type.Object(
  { status: Type.Optional(Type.String({ maxLength: 500 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })) },
  { additionalProperties: false },
);
const IsoDateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$', maxLength: 40 });
const LatePaymentBody = Type.Object({ asOf: Type.Optional(IsoDateTime) }, { additionalProperties: false });
const GracePeriodBody = Type.Object({ gracePeriodEnd: IsoDateTime }, { additionalProperties: false });
const errors = errorResponses(400, 401, 403, 404, 409, 413, 422, 429, 500);
/** A call of UNIT_FACTS_MAX_PER_CALL units with long test results and a few photos each. */
const UNIT_FACTS_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
const InvoicedOrderSchema = Type.Object({ ...SellerOrderSchema.properties, invoiceNumber: Type.String() }, { additionalProperties: false });

/** A POST without a body means "no options". */
const emptyBodyAsObject = async (request: FastifyRequest) => {
  request.body ??= {};
};

/**
 * POST /ops/orders/{n}/units/sheet: unit facts from a manifest sheet (.xlsx / .xls as the raw body,
 * its name in the file-name header), read in the sheet worker with the offer import's guards; every row is
 * checked before any is written.
 */
const unitSheetRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser([...ACCEPTED_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    const contentType = baseContentType(request.headers['content-type']) || 'none';
    done(
      unsupportedFile(`Only Excel files (.xlsx, .xls) can be read; the content type ${contentType.slice(0, 100)} is not accepted`, [contentType.slice(0, 100)]),
    );
  });
  fastify.post(
    '/:phonexOrderNumber/units/sheet',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary:
          "Record shipped units' facts from a manifest sheet (the manifest export's columns; one row per unit by IMEI); a refused row refuses the sheet, naming each row",
        params: OrderNumberParams,
        headers: Type.Object({ [IMPORT_FILE_NAME_HEADER]: Type.Optional(Type.String({ maxLength: 300 })) }),
        consumes: [...ACCEPTED_CONTENT_TYPES],
        response: { 200: RecordUnitFactsResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429, 500) },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw unreadableFile('The upload holds no file');
      const fileName = request.headers[IMPORT_FILE_NAME_HEADER] || 'manifest.xlsx';
      const kind = detectWorkbookKind(fileName, baseContentType(request.headers['content-type']), body);
      const facts = await unitFactsOfSheet(await fastify.importSheets.readUnits(body, kind));
      return recordUnitFacts(fastify.db, request.tenant.id, request.params.phonexOrderNumber, facts, importBatchRows(fastify.database.kind));
    },
  );
};

const opsOrderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps: CheckoutDeps = { db: fastify.db, rates: embeddedTableRates };
  await fastify.register(unitSheetRoute);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Orders of the tenant, newest change first (status: comma-separated fulfillment statuses)',
        querystring: ListQuery,
        response: { 200: Type.Array(SellerOrderSchema), ...errors },
      },
    },
    async (request) =>
      listSellerOrders(
        fastify.db,
        request.tenant.id,
        request.query.status
          ?.split(',')
          .map((status) => status.trim())
          .filter(Boolean),
        request.query.limit,
      ),
  );

  fastify.get(
    '/:phonexOrderNumber',
    {
      schema: { tags, summary: 'One order with its tracking and invoice numbers', params: OrderNumberParams, response: { 200: SellerOrderSchema, ...errors } },
    },
    async (request) => sellerOrder(fastify.db, request.tenant.id, request.params.phonexOrderNumber),
  );

  fastify.post(
    '/:phonexOrderNumber/units',
    {
      // Every fact of UNIT_FACTS_MAX_PER_CALL units passes the default 1 MB (about 1.3 MB with photos on some).
      bodyLimit: UNIT_FACTS_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Record shipped units' facts by IMEI (a field left out is kept, null clears it); an unknown or repeated IMEI refuses the whole call",
        params: OrderNumberParams,
        body: RecordUnitFactsRequestSchema,
        response: { 200: RecordUnitFactsResponseSchema, ...errors },
      },
    },
    async (request) =>
      recordUnitFacts(fastify.db, request.tenant.id, request.params.phonexOrderNumber, request.body.units, importBatchRows(fastify.database.kind)),
  );

  fastify.post(
    '/:phonexOrderNumber/release',
    {
      schema: {
        tags,
        summary: 'Release an ON_HOLD order (it gets onReleaseFulfillmentStatusTo)',
        params: OrderNumberParams,
        response: { 200: SellerOrderSchema, ...errors },
      },
    },
    async (request) => releaseOrder(fastify.db, request.tenant, request.params.phonexOrderNumber),
  );

  fastify.post(
    '/:phonexOrderNumber/shipping-quote',
    {
      schema: {
        tags,
        summary: 'Answer a shipping-quote request with the freight: the order is priced again and leaves AWAITING_SHIPPING_QUOTE for ON_HOLD',
        params: OrderNumberParams,
        body: ShippingQuoteAnswerSchema,
        response: { 200: SellerOrderSchema, ...errors },
      },
    },
    async (request) => answerShippingQuote(deps, request.tenant, request.params.phonexOrderNumber, request.body.freight),
  );

  fastify.post(
    '/:phonexOrderNumber/ship',
    {
      schema: {
        tags,
        summary: 'Ship every open unit of a released order: tracking numbers, IMEIs per item; status SHIPPED',
        params: OrderNumberParams,
        body: ShipOrderRequestSchema,
        response: { 200: SellerOrderSchema, ...errors },
      },
    },
    async (request) => shipOrder(fastify.db, request.tenant.id, request.params.phonexOrderNumber, request.body),
  );

  fastify.post(
    '/:phonexOrderNumber/invoice',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        summary: 'Invoice the order (invoiceNumber default INV-{order number}-{n}); status INVOICED; the buyer downloads it as a PDF',
        params: OrderNumberParams,
        body: InvoiceOrderRequestSchema,
        response: { 200: InvoicedOrderSchema, ...errors },
      },
    },
    async (request) => invoiceOrder(fastify.db, request.tenant.id, request.params.phonexOrderNumber, request.body),
  );

  fastify.post(
    '/:phonexOrderNumber/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order not shipped yet: its stock goes back (no cancellation fee)',
        params: OrderNumberParams,
        response: { 200: SellerOrderSchema, ...errors },
      },
    },
    async (request) => {
      const { order, stock } = await cancelOrderAsSeller(fastify.db, request.tenant.id, request.params.phonexOrderNumber);
      if (stock) fastify.catalogue.applyChanges(request.tenant.id, stock.catalogueVersion, stock.changedAt, stock.changes);
      return order;
    },
  );

  fastify.post(
    '/:phonexOrderNumber/grace-period-end',
    {
      schema: {
        tags,
        summary:
          "Move an unpaid held order's grace period end (extend it, or end it now for a demo): the late-payment rules follow from the new end; 422 for a paid or released order",
        params: OrderNumberParams,
        body: GracePeriodBody,
        response: { 200: SellerOrderSchema, ...errors },
      },
    },
    async (request) => {
      const gracePeriodEnd = new Date(request.body.gracePeriodEnd);
      if (Number.isNaN(gracePeriodEnd.getTime())) throw new AppError(400, MessageCode.BAD_REQUEST, 'gracePeriodEnd is not a valid date-time');
      return setGracePeriodEnd(fastify.db, request.tenant.id, request.params.phonexOrderNumber, gracePeriodEnd);
    },
  );

  fastify.post(
    '/late-payment/run',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        summary: "Charge the late-payment reservation fees due now (or as of asOf) on this tenant's orders, as the hourly job does",
        body: LatePaymentBody,
        response: { 200: Type.Object({ ordersCharged: Type.Integer(), periodsCharged: Type.Integer() }), ...errors },
      },
    },
    async (request) => {
      const asOf = request.body.asOf === undefined ? new Date() : new Date(request.body.asOf);
      if (Number.isNaN(asOf.getTime())) throw new AppError(400, MessageCode.BAD_REQUEST, 'asOf is not a valid date-time');
      return applyLatePaymentFees(fastify.db, request.tenant.id, asOf);
    },
  );
};

export default opsOrderRoutes;
