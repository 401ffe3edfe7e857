import type { SellerReturn } from '@bp/api-contract';
import { formatCurrency } from '@bp/util-money';
import type { MailLocale, MailTexts } from '../mail/mail-locale';
import type { OutgoingMail } from '../mail/mailer';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import type { SellerAction } from './return-rules';

// The e-mail a buyer gets when the seller answers units of a return: which units, and what to
// do next (ship approved units back quoting the RMA number by the ship-by date), in the buyer's language.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type AnsweredAction = Exclude<SellerAction, 'received'>;

const TEXTS: MailTexts<{
  subject: Record<AnsweredAction, (returnNumber: string) => string>;
  heading: Record<AnsweredAction, (returnNumber: string, orderNumber: string) => string>;
  shipBy: (date: string, rma: string) => string;
  creditedSoFar: (amount: string) => string;
}> = {
  en: {
    subject: {
      approved: (n) => `Return ${n} approved`,
      rejected: (n) => `Return ${n}: units not accepted`,
      credited: (n) => `Return ${n} credited`,
    },
    heading: {
      approved: (n, order) => `Return ${n} (order ${order}), approved:`,
      rejected: (n, order) => `Return ${n} (order ${order}), units not accepted:`,
      credited: (n, order) => `Return ${n} (order ${order}), credited:`,
    },
    shipBy: (date, rma) => `Ship the approved units back by ${date}, quoting RMA number ${rma} on the parcel.`,
    creditedSoFar: (amount) => `Credited so far on this return: ${amount}.`,
  },
  es: {
    subject: {
      approved: (n) => `Devolución ${n} aprobada`,
      rejected: (n) => `Devolución ${n}: unidades no aceptadas`,
      credited: (n) => `Devolución ${n} abonada`,
    },
    heading: {
      approved: (n, order) => `Devolución ${n} (pedido ${order}), aprobada:`,
      rejected: (n, order) => `Devolución ${n} (pedido ${order}), unidades no aceptadas:`,
      credited: (n, order) => `Devolución ${n} (pedido ${order}), abonada:`,
    },
    shipBy: (date, rma) => `Envía las unidades aprobadas antes del ${date}, indicando el número RMA ${rma} en el paquete.`,
    creditedSoFar: (amount) => `Abonado hasta ahora en esta devolución: ${amount}.`,
  },
};

export function returnMail(
  tenant: ResolvedTenant,
  view: SellerReturn,
  action: AnsweredAction,
  imeis: ReadonlySet<string>,
  locale: MailLocale = 'en',
): OutgoingMail {
  const texts = TEXTS[locale];
  const units = view.units.filter((unit) => imeis.has(unit.imei));
  const currency = { symbol: tenant.settings.currency || '$', precision: tenant.settings.currencyPrecision ?? 2, locale };
  const lines = units.map((unit) => {
    if (action === 'rejected') return `- ${unit.imei} (${unit.itemDescription}): ${unit.rejectionReason ?? ''}`;
    if (action === 'credited') return `- ${unit.imei} (${unit.itemDescription}): ${formatCurrency(unit.creditedAmount ?? 0, currency)}`;
    return `- ${unit.imei} (${unit.itemDescription})`;
  });
  const next =
    action === 'approved'
      ? [texts.shipBy(String(view.shipBy), String(view.rmaNumber))]
      : action === 'credited'
        ? [texts.creditedSoFar(formatCurrency(view.creditedTotal, currency))]
        : [];
  const text = [texts.heading[action](view.returnNumber, view.phonexOrderNumber), ...lines, '', ...next, `${tenant.settings.siteTitle}`].join('\n');
  return {
    tenantId: tenant.id,
    to: view.buyerEmail,
    subject: `${texts.subject[action](view.returnNumber)} — ${tenant.settings.siteTitle}`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
  };
}
