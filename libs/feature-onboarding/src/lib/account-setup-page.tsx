import { Alert, Button, Flex, Tag, theme } from 'antd';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { AccountSetup, AccountSetupRequest, References, SetupField, SetupMessage, SetupSection } from '@bp/api-contract';
import { AccountSetupAction, OnboardingStatus, SetupMessageDisplay, SetupMessageType, StepStatus } from '@bp/api-contract/constants';
import { isApiError, useAccountSetupActionMutation, useGetAccountSetupQuery, useGetReferencesQuery } from '@bp/data-access-api';
import { LoadingScreen, Panel, runWhenIdle, useFeedback, usePagePreload, usePageTitle, useTranslation } from '@bp/ui-kit';
import { Heading } from './components/heading';
import { ScrollToFirstError } from './components/scroll-to-first-error';
import { SetupFieldControl } from './components/setup-field-control';
import { ONBOARDING_TEXTS } from './onboarding-texts';
import { onboardingRoutes } from './routes';
import { answersOf, applyFieldChange, fieldsToSend, initialValuesOf, setupSchemaOf, shownFields, type SetupValues } from './setup-form-rules';

const SUBMITTED_STATUSES: readonly (string | null)[] = [OnboardingStatus.SUBMITTED_COMPLETE, OnboardingStatus.SUBMITTED_INCOMPLETE];

export const isSubmitted = (setup: Pick<AccountSetup, 'onboardingStatus'>) => SUBMITTED_STATUSES.includes(setup.onboardingStatus);

/**
 * /account-setup (spec 03 §2 Account setup page, §4 Onboarding, §5 Account-setup forms): the
 * sections the server defines, completed in order with NEXT, reopened with EDIT; SUBMIT FOR
 * REVIEW on the last section once it is the next step or the setup is ready to submit. A setup
 * already submitted goes to account details.
 */
export function AccountSetupPage() {
  const { t } = useTranslation();
  usePageTitle(t(ONBOARDING_TEXTS.accountSetup, { defaultValue: ONBOARDING_TEXTS.accountSetup }));
  const setup = useGetAccountSetupQuery();
  const references = useGetReferencesQuery();
  // Account details (where a submitted setup leads) is in another module: it downloads once this page is idle.
  const preloadPage = usePagePreload();
  useEffect(() => runWhenIdle(() => preloadPage(onboardingRoutes.accountDetails)), [preloadPage]);

  if (setup.error)
    return <Heading style={{ fontSize: 20 }}>{t(ONBOARDING_TEXTS.somethingWentWrong, { defaultValue: ONBOARDING_TEXTS.somethingWentWrong })}</Heading>;
  if (!setup.data) return <LoadingScreen label={t(ONBOARDING_TEXTS.loading, { defaultValue: ONBOARDING_TEXTS.loading })} />;
  if (isSubmitted(setup.data)) return <Navigate to={onboardingRoutes.accountDetails} replace />;
  return <AccountSetupSections setup={setup.data} references={references.data} />;
}

/** Snackbar messages of an answer; banner ones are returned for the page to show. */
function useSetupMessages() {
  const { message } = useFeedback();
  const { t } = useTranslation();
  return (messages: readonly SetupMessage[]): SetupMessage[] => {
    const banners: SetupMessage[] = [];
    for (const entry of messages) {
      const text = t(entry.messageLabel, { defaultValue: entry.messageLabel });
      if (entry.displayType !== SetupMessageDisplay.SNACKBAR) banners.push(entry);
      else if (entry.messageType === SetupMessageType.ERROR) void message.error(text);
      else if (entry.messageType === SetupMessageType.WARNING) void message.warning(text);
      else void message.success(text);
    }
    return banners;
  };
}

