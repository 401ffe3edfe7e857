import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Button } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { ImportResult } from '@bp/api-contract';
import { IMPORT_COLUMNS } from '@bp/api-contract/constants';
import { useUploadOfferImportMutation } from '@bp/data-access-api';
import { useTranslation } from '@bp/ui-kit';
import { LoadingBar } from '../components/loading-bar';
import { StockModal } from '../dialogs/stock-modal';
import { offerFailureText } from '../offers/offer-save';
import { IMPORT_ACCEPT, importFilesProblem, importMimeType } from './import-file-rules';

export interface ImportOffersDialogProps {
  t: (text: string) => string;
  onClose: () => void;
  /** The server's review of the uploaded file (spec 01 §2 Review Import). */
  onImported: (result: ImportResult) => void;
}

/** Shown while the file travels and the server reads it. */
export const IMPORT_UPLOADING_LABEL = 'Uploading the import file';

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Import Offers (spec 01 §2, §5, §8): one .xlsx/.xls file, chosen or dropped; without a file the
 * dialog says 'Please upload the file to have a successful import'. While uploading a progress bar
 * runs; a refused upload shows the server's message in a dismissible alert and keeps the file
 * chosen so the buyer can try again.
 */
export function ImportOffersDialog({ t, onClose, onImported }: ImportOffersDialogProps) {
  const { t: translate } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [upload, uploadState] = useUploadOfferImportMutation();
  const uploading = uploadState.isLoading;
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();

  const choose = (files: readonly File[]) => {
    setServerError(null);
    // No file chosen (the picker was cancelled) keeps the previous choice.
    if (files.length === 0) return;
    const chosenProblem = importFilesProblem(files);
    setProblem(chosenProblem);
    setFile(chosenProblem ? null : (files[0] ?? null));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) choose(Array.from(event.dataTransfer.files));
  };

  const submit = async () => {
    const submitProblem = importFilesProblem(file ? [file] : []);
    setProblem(submitProblem);
    setServerError(null);
    if (submitProblem || !file) return;
    try {
      const typed = new Blob([file], { type: importMimeType(file.name) });
      onImported(await upload({ file: typed, fileName: file.name }).unwrap());
    } catch (error) {
      // Spec 01 §8 Stock area: the upload failure's message goes in an alert inside the dialog.
      console.error('Uploading the offer import failed', error);
      setServerError(offerFailureText(error, (key, defaultValue) => translate(key, { defaultValue })));
    }
  };

  return (
    <StockModal
      open
      title={t('Import Offers')}
      onCancel={onClose}
      mask={{ closable: !uploading }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={uploading}>
          {t('Cancel')}
        </Button>,
        <Button key="upload" type="primary" icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => void submit()}>
          {t('Upload')}
        </Button>,
      ]}
    >
      <p id={hintId} style={{ marginTop: 0 }}>
        {t('Upload one Excel file (.xlsx or .xls) with the columns')} {IMPORT_COLUMNS.map((column) => `'${t(column)}'`).join(', ')}.{' '}
        {t('You will review every row before anything changes in your cart.')}
      </p>
      <div
        data-testid="import-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          border: `1px dashed ${dragging ? 'var(--ant-color-primary, #1677ff)' : '#d9d9d9'}`,
          borderRadius: 8,
          padding: 16,
          textAlign: 'center',
          background: dragging ? '#f0f7ff' : '#fafafa',
        }}
      >
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: 8 }}>
          {t('Offer file')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMPORT_ACCEPT}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={problem ? true : undefined}
          disabled={uploading}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            // The same file can be chosen again after a failed upload.
            event.target.value = '';
          }}
        />
        <Button icon={<FileExcelOutlined aria-hidden />} disabled={uploading} onClick={() => inputRef.current?.click()}>
          {t('Choose file')}
        </Button>
        <div style={{ color: '#666', marginTop: 8 }}>{t('or drop it here')}</div>
      </div>
      {file && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }} aria-label={t('Chosen file')} role="group">
          <FileExcelOutlined aria-hidden />
          <span>
            {file.name} ({fileSize(file.size)})
          </span>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${t('Remove')} ${file.name}`}
            disabled={uploading}
            onClick={() => setFile(null)}
          />
        </div>
      )}
      {problem && <Alert id={problemId} type="warning" showIcon title={t(problem)} style={{ marginTop: 12 }} />}
      {uploading && (
        <div style={{ marginTop: 12 }}>
          <div style={{ marginBottom: 4 }}>{t(IMPORT_UPLOADING_LABEL)}…</div>
          <LoadingBar active label={t(IMPORT_UPLOADING_LABEL)} />
        </div>
      )}
      {serverError && (
        <Alert
          type="error"
          showIcon
          title={serverError}
          closable={{ onClose: () => setServerError(null), 'aria-label': t('Dismiss') }}
          style={{ marginTop: 12 }}
        />
      )}
    </StockModal>
  );
}
