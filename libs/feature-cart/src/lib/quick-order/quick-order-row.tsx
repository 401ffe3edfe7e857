import type { CSSProperties, ReactNode } from 'react';
import type { StockItem } from '@bp/api-contract';

import { sanitiseQuantityInput } from '@bp/util-validation';
import { chosenItem, lineProblem, type QuickOrderRow } from './quick-order-rules';
import { QUICK_ORDER_TEXTS, type QuickOrderText } from './quick-order-texts';

export interface QuickOrderRowContext {
  t: QuickOrderText;
  narrow: boolean;
  controlStyle: CSSProperties;
  formatPrice: (value: number) => string;
  formatAvailable: (quantity: number) => string;
  warehouseLabel: (code: string) => string;
  onChoose: (lineNumber: number, itemNumberWarehouse: string) => void;
  onQuantity: (lineNumber: number, quantity: string) => void;
}

const OUTCOME_TEXTS = { MATCHED: QUICK_ORDER_TEXTS.matched, AMBIGUOUS: QUICK_ORDER_TEXTS.chooseOne, NOT_FOUND: QUICK_ORDER_TEXTS.notFound } as const;
const ERROR_COLOUR = 'var(--ant-color-error, #ff4d4f)';
const SUCCESS_COLOUR = 'var(--ant-color-success, #389e0d)';

function itemFacts(item: StockItem, context: QuickOrderRowContext): string {
  const { t } = context;
  return [
    context.warehouseLabel(item.warehouse),
    `${t('grade')} ${item.grade}`,
    `${t('price')} ${context.formatPrice(item.listPrice)}`,
    `${t('available')} ${context.formatAvailable(item.quantityAvailable)}`,
  ].join(' · ');
}

function ItemCell({ row, context }: { row: QuickOrderRow; context: QuickOrderRowContext }) {
  const { t } = context;
  if (row.outcome === 'NOT_FOUND') return null;
  if (row.outcome === 'MATCHED') {
    const item = chosenItem(row);
    return item ? (
      <div>
        <strong>{item.skuDescription}</strong>
        <div>{itemFacts(item, context)}</div>
      </div>
    ) : null;
  }
  const locked = row.status === 'added' || row.status === 'sending';
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600 }}>{t('chooseItem', { n: row.lineNumber })}</legend>
      {row.candidates.map((item) => (
        <label key={item.itemNumberWarehouse} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 40, cursor: 'pointer' }}>
          <input
            type="radio"
            name={`quick-order-line-${row.lineNumber}`}
            value={item.itemNumberWarehouse}
            checked={row.chosen === item.itemNumberWarehouse}
            disabled={locked}
            onChange={() => context.onChoose(row.lineNumber, item.itemNumberWarehouse)}
            style={{ width: 20, height: 20, flex: 'none' }}
          />
          <span>
            {item.skuDescription} · {itemFacts(item, context)}
          </span>
        </label>
      ))}
      {row.matchCount > row.candidates.length && <div style={{ opacity: 0.75 }}>{t('moreMatches', { n: row.matchCount, shown: row.candidates.length })}</div>}
    </fieldset>
  );
}

function QuantityCell({ row, context }: { row: QuickOrderRow; context: QuickOrderRowContext }) {
  if (row.outcome === 'NOT_FOUND') return null;
  const problem = lineProblem(row, context.formatAvailable);
  return (
    <input
      type="text"
      inputMode="numeric"
      aria-label={context.t('quantityOfLine', { n: row.lineNumber })}
      aria-invalid={problem ? true : undefined}
      aria-describedby={`quick-order-check-${row.lineNumber}`}
      value={row.quantity}
      disabled={row.status === 'added' || row.status === 'sending'}
      onChange={(event) => context.onQuantity(row.lineNumber, sanitiseQuantityInput(event.target.value))}
      style={{ ...context.controlStyle, width: context.narrow ? '100%' : 96 }}
    />
  );
}

/** The rule check of a line: skipped, its rule's message, the server's refusal, added, or ready. */
function CheckCell({ row, context }: { row: QuickOrderRow; context: QuickOrderRowContext }) {
  const { t } = context;
  const id = `quick-order-check-${row.lineNumber}`;
  if (row.outcome === 'NOT_FOUND') return <span id={id}>{t('skipped')}</span>;
  if (row.status === 'added')
    return (
      <span id={id} style={{ color: SUCCESS_COLOUR }}>
        {t('added')}
      </span>
    );
  if (row.status === 'sending') return <span id={id}>{t('adding')}</span>;
  const problem = lineProblem(row, context.formatAvailable);
  if (problem)
    return (
      <span id={id} style={{ color: ERROR_COLOUR }}>
        {t(problem.message, problem.params)}
      </span>
    );
  if (row.failure)
    return (
      <span id={id} role="alert" style={{ color: ERROR_COLOUR }}>
        {row.failure}
      </span>
    );
  return <span id={id}>{t('ready')}</span>;
}

function cellsOf(row: QuickOrderRow, context: QuickOrderRowContext): Array<[heading: string, content: ReactNode]> {
  const { t } = context;
  return [
    [QUICK_ORDER_TEXTS.lineColumn, <span style={{ overflowWrap: 'anywhere' }}>{row.text}</span>],
    [QUICK_ORDER_TEXTS.outcomeColumn, t(OUTCOME_TEXTS[row.outcome])],
    [QUICK_ORDER_TEXTS.itemColumn, <ItemCell row={row} context={context} />],
    [QUICK_ORDER_TEXTS.quantityColumn, <QuantityCell row={row} context={context} />],
    [QUICK_ORDER_TEXTS.checkColumn, <CheckCell row={row} context={context} />],
  ];
}

/** The table's column headings (wide screens), in the order of the cells. */
export const QUICK_ORDER_COLUMNS: readonly string[] = [
  QUICK_ORDER_TEXTS.lineColumn,
  QUICK_ORDER_TEXTS.outcomeColumn,
  QUICK_ORDER_TEXTS.itemColumn,
  QUICK_ORDER_TEXTS.quantityColumn,
  QUICK_ORDER_TEXTS.checkColumn,
];

/** One line as a table row (wide screens) or a card (phones), named 'Line {n}'. */
export function QuickOrderRowView({ row, context }: { row: QuickOrderRow; context: QuickOrderRowContext }) {
  const { t } = context;
  const name = t('line', { n: row.lineNumber });
  const cells = cellsOf(row, context);
  if (!context.narrow)
    return (
      <tr aria-label={name} style={{ verticalAlign: 'top', borderTop: '1px solid rgba(0,0,0,0.06)' }}>
        {cells.map(([heading, content], index) => (
          <td key={heading} style={{ padding: 8 }}>
            {index === 0 ? <span style={{ opacity: 0.65 }}>{row.lineNumber}. </span> : null}
            {content}
          </td>
        ))}
      </tr>
    );
  return (
    <li aria-label={name} style={{ border: '1px solid rgba(0,0,0,0.12)', borderRadius: 8, padding: 12, display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ overflowWrap: 'anywhere' }}>
          {row.lineNumber}. {row.text}
        </strong>
        <span>{cells[1][1]}</span>
      </div>
      {cells.slice(2).map(([heading, content]) => (
        <div key={heading}>
          <div style={{ fontSize: 12, opacity: 0.65 }}>{t(heading)}</div>
          {content}
        </div>
      ))}
    </li>
  );
}
