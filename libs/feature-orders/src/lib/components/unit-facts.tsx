import type { ReactNode } from 'react';
import type { OrderUnit } from '@bp/api-contract';
import type { ActivationLockState, BlacklistState, CarrierLockState } from '@bp/api-contract/constants';
import { TAP_TARGET_CLASS } from '@bp/ui-kit';
import { isWebLink } from '../order-unit-rules';
import { ORDERS_TEXTS, type OrdersText } from '../orders-texts';

// The facts of a shipped unit as the units table (a column each) and the unit cards (a label and
// value each) show them, so both say the same.

/** Shown for a fact the seller has not recorded. */
export const NO_FACT = '—';

const CARRIER_LOCK_TEXTS: Record<CarrierLockState, string> = { UNLOCKED: ORDERS_TEXTS.unlocked, LOCKED: ORDERS_TEXTS.locked };
const BLACKLIST_TEXTS: Record<BlacklistState, string> = { CLEAN: ORDERS_TEXTS.clean, BLACKLISTED: ORDERS_TEXTS.blacklisted, UNKNOWN: ORDERS_TEXTS.unknown };
const ACTIVATION_LOCK_TEXTS: Record<ActivationLockState, string> = { OFF: ORDERS_TEXTS.lockOff, ON: ORDERS_TEXTS.lockOn };

export interface UnitFact {
  key: string;
  /** The English label (translated where shown). */
  label: string;
  render: (unit: OrderUnit, t: OrdersText) => ReactNode;
}

const text = (value: string | null) => value ?? NO_FACT;
const stateText =
  <State extends string>(texts: Record<State, string>) =>
  (state: State | null, t: OrdersText) =>
    state === null ? NO_FACT : t(texts[state]);
const carrierLock = stateText(CARRIER_LOCK_TEXTS);
const blacklist = stateText(BLACKLIST_TEXTS);
const activationLock = stateText(ACTIVATION_LOCK_TEXTS);

const PHOTOS = { display: 'inline-flex', flexWrap: 'wrap', columnGap: 8 } as const;

/** The unit's photos, each a link opening in a new tab ("Photo 1", "Photo 2"…). */
function UnitPhotos({ photos, t }: { photos: readonly string[]; t: OrdersText }) {
  const links = photos.filter(isWebLink);
  if (links.length === 0) return NO_FACT;
  return (
    <span style={PHOTOS}>
      {links.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer" className={TAP_TARGET_CLASS}>
          {t('photoNumber', { n: index + 1 })}
        </a>
      ))}
    </span>
  );
}

/** Every fact but the IMEIs, in the columns' order. */
export const UNIT_FACTS: readonly UnitFact[] = [
  { key: 'serial', label: ORDERS_TEXTS.serial, render: (unit) => text(unit.serial) },
  { key: 'model', label: ORDERS_TEXTS.model, render: (unit) => text(unit.model) },
  { key: 'capacity', label: ORDERS_TEXTS.capacity, render: (unit) => text(unit.capacity) },
  { key: 'colour', label: ORDERS_TEXTS.colour, render: (unit) => text(unit.colour) },
  { key: 'grade', label: ORDERS_TEXTS.grade, render: (unit) => text(unit.grade) },
  {
    key: 'battery',
    label: ORDERS_TEXTS.battery,
    render: (unit, t) => (unit.batteryHealth === null ? NO_FACT : t('batteryPercent', { percent: unit.batteryHealth })),
  },
  { key: 'carrierLock', label: ORDERS_TEXTS.carrierLock, render: (unit, t) => carrierLock(unit.carrierLock, t) },
  { key: 'blacklist', label: ORDERS_TEXTS.blacklist, render: (unit, t) => blacklist(unit.blacklist, t) },
  { key: 'activationLock', label: ORDERS_TEXTS.activationLock, render: (unit, t) => activationLock(unit.activationLock, t) },
  { key: 'testResult', label: ORDERS_TEXTS.testResult, render: (unit) => text(unit.testResult) },
  { key: 'photos', label: ORDERS_TEXTS.photos, render: (unit, t) => <UnitPhotos photos={unit.photos} t={t} /> },
];
