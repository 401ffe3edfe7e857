import { memo } from 'react';
import { Tag, theme } from 'antd';

interface StatusDisplay {
  label: string;
  colorClass: string;
}

interface StatusChipProps {
  code: string;
  statuses: Record<string, StatusDisplay> | undefined;
}

/**
 * StatusChip with the text colour given: a list of many chips reads the theme once instead of
 * once per chip (antd's useToken is among the costliest parts of a chip; tools/bench/orders.mjs).
 */
export const StatusTag = memo(function StatusTag({ code, statuses, textColor }: StatusChipProps & { textColor: string }) {
  const display = statuses?.[code];
  return (
    <Tag color={display?.colorClass ?? 'default'} style={{ color: textColor }}>
      {display?.label ?? code}
    </Tag>
  );
});

/**
 * A status code as the tenant's chip (order settings' statuses: label and colorClass, spec 03 §3).
 * colorClass names antd's preset tag colours (success, processing, warning, error, default); a
 * code the settings do not know shows as itself. The text is the body colour: antd's status
 * colours on their own light backgrounds are below WCAG AA (warning 1.8:1, success 2.4:1); the
 * background and border still carry the status colour.
 */
export function StatusChip(props: StatusChipProps) {
  const { token } = theme.useToken();
  return <StatusTag {...props} textColor={token.colorText} />;
}
