/** The tenant API's base path; every portal call goes below it (spec 01 §7). */
export const API_BASE_PATH = '/px-api-gateway';

/** Unauthenticated startup calls. */
export const SAAS_CONFIG_PATH = `${API_BASE_PATH}/saas-config`;
export const SAAS_I18N_PATH = `${API_BASE_PATH}/saas-i18n`;
/** Public: starts the forgot-password flow (spec 03 §7). */
export const SAAS_RESET_PASSWORD_PATH = `${API_BASE_PATH}/saas-login/reset-password`;

/** Startup and session calls of a signed-in user (spec 01 §7). */
export const USER_INFO_PATH = `${API_BASE_PATH}/account/user-info`;
export const AUTHORITIES_PATH = `${API_BASE_PATH}/security/authorities`;
/** PUT: the portal language the signed-in user chose (remembered for their next sign-in). */
export const USER_LOCALE_PATH = `${API_BASE_PATH}/account/user/locale`;
export const NOTIFICATION_PREFERENCES_PATH = `${API_BASE_PATH}/account/user/notification-preferance`;
export const PENDING_DOCUMENTS_PATH = `${API_BASE_PATH}/account/pending-documents`;
export const SALES_REPS_PATH = `${API_BASE_PATH}/buyer-onboarding/sales-reps`;
export const BANNERS_PATH = `${API_BASE_PATH}/notification/banners`;

/** Settings documents loaded by the shell (spec 01 §7). */
export const CART_SETTINGS_PATH = `${API_BASE_PATH}/stocklist/cart/settings`;
export const INVENTORY_SETTINGS_PATH = `${API_BASE_PATH}/inventory/settings`;
export const SALES_ORDER_SETTINGS_PATH = `${API_BASE_PATH}/sales-order/settings`;
export const STOCKLIST_SETTINGS_PATH = `${API_BASE_PATH}/stocklist/settings`;
export const NETWORK_SETTINGS_PATH = `${API_BASE_PATH}/network/settings`;
export const WAREHOUSES_PATH = `${API_BASE_PATH}/stocklist/warehouses`;
export const PXN_SETTINGS_PATH = `${API_BASE_PATH}/pxn/settings`;
export const PXN_STOCKLIST_SETTINGS_PATH = `${API_BASE_PATH}/pxn/stocklist-settings`;
export const PXN_SALES_ORDER_SETTINGS_PATH = `${API_BASE_PATH}/pxn/salesorder-settings`;

/** The tenant's terms of sale (late-payment terms fall back to the portal's /terms-of-sale page). */
export const TERMS_OF_SALE_PATH = `${API_BASE_PATH}/terms-of-sale`;

/** The portal's terms page: where the late-payment terms link goes when the order names no other (spec 02 §2 Terms, spec 03 §9). */
export const TERMS_OF_SALE_PORTAL_PATH = '/terms-of-sale';

/** The late-payment terms link: the given address when there is one, else the portal's terms page. */
export function termsOfSaleLink(link?: string | null): string {
  const trimmed = link?.trim();
  return trimmed ? trimmed : TERMS_OF_SALE_PORTAL_PATH;
}
