import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  AddToExistingPayloadSchema,
  Authority,
  CalculateChargesRequestSchema,
  CalculateChargesResponseSchema,
  CheckoutPayloadSchema,
  CheckoutPaths,
  CheckoutSubmissionSchema,
  IDEMPOTENCY_KEY_HEADER,
  OfferIdsSchema,
  OrderDetailSchema,
  OrderOptionsSchema,
  PreferencesOptionsSchema,
  PreferencesSchema,
  RacTermsSchema,
  SavedSelectionSchema,
  SubmitOrderResponseSchema,
  SubmitOrderV2ResponseSchema,
} from '@bp/api-contract';
import { checkoutConfigOf } from '../../checkout/checkout-config';
import { addressesOf, orderOptionsOf } from '../../checkout/checkout-options';
import {
  addToExistingChoices,
  calculateChargesFor,
  checkoutWarehouse,
  loadCheckout,
  submitCart,
  type CheckoutBuyer,
  type CheckoutDeps,
  type StockTaken,
} from '../../checkout/checkout-service';
import { embeddedTableRates } from '../../checkout/freight-rates';
import { preferencesOptions, savedSelectionOf, savePreferences, selectedPreferences } from '../../checkout/preferences-service';
import { permissionOfOrder } from '../../orders/order-update-service';
import { quoteHiddenFor, refuseHiddenQuote, withQuoteRule } from '../../checkout/quote-availability';
import { updateCombinedOrderOnce } from '../../checkout/update-idempotency';
import { buyerOrder, racTermsOf } from '../../sales/sales-order-service';
import { resolveStockList } from '../../stock/catalogue-service';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES, TRANSACTION_CONFLICT_STATUS } from '../schemas';
import { requireAuthority } from '../../plugins/app/authentication';
import { hasParticipantHeader, stockListOf } from './stock-request';
import { ParticipantHeaderSchema, RequiredParticipantHeaderSchema } from './stock-schemas';

// Checkout and sales-order routes (spec 02 §7; spec 01 §7 cart checkout calls; spec 03 §7 GET
// order, rac-terms): thin handlers over checkout/checkout-service.ts and orders/. Every route needs
// CAN_BUY_ONLINE. The pxnr/cart variants take header pxns-participant-id (resellers only) and
// check out that partner's warehouse; the stocklist/cart ones the tenant's own warehouses.

