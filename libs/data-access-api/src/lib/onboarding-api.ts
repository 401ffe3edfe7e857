import type {
  AccountDetails,
  AccountDocuments,
  AccountSetup,
  AccountSetupRequest,
  OnboardingSettings,
  OnlineFormData,
  PendingDocuments,
  ProofOfExportUploadResult,
  References,
  UploadedDocument,
} from '@bp/api-contract';
import {
  BUYER_TYPE_HEADER,
  OnboardingPaths,
  POE_FIELD_SEPARATOR,
  PROOF_OF_EXPORT_UPLOAD_PATH,
  POE_UPLOAD_TOKEN_HEADER,
  UPLOADED_DOCUMENT_ID_HEADER,
} from '@bp/api-contract/constants';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { networkFailure, normaliseFetchError, type ApiError } from './api-error';
import { api } from './api';
import { apiBasePath, currentIdToken } from './base-query';
import { loadMessageTexts } from './failure-policy';
import { sessionApi } from './session/session-api';

/**
 * Onboarding: account setup, account details, documents, online forms (spec 03 §7 Onboarding and
 * documents). The screens show their own failures (field errors under the fields, the spec's
 * snackbars), so every endpoint is `silent`. Uploads with a progress bar go through
 * `sendMultipart` below (XHR), not RTK Query: fetch cannot report upload progress.
 */
const onboardingTagged = api.enhanceEndpoints({ addTagTypes: ['AccountSetup', 'AccountDetails', 'AccountDocuments'] });

const silent = { silent: true } as const;

/** The buyer type header the document calls carry (the server decides by the user's own type). */
function buyerTypeHeaders(buyerType: string | null | undefined): Record<string, string> {
  return buyerType ? { [BUYER_TYPE_HEADER]: buyerType } : {};
}

export interface DocumentsArgs {
  buyerType?: string | null;
}
export interface UploadedDocumentArgs extends DocumentsArgs {
  uploadedDocumentId: string;
}
export interface OnlineFormDataArgs extends UploadedDocumentArgs {
  /** INTERNATIONAL_SHIPPING adds submitted, customer and userEmail to the answer. */
  type?: string;
}
export interface SaveOnlineFormArgs extends DocumentsArgs {
  documentReferenceId: string;
  formData: Record<string, unknown>;
  addressId?: string | null;
}
export interface UploadDocumentArgs extends DocumentsArgs {
  documentReferenceId: string;
  file: Blob & { name?: string };
  /** The upload being replaced (a rejected or expired document). */
  uploadedDocumentId?: string | null;
}

