import { memo } from 'react';
import { Tag } from 'antd';

export interface StatusDisplay {
  label: string;
  colorClass: string;
}

export interface StatusChipProps {
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
