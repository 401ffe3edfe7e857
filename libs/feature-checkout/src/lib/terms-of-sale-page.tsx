import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { isApiError, resolveErrorMessage, useGetTermsOfSaleQuery } from '@bp/data-access-api';
import { usePageTitle, useTranslation } from '@bp/ui-kit';
import { useOptionText } from '@bp/ui-order-options';
import { formatPlainDate } from '@bp/util-format';

export const TermsOfSaleText = {
  title: 'Terms of Sale',
  backToStock: 'Back to Stock List',
  loading: 'Loading the terms of sale…',
  loadFailed: 'The terms of sale could not be loaded',
  lastUpdated: 'Last updated on {{date}}',
  latePayment: 'Late payment at a glance',
  gracePeriod: 'Grace period',
  gracePeriodHours: '{{hours}} hours to pay after the order is placed',
  noGracePeriod: 'None: payment terms start on the order date',
  reservationFee: 'Reservation fee',
  cancellationFee: 'Cancellation fee',
  percentPerDay: '{{percent}}% of the order total per 24 hours',
  percentOfTotal: '{{percent}}% of the order total',
} as const;

const STOCK_PATH = '/stock';

/**
 * /terms-of-sale (spec 02 §2 Terms): the tenant's terms of sale, the page the late-payment terms
 * link falls back to. The texts are the tenant's; the late-payment figures are those its orders get.
 */
export function TermsOfSalePage() {
  const { t } = useTranslation();
  const text = useOptionText();
  const { token } = theme.useToken();
  const { data: terms, error } = useGetTermsOfSaleQuery();
  usePageTitle(terms?.title ?? text(TermsOfSaleText.title));

  if (error) {
    const message = isApiError(error) ? resolveErrorMessage(error, (key, defaultValue) => t(key, { defaultValue })) : text(TermsOfSaleText.loadFailed);
    return <h1>{message}</h1>;
  }
  if (!terms) {
    return (
      <p role="status" aria-live="polite">
        {text(TermsOfSaleText.loading)}
      </p>
    );
  }

  const { latePayment } = terms;
  return (
    <article style={{ maxWidth: 880, minWidth: 0, overflowWrap: 'anywhere' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.marginSM, flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0 }}>{terms.title}</h1>
        <Link to={STOCK_PATH}>← {text(TermsOfSaleText.backToStock)}</Link>
      </div>
      {/* A calendar day: shown as written, not moved into the buyer's time zone. */}
      <p style={{ color: token.colorTextSecondary }}>{text(TermsOfSaleText.lastUpdated, { date: formatPlainDate(terms.lastUpdated, 'LONG_DATE', 'UTC') })}</p>

      <section
        aria-labelledby="late-payment-heading"
        style={{ padding: token.paddingSM, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}
      >
        <h2 id="late-payment-heading" style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
          {text(TermsOfSaleText.latePayment)}
        </h2>
        <dl
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: `${token.marginXXS}px ${token.marginSM}px`, margin: 0 }}
        >
          <dt>{text(TermsOfSaleText.gracePeriod)}</dt>
          <dd style={{ margin: 0 }}>
            {latePayment.gracePeriodHours === null
              ? text(TermsOfSaleText.noGracePeriod)
              : text(TermsOfSaleText.gracePeriodHours, { hours: latePayment.gracePeriodHours })}
          </dd>
          <dt>{text(TermsOfSaleText.reservationFee)}</dt>
          <dd style={{ margin: 0 }}>{text(TermsOfSaleText.percentPerDay, { percent: latePayment.reservationFeePercent })}</dd>
          <dt>{text(TermsOfSaleText.cancellationFee)}</dt>
          <dd style={{ margin: 0 }}>{text(TermsOfSaleText.percentOfTotal, { percent: latePayment.cancellationFeePercent })}</dd>
        </dl>
      </section>

      {terms.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2 style={{ fontSize: token.fontSizeHeading4 }}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
