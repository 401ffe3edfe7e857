import { lazy, Suspense, useState } from 'react';
import type { UploadDocumentDialogProps } from './upload-document-dialog';

let loading: Promise<typeof import('./upload-document-dialog')> | undefined;
/** One download of the dialog's module; a failed one (offline a moment) is asked again by the next call. */
function loadDialog() {
  loading ??= import('./upload-document-dialog').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const LoadedUploadDocumentDialog = lazy(async () => ({ default: (await loadDialog()).UploadDocumentDialog }));

/**
 * The Upload Missing Document dialog, downloaded (with antd's Modal, Upload and Progress) the first
 * time it opens rather than with account details (issue 12). Once opened it stays mounted, so
 * closing animates.
 */
export function UploadDocumentDialogOnOpen(props: UploadDocumentDialogProps) {
  const [opened, setOpened] = useState(props.document !== null);
  if (props.document !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedUploadDocumentDialog {...props} />
    </Suspense>
  );
}

/** Fetches the dialog's code ahead (account details does when idle, if a document can be uploaded). */
export function preloadUploadDocumentDialog(): void {
  loadDialog().catch(() => undefined);
}
