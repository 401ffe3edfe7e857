import type { Address } from '@bp/api-contract';

/** The name a buyer gave the address, else its label. */
export function addressTitle(address: Address): string {
  return address.customLabel || address.label || address.address1;
}

/** 'Bailey Buyer Inc., 100 Harbor Way, Miami, FL 33101, US' — the lines of an address on one line. */
export function addressLine(address: Address): string {
  const name = address.fields.ShipToName ?? address.fields.BillingCustomerName ?? address.contact;
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [name, address.address1, address.address2, cityLine, address.country].filter((part) => part && part.trim() !== '').join(', ');
}

/** An address as a row shows it: its title in bold, then its lines. */
export function AddressText({ address }: { address: Address }) {
  return (
    <span>
      <strong>{addressTitle(address)}</strong>
      <br />
      <span>{addressLine(address)}</span>
    </span>
  );
}
