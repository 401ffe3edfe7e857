import type { ConfiguredShippingMethod } from '@bp/api-contract';
import { toCents } from '@bp/util-money';

// Real-time freight quotes come through this interface so a carrier API can replace the
// embedded table. A quote may be missing (no service to the address, carrier down): the charge
// answer then says freightUndefined and the portal offers REQUEST_A_QUOTE instead (spec 02 §4).

export interface FreightQuoteRequest {
  method: ConfiguredShippingMethod;
  shipTo: { country: string; state: string; zip: string };
  warehouseCode: string;
  totalQuantity: number;
}

export interface FreightQuote {
  cents: number;
  carrier: string;
  serviceLevel: string;
}

export interface FreightRateAdapter {
  /** The freight of one shipment of the order by `method`, or null when there is no quote. */
  quote(request: FreightQuoteRequest): Promise<FreightQuote | null>;
}

/** Whether a method ships to the address's country (no list: everywhere). */
export const servesCountry = (method: Pick<ConfiguredShippingMethod, 'countries'>, country: string): boolean =>
  !method.countries || method.countries.length === 0 || method.countries.includes(country.toUpperCase());

/**
 * The embedded default: the method's own rate table (base per shipment, amount per device, a
 * shipment holds at most maxDevicesInShipment), and no quote outside the method's countries.
 */
export const embeddedTableRates: FreightRateAdapter = {
  async quote({ method, shipTo, totalQuantity }) {
    if (!servesCountry(method, shipTo.country)) return null;
    const perShipment = toCents(method.rate.perShipment);
    const perDevice = toCents(method.rate.perDevice);
    const shipments = totalQuantity === 0 ? 0 : method.maxDevicesInShipment ? Math.ceil(totalQuantity / method.maxDevicesInShipment) : 1;
    return {
      cents: shipments * perShipment + totalQuantity * perDevice,
      carrier: method.carrier ?? method.label,
      serviceLevel: method.carrierServiceLevel ?? 'Standard',
    };
  },
};
