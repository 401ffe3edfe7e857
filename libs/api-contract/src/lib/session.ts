import Type from 'typebox';

/** A buyer's sales representative; phone and WhatsApp are left out when the rep has none. */
export const SalesRepSchema = Type.Object(
  {
    salesRepName: Type.String(),
    salesRepEmail: Type.String(),
    salesRepPhone: Type.Optional(Type.String()),
    salesRepWhatApp: Type.Optional(Type.String()),
  },
  { $id: 'SalesRep' },
);
export type SalesRep = Type.Static<typeof SalesRepSchema>;

/** GET buyer-onboarding/sales-reps: the tenant's sales representatives. */
export const SalesRepsSchema = Type.Array(SalesRepSchema, { $id: 'SalesReps' });
export type SalesReps = Type.Static<typeof SalesRepsSchema>;

/**
 * What kind of buyer an account is (spec 03 §3: buyerType, e.g. UNVERIFIED_PROSPECT). A
 * prospect becomes verified through onboarding; only customers and verified prospects may
 * check out. null: the account has not been set up yet (no group).
 */
export const BuyerType = {
  CUSTOMER: 'CUSTOMER',
  UNVERIFIED_PROSPECT: 'UNVERIFIED_PROSPECT',
  VERIFIED_PROSPECT: 'VERIFIED_PROSPECT',
} as const;
export type BuyerType = (typeof BuyerType)[keyof typeof BuyerType];

/** GET /px-api-gateway/account/user-info (spec 01 §3 User, 03 §3 User and session). */
export const UserInfoSchema = Type.Object(
  {
    userId: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    /** In the Buyer group: may use the portal. */
    isBuyer: Type.Boolean(),
    salesRep: Type.Union([SalesRepSchema, Type.Null()]),
    prospectId: Type.Union([Type.String(), Type.Null()]),
    buyerType: Type.Union([
      Type.Literal(BuyerType.CUSTOMER),
      Type.Literal(BuyerType.UNVERIFIED_PROSPECT),
      Type.Literal(BuyerType.VERIFIED_PROSPECT),
      Type.Null(),
    ]),
    /**
     * The onboarding state the portal keeps in local storage to tell verified from unverified
     * prospects (spec 01 §6): UNVERIFIED_PROSPECT or VERIFIED_PROSPECT for prospects, null for
     * customers.
     */
    onboardingStatus: Type.Union([Type.String(), Type.Null()]),
    /** false for an unverified prospect: checkout answers prospectCannotCheckoutContactSalesRep. */
    readyForCheckout: Type.Boolean(),
    /** The language the user chose in the portal (a locale the tenant offers); null until they choose. */
    locale: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'UserInfo', additionalProperties: false },
);

/** PUT account/user/locale: the portal language the signed-in user chose. */
export const UserLocaleSchema = Type.Object(
  { locale: Type.String({ minLength: 2, maxLength: 35, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' }) },
  { $id: 'UserLocale', additionalProperties: false },
);
export type UserLocale = Type.Static<typeof UserLocaleSchema>;
export type UserInfo = Type.Static<typeof UserInfoSchema>;

/** GET /px-api-gateway/security/authorities: an array of authority names. */
export const AuthoritiesSchema = Type.Array(Type.String(), { $id: 'Authorities' });
export type Authorities = Type.Static<typeof AuthoritiesSchema>;

/** Which side-menu items the tenant shows (the buyer's authorities hide more; spec 01 §2). */
export const SideMenuSchema = Type.Object(
  {
    StockList: Type.Boolean(),
    Cart: Type.Boolean(),
    Auctions: Type.Boolean(),
    PreOrders: Type.Boolean(),
    Orders: Type.Boolean(),
    Returns: Type.Boolean(),
  },
  { $id: 'SideMenu', additionalProperties: false },
);
export type SideMenu = Type.Static<typeof SideMenuSchema>;

/** POST saas-login/reset-password (no auth): starts the forgot-password flow for an e-mail. */
export const ResetPasswordStartSchema = Type.Object(
  {
    userName: Type.String({ minLength: 3, maxLength: 254 }),
  },
  { $id: 'ResetPasswordStart', additionalProperties: false },
);
export type ResetPasswordStart = Type.Static<typeof ResetPasswordStartSchema>;

/**
 * UNCONFIRMED: the account still waits for its e-mail verification; a new sign-up code was sent
 * and the portal moves to /email-verification (spec 03 §4). CONFIRMED: a reset code was sent if
 * the account exists (unknown e-mails get the same answer, so the call cannot probe accounts).
 */
export const ResetPasswordStartResultSchema = Type.Object(
  {
    userStatus: Type.Union([Type.Literal('UNCONFIRMED'), Type.Literal('CONFIRMED')]),
  },
  { $id: 'ResetPasswordStartResult', additionalProperties: false },
);
export type ResetPasswordStartResult = Type.Static<typeof ResetPasswordStartResultSchema>;
