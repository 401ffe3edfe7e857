import Type from 'typebox';
import { AMOUNT_TEXT_PATTERN } from '@bp/util-money';
import {
  RETURN_IMEI_PASTE_MAX,
  RETURN_MAX_EVIDENCE_FILES,
  RETURN_MAX_UNITS,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_REASONS,
  RETURN_SEARCH_MAX_LENGTH,
  RETURN_STATUSES,
  RETURN_UNIT_STATUSES,
  type ReturnReason,
  type ReturnStatus,
  type ReturnUnitStatus,
} from './return-constants';
import { OrderUnitSchema, UnitImeiSchema } from './units';

// Returns (RMA) by unit: the buyer claims shipped units of an order within its window, with a
// reason each, a note and evidence; the seller answers each unit (ops). Amounts are JSON numbers in
// currency units, as in orders.ts.

const Money = Type.Number({ minimum: 0, maximum: 1_000_000_000 });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const OrderNumber = Type.String({ minLength: 1, maxLength: 64 });
/** Multi-line text without control characters other than line breaks and tabs. */
const Note = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]+$' });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Imeis = (maxItems: number) => Type.Array(UnitImeiSchema, { minItems: 1, maxItems });

/** POST returns. */
export const CreateReturnRequestSchema = Type.Object(
  {
    phonexOrderNumber: OrderNumber,
    units: Type.Array(Type.Object({ imei: UnitImeiSchema, reason: OneOf<ReturnReason>(RETURN_REASONS) }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: RETURN_MAX_UNITS,
    }),
    note: Type.Optional(Note(RETURN_NOTE_MAX_LENGTH)),
    evidenceFileIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: RETURN_MAX_EVIDENCE_FILES })),
  },
  { $id: 'CreateReturnRequest', additionalProperties: false },
);
export type CreateReturnRequest = Type.Static<typeof CreateReturnRequestSchema>;

export const ReturnUnitSchema = Type.Object(
  {
    unitId: Type.String(),
    imei: Type.String(),
    itemNumberWarehouse: Type.String(),
    itemDescription: Type.String(),
    grade: Nullable(Type.String()),
    unitPrice: Money,
    reason: OneOf<ReturnReason>(RETURN_REASONS),
    status: OneOf<ReturnUnitStatus>(RETURN_UNIT_STATUSES),
    rejectionReason: Nullable(Type.String()),
    creditedAmount: Nullable(Money),
  },
  { $id: 'ReturnUnit', additionalProperties: false },
);
export type ReturnUnit = Type.Static<typeof ReturnUnitSchema>;

export const ReturnMessageEntrySchema = Type.Object(
  { author: OneOf<'BUYER' | 'SELLER'>(['BUYER', 'SELLER']), text: Type.String(), createdAt: Type.String({ format: 'date-time' }) },
  { $id: 'ReturnMessageEntry', additionalProperties: false },
);
export type ReturnMessageEntry = Type.Static<typeof ReturnMessageEntrySchema>;

export const ReturnEvidenceSchema = Type.Object(
  { fileId: Type.String(), fileName: Type.String(), contentType: Type.String(), sizeBytes: Type.Integer({ minimum: 0 }) },
  { $id: 'ReturnEvidence', additionalProperties: false },
);
export type ReturnEvidence = Type.Static<typeof ReturnEvidenceSchema>;

const summaryFields = {
  returnNumber: Type.String(),
  phonexOrderNumber: Type.String(),
  status: OneOf<ReturnStatus>(RETURN_STATUSES),
  /** The seller's RMA number, once a unit is approved. */
  rmaNumber: Nullable(Type.String()),
  /** The date approved units must be shipped back by. */
  shipBy: Nullable(IsoDate),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  unitCount: Type.Integer({ minimum: 0 }),
  creditedTotal: Money,
};

export const ReturnSummarySchema = Type.Object(summaryFields, { $id: 'ReturnSummary', additionalProperties: false });
export type ReturnSummary = Type.Static<typeof ReturnSummarySchema>;

export const ReturnDetailSchema = Type.Object(
  {
    ...summaryFields,
    note: Nullable(Type.String()),
    units: Type.Array(ReturnUnitSchema),
    messages: Type.Array(ReturnMessageEntrySchema),
    evidence: Type.Array(ReturnEvidenceSchema),
  },
  { $id: 'ReturnDetail', additionalProperties: false },
);
export type ReturnDetail = Type.Static<typeof ReturnDetailSchema>;

