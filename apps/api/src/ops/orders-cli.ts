import { readFileSync } from 'node:fs';
import { Value } from 'typebox/value';
import { RecordUnitFactsRequestSchema } from '@bp/api-contract';
import type { CheckoutDeps } from '../checkout/checkout-service';
import { embeddedTableRates } from '../checkout/freight-rates';
import type { Database } from '../db/database';
import {
  answerShippingQuote,
  cancelOrderAsSeller,
  invoiceOrder,
  listSellerOrders,
  releaseOrder,
  sellerOrder,
  shipOrder,
} from '../orders/order-fulfillment-service';
import { setGracePeriodEnd } from '../orders/order-grace-period-service';
import { applyLatePaymentFees } from '../orders/order-late-payment-service';
import { detectWorkbookKind, OCTET_STREAM } from '../offers/import/file-type';
import { readUnitFactRows } from '../offers/import/unit-sheet-reader';
import { recordUnitFacts } from '../orders/order-units';
import { unitFactsOfSheet } from '../orders/unit-sheet';
import type { ResolvedTenant } from '../tenants/tenant-directory';

// `npm run ops -- orders ...`: the seller's side of orders from the command line (same services
// as the /ops/orders routes, src/routes/ops-orders.ts).
//
//   npm run ops -- orders list [--status ON_HOLD,AWAITING_FULFILLMENT]
//   npm run ops -- orders show <orderNumber>
//   npm run ops -- orders release <orderNumber>
//   npm run ops -- orders quote <orderNumber> --freight 45.50
//   npm run ops -- orders ship <orderNumber> --tracking 1Z999,1Z998 [--imeis <itemNumberWarehouse>=<imei>,<imei> ...]
//   npm run ops -- orders invoice <orderNumber> [--number INV-1]
//   npm run ops -- orders cancel <orderNumber>
//   npm run ops -- orders late-fees [--as-of <ISO 8601>]
//   npm run ops -- orders grace-period-end <orderNumber> --at <ISO 8601>
//
// A running server's stock list picks up stock returned by a cancel within a second (catalogue version).

export const ORDERS_USAGE = `  ops orders list [--status <STATUS,...>] [--tenant <slug>]
  ops orders show|release|cancel <orderNumber> [--tenant <slug>]
  ops orders quote <orderNumber> --freight <45.50> [--tenant <slug>]
  ops orders ship <orderNumber> --tracking <n1,n2> [--carrier <UPS|FEDEX|USPS|DHL|…>] [--imeis <itemNumberWarehouse>=<imei,imei>]... [--tenant <slug>]
  ops orders units <orderNumber> --file <facts.json: [{ "imei": …, "grade": …, … }]> | --sheet <manifest.xlsx> [--tenant <slug>]
  ops orders invoice <orderNumber> [--number <invoiceNumber>] [--tenant <slug>]
  ops orders late-fees [--as-of <ISO 8601>] [--tenant <slug>]
  ops orders grace-period-end <orderNumber> --at <ISO 8601> [--tenant <slug>]`;

export const ORDER_COMMANDS = ['list', 'show', 'release', 'quote', 'ship', 'units', 'invoice', 'cancel', 'late-fees', 'grace-period-end'];

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** Every value of a repeated option (--imeis a=1,2 --imeis b=3). */
function options(args: string[], name: string): string[] {
  return args.flatMap((arg, index) =>
    arg === `--${name}` && args[index + 1] !== undefined ? [args[index + 1]] : arg.startsWith(`--${name}=`) ? [arg.slice(name.length + 3)] : [],
  );
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export async function runOrdersCommand(db: Database, tenant: ResolvedTenant, args: string[]): Promise<unknown> {
  const [, command, orderNumber] = args;
  const needsNumber = () => {
    if (!orderNumber || orderNumber.startsWith('--')) throw new Error(`usage:\n${ORDERS_USAGE}`);
    return orderNumber;
  };
  const deps: CheckoutDeps = { db, rates: embeddedTableRates };
  switch (command) {
    case 'list':
      return listSellerOrders(db, tenant.id, list(option(args, 'status')));
    case 'show':
      return sellerOrder(db, tenant.id, needsNumber());
    case 'release':
      return releaseOrder(db, tenant, needsNumber());
    case 'quote': {
      const number = needsNumber();
      const freight = option(args, 'freight');
      if (!freight || !/^\d{1,9}(\.\d{1,2})?$/.test(freight)) throw new Error('--freight must be an amount like 45.50');
      return answerShippingQuote(deps, tenant, number, freight);
    }
    case 'ship': {
      const number = needsNumber();
      const trackingNumbers = list(option(args, 'tracking'));
      if (trackingNumbers.length === 0) throw new Error('--tracking needs at least one tracking number');
      const lines = options(args, 'imeis').map((entry) => {
        const [itemNumberWarehouse, imeis] = entry.split('=');
        if (!itemNumberWarehouse || !imeis) throw new Error('--imeis must look like <itemNumberWarehouse>=<imei>,<imei>');
        return { itemNumberWarehouse, imeis: list(imeis) };
      });
      const carrier = option(args, 'carrier')?.toUpperCase();
      return shipOrder(db, tenant.id, number, { trackingNumbers, lines, ...(carrier ? { carrier } : {}) });
    }
    case 'units': {
      const number = needsNumber();
      const sheet = option(args, 'sheet');
      if (sheet) {
        const body = readFileSync(sheet);
        return recordUnitFacts(db, tenant.id, number, await unitFactsOfSheet(readUnitFactRows(body, detectWorkbookKind(sheet, OCTET_STREAM, body))));
      }
      const file = option(args, 'file');
      if (!file) throw new Error('--file needs a JSON file holding an array of unit facts (or --sheet a manifest sheet)');
      const request = { units: JSON.parse(readFileSync(file, 'utf8')) as unknown };
      if (!Value.Check(RecordUnitFactsRequestSchema, request)) {
        const [first] = Value.Errors(RecordUnitFactsRequestSchema, request);
        throw new Error(`${file}: ${first ? `${first.instancePath || '/'} ${first.message}` : 'not an array of unit facts'}`);
      }
      return recordUnitFacts(db, tenant.id, number, request.units);
    }
    case 'invoice':
      return invoiceOrder(db, tenant.id, needsNumber(), { invoiceNumber: option(args, 'number') });
    case 'cancel':
      return (await cancelOrderAsSeller(db, tenant.id, needsNumber())).order;
    case 'late-fees': {
      const asOf = option(args, 'as-of');
      const date = asOf === undefined ? new Date() : new Date(asOf);
      if (Number.isNaN(date.getTime())) throw new Error('--as-of must be an ISO 8601 date-time');
      return applyLatePaymentFees(db, tenant.id, date);
    }
    case 'grace-period-end': {
      const number = needsNumber();
      const at = new Date(option(args, 'at') ?? '');
      if (Number.isNaN(at.getTime())) throw new Error('--at must be an ISO 8601 date-time');
      return setGracePeriodEnd(db, tenant.id, number, at);
    }
    default:
      throw new Error(`usage:\n${ORDERS_USAGE}`);
  }
}
