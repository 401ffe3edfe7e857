import { memo } from 'react';
import { Button } from 'antd';
import DoubleLeftOutlined from '@ant-design/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';

/**
 * First / previous / next / last paging of the stock list (spec 01 §2: 24 per page with first/last
 * buttons). Memoised: its four antd Buttons otherwise re-render with every render of the page.
 */
export const Pager = memo(function Pager({
  page,
  totalPages,
  t,
  onPage,
}: {
  page: number;
  totalPages: number;
  t: (text: string) => string;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav aria-label={t('Pages')} style={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'center', margin: '16px 0' }}>
      <Button icon={<DoubleLeftOutlined aria-hidden />} aria-label={t('First page')} disabled={atStart} onClick={() => onPage(1)} />
      <Button icon={<LeftOutlined aria-hidden />} aria-label={t('Previous page')} disabled={atStart} onClick={() => onPage(page - 1)} />
      <span aria-live="polite">
        {t('Page')} {Math.min(page, totalPages)} {t('of')} {totalPages}
      </span>
      <Button icon={<RightOutlined aria-hidden />} aria-label={t('Next page')} disabled={atEnd} onClick={() => onPage(page + 1)} />
      <Button icon={<DoubleRightOutlined aria-hidden />} aria-label={t('Last page')} disabled={atEnd} onClick={() => onPage(totalPages)} />
    </nav>
  );
});
