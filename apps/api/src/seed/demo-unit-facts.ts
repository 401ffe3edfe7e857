import type { UnitFacts } from '@bp/api-contract';
import { seededRandom } from './catalogue-generator';

// The facts of the demo order's shipped units, as a seller's testing station would record them:
// mostly clean grade A/B units, with the problems a buyer filters for spread through the order
// (about 1 in 12 carrier-locked, 1 in 40 blacklisted, 1 in 60 activation-locked, a few never
// checked). Everything follows from the unit's position and a fixed seed, so every demo database
// holds the same units.

/** What the units of one order line share: their item's attributes. */
export interface DemoUnitItem {
  model: string;
  capacity: string | null;
  colour: string | null;
}

/** A 15-digit IMEI: type allocation code, 6-digit serial, Luhn check digit. */
function imeiOf(tac: string, serial: number): string {
  const body = `${tac}${String(serial).padStart(6, '0')}`;
  let sum = 0;
  for (const [index, char] of [...body].entries()) {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

// 7919 is prime to 10^6: the serials of units 0 to 999,999 are all different, yet not in a row.
const serialOf = (unit: number) => (unit * 7919 + 104_729) % 1_000_000;

/** The IMEI of the order's unit `unit` (0-based) on line `line`: one type allocation code per line. */
export const demoImei = (line: number, unit: number): string => imeiOf(`3567${String(1200 + line * 7).padStart(4, '0')}`, serialOf(unit));
/** A dual-SIM unit's second IMEI: the same serial under the second SIM's code. */
const demoImei2 = (line: number, unit: number): string => imeiOf(`3568${String(1200 + line * 7).padStart(4, '0')}`, serialOf(unit));

const SERIAL_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const FAILURES = ['Failed: Face ID', 'Failed: Speaker', 'Failed: Touch screen', 'Failed: Rear camera', 'Failed: Microphone'];
const OTHER_COLOURS = ['Black', 'White', 'Blue', 'Red', 'Green'];

function gradeOf(roll: number): string {
  if (roll < 0.06) return 'A+';
  if (roll < 0.5) return 'A';
  if (roll < 0.8) return 'B';
  return 'C';
}

/**
 * The facts of the order's units, `unit` counting across the whole order (0-based) so the
 * problem units spread over every line.
 */
export function demoUnitFacts(item: DemoUnitItem, line: number, unit: number, imei: string): UnitFacts {
  const random = seededRandom(20261205 + unit);
  const grade = gradeOf(random());
  const serial = Array.from({ length: 12 }, () => SERIAL_CHARACTERS[Math.floor(random() * SERIAL_CHARACTERS.length)]).join('');
  const colour = random() < 0.9 ? item.colour : OTHER_COLOURS[Math.floor(random() * OTHER_COLOURS.length)];
  // Every 97th unit left the station before its checks: no lock, blacklist or activation answer.
  const checked = unit % 97 !== 96;
  const failed = grade === 'C' && random() < 0.35;
  return {
    imei,
    imei2: unit % 4 === 0 ? demoImei2(line, unit) : null,
    serial,
    model: item.model,
    capacity: item.capacity,
    colour,
    grade,
    batteryHealth: 75 + Math.floor(random() * 26),
    carrierLock: checked ? (unit % 12 === 5 ? 'LOCKED' : 'UNLOCKED') : null,
    blacklist: checked ? (unit % 40 === 17 ? 'BLACKLISTED' : unit % 150 === 31 ? 'UNKNOWN' : 'CLEAN') : null,
    activationLock: checked ? (unit % 60 === 23 ? 'ON' : 'OFF') : null,
    testResult: failed ? FAILURES[unit % FAILURES.length] : 'Passed 42/42',
    photos: unit % 100 === 10 ? [`https://photos.acme-devices.test/units/${imei}-front.jpg`, `https://photos.acme-devices.test/units/${imei}-back.jpg`] : [],
  };
}
