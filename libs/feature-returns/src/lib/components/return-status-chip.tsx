import type { CSSProperties } from 'react';
import { theme } from 'antd';
import type { ReturnStatus } from '@bp/api-contract/constants';
import { STATUS_TEXTS, useReturnsText } from '../returns-texts';

/** antd's status token family per return status (a chip's background and border). */
const FAMILY: Record<ReturnStatus, 'Warning' | 'Info' | 'Error' | 'Success'> = {
  REQUESTED: 'Warning',
  APPROVED: 'Info',
  REJECTED: 'Error',
  RECEIVED: 'Info',
  CREDITED: 'Success',
};

/** A status in antd Tag's look, as a span: a list of many keeps antd's Tag out of the route. */
export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const t = useReturnsText();
  const { token } = theme.useToken();
  const family = FAMILY[status];
  const style: CSSProperties = {
    display: 'inline-block',
    paddingInline: 7,
    fontSize: token.fontSizeSM,
    lineHeight: `${Math.round(token.fontSizeSM * token.lineHeightSM)}px`,
    whiteSpace: 'nowrap',
    border: `${token.lineWidth}px solid ${token[`color${family}Border`]}`,
    borderRadius: token.borderRadiusSM,
    background: token[`color${family}Bg`],
    color: token.colorText,
  };
  return <span style={style}>{t(STATUS_TEXTS[status])}</span>;
}
