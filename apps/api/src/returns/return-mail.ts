import type { SellerReturn } from '@bp/api-contract';
import { formatCurrency } from '@bp/util-money';
import type { OutgoingMail } from '../mail/mailer';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import type { SellerAction } from './return-rules';

// The e-mail a buyer gets when the seller answers units of a return: which units, and what to
// do next (ship approved units back quoting the RMA number by the ship-by date).

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SUBJECT: Record<Exclude<SellerAction, 'received'>, string> = {
  approved: 'Return {n} approved',
  rejected: 'Return {n}: units not accepted',
  credited: 'Return {n} credited',
};

export function returnMail(tenant: ResolvedTenant, view: SellerReturn, action: Exclude<SellerAction, 'received'>, imeis: ReadonlySet<string>): OutgoingMail {
  const units = view.units.filter((unit) => imeis.has(unit.imei));
  const currency = { symbol: tenant.settings.currency || '$', precision: tenant.settings.currencyPrecision ?? 2 };
  const lines = units.map((unit) => {
    if (action === 'rejected') return `- ${unit.imei} (${unit.itemDescription}): ${unit.rejectionReason ?? ''}`;
    if (action === 'credited') return `- ${unit.imei} (${unit.itemDescription}): ${formatCurrency(unit.creditedAmount ?? 0, currency)}`;
    return `- ${unit.imei} (${unit.itemDescription})`;
  });
  const next =
    action === 'approved'
      ? [`Ship the approved units back by ${view.shipBy}, quoting RMA number ${view.rmaNumber} on the parcel.`]
      : action === 'credited'
        ? [`Credited so far on this return: ${formatCurrency(view.creditedTotal, currency)}.`]
        : [];
  const text = [
    `Return ${view.returnNumber} (order ${view.phonexOrderNumber}), ${action === 'rejected' ? 'units not accepted' : action}:`,
    ...lines,
    '',
    ...next,
    `${tenant.settings.siteTitle}`,
  ].join('\n');
  return {
    tenantId: tenant.id,
    to: view.buyerEmail,
    subject: `${SUBJECT[action].replace('{n}', view.returnNumber)} — ${tenant.settings.siteTitle}`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
  };
}
