import { Tag } from 'antd';

interface StatusDisplay {
  label: string;
  colorClass: string;
}

/**
 * A status code as the tenant's chip (order settings' statuses: label and colorClass, spec 03 §3).
 * colorClass names antd's preset tag colours (success, processing, warning, error, default); a
 * code the settings do not know shows as itself.
 */
export function StatusChip({ code, statuses }: { code: string; statuses: Record<string, StatusDisplay> | undefined }) {
  const display = statuses?.[code];
  return <Tag color={display?.colorClass ?? 'default'}>{display?.label ?? code}</Tag>;
}
