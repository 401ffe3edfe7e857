import { Tag } from 'antd';
import type { DocumentStatus } from '@bp/api-contract/constants';
import { useTranslation } from '@bp/ui-kit';

/** Colour and words of each document status (spec 03 §4: each shown as a coloured chip). */
export const DOCUMENT_STATUS_CHIPS: Readonly<Record<DocumentStatus, { colour: string; label: string }>> = {
  MISSING: { colour: 'red', label: 'Missing' },
  MISSING_EXPIRED: { colour: 'volcano', label: 'Missing (expired)' },
  MISSING_REJECTED: { colour: 'magenta', label: 'Missing (rejected)' },
  TO_REVIEW: { colour: 'gold', label: 'To review' },
  VERIFIED: { colour: 'green', label: 'Verified' },
  EXPIRED: { colour: 'orange', label: 'Expired' },
  REJECTED: { colour: 'red', label: 'Rejected' },
};

export function DocumentStatusChip({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  const chip = DOCUMENT_STATUS_CHIPS[status] ?? { colour: 'default', label: status };
  // Dark text in the chip: antd's light chip colours keep 4.5:1 with their own text colour.
  return (
    <Tag color={chip.colour} data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(chip.label, { defaultValue: chip.label })}
    </Tag>
  );
}
