import { Button, Upload, theme } from 'antd';
import { Dialog } from './dialog';
import { useState } from 'react';
import { ProofOfExportText, type ProofOfExportDialogProps } from './proof-of-export-texts';
import { useTranslation } from './translation';
import { useFeedback } from './feedback/feedback';

// The Proof of Export upload dialog (spec 03 §2 Dialogs, §4 Proof of export; 01 §8 texts). The
// checkout page and the order page both open it, and feature libs may not import each other, so it
// lives here; the caller passes the upload (data-access's, with its refetch-and-retry on 401).
// Callers get it through proof-of-export-dialog-on-open.tsx, which loads it (and antd's Upload) when first opened.

export type { ProofOfExportDialogProps } from './proof-of-export-texts';

export function ProofOfExportDialog({ open, documents, upload, onClose, isAllowedFile = () => true, typesMessage }: ProofOfExportDialogProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const [files, setFiles] = useState<Record<string, File>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const text = (key: string) => t(key, { defaultValue: key });

  const close = () => {
    setFiles({});
    setRefusals({});
    setSummary(null);
    onClose();
  };

  const onSubmit = async () => {
    const chosen = documents.flatMap((document) => (files[document.documentId] ? [{ documentId: document.documentId, file: files[document.documentId] }] : []));
    if (chosen.length === 0) {
      setSummary(text(ProofOfExportText.atLeastOne));
      setRefusals(Object.fromEntries(documents.map((document) => [document.documentId, text(ProofOfExportText.documentRequired)])));
      return;
    }
    setSummary(null);
    setSending(true);
    const ok = await upload(chosen).catch(() => false);
    setSending(false);
    if (!ok) {
      void message.error(text(ProofOfExportText.failed));
      setSummary(text(ProofOfExportText.failed));
      return;
    }
    void message.success(text(ProofOfExportText.uploaded));
    close();
  };

  return (
    <Dialog
      open={open}
      title={text(ProofOfExportText.title)}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close} disabled={sending}>
          {text(ProofOfExportText.close)}
        </Button>,
        <Button key="submit" type="primary" loading={sending} onClick={() => void onSubmit()}>
          {text(ProofOfExportText.submit)}
        </Button>,
      ]}
    >
      {summary ? (
        <div role="alert" style={{ marginBottom: token.marginSM, color: token.colorErrorTextActive }}>
          {summary}
        </div>
      ) : null}
      {documents.map((document) => {
        const headingId = `poe-${document.documentId}`;
        const file = files[document.documentId];
        return (
          <section key={document.documentId} aria-labelledby={headingId} style={{ marginBottom: token.marginMD, overflowWrap: 'anywhere' }}>
            <h3 id={headingId} style={{ fontSize: token.fontSize, margin: 0 }}>
              {t(document.documentName, { defaultValue: document.documentName })}
            </h3>
            {document.documentDescription.length > 0 ? (
              <ul style={{ margin: `${token.marginXXS}px 0`, paddingInlineStart: token.paddingLG }}>
                {document.documentDescription.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
            <Upload
              maxCount={1}
              showUploadList={false}
              beforeUpload={(chosen) => {
                if (!isAllowedFile(chosen.name)) {
                  setRefusals((current) => ({ ...current, [document.documentId]: typesMessage ?? text(ProofOfExportText.documentRequired) }));
                } else {
                  setFiles((current) => ({ ...current, [document.documentId]: chosen }));
                  setRefusals((current) => {
                    const { [document.documentId]: _cleared, ...rest } = current;
                    return rest;
                  });
                  setSummary(null);
                }
                return Upload.LIST_IGNORE;
              }}
            >
              <Button aria-label={`${text(ProofOfExportText.choose)}: ${t(document.documentName, { defaultValue: document.documentName })}`}>
                {text(ProofOfExportText.choose)}
              </Button>
            </Upload>
            {file ? <div aria-live="polite">{file.name}</div> : null}
            {refusals[document.documentId] ? (
              <div role="alert" style={{ color: token.colorErrorTextActive }}>
                {refusals[document.documentId]}
              </div>
            ) : null}
          </section>
        );
      })}
    </Dialog>
  );
}
