import Type from 'typebox';
import { QUICK_ORDER_LINE_MAX_LENGTH, QUICK_ORDER_MAX_LINES, QUICK_ORDER_OUTCOMES, type QuickOrderOutcome } from './quick-order-constants';
import { StockItemSchema } from './stock';

// Quick order: a buyer's list of lines (an item number, or model / grade / warehouse words, and a
// quantity) matched to the stock list they see. Putting the matched lines in the cart goes through
// the usual buy-at-list-price call, line by line, with its rules.

const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const QuickOrderMatchRequestSchema = Type.Object(
  {
    lines: Type.Array(
      Type.Object(
        {
          text: Type.String({ minLength: 1, maxLength: QUICK_ORDER_LINE_MAX_LENGTH }),
          /** Null: the line named no quantity (the portal asks for one). */
          quantity: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()]),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: QUICK_ORDER_MAX_LINES },
    ),
  },
  { additionalProperties: false },
);
export type QuickOrderMatchRequest = Type.Static<typeof QuickOrderMatchRequestSchema>;

export const QuickOrderLineSchema = Type.Object(
  {
    /** 1-based, in the request's order. */
    lineNumber: Type.Integer({ minimum: 1 }),
    text: Type.String(),
    quantity: Type.Union([Type.Integer(), Type.Null()]),
    outcome: OneOf<QuickOrderOutcome>(QUICK_ORDER_OUTCOMES),
    /** MATCHED: the item; AMBIGUOUS: up to QUICK_ORDER_MAX_CANDIDATES (in stock first, then cheapest); NOT_FOUND: none. */
    candidates: Type.Array(StockItemSchema),
    /** AMBIGUOUS: how many items matched in all. */
    matchCount: Type.Integer({ minimum: 0 }),
  },
  { $id: 'QuickOrderLine', additionalProperties: false },
);
export type QuickOrderLine = Type.Static<typeof QuickOrderLineSchema>;

export const QuickOrderMatchResponseSchema = Type.Object(
  { lines: Type.Array(QuickOrderLineSchema) },
  { $id: 'QuickOrderMatchResponse', additionalProperties: false },
);
export type QuickOrderMatchResponse = Type.Static<typeof QuickOrderMatchResponseSchema>;

/** POST stocklist/quick-order/sheet: the uploaded list's lines, to match as pasted ones. */
export const QuickOrderSheetResponseSchema = Type.Object(
  {
    lines: Type.Array(Type.Object({ text: Type.String(), quantity: Type.Union([Type.Integer(), Type.Null()]) }, { additionalProperties: false })),
  },
  { $id: 'QuickOrderSheetResponse', additionalProperties: false },
);
export type QuickOrderSheetResponse = Type.Static<typeof QuickOrderSheetResponseSchema>;
