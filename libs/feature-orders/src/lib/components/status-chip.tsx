import { Tag, theme } from 'antd';

interface StatusDisplay {
  label: string;
  colorClass: string;
}

/**
 * A status code as the tenant's chip (order settings' statuses: label and colorClass, spec 03 §3).
 * colorClass names antd's preset tag colours (success, processing, warning, error, default); a
 * code the settings do not know shows as itself. The text is the body colour: antd's status
 * colours on their own light backgrounds are below WCAG AA (warning 1.8:1, success 2.4:1); the
 * background and border still carry the status colour.
 */
export function StatusChip({ code, statuses }: { code: string; statuses: Record<string, StatusDisplay> | undefined }) {
  const { token } = theme.useToken();
  const display = statuses?.[code];
  return (
    <Tag color={display?.colorClass ?? 'default'} style={{ color: token.colorText }}>
      {display?.label ?? code}
    </Tag>
  );
}
