import { lazyWithPreload, MountOnFirstOpen } from '@bp/ui-kit';
import type { UploadDocumentDialogProps } from './upload-document-dialog';

const LoadedUploadDocumentDialog = lazyWithPreload(() => import('./upload-document-dialog').then((module) => module.UploadDocumentDialog));

/**
 * The Upload Missing Document dialog, downloaded (with antd's Modal, Upload and Progress) the first
 * time it opens rather than with account details. Once opened it stays mounted, so
 * closing animates.
 */
export function UploadDocumentDialogOnOpen(props: UploadDocumentDialogProps) {
  return (
    <MountOnFirstOpen open={props.document !== null}>
      <LoadedUploadDocumentDialog {...props} />
    </MountOnFirstOpen>
  );
}

/** Fetches the dialog's code ahead (account details does when idle, if a document can be uploaded). */
export function preloadUploadDocumentDialog(): void {
  LoadedUploadDocumentDialog.preload();
}
