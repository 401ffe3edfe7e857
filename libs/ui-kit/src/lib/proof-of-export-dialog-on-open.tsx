import { lazy } from 'react';
import { MountOnFirstOpen } from './mount-on-first-open';
import type { ProofOfExportDialogProps } from './proof-of-export-texts';

const LoadedProofOfExportDialog = lazy(async () => ({ default: (await import('./proof-of-export-dialog')).ProofOfExportDialog }));

/**
 * The Proof of Export dialog, downloaded (with antd's Upload and Progress) the first time it opens
 * rather than with the checkout page. Once opened it stays mounted, so closing animates.
 */
export function ProofOfExportDialog(props: ProofOfExportDialogProps) {
  return (
    <MountOnFirstOpen open={props.open}>
      <LoadedProofOfExportDialog {...props} />
    </MountOnFirstOpen>
  );
}
