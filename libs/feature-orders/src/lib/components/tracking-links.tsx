import { Fragment, type MouseEvent } from 'react';
import type { TrackingLink } from '@bp/api-contract';
import { TAP_TARGET_CLASS } from '@bp/ui-kit';
import { isWebLink } from '../order-unit-rules';
import { useOrdersText } from '../orders-texts';

// A link inside a clickable row must open the carrier's page only, not the row's order too.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * Tracking numbers, each a link to its carrier's tracking page (a new tab) when the tenant knows
 * the carrier, else plain text; the carrier's name follows the number.
 */
export function TrackingLinks({ links }: { links: readonly TrackingLink[] }) {
  const t = useOrdersText();
  return links.map((link, index) => {
    const label = link.carrier ? t('trackingWithCarrier', { number: link.number, carrier: link.carrier }) : link.number;
    return (
      <Fragment key={`${link.number}-${index}`}>
        {index > 0 && ', '}
        {isWebLink(link.url) ? (
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={TAP_TARGET_CLASS} onClick={stopPropagation}>
            {label}
          </a>
        ) : (
          label
        )}
      </Fragment>
    );
  });
}