export const onboardingApi = onboardingTagged.injectEndpoints({
  endpoints: (build) => ({
    /** POST account-setup with `{}`: the setup as it stands (sections, next action, status). */
    getAccountSetup: build.query<AccountSetup, void>({
      query: () => ({ url: OnboardingPaths.accountSetup, method: 'POST', body: {} }),
      extraOptions: silent,
      providesTags: ['AccountSetup'],
      keepUnusedDataFor: 0,
    }),
    /** POST account-setup with next / edit / submit; the answer replaces the cached setup. */
    accountSetupAction: build.mutation<AccountSetup, AccountSetupRequest>({
      query: (body) => ({ url: OnboardingPaths.accountSetup, method: 'POST', body }),
      extraOptions: silent,
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(onboardingApi.util.upsertQueryData('getAccountSetup', undefined, data));
        } catch {
          // The page shows the failure; the cached setup stays as it was.
        }
      },
      invalidatesTags: (_result, _error, request) => (request.action === 'submit' ? ['AccountDetails', 'AccountDocuments'] : []),
    }),
    /** GET references: countries and their states (optionRef COUNTRIES / STATES). */
    getReferences: build.query<References, void>({ query: () => OnboardingPaths.references, extraOptions: silent, keepUnusedDataFor: 600 }),
    /** GET settings: the account details notices for the buyer's type. */
    getOnboardingSettings: build.query<OnboardingSettings, void>({ query: () => OnboardingPaths.settings, extraOptions: silent }),
    getAccountDetails: build.query<AccountDetails, void>({
      query: () => OnboardingPaths.accountDetails,
      extraOptions: silent,
      providesTags: ['AccountDetails'],
    }),
    getAccountDocuments: build.query<AccountDocuments, DocumentsArgs | void>({
      query: (args) => ({ url: OnboardingPaths.documents, headers: buyerTypeHeaders(args?.buyerType) }),
      extraOptions: silent,
      providesTags: ['AccountDocuments'],
    }),
    /** GET download-uploaded-document/{id}: a short-lived signed link ({ url, expiresAt }). */
    getDownloadLink: build.mutation<{ url: string; expiresAt: string }, UploadedDocumentArgs>({
      query: ({ uploadedDocumentId, buyerType }) => ({
        url: `${OnboardingPaths.downloadUploadedDocument}/${encodeURIComponent(uploadedDocumentId)}`,
        headers: buyerTypeHeaders(buyerType),
      }),
      extraOptions: silent,
    }),
    /** POST upload-document/{documentReferenceId} without progress (tests, small files); the dialog uses sendMultipart. */
    uploadDocument: build.mutation<UploadedDocument, UploadDocumentArgs>({
      query: ({ documentReferenceId, file, uploadedDocumentId, buyerType }) => {
        const body = new FormData();
        body.append('file', file, file.name ?? 'document');
        return {
          url: `${OnboardingPaths.uploadDocument}/${encodeURIComponent(documentReferenceId)}`,
          method: 'POST',
          body,
          headers: { ...buyerTypeHeaders(buyerType), ...(uploadedDocumentId ? { [UPLOADED_DOCUMENT_ID_HEADER]: uploadedDocumentId } : {}) },
        };
      },
      extraOptions: silent,
      invalidatesTags: ['AccountDetails', 'AccountDocuments'],
    }),
    /** GET online-form-data/{uploadedDocumentId}[?type=INTERNATIONAL_SHIPPING]: a submitted form's answers. */
    getOnlineFormData: build.query<OnlineFormData, OnlineFormDataArgs>({
      query: ({ uploadedDocumentId, buyerType, type }) => ({
        url: `${OnboardingPaths.onlineFormData}/${encodeURIComponent(uploadedDocumentId)}`,
        params: type ? { type } : undefined,
        headers: buyerTypeHeaders(buyerType),
      }),
      extraOptions: silent,
    }),
    /** POST online-form-data: submit (save) a form; the document becomes TO_REVIEW. */
    saveOnlineFormData: build.mutation<UploadedDocument, SaveOnlineFormArgs>({
      query: ({ buyerType, documentReferenceId, formData, addressId }) => ({
        url: OnboardingPaths.onlineFormData,
        method: 'POST',
        body: addressId === undefined ? { documentReferenceId, formData } : { documentReferenceId, formData, addressId },
        headers: buyerTypeHeaders(buyerType),
      }),
      extraOptions: silent,
      invalidatesTags: ['AccountDetails', 'AccountDocuments'],
    }),
  }),
});

export const {
  useGetAccountSetupQuery,
  useAccountSetupActionMutation,
  useGetReferencesQuery,
  useGetOnboardingSettingsQuery,
  useGetAccountDetailsQuery,
  useGetAccountDocumentsQuery,
  useGetDownloadLinkMutation,
  useUploadDocumentMutation,
  useGetOnlineFormDataQuery,
  useLazyGetOnlineFormDataQuery,
  useSaveOnlineFormDataMutation,
} = onboardingApi;

// ---- Uploads with progress (XHR) ----

export interface MultipartResult<T> {
  ok: boolean;
  status: number;
  data?: T;
  error?: ApiError;
}

export interface SendMultipartOptions {
  /** Path under the API base (e.g. OnboardingPaths.uploadDocument + '/' + id) or an absolute URL. */
  url: string;
  body: FormData;
  headers?: Record<string, string>;
  /** 0-100 as the bytes leave. */
  onProgress?: (percent: number) => void;
  /** Tests pass a stub; the browser uses XMLHttpRequest. */
  xhrFactory?: () => XMLHttpRequest;
}

