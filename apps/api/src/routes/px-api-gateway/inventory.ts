import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseStockQuery } from '@bp/util-stocklist';
import { requireAuthority } from '../../plugins/app/authentication';
import { inventoryPage, inventoryRow, ownInventoryItem } from '../../stock/stock-items-service';
import { applyStockUpdates } from '../../stock/stock-update-service';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES, TRANSACTION_CONFLICT_STATUS } from '../schemas';
import {
  CAN_MANAGE_INVENTORY,
  InventoryItemsPageSchema,
  InventoryItemsQuerySchema,
  QuantityChannelResultSchema,
  QuantityChannelUpdateSchema,
} from './stock-schemas';
import { ownStockListOf, plainQuery } from './stock-request';

const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const tags = ['stocklist'];

/** Inventory (seller side): the tenant's own stock only, every route needs CAN_MANAGE_INVENTORY. */
const inventoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  requireAuthority(fastify, CAN_MANAGE_INVENTORY);

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
    async (request) => inventoryPage(await ownStockListOf(fastify, request), parseStockQuery({ pageSize: 100, ...request.query })),
  );

  fastify.put(
    '/inventory/item/update-quantity-channel',
    {
      schema: {
        tags,
        summary: "Set an own item's quantity for a sales channel (needs CAN_MANAGE_INVENTORY); crossing a stock alert mails its buyer once",
        security: BEARER_SECURITY,
        body: QuantityChannelUpdateSchema,
        response: { 200: QuantityChannelResultSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, TRANSACTION_CONFLICT_STATUS) },
      },
    },
    async (request) => {
      const item = ownInventoryItem(await ownStockListOf(fastify, request), request.body.itemNumberWarehouse);
      // The same path as the ops feed: row locks, catalogue version, alert crossings.
      const { changes, changedAt, ...result } = await applyStockUpdates(fastify.db, request.tenant.id, [
        { itemNumber: item.itemNumber, warehouse: item.warehouse, quantityAvailable: request.body.quantity },
      ]);
      fastify.catalogue.applyChanges(request.tenant.id, result.catalogueVersion, changedAt, changes);
      const after = await ownStockListOf(fastify, request);
      return {
        item: inventoryRow(ownInventoryItem(after, request.body.itemNumberWarehouse), after),
        alertsTriggered: result.alertsTriggered,
        catalogueVersion: result.catalogueVersion,
      };
    },
  );
};

export default inventoryRoutes;
