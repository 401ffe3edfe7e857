import { lazy, Suspense, useState } from 'react';
import type { ProofOfExportDialogProps } from './proof-of-export-texts';

const LoadedProofOfExportDialog = lazy(async () => ({ default: (await import('./proof-of-export-dialog')).ProofOfExportDialog }));

/**
 * The Proof of Export dialog, downloaded (with antd's Upload and Progress) the first time it opens
 * rather than with the checkout page (issue 12). Once opened it stays mounted, so closing animates.
 */
export function ProofOfExportDialog(props: ProofOfExportDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedProofOfExportDialog {...props} />
    </Suspense>
  );
}
