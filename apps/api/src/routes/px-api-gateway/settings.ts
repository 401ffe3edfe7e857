import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CartSettingsSchema,
  InventorySettingsSchema,
  NetworkSettingsSchema,
  PxnSalesOrderSettingsSchema,
  PxnSettingsSchema,
  PxnStocklistSettingsSchema,
  SalesOrderSettingsSchema,
  StocklistSettingsSchema,
  WarehousesSchema,
  PXNS_PARTICIPANT_HEADER,
} from '@bp/api-contract';
import {
  cartSettings,
  inventorySettings,
  listWarehouses,
  networkSettings,
  pxnSalesOrderSettings,
  pxnSettings,
  salesOrderSettings,
} from '../../settings/settings-service';
import { participantSettings, resolveStockList, stockListSettings } from '../../stock/catalogue-service';
import { ParticipantHeaderSchema } from './stock-schemas';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const settingsSchema = <Schema>(summary: string, schema: Schema) => ({
  schema: { tags: ['settings'], summary, security: BEARER_SECURITY, response: { 200: schema, ...signedInErrors } },
});

/** The settings documents the shell loads after sign-in (spec 01 §7), all derived from the request's tenant. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/stocklist/settings', settingsSchema('Stock list settings of the own stock list, and the side menu', StocklistSettingsSchema), async (request) =>
    stockListSettings(fastify.db, request.tenant, await resolveStockList(fastify.db, request.tenant.id, request.user.id, undefined)),
  );
  fastify.get('/stocklist/warehouses', settingsSchema("The tenant's warehouses", WarehousesSchema), async (request) =>
    listWarehouses(fastify.db, request.tenant),
  );
  fastify.get('/stocklist/cart/settings', settingsSchema('What the Cart and Offers page needs', CartSettingsSchema), async (request) =>
    cartSettings(fastify.db, request.tenant),
  );
  fastify.get('/inventory/settings', settingsSchema('Warehouse labels and the displayed-quantity cap', InventorySettingsSchema), async (request) =>
    inventorySettings(fastify.db, request.tenant),
  );
  fastify.get('/sales-order/settings', settingsSchema('Order statuses and order flow', SalesOrderSettingsSchema), async (request) =>
    salesOrderSettings(request.tenant),
  );
  fastify.get('/network/settings', settingsSchema('Partner network: whether it is on, and its participants', NetworkSettingsSchema), async (request) =>
    networkSettings(fastify.db, request.tenant, request.user.id),
  );
  fastify.get('/pxn/settings', settingsSchema("The buyer's place in the partner network", PxnSettingsSchema), async (request) =>
    pxnSettings(fastify.db, request.tenant, request.user.id),
  );
  fastify.get(
    '/pxn/stocklist-settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Stock list settings per network participant the buyer sees (only one with header pxns-participant-id)',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        response: { 200: PxnStocklistSettingsSchema, ...signedInErrors },
      },
    },
    async (request) => participantSettings(fastify.db, request.tenant, request.user.id, request.headers[PXNS_PARTICIPANT_HEADER]),
  );
  fastify.get('/pxn/salesorder-settings', settingsSchema('Order flow overrides per network participant', PxnSalesOrderSettingsSchema), async (request) =>
    pxnSalesOrderSettings(fastify.db, request.tenant),
  );
};

export default settingsRoutes;
