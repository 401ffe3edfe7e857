import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  Authority,
  NetworkItemCountsSchema,
  PXNS_PARTICIPANT_HEADER,
  QuickOrderMatchRequestSchema,
  QuickOrderMatchResponseSchema,
  QuickOrderPaths,
  SellerGradesSchema,
  StockExportRequestSchema,
  StockListSchema,
  StockQueryResultSchema,
  StockQuerySchema,
  WarehouseGroupsSchema,
  XLSX_CONTENT_TYPE,
} from '@bp/api-contract';
import { matchingItems, parseStockFilters, parseStockQuery, runStockQuery } from '@bp/util-stocklist';
import {
  allGroups,
  networkItemCounts,
  networkItemCountsOf,
  sellerGrades,
  visibleParticipantsWith,
  warehouseGroups,
  type BuiltStockList,
} from '../../stock/catalogue-service';
import { matchesEtag, preferredEncoding, StockAnswerCache, stockAnswerKey } from '../../stock/stock-answer-cache';
import { exportFileName, stockWorkbook } from '../../stock/export-service';
import { matchQuickOrder } from '../../stock/quick-order';
import { parseItemKeys, stockItemsPage } from '../../stock/stock-items-service';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';
import { ParticipantHeaderSchema, RequiredParticipantHeaderSchema, StockItemsPageSchema, StockItemsQuerySchema } from './stock-schemas';
import { builtStockListOf, ownStockListOf, participantFactsOf, plainQuery, stockListOf } from './stock-request';

const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const tags = ['stocklist'];

/** The stock list (spec 01 §7 Stock list): own and partner stock, queries, export; any buyer, tenant and buyer scoped. */
const stocklistRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** Every group, serialised once per catalogue version (the payload is large: no per-request schema serialisation). */
  const stocksJson = (built: BuiltStockList): string => {
    built.stocksJson ??= JSON.stringify({ groups: allGroups(built), lastUpdateddDate: built.lastUpdated });
    return built.stocksJson;
  };

  fastify.get(
    '/stocklist/stocks',
    {
      schema: {
        tags,
        summary: 'The own stock list: every group with its items',
        security: BEARER_SECURITY,
        response: { 200: StockListSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const built = await ownStockListOf(fastify, request);
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
    async (request, reply) => reply.type('application/json; charset=utf-8').send(stocksJson(await builtStockListOf(fastify, request))),
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
        response: {
          200: StockQueryResultSchema,
          304: Type.Unsafe<undefined>({ type: 'null', description: 'Not Modified: the If-None-Match ETag is the current answer (no body)' }),
          ...signedInErrors,
        },
      },
      preValidation: plainQuery,
    },
    async (request, reply) => {
      const facts = participantFactsOf(fastify, request);
      const list = await stockListOf(fastify, request);
      const built = await fastify.catalogue.get(fastify.db, request.tenant, list);
      const query = parseStockQuery(request.query as Record<string, unknown>);
      // The participants facet depends on whom the buyer sees: part of the answer's key.
      const withParticipants = query.warehouseGroup !== undefined || Boolean(request.headers[PXNS_PARTICIPANT_HEADER]);
      const visible = withParticipants ? await visibleParticipantsWith(facts) : [];
      const key = stockAnswerKey({
        tenantId: request.tenant.id,
        listId: list.participantId,
        version: built.version,
        visibleKey: withParticipants ? visible.map((row) => `${row.id}@${row.updatedAt.getTime()}`).join(',') : '-',
        query: request.query as Record<string, unknown>,
      });
      const answer = await fastify.stockAnswers.get(key, async () => {
        // Read before the await: a stock change may patch `built` to the next version meanwhile.
        const stamp = { lastUpdateddDate: built.lastUpdated, catalogueVersion: built.version };
        const result = runStockQuery(built.index, query, built.querySettings);
        if (withParticipants) result.facets.participants = await networkItemCountsOf(fastify.db, fastify.catalogue, request.tenant, visible);
        return { ...result, ...stamp };
      });
      // Signed-in and per buyer: only the browser may keep it, and must ask again (304 when unchanged).
      reply.header('cache-control', 'private, no-cache').header('etag', answer.etag).header('vary', 'Accept-Encoding, Authorization');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(StockAnswerCache.body(answer, encoding));
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
      const built = await builtStockListOf(fastify, request);
      const items = matchingItems(built.index, parseStockFilters(request.body.filters, request.body.includeOutOfStock));
      const file = await stockWorkbook(items, built.settings);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(request.tenant.slug)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  fastify.post(
    `/${QuickOrderPaths.match}`,
    {
      // Ordering by list is ordering: the buyer must be allowed to buy online.
      config: { authority: Authority.CAN_BUY_ONLINE },
      schema: {
        tags,
        summary: "Quick order: each line (an item number, or model / grade / warehouse words, and a quantity) matched to the buyer's stock list",
        description:
          'MATCHED: one item; AMBIGUOUS: several, the first ones in stock and cheapest; NOT_FOUND: none. Nothing is put in the cart: the portal buys each line at list price.',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        body: QuickOrderMatchRequestSchema,
        response: { 200: QuickOrderMatchResponseSchema, ...signedInErrors },
      },
    },
    async (request) => matchQuickOrder(await builtStockListOf(fastify, request), request.body),
  );

  fastify.get(
    '/pxnr/stocklist/warehouses',
    {
      schema: {
        tags,
        summary: 'Warehouse groups the buyer sees (resellers: every participant; others: their own)',
        security: BEARER_SECURITY,
        response: { 200: WarehouseGroupsSchema, ...signedInErrors },
      },
    },
    async (request) => warehouseGroups(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.get(
    '/pxnr/stocklist/grades',
    {
      schema: {
        tags,
        summary: "A seller's grades (header pxns-participant-id)",
        security: BEARER_SECURITY,
        headers: RequiredParticipantHeaderSchema,
        response: { 200: SellerGradesSchema, ...signedInErrors },
      },
    },
    async (request) => sellerGrades(fastify.db, await stockListOf(fastify, request)),
  );

  fastify.get(
    '/pxnr/stocklist/itemscount',
    {
      schema: {
        tags,
        summary: 'In-stock items per seller participant the buyer sees',
        security: BEARER_SECURITY,
        response: { 200: NetworkItemCountsSchema, ...signedInErrors },
      },
    },
    async (request) => networkItemCounts(fastify.db, fastify.catalogue, request.tenant, request.user.id),
  );

  fastify.get(
    '/stocklist/items',
    {
      schema: {
        tags,
        summary:
          'Stock items without groups (own stock; header pxns-participant-id: partner stock), filtered like stocklist/query or looked up by itemNumberWarehouse',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        querystring: StockItemsQuerySchema,
        response: { 200: StockItemsPageSchema, ...signedInErrors },
      },
      preValidation: plainQuery,
    },
    async (request) => {
      const built = await builtStockListOf(fastify, request);
      // The keys are no attribute filter: take them out before the filters are read.
      const { itemNumberWarehouse, ...filters } = request.query as Record<string, unknown>;
      const query = parseStockQuery({ pageSize: 50, ...filters });
      const page = stockItemsPage(built, query, parseItemKeys(typeof itemNumberWarehouse === 'string' ? itemNumberWarehouse : undefined));
      return { ...page, lastUpdateddDate: built.lastUpdated };
    },
  );
};

export default stocklistRoutes;
