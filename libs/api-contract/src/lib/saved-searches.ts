import Type from 'typebox';
import { SAVED_SEARCH_ALERT_KINDS, SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_QUERY_MAX_LENGTH, type SavedSearchAlertKind } from './saved-search-constants';

// Saved searches: a stock list search and its filters (the /stock query string) kept under a name,
// optionally alerting when new stock matches it or a matching item's list price falls below a
// price. Alerts are found by a job after each stock change, never on the request path.

const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Name = Type.String({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX_LENGTH, pattern: '\\S' });
/** A list price in the tenant's currency, at most two decimals (checked in cents by the API). */
const AlertPrice = Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }), Type.Null()]);

export const SavedSearchSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    /** The /stock query string without '?' and page, e.g. "search=iphone 13&grade=A&warehouse=MIA". */
    query: Type.String(),
    /** A partner's list (its pxnsParticipantId), or null for the seller's own stock. */
    participantId: Type.Union([Type.String(), Type.Null()]),
    alertNewStock: Type.Boolean(),
    /** Alert when a matching item's list price falls below this; null: no price alert. */
    alertPriceBelow: AlertPrice,
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'SavedSearch', additionalProperties: false },
);
export type SavedSearch = Type.Static<typeof SavedSearchSchema>;

export const SavedSearchListSchema = Type.Object({ savedSearches: Type.Array(SavedSearchSchema) }, { $id: 'SavedSearchList', additionalProperties: false });
export type SavedSearchList = Type.Static<typeof SavedSearchListSchema>;

export const SavedSearchCreateSchema = Type.Object(
  {
    name: Name,
    query: Type.String({ maxLength: SAVED_SEARCH_QUERY_MAX_LENGTH }),
    alertNewStock: Type.Optional(Type.Boolean()),
    alertPriceBelow: Type.Optional(AlertPrice),
  },
  { additionalProperties: false },
);
export type SavedSearchCreate = Type.Static<typeof SavedSearchCreateSchema>;

export const SavedSearchUpdateSchema = Type.Object(
  {
    name: Type.Optional(Name),
    alertNewStock: Type.Optional(Type.Boolean()),
    alertPriceBelow: Type.Optional(AlertPrice),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SavedSearchUpdate = Type.Static<typeof SavedSearchUpdateSchema>;

export const SavedSearchAlertSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: OneOf<SavedSearchAlertKind>(SAVED_SEARCH_ALERT_KINDS),
    savedSearchId: Type.String({ format: 'uuid' }),
    savedSearchName: Type.String(),
    /** The saved search's query and list, to open the stock list on it. */
    query: Type.String(),
    participantId: Type.Union([Type.String(), Type.Null()]),
    itemNumber: Type.String(),
    warehouse: Type.String(),
    itemNumberWarehouse: Type.String(),
    skuDescription: Type.String(),
    grade: Type.String(),
    /** The item's list price and available quantity when the alert was raised. */
    listPrice: Type.Number(),
    previousListPrice: Type.Union([Type.Number(), Type.Null()]),
    quantityAvailable: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    read: Type.Boolean(),
  },
  { $id: 'SavedSearchAlert', additionalProperties: false },
);
export type SavedSearchAlert = Type.Static<typeof SavedSearchAlertSchema>;

export const SavedSearchAlertsSchema = Type.Object(
  { alerts: Type.Array(SavedSearchAlertSchema), unread: Type.Integer({ minimum: 0 }) },
  { $id: 'SavedSearchAlerts', additionalProperties: false },
);
export type SavedSearchAlerts = Type.Static<typeof SavedSearchAlertsSchema>;

export const SavedSearchAlertsReadSchema = Type.Object(
  { ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500 })) },
  { additionalProperties: false },
);
export type SavedSearchAlertsRead = Type.Static<typeof SavedSearchAlertsReadSchema>;
