import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { Alert, Button, Empty } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { ImportResult, ImportRow } from '@bp/api-contract';
import { CartSnackbar, IMPORT_EMPTY_MESSAGE, IMPORT_SECTION_SCROLL_OFFSET_PX, OFFER_STATUS_LABELS } from '@bp/api-contract/constants';
import { useAcceptOfferImportMutation, useCancelOfferImportMutation, useDeleteImportRowMutation } from '@bp/data-access-api';
import { useTranslation } from '@bp/ui-kit';
import { offerFailureText } from '../offers/offer-save';
import { ReviewRowsTable, type ReviewColumn } from './review-rows-table';
import { REVIEW_HEADINGS, REVIEW_SECTION_IDS, summariseReview, type ReviewSection } from './review-summary';

export interface ImportReviewProps {
  result: ImportResult;
  warehouseLabels: Readonly<Record<string, string>>;
  formatPrice: (value: number) => string;
  t: (text: string) => string;
  /** Back to the stock list; with the snackbar text after a submit. */
  onClose: (message?: string) => void;
}

type ReviewAction = 'cancel' | 'submit' | { deleting: string };

const SECTION_LINKS: ReadonlyArray<{ section: ReviewSection; label: string }> = [
  { section: 'invalid', label: 'Invalid' },
  { section: 'updates', label: 'Updates' },
  { section: 'fresh', label: 'New' },
];

const boxStyle = { border: '1px solid #d9d9d9', borderRadius: 8, padding: 12, marginBottom: 16, scrollMarginTop: IMPORT_SECTION_SCROLL_OFFSET_PX } as const;

/**
 * Review Import (spec 01 §2, §4, §8): shown in place of the stock list after an upload. A sticky
 * header with the counts, links to the sections (scrolled to with the spec's 76 px offset, as
 * scroll-margin so it holds whichever element scrolls), CANCEL IMPORT and SUBMIT REQUESTS; then the
 * invalid requests with their reasons, the new requests, and the requests that overwrite cart
 * entries with the entry's current status, quantity and price. New and overwriting rows can be
 * deleted from the import. A failed call keeps the review as it was and says so in it (the spec
 * only logs these failures; dropping the buyer's review silently would lose their work).
 */
export function ImportReview({ result, warehouseLabels, formatPrice, t, onClose }: ImportReviewProps) {
  const { t: translate } = useTranslation();
  const [deleteRow] = useDeleteImportRowMutation();
  const [cancelImport] = useCancelOfferImportMutation();
  const [acceptImport] = useAcceptOfferImportMutation();
  const [action, setAction] = useState<ReviewAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useMemo(() => summariseReview(result), [result]);
  const counts: Readonly<Record<ReviewSection, number>> = { invalid: summary.invalid.length, updates: summary.updates.length, fresh: summary.fresh.length };
  const busy = action !== null;

  const heading = (section: ReviewSection) => translate(REVIEW_HEADINGS[section], { defaultValue: REVIEW_HEADINGS[section], n: counts[section] });
  const failed = useCallback(
    (what: string, error: unknown) => {
      console.error(what, error);
      setFailure(offerFailureText(error, (key, defaultValue) => translate(key, { defaultValue })));
    },
    [translate],
  );

  const remove = useCallback(
    async (row: ImportRow) => {
      setAction({ deleting: row.itemNumberWarehouse });
      setFailure(null);
      try {
        // The answer (the review without the row) replaces the cached review on screen.
        await deleteRow(row.itemNumberWarehouse).unwrap();
      } catch (error) {
        failed('Deleting the import row failed', error);
      } finally {
        setAction(null);
      }
    },
    [deleteRow, failed],
  );

  const cancel = async () => {
    setAction('cancel');
    setFailure(null);
    try {
      await cancelImport().unwrap();
      onClose();
    } catch (error) {
      failed('Cancelling the import failed', error);
      setAction(null);
    }
  };

  const submit = async () => {
    setAction('submit');
    setFailure(null);
    try {
      // Accepting invalidates the cached offers, so the list's in-cart buttons reload (spec 01 §7).
      await acceptImport().unwrap();
      onClose(t(CartSnackbar.OFFERS_SUBMITTED));
    } catch (error) {
      failed('Submitting the import failed', error);
      setAction(null);
    }
  };

  const goTo = (event: MouseEvent<HTMLAnchorElement>, section: ReviewSection) => {
    event.preventDefault();
    const target = document.getElementById(REVIEW_SECTION_IDS[section]);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };

  const columns = useMemo(() => reviewColumns(warehouseLabels, formatPrice, t, remove, busy), [warehouseLabels, formatPrice, t, remove, busy]);
  const deletingKey = typeof action === 'object' && action !== null ? action.deleting : null;

  return (
    <section aria-labelledby="import-review-title">
      <div
        role="region"
        aria-label={t('Import summary')}
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 3,
          background: 'var(--ant-color-bg-container, #fff)',
          padding: '8px 0',
          borderBottom: '1px solid #f0f0f0',
          marginBottom: 16,
        }}
      >
        {/* One row on a desktop: the header stays within the 76 px the section links scroll below. */}
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' }}>
          <h1 id="import-review-title" style={{ margin: 0, fontSize: 20 }}>
            {t('Review Import')}
          </h1>
          <span style={{ color: '#666' }}>{result.fileName}</span>
          <nav aria-label={t('Import sections')} style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
            {SECTION_LINKS.map(({ section, label }) =>
              counts[section] > 0 ? (
                <a key={section} href={`#${REVIEW_SECTION_IDS[section]}`} onClick={(event) => goTo(event, section)}>
                  {t(label)} ({counts[section]})
                </a>
              ) : (
                <span key={section} style={{ color: '#999' }}>
                  {t(label)} (0)
                </span>
              ),
            )}
          </nav>
          <div style={{ display: 'flex', gap: 8, marginInlineStart: 'auto' }}>
            <Button disabled={busy} loading={action === 'cancel'} onClick={() => void cancel()}>
              {t('CANCEL IMPORT')}
            </Button>
            <Button type="primary" disabled={busy || !summary.canSubmit} loading={action === 'submit'} onClick={() => void submit()}>
              {t('SUBMIT REQUESTS')}
            </Button>
          </div>
        </div>
        {failure && (
          <Alert type="error" showIcon title={failure} closable={{ onClose: () => setFailure(null), 'aria-label': t('Dismiss') }} style={{ marginTop: 8 }} />
        )}
        {deletingKey && (
          <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {t('Deleting')} {deletingKey}
          </span>
        )}
      </div>

      {summary.isEmpty && <Empty description={t(IMPORT_EMPTY_MESSAGE)} />}

      {counts.invalid > 0 && (
        <section
          id={REVIEW_SECTION_IDS.invalid}
          tabIndex={-1}
          aria-labelledby={`${REVIEW_SECTION_IDS.invalid}-heading`}
          style={{ ...boxStyle, borderColor: '#ffccc7' }}
        >
          <h2 id={`${REVIEW_SECTION_IDS.invalid}-heading`} style={{ marginTop: 0, fontSize: 18 }}>
            {heading('invalid')}
          </h2>
          <ReviewRowsTable label={heading('invalid')} rows={summary.invalid} columns={columns.invalid} t={t} />
        </section>
      )}
      {counts.fresh > 0 && (
        <section id={REVIEW_SECTION_IDS.fresh} tabIndex={-1} aria-labelledby={`${REVIEW_SECTION_IDS.fresh}-heading`} style={boxStyle}>
          <h2 id={`${REVIEW_SECTION_IDS.fresh}-heading`} style={{ marginTop: 0, fontSize: 18 }}>
            {heading('fresh')}
          </h2>
          <ReviewRowsTable label={heading('fresh')} rows={summary.fresh} columns={columns.fresh} t={t} />
        </section>
      )}
      {counts.updates > 0 && (
        <section
          id={REVIEW_SECTION_IDS.updates}
          tabIndex={-1}
          aria-labelledby={`${REVIEW_SECTION_IDS.updates}-heading`}
          style={{ ...boxStyle, borderColor: '#ffe58f' }}
        >
          <h2 id={`${REVIEW_SECTION_IDS.updates}-heading`} style={{ marginTop: 0, fontSize: 18 }}>
            {heading('updates')}
          </h2>
          <ReviewRowsTable label={heading('updates')} rows={summary.updates} columns={columns.updates} t={t} />
        </section>
      )}
    </section>
  );
}

