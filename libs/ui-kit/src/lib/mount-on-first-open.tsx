import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `open` is true on, inside a Suspense boundary that shows
 * nothing until their code is in: for a dialog or drawer downloaded on its first opening.
 * Once opened it stays mounted, so closing animates.
 */
export function MountOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
