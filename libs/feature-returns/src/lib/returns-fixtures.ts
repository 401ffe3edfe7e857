import type { OrderReturns, OrderUnit, OrderUnitsPage, ReturnDetail, ReturnSummary, ReturnUnit, ReturnsPage } from '@bp/api-contract';

// Builders of the returns pages' call shapes.

export function aReturnSummary(overrides: Partial<ReturnSummary> = {}): ReturnSummary {
  return {
    returnNumber: 'R-1001',
    phonexOrderNumber: '100001',
    status: 'REQUESTED',
    rmaNumber: null,
    shipBy: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    unitCount: 2,
    creditedTotal: 0,
    ...overrides,
  };
}

export function aReturnUnit(overrides: Partial<ReturnUnit> = {}): ReturnUnit {
  return {
    unitId: 'unit-1',
    imei: '356938035643809',
    itemNumberWarehouse: 'IP13-128-MID-A/MIA',
    itemDescription: 'iPhone 13 128GB Midnight',
    grade: 'A',
    unitPrice: 420,
    reason: 'DEAD_ON_ARRIVAL',
    status: 'REQUESTED',
    rejectionReason: null,
    creditedAmount: null,
    ...overrides,
  };
}

export function aReturnDetail(overrides: Partial<ReturnDetail> = {}): ReturnDetail {
  return {
    ...aReturnSummary({ unitCount: 1 }),
    note: null,
    units: [aReturnUnit()],
    messages: [],
    evidence: [],
    ...overrides,
  };
}

export function aReturnsPage(overrides: Partial<ReturnsPage> = {}): ReturnsPage {
  const returns = overrides.returns ?? [aReturnSummary()];
  return { returns, total: returns.length, counts: { REQUESTED: returns.length }, ...overrides };
}

/** An order shipped a few days ago whose window is open until `returnsUntil`. */
export function anOrderReturns(overrides: Partial<OrderReturns> = {}): OrderReturns {
  return { returnable: true, windowDays: 14, returnsUntil: '2026-12-10T12:00:00.000Z', returns: [], ...overrides };
}

/** A shipped unit as the claim lists it (the order's units call). */
export function aClaimableUnit(overrides: Partial<OrderUnit> = {}): OrderUnit {
  return {
    unitId: 'unit-1',
    itemNumberWarehouse: 'IP13-128-MID-A/MIA',
    itemDescription: 'iPhone 13 128GB Midnight',
    shippedAt: '2026-11-25T09:00:00.000Z',
    imei: '356938035643809',
    imei2: null,
    serial: null,
    model: 'iPhone 13',
    capacity: '128GB',
    colour: 'Midnight',
    grade: 'A',
    batteryHealth: null,
    carrierLock: null,
    blacklist: null,
    activationLock: null,
    testResult: null,
    photos: [],
    returnNumber: null,
    returnStatus: null,
    ...overrides,
  };
}

export function aClaimableUnitsPage(units: OrderUnit[], overrides: Partial<OrderUnitsPage> = {}): OrderUnitsPage {
  return { units, total: units.length, totalUnits: units.length, grades: [], offset: 0, limit: 50, ...overrides };
}
