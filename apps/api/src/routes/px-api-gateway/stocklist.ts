import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  Authority,
  DailyReportPreferenceSchema,
  MessageCode,
  NetworkItemCountsSchema,
  PXNS_PARTICIPANT_HEADER,
  SellerGradesSchema,
  StockAlertCreateSchema,
  StockAlertSchema,
  StockAlertsSchema,
  StockAlertUpdateSchema,
  StockExportRequestSchema,
  StockListSchema,
  StockQueryResultSchema,
  StockQuerySchema,
  WarehouseGroupsSchema,
  XLSX_CONTENT_TYPE,
} from '@bp/api-contract';
import { matchingItems, parseStockFilters, parseStockQuery, runStockQuery } from '@bp/util-stocklist';
import type { FastifyRequest } from 'fastify';
import { notificationPreferences, saveNotificationPreferences } from '../../account/account-service';
import { AppError } from '../../errors';
import { createAlert, decodeItemKey, deleteAlert, listAlerts, updateAlert } from '../../stock/alert-service';
import { allGroups, networkItemCounts, resolveStockList, sellerGrades, warehouseGroups, type BuiltStockList } from '../../stock/catalogue-service';
import { exportFileName, stockWorkbook } from '../../stock/export-service';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';
import { applyStockUpdates } from '../../stock/stock-update-service';
import { inventoryPage, inventoryRow, ownInventoryItem, parseItemKeys, stockItemsPage } from '../../stock/stock-items-service';
import {
  CAN_MANAGE_INVENTORY,
  InventoryItemsPageSchema,
  InventoryItemsQuerySchema,
  ParticipantHeaderSchema,
  QuantityChannelResultSchema,
  QuantityChannelUpdateSchema,
  RequiredParticipantHeaderSchema,
  StockItemsPageSchema,
  StockItemsQuerySchema,
} from './stock-schemas';

const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const tags = ['stocklist'];
const AlertKeyParams = Type.Object({ itemKey: Type.String({ minLength: 1, maxLength: 600 }) });

function requireAuthority(request: FastifyRequest, authority: string): void {
  if (!request.user.authorities.includes(authority)) throw new AppError(403, MessageCode.FORBIDDEN, `This needs the authority ${authority}`, { params: [authority] });
}

