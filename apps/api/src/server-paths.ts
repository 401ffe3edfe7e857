import { API_BASE_PATH } from '@bp/api-contract';

// Paths the server owns besides the portal's files. The SPA fallback never answers below them.

/** swagger-ui; the OpenAPI document is at /docs/json. */
export const DOCS_PREFIX = '/docs';
/** Liveness and database reachability, no tenant. */
export const HEALTH_PATH = '/health';
/** The process answers (no database). */
export const HEALTH_LIVE_PATH = `${HEALTH_PATH}/live`;
/** Ready for traffic: started up, the database answering, not shutting down. */
export const HEALTH_READY_PATH = `${HEALTH_PATH}/ready`;
/** Prometheus metrics, only with METRICS_TOKEN set (routes/metrics.ts). */
export const METRICS_PATH = '/metrics';
/** The embedded Cognito-compatible identity endpoint. */
export const COGNITO_PATH = '/cognito';
/**
 * The API's own HTML pages a tenant's settings may point at (the stock list tutorial). Not /help:
 * that is a portal route (the dashboard with the help drawer, spec 01 §2) and must reload as one.
 */
export const PAGES_PREFIX = '/pages';
/** The page the demo tenants' tutorialUrl names. */
export const STOCK_LIST_TUTORIAL_PATH = `${PAGES_PREFIX}/stock-list-tutorial`;
/** Reserved for development tools. */
export const DEV_PREFIX = '/dev';

export const SERVER_PATH_PREFIXES = [API_BASE_PATH, DOCS_PREFIX, HEALTH_PATH, METRICS_PATH, COGNITO_PATH, PAGES_PREFIX, DEV_PREFIX] as const;