function AccountSetupSections({ setup, references }: { setup: AccountSetup; references: References | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const showMessages = useSetupMessages();
  const [send, { isLoading: busy }] = useAccountSetupActionMutation();
  const [banners, setBanners] = useState<SetupMessage[]>([]);
  const answers = useMemo(() => answersOf(setup.sections), [setup.sections]);
  const ready = setup.onboardingStatus === OnboardingStatus.READY_TO_SUBMIT;
  const lastSection = setup.sections.at(-1);

  /** Sends an action; answers the field errors of a refused step (400), or null. */
  const act = async (request: AccountSetupRequest): Promise<Record<string, string> | null> => {
    try {
      const answer = await send(request).unwrap();
      setBanners(showMessages(answer.messages));
      if (isSubmitted(answer)) void navigate(onboardingRoutes.accountDetails, { replace: true });
      return null;
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors.filter((entry) => entry.field) : [];
      if (isApiError(error) && error.status === 400 && fieldErrors.length > 0) {
        return Object.fromEntries(fieldErrors.map((entry) => [entry.field as string, t(entry.messageDescription, { defaultValue: entry.messageDescription })]));
      }
      // Spec 03 §8: 'Something went wrong' on an account-setup save failure.
      void message.error(t(ONBOARDING_TEXTS.somethingWentWrong, { defaultValue: ONBOARDING_TEXTS.somethingWentWrong }));
      return null;
    }
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
      <Heading style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
        {t(ONBOARDING_TEXTS.accountSetup, { defaultValue: ONBOARDING_TEXTS.accountSetup })}
      </Heading>
      {banners.map((banner) => (
        <Alert
          key={banner.messageLabel}
          type={banner.messageType === SetupMessageType.ERROR ? 'error' : banner.messageType === SetupMessageType.WARNING ? 'warning' : 'info'}
          showIcon
          title={t(banner.messageLabel, { defaultValue: banner.messageLabel })}
        />
      ))}
      {setup.sections.map((section) => (
        <SectionCard
          key={section.sectionId}
          section={section}
          setup={setup}
          answers={answers}
          references={references}
          isLast={section === lastSection}
          ready={ready}
          busy={busy}
          act={act}
        />
      ))}
    </Flex>
  );
}

interface SectionCardProps {
  section: SetupSection;
  setup: AccountSetup;
  answers: SetupValues;
  references: References | undefined;
  isLast: boolean;
  ready: boolean;
  busy: boolean;
  act: (request: AccountSetupRequest) => Promise<Record<string, string> | null>;
}

function SectionCard({ section, setup, answers, references, isLast, ready, busy, act }: SectionCardProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const isNext = setup.nextAction.sectionId === section.sectionId;
  const completed = section.steps.every((step) => step.status === StepStatus.COMPLETED);
  const headingId = `section-${section.sectionId}`;
  const title = t(section.sectionTitle, { defaultValue: section.sectionTitle });
  const statusText = completed ? ONBOARDING_TEXTS.completed : isNext ? ONBOARDING_TEXTS.inProgress : ONBOARDING_TEXTS.notStarted;

  // The last section is answered and submitted in one go: open once it is next, or when the setup is ready.
  const lastOpen = isLast && (isNext || ready);
  const openStep = !isLast && isNext ? section.steps.find((step) => step.stepId === setup.nextAction.stepId) : undefined;
  const canEdit = !isLast && section.steps.some((step) => step.status === StepStatus.COMPLETED);

  return (
    <Panel
      size="default"
      role="region"
      aria-labelledby={headingId}
      title={
        <Flex align="center" gap="small" wrap>
          <span id={headingId}>{title}</span>
          <Tag color={completed ? 'green' : isNext ? 'blue' : undefined}>{t(statusText, { defaultValue: statusText })}</Tag>
        </Flex>
      }
      extra={
        canEdit ? (
          <Button
            onClick={() => void act({ action: AccountSetupAction.EDIT, sectionId: section.sectionId })}
            disabled={busy}
            aria-label={`${t(ONBOARDING_TEXTS.edit, { defaultValue: ONBOARDING_TEXTS.edit })} ${title}`}
          >
            {t(ONBOARDING_TEXTS.edit, { defaultValue: ONBOARDING_TEXTS.edit })}
          </Button>
        ) : null
      }
      // A gap between the closed steps' summaries and the open step's first field.
      bodyStyle={{ padding: token.paddingMD, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: token.marginSM }}
    >
      {section.steps
        .filter((step) => step.status === StepStatus.COMPLETED && !lastOpen)
        .map((step, index) => (
          <ClosedStep
            key={step.stepId}
            separated={index > 0}
            fields={step.fields.filter((field) => step.closedLayout.includes(field.id))}
            references={references}
            answers={answers}
          />
        ))}
      {lastOpen ? (
        <StepForm
          key={`${section.sectionId}-submit`}
          fields={section.steps.flatMap((step) => step.fields)}
          answers={answers}
          references={references}
          busy={busy}
          submitLabel={ONBOARDING_TEXTS.submitForReview}
          submitEnabled={setup.nextAction.lastStep || ready}
          onSend={(fields) => act({ action: AccountSetupAction.SUBMIT, sectionId: section.sectionId, fields })}
        />
      ) : openStep ? (
        <StepForm
          key={`${section.sectionId}-${openStep.stepId}`}
          fields={openStep.fields}
          answers={answers}
          references={references}
          busy={busy}
          submitLabel={ONBOARDING_TEXTS.next}
          submitEnabled
          onSend={(fields) => act({ action: AccountSetupAction.NEXT, sectionId: section.sectionId, stepId: openStep.stepId, fields })}
        />
      ) : null}
    </Panel>
  );
}

/** What a completed step shows: its closedLayout fields' answers (option labels for choices). */
function ClosedStep({
  fields,
  references,
  answers,
  separated,
}: {
  fields: SetupField[];
  references: References | undefined;
  answers: SetupValues;
  separated: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const shown = fields.filter((field) => (field.value ?? '') !== '');
  if (shown.length === 0) return null;
  // Steps carry no title of their own: a rule between two closed steps (billing, then shipping)
  // keeps their identical labels from reading as one list.
  const rule = separated ? { borderTop: `1px solid ${token.colorSplit}`, paddingTop: token.paddingSM } : {};
  return (
    <dl
      style={{
        margin: 0,
        ...rule,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
        columnGap: 12,
        rowGap: 4,
        overflowWrap: 'anywhere',
      }}
    >
      {shown.map((field) => {
        const value = field.value ?? '';
        const choice = (
          field.optionRef === 'COUNTRIES'
            ? references?.countries
            : field.optionRef === 'STATES'
              ? references?.states[answers[field.dependsOn ?? ''] ?? '']
              : field.options
        )?.find((option) => option.id === value);
        return (
          <div key={field.id} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{t(field.label, { defaultValue: field.label })}</dt>
            <dd style={{ margin: 0 }}>{choice ? t(choice.option, { defaultValue: choice.option }) : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

interface StepFormProps {
  fields: SetupField[];
  answers: SetupValues;
  references: References | undefined;
  busy: boolean;
  submitLabel: string;
  submitEnabled: boolean;
  onSend: (fields: Array<{ id: string; value: string }>) => Promise<Record<string, string> | null>;
}

/**
 * One open step (or the whole last section) as a Formik form: checked with the shared rules on
 * NEXT / SUBMIT (yup), then by the server, whose field errors land under the same fields; either
 * way the page scrolls to the first error. A change clears the field's error and its dependants'
 * (spec 03 §5), CANCEL puts the saved answers back.
 */
function StepForm({ fields, answers, references, busy, submitLabel, submitEnabled, onSend }: StepFormProps) {
  const { t } = useTranslation();
  const initialValues = useMemo(() => initialValuesOf(fields), [fields]);
  const schema = useMemo(() => setupSchemaOf(fields, answers, references), [fields, answers, references]);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (values: SetupValues, helpers: FormikHelpers<SetupValues>) => {
    const refused = await onSend(fieldsToSend(fields, values, answers));
    if (refused) helpers.setErrors(refused);
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} validateOnChange={false} validateOnBlur={false} onSubmit={onSubmit}>
      {(form) => {
        const current = { ...answers, ...form.values };
        const onFieldChange = (field: SetupField, value: string) => {
          const change = applyFieldChange(fields, form.values, answers, field, value);
          const errors = { ...form.errors };
          for (const id of change.clearedErrors) delete errors[id];
          void form.setValues(change.values, false);
          form.setErrors(errors);
        };
        return (
          <Form noValidate ref={formRef}>
            <ScrollToFirstError formRef={formRef} />
            {shownFields(fields, current).map((field) => (
              <SetupFieldControl
                key={field.id}
                field={field}
                value={form.values[field.id] ?? ''}
                answers={current}
                references={references}
                error={form.errors[field.id]}
                disabled={busy}
                onChange={(value) => onFieldChange(field, value)}
              />
            ))}
            <Flex gap="small" wrap justify="flex-end">
              <Button htmlType="button" disabled={busy || !form.dirty} onClick={() => form.resetForm()}>
                {t(ONBOARDING_TEXTS.cancel, { defaultValue: ONBOARDING_TEXTS.cancel })}
              </Button>
              <Button type="primary" htmlType="submit" loading={form.isSubmitting} disabled={busy || !submitEnabled}>
                {t(submitLabel, { defaultValue: submitLabel })}
              </Button>
            </Flex>
          </Form>
        );
      }}
    </Formik>
  );
}
