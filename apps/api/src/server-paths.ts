import { API_BASE_PATH } from '@bp/api-contract';

// Paths the server owns besides the portal's files. The SPA fallback never answers below them.

/** swagger-ui; the OpenAPI document is at /docs/json. */
export const DOCS_PREFIX = '/docs';
/** Liveness and database reachability, no tenant. */
export const HEALTH_PATH = '/health';
/** The embedded Cognito-compatible identity endpoint (sign-in issue). */
export const COGNITO_PATH = '/cognito';
/** Help pages a tenant's settings may point at (the stock list tutorial). */
export const HELP_PREFIX = '/help';
/** Reserved for development tools. */
export const DEV_PREFIX = '/dev';

export const SERVER_PATH_PREFIXES = [API_BASE_PATH, DOCS_PREFIX, HEALTH_PATH, COGNITO_PATH, HELP_PREFIX, DEV_PREFIX] as const;
