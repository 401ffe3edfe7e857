import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from 'antd';
import { Authority, QUICK_ORDER_MAX_LINES, QUICK_ORDER_SHEET_MAX_LINES } from '@bp/api-contract/constants';
import {
  isApiError,
  resolveErrorMessage,
  selectSessionUser,
  useCreateOfferMutation,
  useGetAuthoritiesQuery,
  useGetPxnStocklistSettingsQuery,
  useGetSalesOrderQuery,
  useGetStocklistSettingsQuery,
  useMatchQuickOrderMutation,
  useReadQuickOrderSheetMutation,
  useWarehouseLabelOf,
  type StateWithSession,
} from '@bp/data-access-api';
import { OnDemandAlert, TAP_TARGET_CLASS, useCurrencyFormatter, useFeedback, useNarrowScreen, usePageTitle, useTranslation } from '@bp/ui-kit';
import { displayQuantity } from '@bp/util-format';
import { SNACKBAR_SECONDS } from '../cart-texts';
import { cartRoutes } from '../routes';
import { useControlStyle } from './control-style';
import { LIST_FILE_ACCEPT, LIST_FILE_MAX_MB, linesText, listFileKind, listFileProblem, listFileText, textFileLines } from './quick-order-file';
import {
  QUICK_ORDER_PASTE_MAX_LINES,
  chosenItem,
  chunksOf,
  isReady,
  orderLinesText,
  parsePastedLines,
  rowsOf,
  runPooled,
  type PastedLine,
  type QuickOrderRow,
} from './quick-order-rules';
import { QUICK_ORDER_COLUMNS, QuickOrderRowView, type QuickOrderRowContext } from './quick-order-row';
import { useQuickOrderText } from './quick-order-texts';
import { useSellerChoice } from './use-seller-choice';

/** Buy calls in flight at once while adding the lines to the cart. */
const BUYS_AT_ONCE = 3;
const NO_ROWS: QuickOrderRow[] = [];