function resolveUrl(url: string): string {
  return /^https?:\/\//.test(url) || url.startsWith('/') ? url : `${apiBasePath}/${url}`;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a multipart body with the bearer token and reports upload progress. It never ends the
 * session on a 401: the proof-of-export upload answers 401 for its own token, which the dialog
 * refetches and retries (spec 03 §7). Resolves (never rejects) with the status and body or error.
 */
export async function sendMultipart<T>({
  url,
  body,
  headers = {},
  onProgress,
  xhrFactory = () => new XMLHttpRequest(),
}: SendMultipartOptions): Promise<MultipartResult<T>> {
  const idToken = await currentIdToken();
  return new Promise((resolve) => {
    const xhr = xhrFactory();
    xhr.open('POST', resolveUrl(url));
    if (idToken) xhr.setRequestHeader('authorization', `Bearer ${idToken}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress && xhr.upload) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      const parsed = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, status: xhr.status, data: parsed as T });
      // The screen shows the failure with the portal's English text of its code (loaded on demand).
      else void loadMessageTexts().then(() => resolve({ ok: false, status: xhr.status, error: normaliseFetchError({ status: xhr.status, data: parsed }) }));
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, error: networkFailure() });
    xhr.send(body);
  });
}

/** Multipart field name of one proof-of-export file: {documentId}__{file name} (spec 03 §7). */
export function proofOfExportFieldName(documentId: string, fileName: string): string {
  return `${documentId}${POE_FIELD_SEPARATOR}${fileName}`;
}

/** The headers of a document upload: buyerType and, when replacing, uploadedDocumentId. */
export function documentUploadHeaders(buyerType?: string | null, uploadedDocumentId?: string | null): Record<string, string> {
  return { ...buyerTypeHeaders(buyerType), ...(uploadedDocumentId ? { [UPLOADED_DOCUMENT_ID_HEADER]: uploadedDocumentId } : {}) };
}

/** The header of a proof-of-export upload. */
export function proofOfExportHeaders(authToken: string): Record<string, string> {
  return { [POE_UPLOAD_TOKEN_HEADER]: authToken };
}

/** One file chosen for one pending proof-of-export document. */
export interface ProofOfExportFile {
  documentId: string;
  file: Blob & { name: string };
}

export interface ProofOfExportUploadOptions {
  files: readonly ProofOfExportFile[];
  /** The pending documents as last read (their upload URL and token). */
  pending: Pick<PendingDocuments, 'authToken' | 'documentUploadUrl'>;
  /** Reads the pending documents again (a fresh token) after a 401. */
  refetchPending: () => Promise<Pick<PendingDocuments, 'authToken' | 'documentUploadUrl'> | undefined>;
  xhrFactory?: () => XMLHttpRequest;
}

/**
 * Uploads proof of export: one field per file named {documentId}__{file name}, the token in the
 * poe-upload-token header. A 401 (the token expired or belongs to an older read) refetches the
 * pending documents once and retries with the new token (spec 01 §7, 03 §7).
 */
export async function uploadProofOfExport({
  files,
  pending,
  refetchPending,
  xhrFactory,
}: ProofOfExportUploadOptions): Promise<MultipartResult<ProofOfExportUploadResult>> {
  const send = (target: Pick<PendingDocuments, 'authToken' | 'documentUploadUrl'>) => {
    const body = new FormData();
    for (const { documentId, file } of files) body.append(proofOfExportFieldName(documentId, file.name), file, file.name);
    return sendMultipart<ProofOfExportUploadResult>({
      url: target.documentUploadUrl || PROOF_OF_EXPORT_UPLOAD_PATH,
      body,
      headers: proofOfExportHeaders(target.authToken),
      xhrFactory,
    });
  };
  const first = await send(pending);
  if (first.status !== 401) return first;
  const fresh = await refetchPending();
  return fresh ? send(fresh) : first;
}

/**
 * The proof-of-export upload of the signed-in user (checkout and the order page): refetches the
 * pending documents after a 401 and once more after a success, so Pay And Ship Now follows.
 */
export function useProofOfExportUpload(username: string) {
  const pending = sessionApi.endpoints.getPendingDocuments.useQuery(username, { skip: !username });
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const refetchPending = useCallback(async () => {
    const fresh = await dispatch(sessionApi.endpoints.getPendingDocuments.initiate(username, { forceRefetch: true, subscribe: false }));
    return fresh.data;
  }, [dispatch, username]);
  const upload = useCallback(
    async (files: readonly ProofOfExportFile[]): Promise<boolean> => {
      if (!pending.data) return false;
      const result = await uploadProofOfExport({ files, pending: pending.data, refetchPending });
      if (result.ok) await refetchPending();
      return result.ok;
    },
    [pending.data, refetchPending],
  );
  return { pending: pending.data, upload };
}
