import { useEffect, useState } from 'react';
import { LOADING_BAR_REFRESH_MS } from '../stock-texts';

// The bar grows by transform, not width: a transform animates on the compositor, while an
// animated width lays out and repaints the page every frame of every change's loading time.
function RunningBar({ label }: { label: string }) {
  const [percent, setPercent] = useState(10);
  useEffect(() => {
    const timer = setInterval(() => setPercent((current) => Math.min(90, current + Math.max(1, Math.round((90 - current) / 4)))), LOADING_BAR_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={{ height: 4, background: '#f0f0f0', overflow: 'hidden' }}
    >
      <div
        style={{
          width: '100%',
          height: '100%',
          background: 'var(--ant-color-primary, #1677ff)',
          transform: `scaleX(${percent / 100})`,
          transformOrigin: 'left',
          transition: `transform ${LOADING_BAR_REFRESH_MS}ms linear`,
        }}
      />
    </div>
  );
}

/**
 * The stock list's progress bar (spec 01 §4: "The loading bar refreshes every 500 ms"): while
 * active it advances every 500 ms towards 90 %, never claiming completion before the answer.
 */
export function LoadingBar({ active, label }: { active: boolean; label: string }) {
  return active ? <RunningBar label={label} /> : <div style={{ height: 4 }} aria-hidden="true" />;
}
