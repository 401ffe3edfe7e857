import { DEFAULT_TRACKING_CARRIERS } from '@bp/api-contract';
import { trackingLinkOf } from './tracking-links';

describe('tracking links', () => {
  it.each([
    ['1Z999AA10123456784', 'UPS', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['794612345678', 'FedEx', 'https://www.fedex.com/fedextrack/?trknbr=794612345678'],
    ['9400111899223197428490', 'USPS', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490'],
    ['1234567890', 'DHL', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=1234567890'],
  ])('tells the carrier of %s from its format', (number, carrier, url) => {
    expect(trackingLinkOf(DEFAULT_TRACKING_CARRIERS, number, null)).toEqual({ number, carrier, url });
  });

  it('leaves a number no carrier format fits, or a carrier the tenant does not list, without a link', () => {
    expect(trackingLinkOf(DEFAULT_TRACKING_CARRIERS, 'PALLET-7', null)).toEqual({ number: 'PALLET-7', carrier: null, url: null });
    expect(trackingLinkOf(DEFAULT_TRACKING_CARRIERS, 'PALLET-7', 'ONTRAC')).toEqual({ number: 'PALLET-7', carrier: 'ONTRAC', url: null });
  });

  it("uses the tenant's own carriers and encodes the number into the URL", () => {
    const carriers = [{ code: 'DPD', name: 'DPD', trackingUrl: 'https://track.dpd.example/{number}?lang=en' }];
    expect(trackingLinkOf(carriers, 'A B/1', 'DPD')).toEqual({ number: 'A B/1', carrier: 'DPD', url: 'https://track.dpd.example/A%20B%2F1?lang=en' });
    // A UPS-looking number is not linked to a carrier the tenant does not offer.
    expect(trackingLinkOf(carriers, '1Z999AA10123456784', null)).toEqual({ number: '1Z999AA10123456784', carrier: 'UPS', url: null });
  });
});
