/** The tenant API's base path; every portal call goes below it (spec 01 §7). */
export const API_BASE_PATH = '/px-api-gateway';

/** Unauthenticated startup calls. */
export const SAAS_CONFIG_PATH = `${API_BASE_PATH}/saas-config`;
export const SAAS_I18N_PATH = `${API_BASE_PATH}/saas-i18n`;
