import { formatPlainDate } from '@bp/util-format';
import { Alert, Button, Flex, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccountDetails, AccountDocument, BuyerType, OnboardingSettings } from '@bp/api-contract';
import { DocumentType } from '@bp/api-contract/constants';
import { useGetAccountDetailsQuery, useGetAccountDocumentsQuery, useGetDownloadLinkMutation, useGetOnboardingSettingsQuery } from '@bp/data-access-api';
import { DataTable, LoadingScreen, runWhenIdle, useFeedback, useNarrowScreen, usePageTitle, useTranslation, type DataTableColumn } from '@bp/ui-kit';
import { DocumentStatusChip } from './components/document-status-chip';
import { Heading } from './components/heading';
import { PlainCard } from './components/plain-card';
import { preloadUploadDocumentDialog, UploadDocumentDialogOnOpen } from './components/upload-document-dialog-on-open';
import { documentFormState, formPathOf } from './document-navigation';
import { canUpload } from './document-rules';
import { ONBOARDING_TEXTS } from './onboarding-texts';

const UNVERIFIED_PROSPECT: BuyerType = 'UNVERIFIED_PROSPECT';

/**
 * Spec 03 §7: the download link opens in a new tab. The link arrives after an await, and a window
 * opened then is blocked: the tab opens inside the click and goes to the link once it is known.
 */
function openDownloadTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  // The file's page gets no handle on the portal.
  if (tab) tab.opener = null;
  return tab;
}

/** Saves the signed link's file in this tab, when the browser refused the new one. */
function saveFromLink(url: string): void {
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  window.document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * /account-details (spec 03 §2 Account details screen): the account with its aggregate document
 * status, the sales rep's contacts, the notices of the buyer type's onboarding settings, and the
 * documents with download, upload and the online forms.
 */
export function AccountDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t(ONBOARDING_TEXTS.accountDetails, { defaultValue: ONBOARDING_TEXTS.accountDetails }));
  const account = useGetAccountDetailsQuery();
  const settings = useGetOnboardingSettingsQuery();
  const documents = useGetAccountDocumentsQuery(account.data ? { buyerType: account.data.buyerType } : undefined, { skip: !account.data });

  if (account.error || documents.error) {
    return <Heading style={{ fontSize: 20 }}>{t(ONBOARDING_TEXTS.somethingWentWrong, { defaultValue: ONBOARDING_TEXTS.somethingWentWrong })}</Heading>;
  }
  if (!account.data || !documents.data) return <LoadingScreen label={t(ONBOARDING_TEXTS.loading, { defaultValue: ONBOARDING_TEXTS.loading })} />;
  return <AccountDetailsView account={account.data} settings={settings.data} documents={documents.data.documents} />;
}

function Notice({ notice, type }: { notice: { title: string; content: string } | null | undefined; type: 'info' | 'warning' }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Alert type={type} showIcon title={t(notice.title, { defaultValue: notice.title })} description={t(notice.content, { defaultValue: notice.content })} />
  );
}

function AccountDetailsView({
  account,
  settings,
  documents,
}: {
  account: AccountDetails;
  settings: OnboardingSettings | undefined;
  documents: AccountDocument[];
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [uploading, setUploading] = useState<AccountDocument | null>(null);
  const hasUpload = documents.some((document) => document.documentType === DocumentType.UPLOAD && canUpload(document.documentStatus));
  // The upload dialog is downloaded apart from this page (the route's JS budget): ahead, once the page is idle, when a document can be uploaded.
  useEffect(() => (hasUpload ? runWhenIdle(preloadUploadDocumentDialog) : undefined), [hasUpload]);
  const text = (key: string) => t(key, { defaultValue: key });
  const unverified = account.buyerType === UNVERIFIED_PROSPECT;
  const contacts: Array<[string, string | null]> = [
    [ONBOARDING_TEXTS.customerId, account.customerId],
    [ONBOARDING_TEXTS.salesRep, account.salesRepName],
    [ONBOARDING_TEXTS.phone, account.phone],
    [ONBOARDING_TEXTS.email, account.email],
    [ONBOARDING_TEXTS.whatsapp, account.whatsapp],
  ];

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1100, margin: '0 auto', width: '100%', minWidth: 0 }}>
      <Flex align="center" gap="small" wrap>
        <Heading style={{ fontSize: token.fontSizeHeading3, margin: 0, overflowWrap: 'anywhere' }}>{account.businessName}</Heading>
        {account.documentStatus ? <DocumentStatusChip status={account.documentStatus} /> : null}
      </Flex>
      <dl
        aria-label={text(ONBOARDING_TEXTS.accountDetails)}
        style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 12, rowGap: 4, overflowWrap: 'anywhere' }}
      >
        {contacts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: token.fontWeightStrong }}>{text(label)}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
      </dl>
      {unverified ? <Notice notice={settings?.whatHappensNext} type="info" /> : null}
      <Heading level={2} style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>
        {text(ONBOARDING_TEXTS.documents)}
      </Heading>
      <DocumentsList account={account} documents={documents} onUpload={setUploading} />
      <Notice notice={settings?.needHelp} type="info" />
      <UploadDocumentDialogOnOpen document={uploading} buyerType={account.buyerType} onClose={() => setUploading(null)} />
    </Flex>
  );
}

interface DocumentsListProps {
  account: AccountDetails;
  documents: AccountDocument[];
  onUpload: (document: AccountDocument) => void;
}