/** A sheet cell as read: numbers formatted, empty or unreadable cells as '--'. */
function sheetValue(value: number | null, format: (value: number) => string = String): string {
  return value === null ? '--' : format(value);
}

function reviewColumns(
  warehouseLabels: Readonly<Record<string, string>>,
  formatPrice: (value: number) => string,
  t: (text: string) => string,
  remove: (row: ImportRow) => Promise<void>,
  busy: boolean,
): Readonly<Record<ReviewSection, readonly ReviewColumn[]>> {
  const rowNumber: ReviewColumn = { header: 'Row', cell: (row) => row.rowNumber, numeric: true };
  const itemNumber: ReviewColumn = { header: 'Item #', cell: (row) => row.itemNumber || '--' };
  const warehouse: ReviewColumn = { header: 'Warehouse', cell: (row) => (row.warehouse ? (warehouseLabels[row.warehouse] ?? row.warehouse) : '--') };
  const description: ReviewColumn = { header: 'Description', cell: (row) => row.description || '--' };
  const quantity: ReviewColumn = { header: 'New Offer Quantity', cell: (row) => sheetValue(row.offerQuantity), numeric: true };
  const price: ReviewColumn = { header: 'New Offer Price', cell: (row) => sheetValue(row.offerPrice, formatPrice), numeric: true };
  const listPrice: ReviewColumn = { header: 'List price', cell: (row) => sheetValue(row.listPrice, formatPrice), numeric: true };
  const comments: ReviewColumn = { header: 'Comments', cell: (row) => (row.comments ? t(row.comments) : '') };
  const remover: ReviewColumn = {
    header: 'Delete',
    cell: (row) => (
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`${t('Delete request')} ${row.itemNumber} ${t('row')} ${row.rowNumber}`}
        disabled={busy}
        onClick={() => void remove(row)}
      />
    ),
  };
  return {
    invalid: [rowNumber, itemNumber, warehouse, quantity, price, { header: 'Reason', cell: (row) => t(row.reason) }],
    fresh: [rowNumber, itemNumber, warehouse, description, listPrice, quantity, price, comments, remover],
    updates: [
      rowNumber,
      itemNumber,
      warehouse,
      description,
      {
        header: 'Current status',
        cell: (row) => row.existingOfferStatusString || (row.existingOfferStatus ? t(OFFER_STATUS_LABELS[row.existingOfferStatus]) : '--'),
      },
      { header: 'Current quantity', cell: (row) => row.existingTransactionQuantity ?? '--', numeric: true },
      {
        header: 'Current price',
        cell: (row) => (row.existingTransactionPrice === undefined ? '--' : formatPrice(row.existingTransactionPrice)),
        numeric: true,
      },
      quantity,
      price,
      comments,
      remover,
    ],
  };
}