/** GET returns query. */
export const ReturnsQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: RETURN_SEARCH_MAX_LENGTH })),
    status: Type.Optional(OneOf<ReturnStatus>(RETURN_STATUSES)),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type ReturnsQuery = Type.Static<typeof ReturnsQuerySchema>;

export const ReturnsPageSchema = Type.Object(
  {
    returns: Type.Array(ReturnSummarySchema),
    /** Returns matching the query. */
    total: Type.Integer({ minimum: 0 }),
    /** The buyer's returns per status, whatever the query (the status chips). */
    counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  },
  { $id: 'ReturnsPage', additionalProperties: false },
);
export type ReturnsPage = Type.Static<typeof ReturnsPageSchema>;

/** GET sales-order/{n}/returns: whether and until when its units may be claimed, and its returns. */
export const OrderReturnsSchema = Type.Object(
  {
    /** The order is shipped or invoiced and has shipped units. */
    returnable: Type.Boolean(),
    windowDays: Type.Integer({ minimum: 0 }),
    /** The end of the claim window (shipping date + windowDays); null before shipping. */
    returnsUntil: Nullable(Type.String({ format: 'date-time' })),
    returns: Type.Array(ReturnSummarySchema),
  },
  { $id: 'OrderReturns', additionalProperties: false },
);
export type OrderReturns = Type.Static<typeof OrderReturnsSchema>;

/** POST sales-order/{n}/units/resolve. */
export const ResolveImeisRequestSchema = Type.Object(
  { imeis: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: RETURN_IMEI_PASTE_MAX }) },
  { additionalProperties: false },
);
export type ResolveImeisRequest = Type.Static<typeof ResolveImeisRequestSchema>;
export const ResolveImeisResponseSchema = Type.Object(
  { units: Type.Array(OrderUnitSchema), unknown: Type.Array(Type.String()) },
  { $id: 'ResolveImeisResponse', additionalProperties: false },
);
export type ResolveImeisResponse = Type.Static<typeof ResolveImeisResponseSchema>;

export const ReturnMessageRequestSchema = Type.Object({ text: Note(RETURN_NOTE_MAX_LENGTH) }, { additionalProperties: false });
export type ReturnMessageRequest = Type.Static<typeof ReturnMessageRequestSchema>;

export const EvidenceUploadResponseSchema = Type.Object(
  { fileId: Type.String(), fileName: Type.String(), contentType: Type.String(), sizeBytes: Type.Integer({ minimum: 0 }) },
  { $id: 'EvidenceUploadResponse', additionalProperties: false },
);
export type EvidenceUploadResponse = Type.Static<typeof EvidenceUploadResponseSchema>;

// ---- Seller side (/ops/returns) ---------------------------------------------------------------

export const ApproveReturnRequestSchema = Type.Object(
  {
    imeis: Imeis(RETURN_MAX_UNITS),
    /** Default RMA-{return number}; kept once set. */
    rmaNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' })),
    /** Default DEFAULT_RETURN_SHIP_BY_DAYS from today. */
    shipBy: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);
export type ApproveReturnRequest = Type.Static<typeof ApproveReturnRequestSchema>;

export const RejectReturnRequestSchema = Type.Object({ imeis: Imeis(RETURN_MAX_UNITS), reason: Note(500) }, { additionalProperties: false });
export type RejectReturnRequest = Type.Static<typeof RejectReturnRequestSchema>;

export const ReceiveReturnRequestSchema = Type.Object({ imeis: Imeis(RETURN_MAX_UNITS) }, { additionalProperties: false });
export type ReceiveReturnRequest = Type.Static<typeof ReceiveReturnRequestSchema>;

export const CreditReturnRequestSchema = Type.Object(
  {
    units: Type.Array(
      Type.Object({ imei: UnitImeiSchema, amount: Type.Union([Money, Type.String({ pattern: AMOUNT_TEXT_PATTERN })]) }, { additionalProperties: false }),
      { minItems: 1, maxItems: RETURN_MAX_UNITS },
    ),
  },
  { additionalProperties: false },
);
export type CreditReturnRequest = Type.Static<typeof CreditReturnRequestSchema>;

export const SellerReturnSchema = Type.Object(
  { ...ReturnDetailSchema.properties, buyerEmail: Type.String() },
  { $id: 'SellerReturn', additionalProperties: false },
);
export type SellerReturn = Type.Static<typeof SellerReturnSchema>;
