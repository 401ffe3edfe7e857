import { Button, Spin, theme } from 'antd';
import { RETURN_MAX_EVIDENCE_FILES } from '@bp/api-contract/constants';
import { TAP_TARGET_CLASS } from '@bp/ui-kit';
import type { EvidenceEntry } from '../hooks/use-evidence-uploads';
import { EVIDENCE_ACCEPT } from '../return-rules';
import { useReturnsText } from '../returns-texts';

export interface EvidenceUploadProps {
  entries: readonly EvidenceEntry[];
  refusal: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
}

/** Photos or PDFs for the claim: a native file input (antd's Upload would bring rc-upload), each file listed with its state. */
export function EvidenceUpload({ entries, refusal, onAdd, onRemove }: EvidenceUploadProps) {
  const t = useReturnsText();
  const { token } = theme.useToken();
  return (
    <section style={{ display: 'grid', gap: 8 }}>
      <label
        className={TAP_TARGET_CLASS}
        style={{
          position: 'relative',
          display: 'inline-flex',
          alignItems: 'center',
          justifySelf: 'start',
          minHeight: token.controlHeight,
          paddingInline: token.paddingContentHorizontal,
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          cursor: 'pointer',
        }}
      >
        {t('evidenceLabel')}
        <input
          type="file"
          multiple
          accept={EVIDENCE_ACCEPT}
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            // The same file may be chosen again after a remove.
            event.target.value = '';
          }}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
      </label>
      <span style={{ color: token.colorTextSecondary }}>{t('evidenceHint', { n: RETURN_MAX_EVIDENCE_FILES })}</span>
      {entries.length > 0 && (
        <ul aria-label={t('evidence')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          {entries.map((entry) => (
            <li key={entry.key} aria-label={entry.name} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              {entry.fileId === null && entry.error === null && <Spin size="small" aria-label={t('uploading', { name: entry.name })} />}
              <span style={{ overflowWrap: 'anywhere' }}>{entry.name}</span>
              {entry.error && (
                <span role="alert" style={{ color: token.colorErrorText }}>
                  {entry.error}
                </span>
              )}
              <Button type="text" onClick={() => onRemove(entry.key)} aria-label={t('removeFile', { name: entry.name })}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert" style={{ margin: 0, color: token.colorErrorText }}>
          {refusal}
        </p>
      )}
    </section>
  );
}