/** The stock list (spec 01 §7 Stock list, Stock alerts, Daily report), tenant and buyer scoped. */
const stocklistRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const listOf = (request: FastifyRequest) => resolveStockList(fastify.db, request.tenant.id, request.user.id, request.headers[PXNS_PARTICIPANT_HEADER] as string | undefined);
  const builtFor = async (request: FastifyRequest): Promise<BuiltStockList> => fastify.catalogue.get(fastify.db, request.tenant, await listOf(request));
  /** Every group, serialised once per catalogue version (the payload is large: no per-request schema serialisation). */
  const stocksJson = (built: BuiltStockList): string => {
    built.stocksJson ??= JSON.stringify({ groups: allGroups(built), lastUpdateddDate: built.lastUpdated });
    return built.stocksJson;
  };

  fastify.get(
    '/stocklist/stocks',
    { schema: { tags, summary: 'The own stock list: every group with its items', security: BEARER_SECURITY, response: { 200: StockListSchema, ...signedInErrors } } },
    async (request, reply) => {
      const built = await fastify.catalogue.get(fastify.db, request.tenant, await resolveStockList(fastify.db, request.tenant.id, request.user.id, undefined));
      return reply.type('application/json; charset=utf-8').send(stocksJson(built));
    },
  );

  fastify.get(
    '/pxnr/stocklist/items',
    {
      schema: {
        tags,
        summary: "A partner seller's stock list (header pxns-participant-id): groups with wareHouse, items with pxnItemNumber",
        security: BEARER_SECURITY,
        headers: RequiredParticipantHeaderSchema,
        response: { 200: StockListSchema, ...signedInErrors },
      },
    },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(stocksJson(await builtFor(request))),
  );

  fastify.get(
    '/stocklist/query',
    {
      schema: {
        tags,
        summary: 'One page of the filtered, searched stock list with facet counts (header pxns-participant-id: partner stock)',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        querystring: StockQuerySchema,
        response: { 200: StockQueryResultSchema, ...signedInErrors },
      },
      // A plain copy of the parsed query string (it has a null prototype) for TypeBox's conversion.
      preValidation: async (request) => {
        request.query = { ...(request.query as object) } as typeof request.query;
      },
    },
    async (request) => {
      const built = await builtFor(request);
      const query = parseStockQuery(request.query as Record<string, unknown>);
      const result = runStockQuery(built.index, query, built.querySettings);
      if (query.warehouseGroup !== undefined || request.headers[PXNS_PARTICIPANT_HEADER]) {
        result.facets.participants = await networkItemCounts(fastify.db, fastify.catalogue, request.tenant, request.user.id);
      }
      return { ...result, lastUpdateddDate: built.lastUpdated, catalogueVersion: built.version };
    },
  );

  fastify.post(
    '/stocklist/export',
    {
      schema: {
        tags,
        summary: 'The stock list (ALL: { includeOutOfStock: false }; FILTERED: with filters) as an .xlsx download',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        body: StockExportRequestSchema,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: XLSX_CONTENT_TYPE }), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const built = await builtFor(request);
      const items = matchingItems(built.index, parseStockFilters(request.body.filters, request.body.includeOutOfStock));
      const file = stockWorkbook(items, built.settings);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(request.tenant.slug)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  fastify.get(
    '/pxnr/stocklist/warehouses',
    { schema: { tags, summary: 'Warehouse groups the buyer sees (resellers: every participant; others: their own)', security: BEARER_SECURITY, response: { 200: WarehouseGroupsSchema, ...signedInErrors } } },
    async (request) => warehouseGroups(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.get(
    '/pxnr/stocklist/grades',
    {
      schema: { tags, summary: "A seller's grades (header pxns-participant-id)", security: BEARER_SECURITY, headers: RequiredParticipantHeaderSchema, response: { 200: SellerGradesSchema, ...signedInErrors } },
    },
    async (request) => sellerGrades(fastify.db, await listOf(request)),
  );

  fastify.get(
    '/pxnr/stocklist/itemscount',
    { schema: { tags, summary: 'In-stock items per seller participant the buyer sees', security: BEARER_SECURITY, response: { 200: NetworkItemCountsSchema, ...signedInErrors } } },
    async (request) => networkItemCounts(fastify.db, fastify.catalogue, request.tenant, request.user.id),
  );

  /** A plain copy of a parsed query string (it has a null prototype) for TypeBox's conversion. */
  const plainQuery = async (request: FastifyRequest) => {
    request.query = { ...(request.query as object) } as typeof request.query;
  };

  fastify.get(
    '/stocklist/items',
    {
      schema: {
        tags,
        summary: 'Stock items without groups (own stock; header pxns-participant-id: partner stock), filtered like stocklist/query or looked up by itemNumberWarehouse',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        querystring: StockItemsQuerySchema,
        response: { 200: StockItemsPageSchema, ...signedInErrors },
      },
      preValidation: plainQuery,
    },
    async (request) => {
      const built = await builtFor(request);
      // The keys are no attribute filter: take them out before the filters are read.
      const { itemNumberWarehouse, ...filters } = request.query as Record<string, unknown>;
      const query = parseStockQuery({ pageSize: 50, ...filters });
      const page = stockItemsPage(built, query, parseItemKeys(typeof itemNumberWarehouse === 'string' ? itemNumberWarehouse : undefined));
      return { ...page, lastUpdateddDate: built.lastUpdated };
    },
  );

  // ---- Inventory (seller side, CAN_MANAGE_INVENTORY): the tenant's own stock only ----

  const ownList = async (request: FastifyRequest): Promise<BuiltStockList> =>
    fastify.catalogue.get(fastify.db, request.tenant, await resolveStockList(fastify.db, request.tenant.id, request.user.id, undefined));

  fastify.get(
    '/inventory/items',
    {
      schema: {
        tags,
        summary: "The tenant's own inventory with the quantity per sales channel (needs CAN_MANAGE_INVENTORY)",
        security: BEARER_SECURITY,
        querystring: InventoryItemsQuerySchema,
        response: { 200: InventoryItemsPageSchema, ...signedInErrors },
      },
      preValidation: plainQuery,
    },
    async (request) => {
      requireAuthority(request, CAN_MANAGE_INVENTORY);
      return inventoryPage(await ownList(request), parseStockQuery({ pageSize: 100, ...request.query }));
    },
  );

  fastify.put(
    '/inventory/item/update-quantity-channel',
    {
      schema: {
        tags,
        summary: "Set an own item's quantity for a sales channel (needs CAN_MANAGE_INVENTORY); crossing a stock alert mails its buyer once",
        security: BEARER_SECURITY,
        body: QuantityChannelUpdateSchema,
        response: { 200: QuantityChannelResultSchema, ...signedInErrors },
      },
    },
    async (request) => {
      requireAuthority(request, CAN_MANAGE_INVENTORY);
      const item = ownInventoryItem(await ownList(request), request.body.itemNumberWarehouse);
      // The same path as the ops feed: row locks, catalogue version, alert crossings.
      const { changes, changedAt, ...result } = await applyStockUpdates(fastify.db, request.tenant.id, [
        { itemNumber: item.itemNumber, warehouse: item.warehouse, quantityAvailable: request.body.quantity },
      ]);
      fastify.catalogue.applyChanges(request.tenant.id, result.catalogueVersion, changedAt, changes);
      const after = await ownList(request);
      return { item: inventoryRow(ownInventoryItem(after, request.body.itemNumberWarehouse), after), alertsTriggered: result.alertsTriggered, catalogueVersion: result.catalogueVersion };
    },
  );

  // ---- Stock alerts (CAN_SET_STOCKLIST_ALERT) ----

  fastify.get(
    '/stocklist/alert/items',
    { schema: { tags, summary: "The buyer's stock alerts with current quantities", security: BEARER_SECURITY, response: { 200: StockAlertsSchema, ...signedInErrors } } },
    async (request) => {
      requireAuthority(request, Authority.CAN_SET_STOCKLIST_ALERT);
      return listAlerts(fastify.db, request.tenant.id, request.user.id);
    },
  );

  fastify.post(
    '/stocklist/alert/item',
    {
      schema: {
        tags,
        summary: 'Create a stock alert (409 when one exists for the item: use PUT)',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        body: StockAlertCreateSchema,
        response: { 201: StockAlertSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 409) },
      },
    },
    async (request, reply) => {
      requireAuthority(request, Authority.CAN_SET_STOCKLIST_ALERT);
      const alert = await createAlert(fastify.db, await listOf(request), request.user.id, request.body.itemNumberWarehouse, request.body.quantity);
      return reply.code(201).send(alert);
    },
  );

  fastify.put(
    '/stocklist/alert/item/:itemKey',
    {
      schema: {
        tags,
        summary: 'Change the quantity of a stock alert; the path carries base64(itemNumberWarehouse)',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        params: AlertKeyParams,
        body: StockAlertUpdateSchema,
        response: { 200: StockAlertSchema, ...signedInErrors },
      },
    },
    async (request) => {
      requireAuthority(request, Authority.CAN_SET_STOCKLIST_ALERT);
      return updateAlert(fastify.db, await listOf(request), request.user.id, decodeItemKey(request.params.itemKey), request.body.quantity);
    },
  );

  fastify.delete(
    '/stocklist/alert/item/:itemKey',
    {
      schema: {
        tags,
        summary: 'Delete a stock alert; the path carries base64(itemNumberWarehouse)',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        params: AlertKeyParams,
        response: { 204: Type.Null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      requireAuthority(request, Authority.CAN_SET_STOCKLIST_ALERT);
      await deleteAlert(fastify.db, await listOf(request), request.user.id, decodeItemKey(request.params.itemKey));
      return reply.code(204).send(null);
    },
  );

  // ---- Daily report (CAN_SUBSCRIBE_DAILY_REPORT); the flag is notification-preferance's stockReportNotification ----

  fastify.get(
    '/stocklist/daily-report',
    { schema: { tags, summary: 'Whether the buyer gets the daily stock report', security: BEARER_SECURITY, response: { 200: DailyReportPreferenceSchema, ...signedInErrors } } },
    async (request) => {
      requireAuthority(request, Authority.CAN_SUBSCRIBE_DAILY_REPORT);
      const preferences = await notificationPreferences(fastify.db, request.tenant.id, request.user.id);
      return { stockReportNotification: preferences.stockReportNotification };
    },
  );

  fastify.put(
    '/stocklist/daily-report',
    {
      schema: {
        tags,
        summary: 'Subscribe to or unsubscribe from the daily stock report',
        security: BEARER_SECURITY,
        body: DailyReportPreferenceSchema,
        response: { 200: DailyReportPreferenceSchema, ...signedInErrors },
      },
    },
    async (request) => {
      requireAuthority(request, Authority.CAN_SUBSCRIBE_DAILY_REPORT);
      const current = await notificationPreferences(fastify.db, request.tenant.id, request.user.id);
      const saved = await saveNotificationPreferences(fastify.db, request.tenant.id, request.user.id, { ...current, stockReportNotification: request.body.stockReportNotification });
      return { stockReportNotification: saved.stockReportNotification };
    },
  );
};

export default stocklistRoutes;
