import Type from 'typebox';
import {
  ACTIVATION_LOCK_STATES,
  BLACKLIST_STATES,
  CARRIER_LOCK_STATES,
  UNIT_CONDITIONS,
  UNIT_FACTS_MAX_PER_CALL,
  UNIT_GRADE_MAX_LENGTH,
  UNIT_PHOTOS_MAX,
  UNIT_SEARCH_MAX_LENGTH,
} from './unit-constants';
import { RETURN_UNIT_STATUSES, type ReturnUnitStatus } from './return-constants';

// An order's shipped units with their facts (what the seller records per IMEI after shipping),
// and the links of its tracking numbers to the carriers' pages.

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
/** A printable single-line text (no control characters). */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\x00-\\x1f\\x7f]+$' });

export const UnitImeiSchema = Type.String({ minLength: 8, maxLength: 20, pattern: '^[0-9A-Za-z]+$' });

/** The facts of one shipped unit; every field but the IMEI may be left out (kept as it is) or null (cleared). */
export const UnitFactsSchema = Type.Object(
  {
    imei: UnitImeiSchema,
    imei2: Type.Optional(Nullable(UnitImeiSchema)),
    serial: Type.Optional(Nullable(Text(40))),
    model: Type.Optional(Nullable(Text(100))),
    capacity: Type.Optional(Nullable(Text(20))),
    colour: Type.Optional(Nullable(Text(40))),
    grade: Type.Optional(Nullable(Text(UNIT_GRADE_MAX_LENGTH))),
    batteryHealth: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }))),
    carrierLock: Type.Optional(Nullable(OneOf(CARRIER_LOCK_STATES))),
    blacklist: Type.Optional(Nullable(OneOf(BLACKLIST_STATES))),
    activationLock: Type.Optional(Nullable(OneOf(ACTIVATION_LOCK_STATES))),
    testResult: Type.Optional(Nullable(Text(500))),
    photos: Type.Optional(Type.Array(Type.String({ maxLength: 2000, pattern: '^https://[\\x21-\\x7e]+$' }), { maxItems: UNIT_PHOTOS_MAX })),
  },
  { $id: 'UnitFacts', additionalProperties: false },
);
export type UnitFacts = Type.Static<typeof UnitFactsSchema>;

/** POST /ops/orders/{n}/units. */
export const RecordUnitFactsRequestSchema = Type.Object(
  { units: Type.Array(UnitFactsSchema, { minItems: 1, maxItems: UNIT_FACTS_MAX_PER_CALL }) },
  { additionalProperties: false },
);
export type RecordUnitFactsRequest = Type.Static<typeof RecordUnitFactsRequestSchema>;
export const RecordUnitFactsResponseSchema = Type.Object(
  { updated: Type.Integer({ minimum: 0 }) },
  { $id: 'RecordUnitFactsResponse', additionalProperties: false },
);
export type RecordUnitFactsResponse = Type.Static<typeof RecordUnitFactsResponseSchema>;

/** One shipped unit as the buyer sees it. */
export const OrderUnitSchema = Type.Object(
  {
    unitId: Type.String(),
    itemNumberWarehouse: Type.String(),
    itemDescription: Type.String(),
    shippedAt: Type.String({ format: 'date-time' }),
    imei: Type.String(),
    imei2: Nullable(Type.String()),
    serial: Nullable(Type.String()),
    model: Nullable(Type.String()),
    capacity: Nullable(Type.String()),
    colour: Nullable(Type.String()),
    grade: Nullable(Type.String()),
    batteryHealth: Nullable(Type.Integer()),
    carrierLock: Nullable(OneOf(CARRIER_LOCK_STATES)),
    blacklist: Nullable(OneOf(BLACKLIST_STATES)),
    activationLock: Nullable(OneOf(ACTIVATION_LOCK_STATES)),
    testResult: Nullable(Type.String()),
    photos: Type.Array(Type.String()),
    /** The open return the unit is claimed in (any but a rejected claim), and the unit's state there. */
    returnNumber: Nullable(Type.String()),
    returnStatus: Nullable(OneOf<ReturnUnitStatus>(RETURN_UNIT_STATUSES)),
  },
  { $id: 'OrderUnit', additionalProperties: false },
);
export type OrderUnit = Type.Static<typeof OrderUnitSchema>;

/** GET sales-order/{n}/units query: IMEI / serial search (either IMEI, whole or a part), grade, condition, paging. */
export const OrderUnitsQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: UNIT_SEARCH_MAX_LENGTH })),
    grade: Type.Optional(Type.String({ minLength: 1, maxLength: UNIT_GRADE_MAX_LENGTH })),
    condition: Type.Optional(OneOf(UNIT_CONDITIONS)),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type OrderUnitsQuery = Type.Static<typeof OrderUnitsQuerySchema>;

export const OrderUnitsPageSchema = Type.Object(
  {
    units: Type.Array(OrderUnitSchema),
    /** Units matching the query. */
    total: Type.Integer({ minimum: 0 }),
    /** Every shipped unit of the order. */
    totalUnits: Type.Integer({ minimum: 0 }),
    /** The grades the order's units carry (the grade filter's choices). */
    grades: Type.Array(Type.String()),
    offset: Type.Integer({ minimum: 0 }),
    limit: Type.Integer({ minimum: 1 }),
  },
  { $id: 'OrderUnitsPage', additionalProperties: false },
);
export type OrderUnitsPage = Type.Static<typeof OrderUnitsPageSchema>;

/** A tracking number and, when its carrier is known to the tenant, the carrier's tracking page. */
export const TrackingLinkSchema = Type.Object(
  { number: Type.String(), carrier: Nullable(Type.String()), url: Nullable(Type.String()) },
  { $id: 'TrackingLink', additionalProperties: false },
);
export type TrackingLink = Type.Static<typeof TrackingLinkSchema>;

/** A carrier the tenant links tracking numbers of (`{number}` in trackingUrl). */
export interface TrackingCarrier {
  code: string;
  name: string;
  trackingUrl: string;
}
