import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Button, Progress, Upload, theme } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AccountDocument, UploadedDocument } from '@bp/api-contract';
import { OnboardingPaths } from '@bp/api-contract/constants';
import { documentUploadHeaders, onboardingApi, resolveErrorMessage, sendMultipart } from '@bp/data-access-api';
import { Dialog, useFeedback, useTranslation } from '@bp/ui-kit';
import { isAllowedDocumentName } from '@bp/util-validation';
import { ONBOARDING_TEXTS } from '../onboarding-texts';

export interface UploadDocumentDialogProps {
  document: AccountDocument | null;
  buyerType: string | null;
  onClose: () => void;
}

/**
 * Upload Missing Document (spec 03 §2 Dialogs, §5 Document upload): one file, of the allowed
 * types, sent over XHR for a real progress bar (fetch reports none); a rejected or expired
 * document's upload is replaced (uploadedDocumentId header).
 */
export function UploadDocumentDialog({ document, buyerType, onClose }: UploadDocumentDialogProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const text = (key: string) => t(key, { defaultValue: key });

  const close = () => {
    setFile(null);
    setRefusal(null);
    setPercent(null);
    onClose();
  };

  const onUpload = async () => {
    if (!document) return;
    if (!file) {
      setRefusal(text(ONBOARDING_TEXTS.documentRequired));
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    setRefusal(null);
    setPercent(0);
    const result = await sendMultipart<UploadedDocument>({
      url: `${OnboardingPaths.uploadDocument}/${encodeURIComponent(document.documentReferenceId)}`,
      body,
      headers: documentUploadHeaders(buyerType, document.uploadedDocumentId),
      onProgress: setPercent,
    });
    setPercent(null);
    if (!result.ok) {
      setRefusal(result.error ? resolveErrorMessage(result.error, (key, defaultValue) => t(key, { defaultValue })) : text(ONBOARDING_TEXTS.somethingWentWrong));
      return;
    }
    void message.success(text(ONBOARDING_TEXTS.documentAdded));
    dispatch(onboardingApi.util.invalidateTags(['AccountDocuments', 'AccountDetails']));
    close();
  };

  return (
    <Dialog
      open={document !== null}
      title={text(ONBOARDING_TEXTS.uploadMissingDocument)}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close} disabled={percent !== null}>
          {text(ONBOARDING_TEXTS.close)}
        </Button>,
        <Button key="upload" type="primary" onClick={() => void onUpload()} loading={percent !== null}>
          {text(ONBOARDING_TEXTS.save)}
        </Button>,
      ]}
    >
      {document ? <p style={{ fontWeight: token.fontWeightStrong }}>{t(document.documentName, { defaultValue: document.documentName })}</p> : null}
      {document?.documentInstructions ? <p>{t(document.documentInstructions, { defaultValue: document.documentInstructions })}</p> : null}
      <Upload.Dragger
        maxCount={1}
        multiple={false}
        fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          // One file per drop, of the allowed types; it is sent on UPLOAD, not on choosing.
          if (!isAllowedDocumentName(chosen.name)) {
            setFile(null);
            setRefusal(text(ONBOARDING_TEXTS.allowedTypes));
          } else {
            setFile(chosen);
            setRefusal(null);
          }
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => setFile(null)}
        aria-label={text(ONBOARDING_TEXTS.chooseFile)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p>{text(ONBOARDING_TEXTS.chooseFile)}</p>
        <p style={{ color: token.colorTextSecondary }}>{text(ONBOARDING_TEXTS.allowedTypes)}</p>
      </Upload.Dragger>
      {file ? <p aria-live="polite">{file.name}</p> : null}
      {percent !== null ? <Progress percent={percent} aria-label={text(ONBOARDING_TEXTS.upload)} /> : null}
      {refusal ? (
        <div role="alert" style={{ marginTop: token.marginSM, color: token.colorErrorTextActive }}>
          {refusal}
        </div>
      ) : null}
    </Dialog>
  );
}
