import Type from 'typebox';

/** GET/PUT account/user/notification-preferance (the path keeps the spec's spelling). */
export const NotificationPreferencesSchema = Type.Object(
  {
    /** The daily spreadsheet of new inventory and price drops (spec 01 Daily report). */
    stockReportNotification: Type.Boolean(),
    /** E-mails when the seller answers an offer. */
    offerNotification: Type.Boolean(),
    /** E-mails when an order changes status. */
    orderNotification: Type.Boolean(),
  },
  { $id: 'NotificationPreferences', additionalProperties: false },
);
export type NotificationPreferences = Type.Static<typeof NotificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { stockReportNotification: false, offerNotification: true, orderNotification: true };

/** One proof-of-export document the buyer still has to upload. */
export const ProofOfExportDocumentSchema = Type.Object(
  {
    documentId: Type.String(),
    documentName: Type.String(),
    documentDescription: Type.Array(Type.String()),
  },
  { $id: 'ProofOfExportDocument', additionalProperties: false },
);
export type ProofOfExportDocument = Type.Static<typeof ProofOfExportDocumentSchema>;

/** GET account/pending-documents: proof-of-export data (spec 01 §3, 03 §3). */
export const PendingDocumentsSchema = Type.Object(
  {
    documents: Type.Array(ProofOfExportDocumentSchema),
    /** Where the files go (form data, one field per file named {documentId}__{file name}). */
    documentUploadUrl: Type.String(),
    /** Sent back as the poe-upload-token header; empty while nothing is pending. */
    authToken: Type.String(),
    disablePayAndShipNow: Type.Boolean(),
    isOpen: Type.Boolean(),
  },
  { $id: 'PendingDocuments', additionalProperties: false },
);
export type PendingDocuments = Type.Static<typeof PendingDocumentsSchema>;

export const BANNER_SEVERITIES = ['info', 'warning', 'error'] as const;
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];

/** GET notification/banners: the tenant's broadcast banners that are active now. */
export const BroadcastBannerSchema = Type.Object(
  {
    id: Type.String(),
    message: Type.String(),
    severity: Type.Union([Type.Literal('info'), Type.Literal('warning'), Type.Literal('error')]),
    /** ISO 8601. */
    startsAt: Type.String(),
    endsAt: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'BroadcastBanner', additionalProperties: false },
);
export type BroadcastBanner = Type.Static<typeof BroadcastBannerSchema>;
export const BroadcastBannersSchema = Type.Array(BroadcastBannerSchema, { $id: 'BroadcastBanners' });