function DocumentActions({
  account,
  document,
  onUpload,
}: {
  account: AccountDetails;
  document: AccountDocument;
  onUpload: (document: AccountDocument) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [getLink, { isLoading }] = useGetDownloadLinkMutation();
  const text = (key: string) => t(key, { defaultValue: key });
  const name = t(document.documentName, { defaultValue: document.documentName });
  const formPath = document.documentType === DocumentType.ONLINE_FORM ? formPathOf(document) : undefined;

  const onDownload = async () => {
    if (!document.uploadedDocumentId) return;
    const tab = openDownloadTab();
    try {
      const link = await getLink({ uploadedDocumentId: document.uploadedDocumentId, buyerType: account.buyerType }).unwrap();
      if (tab) tab.location.href = new URL(link.url, window.location.href).href;
      else saveFromLink(link.url);
      void message.success(text(ONBOARDING_TEXTS.documentDownloaded));
    } catch {
      tab?.close();
      void message.error(text(ONBOARDING_TEXTS.somethingWentWrong));
    }
  };

  return (
    <Flex gap="small" wrap>
      {document.uploadedDocumentId ? (
        <Button onClick={() => void onDownload()} loading={isLoading} aria-label={`${text(ONBOARDING_TEXTS.download)} ${name}`}>
          {text(ONBOARDING_TEXTS.download)}
        </Button>
      ) : null}
      {formPath ? (
        <Link
          to={formPath}
          state={documentFormState(document, account.businessName, account.buyerType)}
          aria-label={`${text(document.uploadedDocumentId ? ONBOARDING_TEXTS.viewForm : ONBOARDING_TEXTS.openForm)} ${name}`}
        >
          <Button tabIndex={-1}>{text(document.uploadedDocumentId ? ONBOARDING_TEXTS.viewForm : ONBOARDING_TEXTS.openForm)}</Button>
        </Link>
      ) : document.documentType === DocumentType.UPLOAD && canUpload(document.documentStatus) ? (
        <Button type="primary" onClick={() => onUpload(document)} aria-label={`${text(ONBOARDING_TEXTS.upload)} ${name}`}>
          {text(ONBOARDING_TEXTS.upload)}
        </Button>
      ) : null}
    </Flex>
  );
}

function DocumentTitle({ document }: { document: AccountDocument }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      <div style={{ fontWeight: token.fontWeightStrong }}>{t(document.documentName, { defaultValue: document.documentName })}</div>
      <div style={{ color: token.colorTextSecondary }}>{t(document.documentDescription, { defaultValue: document.documentDescription })}</div>
      {document.rejectionReason ? (
        <div style={{ color: token.colorErrorTextActive }}>
          {t(ONBOARDING_TEXTS.rejectedBecause, { defaultValue: ONBOARDING_TEXTS.rejectedBecause })} {document.rejectionReason}
        </div>
      ) : null}
    </div>
  );
}

const dateOf = (value: string | null) => (value ? formatPlainDate(value, 'LONG_DATE') : '');

const documentKey = (document: AccountDocument) => document.id;

/**
 * A table on wide screens (ui-kit's native DataTable: antd's Table would add about 40 KB gzip to
 * the route); one card per document on a phone (no horizontal scroll at 390 px).
 */
function DocumentsList({ account, documents, onUpload }: DocumentsListProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const text = (key: string) => t(key, { defaultValue: key });
  const columns = useMemo<DataTableColumn<AccountDocument>[]>(() => {
    const title = (key: string) => t(key, { defaultValue: key });
    return [
      { key: 'document', title: title(ONBOARDING_TEXTS.document), render: (document) => <DocumentTitle document={document} /> },
      { key: 'status', title: title(ONBOARDING_TEXTS.status), render: (document) => <DocumentStatusChip status={document.documentStatus} /> },
      { key: 'uploaded', title: title(ONBOARDING_TEXTS.uploaded), render: (document) => dateOf(document.uploadedDate) },
      { key: 'expires', title: title(ONBOARDING_TEXTS.expires), render: (document) => dateOf(document.expiryDate) },
      {
        key: 'actions',
        title: title(ONBOARDING_TEXTS.actions),
        render: (document) => <DocumentActions account={account} document={document} onUpload={onUpload} />,
      },
    ];
  }, [t, account, onUpload]);

  if (narrow) {
    return (
      <Flex vertical gap="small" role="list" aria-label={text(ONBOARDING_TEXTS.documents)}>
        {documents.map((document) => (
          <PlainCard key={document.id} role="listitem">
            <Flex vertical gap="small">
              <Flex justify="space-between" align="start" gap="small">
                <DocumentTitle document={document} />
                <DocumentStatusChip status={document.documentStatus} />
              </Flex>
              {document.uploadedDate ? (
                <span>
                  {text(ONBOARDING_TEXTS.uploaded)}: {dateOf(document.uploadedDate)}
                </span>
              ) : null}
              {document.expiryDate ? (
                <span>
                  {text(ONBOARDING_TEXTS.expires)}: {dateOf(document.expiryDate)}
                </span>
              ) : null}
              <DocumentActions account={account} document={document} onUpload={onUpload} />
            </Flex>
          </PlainCard>
        ))}
      </Flex>
    );
  }

  return (
    <DataTable<AccountDocument>
      aria-label={text(ONBOARDING_TEXTS.documents)}
      rowKey={documentKey}
      columns={columns}
      rows={documents}
      emptyText={text(ONBOARDING_TEXTS.noDocuments)}
    />
  );
}
