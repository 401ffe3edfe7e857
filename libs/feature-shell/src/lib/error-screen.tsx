import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Flex, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { ApiError } from '@bp/data-access-api';
import { StatusScreen, useBranding, useFeedback, useTranslation } from '@bp/ui-kit';
import { ErrorDetails } from './error-details';
import { useShellText } from './use-shell-text';

/**
 * The moment of the failure in the spec's 'MMM dd, yyyy, hh:mm am/pm' plus zone format, through
 * util-format. Loaded on demand: moment-timezone would add about 35 KB gzip to every first visit
 * for a screen few buyers see. Until it arrives, or when it cannot (the network is down), the
 * report carries the unambiguous UTC time.
 */
function useFailureTime(occurredAt: Date): string {
  const [formatted, setFormatted] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    import('@bp/util-format').then(({ formatDateTimeWithZone }) => current && setFormatted(formatDateTimeWithZone(occurredAt))).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [occurredAt]);
  return formatted ?? occurredAt.toISOString();
}

export interface ErrorScreenProps {
  error: ApiError;
  /** Where 'Return to sign in' goes; a full page load also drops whatever state failed. */
  signInPath?: string;
}

/**
 * Spec 01 §2 error screen: what happened, when and where, in a form a buyer can copy or e-mail to
 * the tenant's support address.
 */
export function ErrorScreen({ error, signInPath = '/' }: ErrorScreenProps) {
  const t = useShellText();
  const { t: translate } = useTranslation();
  const { clientSupportEmail, siteTitle } = useBranding();
  const { message } = useFeedback();
  const { token } = theme.useToken();
  // The moment the screen appeared is the moment of the failure, as far as the buyer can tell.
  const [occurredAt] = useState(() => new Date());
  const time = useFailureTime(occurredAt);

  const details = useMemo(
    () => [
      { label: t('Time'), value: time },
      { label: t('Error code'), value: String(error.status) },
      { label: t('Domain'), value: window.location.hostname },
      { label: t('Page'), value: window.location.pathname },
      { label: t('Trace ID'), value: error.traceId },
    ],
    [t, time, error.status, error.traceId],
  );
  const title = t('Sorry, we ran into an issue');
  // Spec 01 §8: the tenant's text for the message code when it has one, else the server's message.
  const explanation = translate(error.messageCode, { defaultValue: error.message });
  const report = [title, explanation, ...details.map(({ label, value }) => `${label}: ${value}`)].join('\n');
  const mailto = `mailto:${clientSupportEmail}?${new URLSearchParams({ subject: [siteTitle, title].filter(Boolean).join(': '), body: report })
    .toString()
    .replace(/\+/g, '%20')}`;

  const copyReport = async () => {
    try {
      await navigator.clipboard.writeText(report);
      void message.success(t('Copied to clipboard'));
    } catch {
      void message.error(t('Could not copy to the clipboard'));
    }
  };

  return (
    <StatusScreen icon={<CloseCircleFilled style={{ color: token.colorError }} />} title={title} description={explanation}>
      <Flex vertical gap="large">
        <ErrorDetails details={details} />
        <Flex wrap gap="small" justify="center">
          <Button icon={<CopyOutlined />} onClick={() => void copyReport()}>
            {t('Copy to clipboard')}
          </Button>
          {clientSupportEmail ? (
            <Button icon={<MailOutlined />} href={mailto}>
              {t('E-mail support')}
            </Button>
          ) : null}
          <Button type="primary" onClick={() => window.location.assign(signInPath)}>
            {t('Return to sign in')}
          </Button>
        </Flex>
      </Flex>
    </StatusScreen>
  );
}