/** Visually hidden: the Upload a list button opens the file input, which is not a control of its own. */
const HIDDEN_INPUT_STYLE = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * /quick-order: the buyer pastes or uploads a list (one line per item, the last number its
 * quantity; .csv and .txt are read here, .xlsx and .xls by the API), the server matches it to the
 * stock list of the chosen seller (own stock, or a partner's for a network reseller: `?seller=`),
 * they choose an item for an ambiguous line and fix the quantities the buy rules refuse, then Add
 * to cart buys each ready line at list price (the stock list's POST stocklist/offer, pxnr/offer
 * for a partner). A refused line keeps its row with the server's message.
 * `?order={phonexOrderNumber}` ("Buy these again" on an order) fills the list with that order's
 * lines and matches them at once.
 */
export function QuickOrderPage() {
  const t = useQuickOrderText();
  const { t: translate } = useTranslation();
  usePageTitle(t('pageTitle'));
  const narrow = useNarrowScreen();
  const controlStyle = useControlStyle(narrow);
  const { format } = useCurrencyFormatter();
  const { message } = useFeedback();
  const textareaId = useId();
  const hintId = useId();
  const sellerId = useId();
  const uploadHintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const authorities = useGetAuthoritiesQuery(username, { skip: !username });
  const canBuyOnline = authorities.data?.includes(Authority.CAN_BUY_ONLINE) ?? false;
  const seller = useSellerChoice(username);
  const participantId = seller.participantId ?? null;
  const ownMaxQuantity = useGetStocklistSettingsQuery(username, { skip: !username }).data?.maxItemQuantityToBeDisplayed;
  const partnerSettings = useGetPxnStocklistSettingsQuery(username, { skip: !username || !participantId }).data;
  const maxItemQuantityToBeDisplayed = participantId
    ? (partnerSettings?.find((settings) => settings.pxParticipantId === participantId)?.maxItemQuantityToBeDisplayed ?? ownMaxQuantity)
    : ownMaxQuantity;
  const warehouseLabelOf = useWarehouseLabelOf(username);

  const [searchParams] = useSearchParams();
  const orderNumber = searchParams.get('order') ?? '';
  const order = useGetSalesOrderQuery(orderNumber, { skip: !orderNumber });

  const [text, setText] = useState('');
  const [rows, setRows] = useState<QuickOrderRow[]>([]);
  const [matching, setMatching] = useState(false);
  const [matchFailure, setMatchFailure] = useState<string | null>(null);
  const [truncated, setTruncated] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addedCount, setAddedCount] = useState(0);
  const [reading, setReading] = useState(false);
  const [readNotice, setReadNotice] = useState<string | null>(null);
  /** The seller the rows were matched for: rows of another one are not shown. */
  const [rowsSeller, setRowsSeller] = useState<string | null>(null);
  const [match] = useMatchQuickOrderMutation();
  const [readSheet] = useReadQuickOrderSheetMutation();
  const [createOffer] = useCreateOfferMutation();
  // Each match is numbered: an answer that arrives after a newer match or a change of seller is dropped.
  const matchRun = useRef(0);

  const formatAvailable = useCallback((quantity: number) => displayQuantity(quantity, maxItemQuantityToBeDisplayed), [maxItemQuantityToBeDisplayed]);

  const failureText = useCallback(
    (error: unknown, fallback: string) => (isApiError(error) ? resolveErrorMessage(error, (key, defaultValue) => translate(key, { defaultValue })) : fallback),
    [translate],
  );

  const matchLines = useCallback(
    async (lines: PastedLine[], truncatedList = false) => {
      if (lines.length === 0) return;
      const run = ++matchRun.current;
      setMatching(true);
      setMatchFailure(null);
      setAddedCount(0);
      setTruncated(truncatedList);
      try {
        const matched: QuickOrderRow[] = [];
        for (const [index, chunk] of chunksOf(lines).entries()) {
          const answer = await match({ lines: chunk, pxnsParticipantId: participantId }).unwrap();
          matched.push(...rowsOf(answer.lines, index * QUICK_ORDER_MAX_LINES));
        }
        if (run !== matchRun.current) return;
        setRows(matched);
        setRowsSeller(participantId);
      } catch (error) {
        console.error('Matching the quick order failed', error);
        if (run === matchRun.current) setMatchFailure(failureText(error, t('matchFailed')));
      } finally {
        if (run === matchRun.current) setMatching(false);
      }
    },
    [match, participantId, failureText, t],
  );

  const runMatch = useCallback(
    (source: string) => matchLines(parsePastedLines(source), source.split(/\r\n|\r|\n/).filter((line) => line.trim()).length > QUICK_ORDER_PASTE_MAX_LINES),
    [matchLines],
  );

  /** An uploaded list: refused by its type or size, read (here or by the API), put in the paste box and matched. */
  const uploadList = async (file: File) => {
    setMatchFailure(null);
    setReadNotice(null);
    const problem = listFileProblem(file);
    if (problem) {
      setMatchFailure(t(problem, { max: LIST_FILE_MAX_MB }));
      return;
    }
    setReading(true);
    try {
      const lines =
        listFileKind(file.name) === 'text'
          ? textFileLines(listFileText(await file.arrayBuffer()))
          : (await readSheet({ file, fileName: file.name }).unwrap()).lines;
      if (lines.length === 0) setMatchFailure(t('noLinesInFile', { name: file.name }));
      else if (lines.length > QUICK_ORDER_SHEET_MAX_LINES) setMatchFailure(t('tooManyFileLines', { max: QUICK_ORDER_SHEET_MAX_LINES }));
      else {
        setText(linesText(lines));
        setReadNotice(t('linesRead', { count: lines.length, name: file.name }));
        void matchLines(lines);
      }
    } catch (error) {
      console.error('Reading the quick order list failed', error);
      setMatchFailure(failureText(error, t('readFailed')));
    } finally {
      setReading(false);
    }
  };

  const changeSeller = (pxnsParticipantId: string) => {
    // The results belong to the previous seller's stock list; the pasted lines stay to match again.
    matchRun.current += 1;
    setRows([]);
    setMatching(false);
    setMatchFailure(null);
    setTruncated(false);
    setAddedCount(0);
    seller.choose(pxnsParticipantId);
  };

  // "Buy these again": the order's lines fill the list and are matched once the order is in.
  const filledFor = useRef<string | null>(null);
  const orderItems = order.data?.salesOrder.items;
  const sellerKnown = seller.participantId !== undefined;
  useEffect(() => {
    if (!orderNumber || !orderItems || !sellerKnown || filledFor.current === orderNumber) return;
    filledFor.current = orderNumber;
    const source = orderLinesText(orderItems);
    setText(source);
    void runMatch(source);
  }, [orderNumber, orderItems, sellerKnown, runMatch]);

  const patchRow = useCallback((lineNumber: number, patch: Partial<QuickOrderRow>) => {
    setRows((current) => current.map((row) => (row.lineNumber === lineNumber ? { ...row, ...patch } : row)));
  }, []);

  const shownRows = rowsSeller === participantId ? rows : NO_ROWS;
  const readyRows = useMemo(() => shownRows.filter((row) => isReady(row, formatAvailable)), [shownRows, formatAvailable]);

  const addToCart = async () => {
    const sending = readyRows;
    if (sending.length === 0) return;
    setAdding(true);
    const sendingLines = new Set(sending.map((row) => row.lineNumber));
    setRows((current) => current.map((row) => (sendingLines.has(row.lineNumber) ? { ...row, status: 'sending', failure: null } : row)));
    let added = 0;
    await runPooled(sending, BUYS_AT_ONCE, async (row) => {
      const item = chosenItem(row);
      if (!item) return;
      try {
        await createOffer({
          itemNumberWarehouse: item.itemNumberWarehouse,
          offerQuantity: Number(row.quantity.trim()),
          offerPrice: item.listPrice,
          pxnsParticipantId: rowsSeller,
        }).unwrap();
        added += 1;
        patchRow(row.lineNumber, { status: 'added', failure: null });
      } catch (error) {
        console.error('Adding a quick order line to the cart failed', error);
        patchRow(row.lineNumber, { status: 'failed', failure: failureText(error, t('saveFailed')) });
      }
    });
    setAdding(false);
    if (added > 0) {
      setAddedCount((count) => count + added);
      void message.success(t('linesAdded', { count: added }), SNACKBAR_SECONDS);
    }
  };

  const context = useMemo<QuickOrderRowContext>(
    () => ({
      t,
      narrow,
      controlStyle,
      formatPrice: (value: number) => format(value),
      formatAvailable,
      warehouseLabel: (code: string) => warehouseLabelOf(code, participantId),
      onChoose: (lineNumber, itemNumberWarehouse) => patchRow(lineNumber, { chosen: itemNumberWarehouse, status: 'idle', failure: null }),
      onQuantity: (lineNumber, quantity) => patchRow(lineNumber, { quantity, status: 'idle', failure: null }),
    }),
    [t, narrow, controlStyle, format, formatAvailable, warehouseLabelOf, participantId, patchRow],
  );

  const lineCount = parsePastedLines(text).length;
  const summary = t('summary', { ready: readyRows.length, total: shownRows.length });
  const busy = matching || adding || reading;

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0 }}>{t('heading')}</h1>
        <Link to={cartRoutes.cart} className={TAP_TARGET_CLASS}>
          ← {t('backToCart')}
        </Link>
      </div>
      {authorities.isSuccess && !canBuyOnline && <OnDemandAlert type="warning" title={t('cannotBuyOnline')} />}
      {orderNumber && <p style={{ margin: 0 }}>{t('orderLines', { order: orderNumber })}</p>}
      {orderNumber && order.isError && <OnDemandAlert type="error" role="alert" title={t('orderLoadFailed', { order: orderNumber })} />}

      <section style={{ display: 'grid', gap: 8 }}>
        {seller.groups.length > 1 && (
          <div style={{ display: 'grid', gap: 4, justifyItems: 'start', marginBottom: 8 }}>
            <label htmlFor={sellerId} style={{ fontWeight: 600 }}>
              {t('seller')}
            </label>
            <select
              id={sellerId}
              value={seller.selectedId}
              disabled={busy}
              onChange={(event) => changeSeller(event.target.value)}
              style={{ ...controlStyle, width: narrow ? '100%' : 'auto', minWidth: narrow ? undefined : 240 }}
            >
              {seller.groups.map((group) => (
                <option key={group.pxnsParticipantId} value={group.pxnsParticipantId}>
                  {group.warehouseGroupName}
                </option>
              ))}
            </select>
          </div>
        )}
        <p style={{ margin: 0 }}>{t('intro')}</p>
        <label htmlFor={textareaId} style={{ fontWeight: 600 }}>
          {t('pasteLines')}
        </label>
        <textarea
          id={textareaId}
          aria-describedby={hintId}
          rows={narrow ? 6 : 8}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setReadNotice(null);
          }}
          style={{ ...controlStyle, width: '100%', resize: 'vertical', fontFamily: 'monospace' }}
        />
        <span id={hintId} style={{ opacity: 0.75 }}>
          {t('pasteHint')}
        </span>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Button
            type={shownRows.length === 0 ? 'primary' : 'default'}
            onClick={() => void runMatch(text)}
            loading={matching}
            disabled={lineCount === 0 || adding || reading || seller.participantId === undefined}
          >
            {t('match')}
          </Button>
          <Button
            onClick={() => fileInput.current?.click()}
            loading={reading}
            disabled={matching || adding || seller.participantId === undefined}
            aria-describedby={uploadHintId}
          >
            {t('uploadList')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={LIST_FILE_ACCEPT}
            aria-label={t('listFile')}
            aria-hidden
            tabIndex={-1}
            style={HIDDEN_INPUT_STYLE}
            onChange={(event) => {
              const [file] = Array.from(event.target.files ?? []);
              // The same file can be chosen again after it was fixed.
              event.target.value = '';
              if (file) void uploadList(file);
            }}
          />
        </div>
        <span id={uploadHintId} style={{ opacity: 0.75 }}>
          {t('uploadHint')}
        </span>
        {reading && (
          <p role="status" aria-live="polite" style={{ margin: 0 }}>
            {t('reading')}
          </p>
        )}
        {readNotice && !reading && (
          <p role="status" aria-live="polite" style={{ margin: 0 }}>
            {readNotice}
          </p>
        )}
        {matching && (
          <p role="status" aria-live="polite" style={{ margin: 0 }}>
            {t('matching')}
          </p>
        )}
        {truncated && <OnDemandAlert type="warning" title={t('tooManyLines', { max: QUICK_ORDER_PASTE_MAX_LINES })} />}
        {matchFailure && <OnDemandAlert type="error" role="alert" title={matchFailure} />}
      </section>

      {shownRows.length > 0 && (
        <section aria-label={t('results')} style={{ display: 'grid', gap: 12 }}>
          <p role="status" style={{ margin: 0, fontWeight: 600 }}>
            {summary}
            {addedCount > 0 && ` · ${t('addedCount', { n: addedCount })}`}
          </p>
          {narrow ? (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
              {shownRows.map((row) => (
                <QuickOrderRowView key={row.lineNumber} row={row} context={context} />
              ))}
            </ul>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table style={{ width: '100%', borderCollapse: 'collapse' }}>
                <thead>
                  <tr>
                    {QUICK_ORDER_COLUMNS.map((heading) => (
                      <th key={heading} scope="col" style={{ textAlign: 'start', padding: 8 }}>
                        {t(heading)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shownRows.map((row) => (
                    <QuickOrderRowView key={row.lineNumber} row={row} context={context} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              alignItems: 'center',
              ...(narrow ? { position: 'sticky', bottom: 0, background: 'var(--ant-color-bg-container, #fff)', padding: '8px 0' } : {}),
            }}
          >
            <Button
              type="primary"
              onClick={() => void addToCart()}
              loading={adding}
              disabled={readyRows.length === 0 || !canBuyOnline || matching}
              block={narrow}
            >
              {t('addToCart')}
            </Button>
            {addedCount > 0 && (
              <Link to={cartRoutes.cart} className={TAP_TARGET_CLASS}>
                {t('goToCart')}
              </Link>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