const tags = ['checkout'];
const withRuleErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES, 409, 422);
/** Submit and update take stock in one retried transaction: 503 (Retry-After) when every retry lost. */
const orderWriteErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES, 409, 422, TRANSACTION_CONFLICT_STATUS);
const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const WarehouseParams = Type.Object({ warehouseCode: Type.String({ minLength: 1, maxLength: 64 }) });
const CombinedOrderParams = Type.Object({
  warehouseCode: Type.String({ minLength: 1, maxLength: 64 }),
  salesOrder: Type.String({ minLength: 1, maxLength: 64 }),
});
const OrderNumberParams = Type.Object({ phonexOrderNumber: Type.String({ minLength: 1, maxLength: 64 }) });
const IdempotencyHeaders = (base: typeof ParticipantHeaderSchema | typeof RequiredParticipantHeaderSchema) =>
  Type.Object({ ...base.properties, [IDEMPOTENCY_KEY_HEADER]: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' })) });
const OptionsQuery = Type.Object(
  { warehouseCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })), shippingAddressId: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
const PreferencesSavedSchema = Type.Object({ message: Type.String(), preferences: PreferencesSchema }, { additionalProperties: false });

const checkoutRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps: CheckoutDeps = { db: fastify.db, rates: embeddedTableRates };

  requireAuthority(fastify, Authority.CAN_BUY_ONLINE);

  /** The stock list shows the sold quantities at once on this instance (others see the new catalogue version within a second). */
  const showTakenStock = (tenantId: string, stock: StockTaken | null) => {
    if (stock) fastify.catalogue.applyChanges(tenantId, stock.catalogueVersion, stock.changedAt, stock.changes);
  };

  /** The buyer, with the partner the header names (403 for non-resellers, 404 unknown participant). */
  const buyerOf = async (request: FastifyRequest): Promise<CheckoutBuyer> => {
    // Without the header it is the tenant's own stock (participant null): nothing to look up.
    const participantId = hasParticipantHeader(request) ? (await stockListOf(fastify, request)).participantId : null;
    return { tenant: request.tenant, userId: request.user.id, participantId, profile: request.user.profile };
  };

  for (const variant of [
    { base: CheckoutPaths.cart, headers: ParticipantHeaderSchema, name: 'own' },
    { base: CheckoutPaths.pxnrCart, headers: RequiredParticipantHeaderSchema, name: 'partner (header pxns-participant-id)' },
  ]) {
    const { base, headers } = variant;
    fastify.post(
      `/${base}`,
      {
        schema: {
          tags,
          summary: `Checkout load of a ${variant.name} warehouse: the whole checkout payload for the handed-over offer ids (spec 02 §3)`,
          security: BEARER_SECURITY,
          headers,
          params: WarehouseParams,
          body: OfferIdsSchema,
          response: { 200: CheckoutPayloadSchema, ...withRuleErrors },
        },
      },
      async (request) => {
        const buyer = await buyerOf(request);
        return withQuoteRule(
          await loadCheckout(deps, buyer, request.params.warehouseCode, request.body),
          await quoteHiddenFor(fastify.db, request.tenant, buyer.participantId),
        );
      },
    );

    fastify.post(
      `/${base}/${CheckoutPaths.addToExisting}`,
      {
        schema: {
          tags,
          summary: 'The cart lines and the on-hold orders of this warehouse they can be added to, newest change first',
          security: BEARER_SECURITY,
          headers,
          params: WarehouseParams,
          body: OfferIdsSchema,
          response: { 200: AddToExistingPayloadSchema, ...withRuleErrors },
        },
      },
      async (request) => addToExistingChoices(deps, await buyerOf(request), request.params.warehouseCode, request.body),
    );

    fastify.post(
      `/${base}/${CheckoutPaths.addToSalesOrder}`,
      {
        schema: {
          tags,
          summary: 'Review of a combined order: the checkout payload with the on-hold order (onHoldSalesOrder) the cart joins',
          security: BEARER_SECURITY,
          headers,
          params: CombinedOrderParams,
          body: OfferIdsSchema,
          response: { 200: CheckoutPayloadSchema, ...withRuleErrors },
        },
      },
      async (request) => {
        const buyer = await buyerOf(request);
        return withQuoteRule(
          await loadCheckout(deps, buyer, request.params.warehouseCode, request.body, request.params.salesOrder),
          await quoteHiddenFor(fastify.db, request.tenant, buyer.participantId),
        );
      },
    );

    fastify.post(
      `/${base}/${CheckoutPaths.addToSalesOrder}/${CheckoutPaths.submit}`,
      {
        schema: {
          tags,
          summary:
            'Update of a combined order: adds the cart to the on-hold order and prices it again (409 outdatedSalesOrder when salesOrderVersion is stale); the same Idempotency-Key and body answer the order again, another body 422',
          security: BEARER_SECURITY,
          headers: IdempotencyHeaders(headers),
          params: CombinedOrderParams,
          body: CheckoutSubmissionSchema,
          response: { 200: SubmitOrderV2ResponseSchema, ...orderWriteErrors },
        },
      },
      async (request) => {
        const buyer = await buyerOf(request);
        refuseHiddenQuote(request.body, await quoteHiddenFor(fastify.db, request.tenant, buyer.participantId));
        const { order, stock } = await updateCombinedOrderOnce(
          deps,
          buyer,
          request.params.warehouseCode,
          request.params.salesOrder,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        );
        showTakenStock(request.tenant.id, stock);
        return { phonexOrderNumber: order.phonexOrderNumber, fulfillmentStatus: order.fulfillmentStatus, salesOrder: order };
      },
    );

    fastify.post(
      `/${base}/${CheckoutPaths.submit}`,
      {
        schema: {
          tags,
          summary:
            'Cart submit: one order from the offers (201); the same Idempotency-Key and body answer the same order (200), another body 422; offers already ordered 409',
          security: BEARER_SECURITY,
          headers: IdempotencyHeaders(headers),
          params: WarehouseParams,
          body: CheckoutSubmissionSchema,
          response: { 200: SubmitOrderResponseSchema, 201: SubmitOrderResponseSchema, ...orderWriteErrors },
        },
      },
      async (request, reply) => {
        const buyer = await buyerOf(request);
        refuseHiddenQuote(request.body, await quoteHiddenFor(fastify.db, request.tenant, buyer.participantId));
        const { order, replayed, stock } = await submitCart(deps, buyer, request.params.warehouseCode, request.body, request.headers[IDEMPOTENCY_KEY_HEADER]);
        showTakenStock(request.tenant.id, stock);
        return reply.code(replayed ? 200 : 201).send({ phonexOrderNumber: order.phonexOrderNumber, fulfillmentStatus: order.fulfillmentStatus });
      },
    );
  }

  fastify.post(
    `/${CheckoutPaths.v2CartSubmit}`,
    {
      schema: {
        tags,
        summary: 'Cart submit v2: as v1, answering the created order as well',
        security: BEARER_SECURITY,
        headers: IdempotencyHeaders(ParticipantHeaderSchema),
        params: WarehouseParams,
        body: CheckoutSubmissionSchema,
        response: { 200: SubmitOrderV2ResponseSchema, 201: SubmitOrderV2ResponseSchema, ...orderWriteErrors },
      },
    },
    async (request, reply) => {
      const buyer = await buyerOf(request);
      refuseHiddenQuote(request.body, await quoteHiddenFor(fastify.db, request.tenant, buyer.participantId));
      const { order, replayed, stock } = await submitCart(deps, buyer, request.params.warehouseCode, request.body, request.headers[IDEMPOTENCY_KEY_HEADER]);
      showTakenStock(request.tenant.id, stock);
      return reply
        .code(replayed ? 200 : 201)
        .send({ phonexOrderNumber: order.phonexOrderNumber, fulfillmentStatus: order.fulfillmentStatus, salesOrder: order });
    },
  );

  fastify.post(
    `/${CheckoutPaths.calculateCharges}`,
    {
      schema: {
        tags,
        summary:
          'Order charges for a selection (spec 02 §7): the same function submit prices orders with; freight null + freightUndefined when a real-time method has no quote',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        body: CalculateChargesRequestSchema,
        response: { 200: CalculateChargesResponseSchema, ...withRuleErrors },
      },
    },
    async (request) => calculateChargesFor(deps, await buyerOf(request), request.body),
  );

  fastify.get(
    `/${CheckoutPaths.salesOrder}`,
    {
      schema: {
        tags,
        summary: "One of the buyer's orders: salesOrder, orderOptions, permission (404 'No order found of this id: {n}')",
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        response: { 200: OrderDetailSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const order = await buyerOrder(fastify.db, request.tenant.id, request.user.id, request.params.phonexOrderNumber);
      const warehouse = await checkoutWarehouse(fastify.db, request.tenant.id, order.warehouseCode, await participantOfOrder(request, order.pxnsParticipantId));
      const options = orderOptionsOf(
        await checkoutConfigOf(fastify.db, request.tenant.id, warehouse.participantId),
        await addressesOf(fastify.db, request.tenant.id, request.user.id),
      );
      return { salesOrder: order, orderOptions: options, permission: await permissionOfOrder(fastify.db, request.tenant, order) };
    },
  );

  /** The participant row id of an order's seller (null: own stock). */
  const participantOfOrder = async (request: FastifyRequest, pxnsParticipantId: string | null): Promise<string | null> =>
    pxnsParticipantId === null ? null : (await resolveStockList(fastify.db, request.tenant.id, request.user.id, pxnsParticipantId)).participantId;

  fastify.get(
    `/${CheckoutPaths.racTerms}`,
    {
      schema: {
        tags,
        summary: 'Late-payment (reservation and cancellation fee) terms of an order',
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        response: { 200: RacTermsSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const order = await buyerOrder(fastify.db, request.tenant.id, request.user.id, request.params.phonexOrderNumber);
      const config = await checkoutConfigOf(fastify.db, request.tenant.id, await participantOfOrder(request, order.pxnsParticipantId));
      return racTermsOf(fastify.db, request.tenant.id, request.user.id, request.params.phonexOrderNumber, config.lateTerms.paymentTimeExtensionCustomText);
    },
  );

  // ---- orderservices option sub-calls (the spec does not show their shapes) --------

  /** Options of the warehouse's stock list (a partner's own configuration for its warehouses). */
  const optionsOf = async (request: FastifyRequest, warehouseCode: string | undefined) => {
    const buyer = await buyerOf(request);
    const participantId = warehouseCode
      ? (await checkoutWarehouse(fastify.db, request.tenant.id, warehouseCode, buyer.participantId)).participantId
      : buyer.participantId;
    return orderOptionsOf(
      await checkoutConfigOf(fastify.db, request.tenant.id, participantId),
      await addressesOf(fastify.db, request.tenant.id, request.user.id),
    );
  };
  const optionsRoute = (summary: string, schema: object) => ({
    schema: {
      tags,
      summary,
      security: BEARER_SECURITY,
      headers: ParticipantHeaderSchema,
      querystring: OptionsQuery,
      response: { 200: schema, ...signedInErrors },
    },
  });

  fastify.get(`/${CheckoutPaths.options}`, optionsRoute('Every order option (spec 03 §3 Order options)', OrderOptionsSchema), async (request) =>
    optionsOf(request, request.query.warehouseCode),
  );
  fastify.get(
    `/${CheckoutPaths.shippingOptions}`,
    optionsRoute(
      'The shipping rows: addresses and methods (limited to one address with shippingAddressId)',
      Type.Pick(OrderOptionsSchema, [
        'shippingAddresses',
        'otherShippingMethods',
        'realTimeQuoteShippingMethods',
        'billMyAccountShippingMethod',
        'requestAQuoteServiceLevels',
        'shippingAddressIdShippingMethodCodeMapping',
        'realTimeQuoteShippingMethodDefaultCarrierByAddress',
        'maxShipmentInsuranceAmount',
      ]),
    ),
    async (request) => {
      const options = await optionsOf(request, request.query.warehouseCode);
      const only = request.query.shippingAddressId;
      const keep = <T>(map: Record<string, T>) => (only === undefined ? map : Object.fromEntries(Object.entries(map).filter(([id]) => id === only)));
      return {
        shippingAddresses: only === undefined ? options.shippingAddresses : options.shippingAddresses.filter((address) => address.id === only),
        otherShippingMethods: options.otherShippingMethods,
        realTimeQuoteShippingMethods: options.realTimeQuoteShippingMethods,
        billMyAccountShippingMethod: options.billMyAccountShippingMethod,
        requestAQuoteServiceLevels: options.requestAQuoteServiceLevels,
        shippingAddressIdShippingMethodCodeMapping: keep(options.shippingAddressIdShippingMethodCodeMapping),
        realTimeQuoteShippingMethodDefaultCarrierByAddress: keep(options.realTimeQuoteShippingMethodDefaultCarrierByAddress),
        maxShipmentInsuranceAmount: options.maxShipmentInsuranceAmount,
      };
    },
  );
  fastify.get(
    `/${CheckoutPaths.paymentOptions}`,
    optionsRoute('The billing rows: billing addresses and payment methods', Type.Pick(OrderOptionsSchema, ['billingAddresses', 'paymentMethods'])),
    async (request) => {
      const options = await optionsOf(request, request.query.warehouseCode);
      return { billingAddresses: options.billingAddresses, paymentMethods: options.paymentMethods };
    },
  );
  fastify.get(
    `/${CheckoutPaths.servicesOptions}`,
    optionsRoute('The additional services and their fees', Type.Pick(OrderOptionsSchema, ['additionalServices'])),
    async (request) => ({
      additionalServices: (await optionsOf(request, request.query.warehouseCode)).additionalServices,
    }),
  );
  fastify.get(
    `/${CheckoutPaths.selectedOptions}`,
    {
      schema: {
        tags,
        summary: "The buyer's saved selection (stale values dropped), null when none",
        security: BEARER_SECURITY,
        response: { 200: Type.Union([SavedSelectionSchema, Type.Null()]), ...signedInErrors },
      },
    },
    async (request) => {
      return savedSelectionOf(fastify.db, request.tenant.id, request.user.id);
    },
  );

  // ---- Shipping and billing preferences --------------------------------------------------------

  fastify.get(
    `/${CheckoutPaths.preferencesOptions}`,
    {
      schema: {
        tags,
        summary: 'What the preferences page offers (spec 02 §3 Preferences options)',
        security: BEARER_SECURITY,
        response: { 200: PreferencesOptionsSchema, ...signedInErrors },
      },
    },
    async (request) => {
      return preferencesOptions(fastify.db, request.tenant.id, request.user.id);
    },
  );
  fastify.get(
    `/${CheckoutPaths.preferencesSelected}`,
    {
      schema: {
        tags,
        summary: 'The saved preferences; values no longer offered come back null',
        security: BEARER_SECURITY,
        response: { 200: PreferencesSchema, ...signedInErrors },
      },
    },
    async (request) => {
      return selectedPreferences(fastify.db, request.tenant.id, request.user.id);
    },
  );
  fastify.post(
    `/${CheckoutPaths.preferencesSubmit}`,
    {
      schema: {
        tags,
        summary: "Save the preferences: every row must be valid ('Please finalize the following: …'); answers 'Successfully saved the preferences'",
        security: BEARER_SECURITY,
        body: PreferencesSchema,
        response: { 200: PreferencesSavedSchema, ...withRuleErrors },
      },
    },
    async (request) => {
      return savePreferences(fastify.db, request.tenant, request.user.id, request.body);
    },
  );
};

export default checkoutRoutes;
