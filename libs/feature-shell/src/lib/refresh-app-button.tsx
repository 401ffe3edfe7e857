import { Button } from 'antd';

/** REFRESH APP of the new-app-version notice: a reload fetches the new portal. */
export function RefreshAppButton({ label }: { label: string }) {
  return (
    <Button type="primary" onClick={() => window.location.reload()}>
      {label}
    </Button>
  );
}
