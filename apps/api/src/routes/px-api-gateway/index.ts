import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import accountRoutes from './account';
import checkoutRoutes from './checkout';
import dailyReportRoutes from './daily-report';
import inventoryRoutes from './inventory';
import notificationRoutes from './notifications';
import offerImportRoutes from './offer-import';
import offerRoutes from './offers';
import onboardingRoutes from './onboarding';
import orderRoutes from './orders';
import paymentRoutes from './payments';
import returnRoutes from './returns';
import saasRoutes from './saas';
import saasLoginRoutes from './saas-login';
import settingsRoutes from './settings';
import signedFileRoutes from './signed-files';
import stockAlertRoutes from './stock-alerts';
import savedSearchRoutes from './saved-searches';
import quickOrderSheetRoutes from './quick-order-sheet';
import stocklistRoutes from './stocklist';
import termsOfSaleRoutes from './terms-of-sale';

/**
 * Everything under /px-api-gateway belongs to a tenant: the hook resolves it from the Host
 * header (or answers 404 TENANT_NOT_FOUND) before anything else runs, including body parsing.
 * Only saas-config, saas-i18n, saas-login/reset-password and files/{token} (a signed link) are public; every other route needs
 * the bearer ID token of a user of that tenant (401) who may use the portal (403), and counts
 * against that user's rate limit instead of the client IP's.
 */
const apiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveTenant);
  await fastify.register(saasRoutes);
  await fastify.register(saasLoginRoutes);
  await fastify.register(signedFileRoutes);

  await fastify.register(async (signedIn) => {
    signedIn.addHook('onRequest', async (request, reply) => {
      try {
        await signedIn.authenticate(request);
      } catch (refused) {
        // Not signed in (or not allowed in): an unauthenticated call, counted per client IP.
        await signedIn.limitByClientIp(request, reply);
        throw refused;
      }
      // Per user, so a whole office behind one address does not share a budget.
      await signedIn.limitBySignedInUser(request, reply);
    });
    // The authority each route declares (requireAuthority), before its body is read.
    signedIn.addHook('onRequest', signedIn.authorize);
    await signedIn.register(accountRoutes);
    await signedIn.register(settingsRoutes);
    await signedIn.register(notificationRoutes);
    await signedIn.register(stocklistRoutes);
    await signedIn.register(inventoryRoutes);
    await signedIn.register(stockAlertRoutes);
    await signedIn.register(savedSearchRoutes);
    await signedIn.register(quickOrderSheetRoutes);
    await signedIn.register(dailyReportRoutes);
    await signedIn.register(offerImportRoutes);
    await signedIn.register(offerRoutes);
    await signedIn.register(checkoutRoutes);
    await signedIn.register(onboardingRoutes);
    await signedIn.register(orderRoutes);
    await signedIn.register(returnRoutes);
    await signedIn.register(termsOfSaleRoutes);
    await signedIn.register(paymentRoutes);
  });
};

export default apiRoutes;
