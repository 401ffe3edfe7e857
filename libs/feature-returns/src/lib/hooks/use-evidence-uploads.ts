import { useCallback, useRef, useState } from 'react';
import { RETURN_MAX_EVIDENCE_FILES } from '@bp/api-contract/constants';
import { isApiError, useUploadReturnEvidenceMutation } from '@bp/data-access-api';
import { isEvidenceFile } from '../return-rules';
import { type ReturnsText } from '../returns-texts';

export interface EvidenceEntry {
  key: number;
  name: string;
  /** Set once uploaded. */
  fileId: string | null;
  /** The server's refusal, or the file's problem. */
  error: string | null;
}

/** Evidence files, each uploaded as soon as chosen; the claim sends the ids of those uploaded. */
export function useEvidenceUploads(t: ReturnsText) {
  const [entries, setEntries] = useState<EvidenceEntry[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [upload] = useUploadReturnEvidenceMutation();
  const nextKey = useRef(0);

  const add = useCallback(
    (files: readonly File[]) => {
      setRefusal(null);
      const kept = entries.filter((entry) => entry.error === null);
      const room = RETURN_MAX_EVIDENCE_FILES - kept.length;
      if (files.length > room) setRefusal(t('tooManyFiles', { n: RETURN_MAX_EVIDENCE_FILES }));
      const added = files.slice(0, Math.max(0, room)).map((file) => ({
        file,
        entry: {
          key: nextKey.current++,
          name: file.name,
          fileId: null,
          error: isEvidenceFile(file) ? null : t('wrongFileType', { name: file.name }),
        } as EvidenceEntry,
      }));
      setEntries([...kept, ...added.map(({ entry }) => entry)]);
      for (const { file, entry } of added) {
        if (entry.error) continue;
        void upload(file)
          .unwrap()
          .then(
            (answer) => ({ fileId: answer.fileId, error: null }),
            (error: unknown) => ({ fileId: null, error: t('uploadFailed', { name: file.name, message: isApiError(error) ? error.message : '' }) }),
          )
          .then((outcome) => setEntries((current) => current.map((candidate) => (candidate.key === entry.key ? { ...candidate, ...outcome } : candidate))));
      }
    },
    [entries, t, upload],
  );
  const remove = useCallback((key: number) => setEntries((current) => current.filter((entry) => entry.key !== key)), []);

  return {
    entries,
    refusal,
    add,
    remove,
    uploading: entries.some((entry) => entry.fileId === null && entry.error === null),
    fileIds: entries.flatMap((entry) => (entry.fileId ? [entry.fileId] : [])),
  };
}
