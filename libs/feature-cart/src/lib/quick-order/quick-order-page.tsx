import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from 'antd';
import { Authority, QUICK_ORDER_MAX_LINES } from '@bp/api-contract/constants';
import {
  isApiError,
  resolveErrorMessage,
  selectSessionUser,
  useCreateOfferMutation,
  useGetAuthoritiesQuery,
  useGetSalesOrderQuery,
  useGetStocklistSettingsQuery,
  useMatchQuickOrderMutation,
  useWarehouseLabelOf,
  type StateWithSession,
} from '@bp/data-access-api';
import { OnDemandAlert, TAP_TARGET_CLASS, useCurrencyFormatter, useFeedback, useNarrowScreen, usePageTitle, useTranslation } from '@bp/ui-kit';
import { displayQuantity } from '@bp/util-format';
import { SNACKBAR_SECONDS } from '../cart-texts';
import { cartRoutes } from '../routes';
import { useControlStyle } from './control-style';
import {
  QUICK_ORDER_PASTE_MAX_LINES,
  chosenItem,
  chunksOf,
  isReady,
  orderLinesText,
  parsePastedLines,
  rowsOf,
  runPooled,
  type QuickOrderRow,
} from './quick-order-rules';
import { QUICK_ORDER_COLUMNS, QuickOrderRowView, type QuickOrderRowContext } from './quick-order-row';
import { useQuickOrderText } from './quick-order-texts';

/** Buy calls in flight at once while adding the lines to the cart. */
const BUYS_AT_ONCE = 3;

/**
 * /quick-order: the buyer pastes a list (one line per item, the last number its quantity), the
 * server matches it to their stock list, they choose an item for an ambiguous line and fix the
 * quantities the buy rules refuse, then Add to cart buys each ready line at list price (the stock
 * list's POST stocklist/offer). A refused line keeps its row with the server's message.
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

  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const authorities = useGetAuthoritiesQuery(username, { skip: !username });
  const canBuyOnline = authorities.data?.includes(Authority.CAN_BUY_ONLINE) ?? false;
  const maxItemQuantityToBeDisplayed = useGetStocklistSettingsQuery(username, { skip: !username }).data?.maxItemQuantityToBeDisplayed;
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
  const [match] = useMatchQuickOrderMutation();
  const [createOffer] = useCreateOfferMutation();

  const formatAvailable = useCallback((quantity: number) => displayQuantity(quantity, maxItemQuantityToBeDisplayed), [maxItemQuantityToBeDisplayed]);

  const runMatch = useCallback(
    async (source: string) => {
      const lines = parsePastedLines(source);
      if (lines.length === 0) return;
      setMatching(true);
      setMatchFailure(null);
      setAddedCount(0);
      setTruncated(source.split(/\r\n|\r|\n/).filter((line) => line.trim()).length > QUICK_ORDER_PASTE_MAX_LINES);
      try {
        const matched: QuickOrderRow[] = [];
        for (const [index, chunk] of chunksOf(lines).entries()) {
          const answer = await match({ lines: chunk }).unwrap();
          matched.push(...rowsOf(answer.lines, index * QUICK_ORDER_MAX_LINES));
        }
        setRows(matched);
      } catch (error) {
        console.error('Matching the quick order failed', error);
        setMatchFailure(isApiError(error) ? resolveErrorMessage(error, (key, defaultValue) => translate(key, { defaultValue })) : t('matchFailed'));
      } finally {
        setMatching(false);
      }
    },
    [match, t, translate],
  );

  // "Buy these again": the order's lines fill the list and are matched once the order is in.
  const filledFor = useRef<string | null>(null);
  const orderItems = order.data?.salesOrder.items;
  useEffect(() => {
    if (!orderNumber || !orderItems || filledFor.current === orderNumber) return;
    filledFor.current = orderNumber;
    const source = orderLinesText(orderItems);
    setText(source);
    void runMatch(source);
  }, [orderNumber, orderItems, runMatch]);

  const patchRow = useCallback((lineNumber: number, patch: Partial<QuickOrderRow>) => {
    setRows((current) => current.map((row) => (row.lineNumber === lineNumber ? { ...row, ...patch } : row)));
  }, []);

  const readyRows = useMemo(() => rows.filter((row) => isReady(row, formatAvailable)), [rows, formatAvailable]);

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
        await createOffer({ itemNumberWarehouse: item.itemNumberWarehouse, offerQuantity: Number(row.quantity.trim()), offerPrice: item.listPrice }).unwrap();
        added += 1;
        patchRow(row.lineNumber, { status: 'added', failure: null });
      } catch (error) {
        console.error('Adding a quick order line to the cart failed', error);
        const failure = isApiError(error) ? resolveErrorMessage(error, (key, defaultValue) => translate(key, { defaultValue })) : t('saveFailed');
        patchRow(row.lineNumber, { status: 'failed', failure });
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
      warehouseLabel: (code: string) => warehouseLabelOf(code, null),
      onChoose: (lineNumber, itemNumberWarehouse) => patchRow(lineNumber, { chosen: itemNumberWarehouse, status: 'idle', failure: null }),
      onQuantity: (lineNumber, quantity) => patchRow(lineNumber, { quantity, status: 'idle', failure: null }),
    }),
    [t, narrow, controlStyle, format, formatAvailable, warehouseLabelOf, patchRow],
  );

  const lineCount = parsePastedLines(text).length;
  const summary = t('summary', { ready: readyRows.length, total: rows.length });

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
        <p style={{ margin: 0 }}>{t('intro')}</p>
        <label htmlFor={textareaId} style={{ fontWeight: 600 }}>
          {t('pasteLines')}
        </label>
        <textarea
          id={textareaId}
          aria-describedby={hintId}
          rows={narrow ? 6 : 8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          style={{ ...controlStyle, width: '100%', resize: 'vertical', fontFamily: 'monospace' }}
        />
        <span id={hintId} style={{ opacity: 0.75 }}>
          {t('pasteHint')}
        </span>
        <Button
          type={rows.length === 0 ? 'primary' : 'default'}
          onClick={() => void runMatch(text)}
          loading={matching}
          disabled={lineCount === 0 || adding}
          style={{ justifySelf: 'start' }}
        >
          {t('match')}
        </Button>
        {matching && (
          <p role="status" aria-live="polite" style={{ margin: 0 }}>
            {t('matching')}
          </p>
        )}
        {truncated && <OnDemandAlert type="warning" title={t('tooManyLines', { max: QUICK_ORDER_PASTE_MAX_LINES })} />}
        {matchFailure && <OnDemandAlert type="error" role="alert" title={matchFailure} />}
      </section>

      {rows.length > 0 && (
        <section aria-label={t('results')} style={{ display: 'grid', gap: 12 }}>
          <p role="status" style={{ margin: 0, fontWeight: 600 }}>
            {summary}
            {addedCount > 0 && ` · ${t('addedCount', { n: addedCount })}`}
          </p>
          {narrow ? (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
              {rows.map((row) => (
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
                  {rows.map((row) => (
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
