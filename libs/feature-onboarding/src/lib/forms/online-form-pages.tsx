import { Alert, Flex, Spin } from 'antd';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { AccountDocument, AddendumFormData, EusFormData, InternationalShippingFormData, References } from '@bp/api-contract';
import { addendumBeforeEusMessage, INTERNATIONAL_SHIPPING_TYPE, OnboardingMessage } from '@bp/api-contract/constants';
import { isApiError, resolveErrorMessage, useGetOnlineFormDataQuery, useGetReferencesQuery, useSaveOnlineFormDataMutation } from '@bp/data-access-api';
import { useFeedback, useTranslation } from '@bp/ui-kit';
import type { FormErrors } from '@bp/util-validation';
import { Heading } from '../components/heading';
import { onboardingRoutes } from '../routes';
import { AddendumForm } from './addendum-form';
import { EusForm } from './eus-form';
import { InternationalShippingForm } from './international-shipping-form';
import { formPathsOf } from './server-field-errors';

/**
 * What the account details screen hands a form it opens (spec 03 §3 "form-opening state"): the
 * document row (its name, key, uploadedDocumentId, shipping address, and for the addendum the
 * EUS's name and signed date), plus the buyer type, business name and, when already loaded, the
 * references.
 */
export interface FormOpeningState {
  document: Pick<AccountDocument, 'documentName' | 'documentReferenceId' | 'uploadedDocumentId'> &
    Partial<Pick<AccountDocument, 'documentStatus' | 'metadata' | 'eusDocumentName' | 'eusSignedOnDate'>>;
  buyerType?: string | null;
  businessName?: string | null;
  references?: References;
}

/** The navigation state to open a document's form with: `navigate(document.documentPath, { state: formOpeningState(...) })`. */
export function formOpeningState(document: FormOpeningState['document'], extra: Omit<FormOpeningState, 'document'> = {}): FormOpeningState {
  return { document, ...extra };
}

function isFormOpeningState(state: unknown): state is FormOpeningState {
  const document = (state as FormOpeningState | null)?.document;
  return typeof document?.documentReferenceId === 'string' && typeof document.documentName === 'string';
}

/**
 * Spec 03 §2: a document form needs its navigation state (else it goes to account details), and
 * replaces its own history entry once loaded, so a reload or a return through history does not
 * reopen it with a document row that may be stale: it lands on account details to pick again.
 */
function useFormOpening(): FormOpeningState | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [opening] = useState(() => (isFormOpeningState(location.state) ? location.state : undefined));
  const replaceOwnEntry = useEffectEvent(() => {
    if (opening) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  });
  // Once, after the first render with the state.
  useEffect(() => replaceOwnEntry(), []);
  return opening;
}

interface FormPageProps<FormData> {
  /** The online-form-data type query (international shipping adds submitted, customer, userEmail). */
  dataType?: string;
  render: (props: {
    title: string;
    references: References | undefined;
    submitted: FormData | undefined;
    readOnly: boolean;
    onSubmit: (formData: FormData) => Promise<FormErrors | undefined>;
  }) => ReactNode;
  /** Refuses to show the form (the addendum before the EUS): the message instead. */
  refusal?: (opening: FormOpeningState) => string | undefined;
}

function OnlineFormPage<FormData extends object>({ dataType, render, refusal }: FormPageProps<FormData>) {
  const opening = useFormOpening();
  if (!opening) return <Navigate to={onboardingRoutes.accountDetails} replace />;
  return <OpenedFormPage opening={opening} dataType={dataType} render={render} refusal={refusal} />;
}

function OpenedFormPage<FormData extends object>({ opening, dataType, render, refusal }: FormPageProps<FormData> & { opening: FormOpeningState }) {
  const { t } = useTranslation();
  const text = (value: string) => t(value, { defaultValue: value });
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { document, buyerType } = opening;
  const uploadedDocumentId = document.uploadedDocumentId ?? null;
  const references = useGetReferencesQuery(undefined, { skip: Boolean(opening.references) });
  const saved = useGetOnlineFormDataQuery({ uploadedDocumentId: uploadedDocumentId ?? '', buyerType, type: dataType }, { skip: !uploadedDocumentId });
  const [save] = useSaveOnlineFormDataMutation();
  const title = document.documentName;

  /** Saves; a refusal shows its message, and a 400's field errors are answered for the form to show under its fields. */
  const onSubmit = async (formData: FormData): Promise<FormErrors | undefined> => {
    const answer = await save({
      documentReferenceId: document.documentReferenceId,
      formData: formData as Record<string, unknown>,
      addressId: document.metadata?.shippingAddress?.addressId ?? null,
      buyerType,
    });
    if ('error' in answer) {
      const failure = answer.error;
      void message.error(
        isApiError(failure) ? resolveErrorMessage(failure, (key, defaultValue) => t(key, { defaultValue })) : text(OnboardingMessage.SOMETHING_WENT_WRONG),
      );
      return isApiError(failure) && failure.status === 400 ? formPathsOf(failure.errors) : undefined;
    }
    void message.success(text(OnboardingMessage.FORM_SUBMITTED));
    void navigate(onboardingRoutes.accountDetails);
    return undefined;
  };

  let body: ReactNode;
  const refused = uploadedDocumentId ? undefined : refusal?.(opening);
  if (refused) {
    body = <Alert type="warning" showIcon title={refused} />;
  } else if ((uploadedDocumentId && saved.isLoading) || (!opening.references && references.isLoading)) {
    body = (
      <Flex role="status" align="center" gap="small">
        <Spin aria-hidden /> {text(OnboardingMessage.LOADING)}
      </Flex>
    );
  } else if (uploadedDocumentId && saved.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={
          isApiError(saved.error)
            ? resolveErrorMessage(saved.error, (key, defaultValue) => t(key, { defaultValue }))
            : text(OnboardingMessage.SOMETHING_WENT_WRONG)
        }
      />
    );
  } else {
    // A submitted form (it has an uploadedDocumentId) is read-only (spec 03 §4).
    body = render({
      title,
      references: opening.references ?? references.data,
      submitted: saved.data?.formData as FormData | undefined,
      readOnly: Boolean(uploadedDocumentId),
      onSubmit,
    });
  }
  return (
    <Flex vertical gap="middle" style={{ minWidth: 0, maxWidth: 760 }}>
      <Link to={onboardingRoutes.accountDetails}>← {text('Account Details')}</Link>
      <Heading style={{ margin: 0, overflowWrap: 'anywhere' }}>{title}</Heading>
      {body}
    </Flex>
  );
}

/** /forms/eus and /forms/eus/v1. */
export function EusFormPage() {
  return <OnlineFormPage<EusFormData> render={(props) => <EusForm {...props} />} />;
}

/** The addendum needs the EUS signed first (spec 03 §4, §8). */
export function addendumRefusal({ document }: FormOpeningState): string | undefined {
  return document.eusSignedOnDate ? undefined : addendumBeforeEusMessage(document.eusDocumentName ?? 'Export End User Statement', document.documentName);
}

/** /forms/eus-addendum/v1. */
export function EusAddendumFormPage() {
  return <OnlineFormPage<AddendumFormData> refusal={addendumRefusal} render={(props) => <AddendumForm {...props} />} />;
}

/** /forms/international-shipping and /forms/international-shipping/v2. */
export function InternationalShippingFormPage() {
  return <OnlineFormPage<InternationalShippingFormData> dataType={INTERNATIONAL_SHIPPING_TYPE} render={(props) => <InternationalShippingForm {...props} />} />;
}
