import { aStocklistSettings } from '@bp/api-contract/testing';
import { warehouseLabelOf } from './warehouse-labels';

const own = aStocklistSettings({ pxParticipantId: null, warehouseLabels: { MIA: 'Miami', DAL: 'Dallas' } });
const partners = [
  aStocklistSettings({ pxParticipantId: 'GMT-001', warehouseLabels: { 'GMT-LON': 'London (GMT)', 'GMT-DXB': 'Dubai (GMT)' } }),
  aStocklistSettings({ pxParticipantId: 'PDX-002', warehouseLabels: { 'PDX-SYD': 'Sydney (PDX)' } }),
];

describe('warehouseLabelOf', () => {
  it("names a partner seller's warehouse by that participant's labels, as the stock list does", () => {
    expect(warehouseLabelOf('GMT-LON', 'GMT-001', own, partners)).toBe('London (GMT)');
    expect(warehouseLabelOf('PDX-SYD', 'PDX-002', own, partners)).toBe('Sydney (PDX)');
  });

  it("names the tenant's own warehouses by the own settings", () => {
    expect(warehouseLabelOf('MIA', null, own, partners)).toBe('Miami');
    expect(warehouseLabelOf('DAL', undefined, own, partners)).toBe('Dallas');
  });

  it("does not take another participant's label, and falls back to the own labels, then the code", () => {
    expect(warehouseLabelOf('GMT-LON', 'PDX-002', own, partners)).toBe('GMT-LON');
    expect(warehouseLabelOf('MIA', 'GMT-001', own, partners)).toBe('Miami');
    expect(warehouseLabelOf('GMT-LON', null, own, partners)).toBe('GMT-LON');
  });

  it('shows the code while the settings are not loaded', () => {
    expect(warehouseLabelOf('GMT-LON', 'GMT-001', undefined, undefined)).toBe('GMT-LON');
    expect(warehouseLabelOf('MIA', null, undefined, undefined)).toBe('MIA');
  });
});
