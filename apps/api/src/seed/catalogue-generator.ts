import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { centsToText } from '@bp/util-money';
import type { Transaction } from '../db/database';
import { catalogueVersions, networkParticipants, stockGrades, stockItemGroups, stockItems, warehouses, type StocklistConfig } from '../db/schema';
import { scoped } from '../db/scoped';

// A deterministic used-device catalogue (seeded PRNG): phones, tablets and watches with
// manufacturer, model, capacity, colour, grade and network lock status, spread over the
// tenant's warehouses. Items are grouped one group per model + capacity + grade (one card).
// Prices are computed in integer cents and stored as numeric(14,2).

export const DEFAULT_CATALOGUE_ITEMS = 3000;
const BATCH = 1000;

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ModelSpec {
  manufacturer: string;
  model: string;
  capacities: string[];
  colors: string[];
  /** Price of the smallest capacity, grade A, in cents. */
  baseCents: number;
}

const PHONE_COLORS = ['Black', 'White', 'Blue', 'Red', 'Green', 'Purple', 'Gold'];
const CATALOGUE: Record<string, ModelSpec[]> = {
  Phones: [
    ...(
      [
        ['iPhone 11', ['64GB', '128GB', '256GB'], 19000],
        ['iPhone 12', ['64GB', '128GB', '256GB'], 24000],
        ['iPhone 12 Pro', ['128GB', '256GB', '512GB'], 31000],
        ['iPhone 13', ['128GB', '256GB', '512GB'], 34000],
        ['iPhone 13 Pro', ['128GB', '256GB', '512GB', '1TB'], 42000],
        ['iPhone 13 Pro Max', ['128GB', '256GB', '512GB', '1TB'], 47000],
        ['iPhone 14', ['128GB', '256GB', '512GB'], 41000],
        ['iPhone 14 Pro', ['128GB', '256GB', '512GB', '1TB'], 52000],
        ['iPhone 15', ['128GB', '256GB', '512GB'], 56000],
        ['iPhone 15 Pro', ['128GB', '256GB', '512GB', '1TB'], 69000],
        ['iPhone SE (3rd gen)', ['64GB', '128GB', '256GB'], 15000],
      ] as const
    ).map(([model, capacities, baseCents]) => ({ manufacturer: 'Apple', model, capacities: [...capacities], colors: PHONE_COLORS.slice(0, 5), baseCents })),
    ...(
      [
        ['Galaxy S21', ['128GB', '256GB'], 18000],
        ['Galaxy S22', ['128GB', '256GB'], 24000],
        ['Galaxy S23', ['128GB', '256GB', '512GB'], 36000],
        ['Galaxy S23 Ultra', ['256GB', '512GB', '1TB'], 52000],
        ['Galaxy A54', ['128GB', '256GB'], 16000],
        ['Galaxy Z Flip4', ['128GB', '256GB', '512GB'], 29000],
        ['Galaxy Z Fold4', ['256GB', '512GB', '1TB'], 61000],
      ] as const
    ).map(([model, capacities, baseCents]) => ({
      manufacturer: 'Samsung',
      model,
      capacities: [...capacities],
      colors: ['Black', 'Green', 'Lavender', 'Cream'],
      baseCents,
    })),
    ...(
      [
        ['Pixel 6', ['128GB', '256GB'], 15000],
        ['Pixel 7', ['128GB', '256GB'], 21000],
        ['Pixel 7 Pro', ['128GB', '256GB', '512GB'], 29000],
        ['Pixel 8', ['128GB', '256GB'], 33000],
      ] as const
    ).map(([model, capacities, baseCents]) => ({
      manufacturer: 'Google',
      model,
      capacities: [...capacities],
      colors: ['Obsidian', 'Snow', 'Hazel'],
      baseCents,
    })),
    { manufacturer: 'Motorola', model: 'moto g84', capacities: ['128GB', '256GB'], colors: ['Blue', 'Black'], baseCents: 11000 },
    { manufacturer: 'OnePlus', model: 'OnePlus 11', capacities: ['128GB', '256GB'], colors: ['Black', 'Green'], baseCents: 27000 },
  ],
  Tablets: [
    { manufacturer: 'Apple', model: 'iPad (9th gen)', capacities: ['64GB', '256GB'], colors: ['Silver', 'Space Gray'], baseCents: 17000 },
    { manufacturer: 'Apple', model: 'iPad Air (5th gen)', capacities: ['64GB', '256GB'], colors: ['Blue', 'Purple', 'Space Gray'], baseCents: 33000 },
    {
      manufacturer: 'Apple',
      model: 'iPad Pro 11 (4th gen)',
      capacities: ['128GB', '256GB', '512GB', '1TB', '2TB'],
      colors: ['Silver', 'Space Gray'],
      baseCents: 52000,
    },
    { manufacturer: 'Samsung', model: 'Galaxy Tab S8', capacities: ['128GB', '256GB'], colors: ['Graphite', 'Silver'], baseCents: 29000 },
    { manufacturer: 'Samsung', model: 'Galaxy Tab A8', capacities: ['32GB', '64GB', '128GB'], colors: ['Gray', 'Silver'], baseCents: 9000 },
  ],
  Watches: [
    { manufacturer: 'Apple', model: 'Apple Watch Series 7', capacities: ['41mm', '45mm'], colors: ['Midnight', 'Starlight', 'Green'], baseCents: 14000 },
    { manufacturer: 'Apple', model: 'Apple Watch Series 8', capacities: ['41mm', '45mm'], colors: ['Midnight', 'Starlight', 'Red'], baseCents: 19000 },
    { manufacturer: 'Apple', model: 'Apple Watch SE (2nd gen)', capacities: ['40mm', '44mm'], colors: ['Midnight', 'Silver'], baseCents: 11000 },
    { manufacturer: 'Samsung', model: 'Galaxy Watch5', capacities: ['40mm', '44mm'], colors: ['Graphite', 'Silver', 'Pink Gold'], baseCents: 9000 },
  ],
};

export interface GradeSpec {
  grade: string;
  label: string;
  description: string;
  /** Price factor in percent of grade A. */
  pricePercent: number;
}

export const OWN_GRADES: GradeSpec[] = [
  { grade: 'A+', label: 'A+ Pristine', description: 'Like new: no visible signs of use, battery health 90% or more.', pricePercent: 108 },
  { grade: 'A', label: 'A Excellent', description: 'Light signs of use, invisible at arm’s length; fully functional.', pricePercent: 100 },
  { grade: 'B', label: 'B Good', description: 'Visible light scratches on body or screen; fully functional.', pricePercent: 86 },
  { grade: 'C', label: 'C Fair', description: 'Noticeable scratches and scuffs, small dents; fully functional.', pricePercent: 72 },
  { grade: 'D', label: 'D Heavy wear', description: 'Heavy wear, cracks on the back or frame possible; screen works.', pricePercent: 55 },
];

/** Global Mobile Traders grade their stock their own way (seller grades, spec 01 §3). */
const GMT_GRADES: GradeSpec[] = [
  { grade: 'CPO', label: 'Certified pre-owned', description: 'Refurbished and certified, new battery.', pricePercent: 104 },
  { grade: 'G1', label: 'Grade 1', description: 'Minimal wear.', pricePercent: 96 },
  { grade: 'G2', label: 'Grade 2', description: 'Moderate wear.', pricePercent: 80 },
  { grade: 'G3', label: 'Grade 3', description: 'Heavy wear, functional.', pricePercent: 60 },
];

/** Pacific Device Exchange: a different scale again, so switching sellers visibly changes grades. */
const PDX_GRADES: GradeSpec[] = [
  { grade: 'PREMIUM', label: 'Premium', description: 'Flawless housing and screen, battery 85% or more.', pricePercent: 102 },
  { grade: 'VG', label: 'Very good', description: 'Micro scratches only, invisible when the screen is on.', pricePercent: 92 },
  { grade: 'GOOD', label: 'Good', description: 'Visible scratches and scuffs; fully functional.', pricePercent: 78 },
  { grade: 'FAIR', label: 'Fair', description: 'Dents or deep scratches; fully functional.', pricePercent: 58 },
];

const LOCK_STATUSES = ['UNLOCKED', 'LOCKED_ATT', 'LOCKED_VZW'];
const LOCK_LABELS: Record<string, string> = { UNLOCKED: 'Unlocked', LOCKED_ATT: 'Locked (AT&T)', LOCKED_VZW: 'Locked (Verizon)' };
const MANUFACTURER_CODES: Record<string, string> = { Apple: 'APL', Samsung: 'SAM', Google: 'GOO', Motorola: 'MOT', OnePlus: 'ONP' };

/** How a partner's stock list differs from the own one (its settings and data quirks). */
export interface PartnerListOptions {
  /** Grade filter groups (header, grades, footer) of the partner's grade filter. */
  gradeFilterGroups: StocklistConfig['gradeFilterGroups'];
  /**
   * Share (0..1) of the partner's items whose capacity the seller left blank: with
   * searchEmptyValues.allowed the capacity filter offers them under the configured label.
   */
  blankCapacityShare: number;
}

/** The stock list settings the generator's data fits (own stock list, or a partner's). */
export function generatedStocklistConfig(grades: GradeSpec[], partner?: PartnerListOptions): StocklistConfig {
  return {
    categories: ['Phones', 'Tablets', 'Watches'],
    categoryLabels: { Phones: 'Phones', Tablets: 'Tablets', Watches: 'Watches' },
    attributeLabels: { manufacturer: 'Manufacturer', model: 'Model', capacity: 'Capacity', color: 'Colour', networkLockStatus: 'Network', grade: 'Grade' },
    attributeValueLabels: { networkLockStatus: LOCK_LABELS },
    searchLevels: { Phones: ['manufacturer', 'model', 'capacity'], Tablets: ['manufacturer', 'model', 'capacity'], Watches: ['manufacturer', 'model'] },
    sortOrder: {
      Phones: ['manufacturer', 'model', 'capacity', 'grade'],
      Tablets: ['manufacturer', 'model', 'capacity', 'grade'],
      Watches: ['manufacturer', 'model', 'capacity', 'grade'],
    },
    attributeSortAlgorithm: { manufacturer: 'FilterOrder', model: 'AlphanumericAsNumeric', capacity: 'AlphanumericAsNumeric', grade: 'FilterOrder' },
    filterOrder: { manufacturer: ['Apple', 'Samsung', 'Google'], grade: grades.map((grade) => grade.grade) },
    gradeFilterGroups: partner
      ? partner.gradeFilterGroups
      : [
          { header: 'Top grades', footer: 'Retail ready', grades: ['A+', 'A'] },
          { header: 'Value grades', footer: 'Visible wear', grades: ['B', 'C', 'D'] },
        ],
    showGradeIcon: true,
    // Partners leave some capacities blank; the own catalogue is complete, so no empty choice there.
    searchEmptyValues: { allowed: partner !== undefined && partner.blankCapacityShare > 0, label: 'Not specified' },
    groupTopRightAttribute: { Phones: 'networkLockStatus', Tablets: 'capacity', Watches: 'capacity' },
    groupBottomRightAttribute: { Phones: 'grade', Tablets: 'grade', Watches: 'grade' },
    itemDescriptionRules: { itemNumberDescriptionPrefix: partner ? 'PXN ' : '', itemNumberDescriptionSuffix: '' },
  };
}

export interface PartnerSpec {
  pxnParticipantId: string;
  pxnsParticipantId: string;
  name: string;
  description: string;
  warehouses: { code: string; label: string; acceptsOffers: boolean }[];
  grades: GradeSpec[];
  list: PartnerListOptions;
}

export const DEMO_PARTNERS: PartnerSpec[] = [
  {
    pxnParticipantId: 'PXN-GMT',
    pxnsParticipantId: 'GMT-001',
    name: 'Global Mobile Traders',
    description: 'UK and Gulf wholesale stock, shipped from London and Dubai.',
    warehouses: [
      { code: 'GMT-LON', label: 'London (GMT)', acceptsOffers: true },
      { code: 'GMT-DXB', label: 'Dubai (GMT)', acceptsOffers: false },
    ],
    grades: GMT_GRADES,
    list: {
      gradeFilterGroups: [
        { header: 'Certified', footer: 'Refurbished with a new battery', grades: ['CPO'] },
        { header: 'Used', footer: 'Graded by GMT, as found', grades: ['G1', 'G2', 'G3'] },
      ],
      blankCapacityShare: 0.08,
    },
  },
  {
    pxnParticipantId: 'PXN-PDX',
    pxnsParticipantId: 'PDX-002',
    name: 'Pacific Device Exchange',
    description: 'APAC refurbished stock from Sydney and Singapore.',
    warehouses: [
      { code: 'PDX-SYD', label: 'Sydney (PDX)', acceptsOffers: false },
      { code: 'PDX-SIN', label: 'Singapore (PDX)', acceptsOffers: true },
    ],
    grades: PDX_GRADES,
    list: {
      gradeFilterGroups: [
        { header: 'Top condition', footer: 'Ready for retail', grades: ['PREMIUM', 'VG'] },
        { header: 'Budget', footer: 'Visible wear', grades: ['GOOD', 'FAIR'] },
      ],
      blankCapacityShare: 0,
    },
  },
];

interface GeneratedList {
  participantId: string | null;
  keyPrefix: string;
  grades: GradeSpec[];
  warehouseIds: Map<string, string>;
  itemCount: number;
  seed: number;
  pxnPrefix?: string;
  /** See PartnerListOptions.blankCapacityShare; 0 (the own list) draws no extra random numbers, so its data stays as it was. */
  blankCapacityShare?: number;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

function quantityOf(random: () => number): number {
  const roll = random();
  if (roll < 0.12) return 0;
  if (roll < 0.6) return 1 + Math.floor(random() * 20);
  if (roll < 0.9) return 20 + Math.floor(random() * 180);
  return 200 + Math.floor(random() * 1300);
}

const round25 = (cents: number): number => Math.round(cents / 25) * 25;

async function generateList(tx: Transaction, tenantId: string, list: GeneratedList): Promise<number> {
  const random = seededRandom(list.seed);
  const warehouseCodes = [...list.warehouseIds.keys()];
  const categoryRoll = (): string => {
    const roll = random();
    return roll < 0.72 ? 'Phones' : roll < 0.9 ? 'Tablets' : 'Watches';
  };

  interface PendingItem {
    groupKey: string;
    values: Omit<typeof stockItems.$inferInsert, 'tenantId' | 'groupId'>;
  }
  const groups = new Map<string, typeof stockItemGroups.$inferInsert>();
  const pending: PendingItem[] = [];
  const usedKeys = new Set<string>();

  for (let index = 0; index < list.itemCount; index++) {
    const category = categoryRoll();
    const spec = pick(random, CATALOGUE[category]);
    const capacityIndex = Math.floor(random() * spec.capacities.length);
    const capacity = spec.capacities[capacityIndex];
    const color = pick(random, spec.colors);
    const gradeSpec = pick(random, list.grades);
    const grade = gradeSpec.grade;
    const lock = category === 'Phones' ? pick(random, LOCK_STATUSES) : 'UNLOCKED';
    const warehouse = pick(random, warehouseCodes);
    const capacityKnown = !list.blankCapacityShare || random() >= list.blankCapacityShare;
    const baseItemNumber = [
      MANUFACTURER_CODES[spec.manufacturer],
      spec.model
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase()
        .slice(0, 10),
      capacity,
      color.slice(0, 3).toUpperCase(),
      grade.replace('+', 'P'),
      lock.slice(0, 3),
    ].join('-');
    let itemNumber = baseItemNumber;
    for (let lot = 2; usedKeys.has(`${itemNumber}~${warehouse}`); lot++) itemNumber = `${baseItemNumber}-L${lot}`;
    usedKeys.add(`${itemNumber}~${warehouse}`);

    // A blank capacity is unknown to the buyer too: not in the group, title or description.
    const shownCapacity = capacityKnown ? capacity : '';
    const groupKey = `${list.keyPrefix}|${category}|${spec.manufacturer}|${spec.model}|${shownCapacity}|${grade}`;
    if (!groups.has(groupKey)) {
      const title = [spec.manufacturer, spec.model, shownCapacity].filter(Boolean).join(' ');
      groups.set(groupKey, { tenantId, participantId: list.participantId, groupKey, category, title, groupDescription: `${title} ${gradeSpec.label}` });
    }
    const cents = round25(Math.floor((spec.baseCents * (100 + capacityIndex * 18) * gradeSpec.pricePercent) / 10000) + Math.floor(random() * 2000));
    const incrementRoll = random();
    pending.push({
      groupKey,
      values: {
        warehouseId: list.warehouseIds.get(warehouse) as string,
        itemNumber,
        pxnItemNumber: list.pxnPrefix ? `${list.pxnPrefix}${String(index + 1).padStart(6, '0')}` : null,
        description: [spec.manufacturer, spec.model, shownCapacity, color, gradeSpec.label, LOCK_LABELS[lock]].filter(Boolean).join(' '),
        groupItemDescription: `${color}, ${LOCK_LABELS[lock]}`,
        category,
        grade,
        attributes: { manufacturer: spec.manufacturer, model: spec.model, ...(capacityKnown ? { capacity } : {}), color, networkLockStatus: lock },
        quantityAvailable: quantityOf(random),
        listPrice: centsToText(cents),
        incrementSize: incrementRoll < 0.85 ? 1 : incrementRoll < 0.95 ? 5 : 10,
      },
    });
  }

  const groupRows = [...groups.values()];
  const groupIds = new Map<string, string>();
  for (let start = 0; start < groupRows.length; start += BATCH) {
    const inserted = await tx
      .insert(stockItemGroups)
      .values(groupRows.slice(start, start + BATCH))
      .returning({ id: stockItemGroups.id, groupKey: stockItemGroups.groupKey });
    for (const row of inserted) groupIds.set(row.groupKey, row.id);
  }
  for (let start = 0; start < pending.length; start += BATCH) {
    await tx
      .insert(stockItems)
      .values(pending.slice(start, start + BATCH).map(({ groupKey, values }) => ({ ...values, tenantId, groupId: groupIds.get(groupKey) as string })));
  }
  return pending.length;
}

async function upsertGrades(tx: Transaction, tenantId: string, participantId: string | null, grades: GradeSpec[]): Promise<void> {
  await tx
    .delete(stockGrades)
    .where(and(eq(stockGrades.tenantId, tenantId), participantId ? eq(stockGrades.participantId, participantId) : sql`${stockGrades.participantId} is null`));
  await tx
    .insert(stockGrades)
    .values(
      grades.map((grade, index) => ({ tenantId, participantId, grade: grade.grade, label: grade.label, description: grade.description, sortOrder: index })),
    );
}

export interface CatalogueOptions {
  /** Items of the own stock list (partners get a quarter each). */
  items?: number;
  /** Replace an existing generated catalogue (the CLI's --items); else a tenant that has one is left alone. */
  replace?: boolean;
  partners?: PartnerSpec[];
  ownParticipant: { pxnsParticipantId: string; name: string; description: string };
  /** What the tenant adds to the own stock list's generated settings (e.g. its tutorial page). */
  ownStocklist?: StocklistConfig;
}

/**
 * The tenant's network participants (own + partners), their warehouses, grades and generated
 * stock. Idempotent: without `replace`, a tenant that already has generated items keeps them
 * (so a restart or a plain reseed does not change stock).
 */
export async function seedCatalogue(tx: Transaction, tenantId: string, options: CatalogueOptions): Promise<number> {
  const scope = scoped(tx, tenantId);
  await scope.upsert(
    networkParticipants,
    [
      {
        pxnParticipantId: `PXN-${options.ownParticipant.pxnsParticipantId}`,
        pxnsParticipantId: options.ownParticipant.pxnsParticipantId,
        isOwn: true,
        isPxnr: false,
        isPxns: true,
        warehouseGroupName: options.ownParticipant.name,
        warehouseGroupDescription: options.ownParticipant.description,
        selectOrder: 0,
        stocklistConfig: { ...generatedStocklistConfig(OWN_GRADES), ...options.ownStocklist },
      },
    ],
    ['pxnsParticipantId'],
  );
  const partners = options.partners ?? [];
  const partnerRows = await scope.upsert(
    networkParticipants,
    partners.map((partner, index) => ({
      pxnParticipantId: partner.pxnParticipantId,
      pxnsParticipantId: partner.pxnsParticipantId,
      isOwn: false,
      isPxnr: false,
      isPxns: true,
      warehouseGroupName: partner.name,
      warehouseGroupDescription: partner.description,
      selectOrder: index + 1,
      stocklistConfig: generatedStocklistConfig(partner.grades, partner.list),
    })),
    ['pxnsParticipantId'],
  );
  await upsertGrades(tx, tenantId, null, OWN_GRADES);
  const partnerWarehouseIds = new Map<string, Map<string, string>>();
  for (const partner of partners) {
    const participantId = partnerRows.find((row) => row.pxnsParticipantId === partner.pxnsParticipantId)?.id as string;
    await upsertGrades(tx, tenantId, participantId, partner.grades);
    const rows = await scope.upsert(
      warehouses,
      partner.warehouses.map((warehouse) => ({ ...warehouse, participantId })),
      ['code'],
    );
    partnerWarehouseIds.set(partner.pxnsParticipantId, new Map(rows.map((row) => [row.code, row.id])));
  }

  const [existing] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, tenantId), isNotNull(stockItems.groupId)));
  if (existing.count > 0 && !options.replace) return 0;
  if (existing.count > 0) await tx.delete(stockItemGroups).where(eq(stockItemGroups.tenantId, tenantId));

  const items = options.items ?? DEFAULT_CATALOGUE_ITEMS;
  const ownWarehouses = await tx
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, tenantId), sql`${warehouses.participantId} is null`));
  let total = await generateList(tx, tenantId, {
    participantId: null,
    keyPrefix: 'own',
    grades: OWN_GRADES,
    warehouseIds: new Map(ownWarehouses.map((row) => [row.code, row.id])),
    itemCount: items,
    seed: 20261121,
  });
  for (const [index, partner] of partners.entries()) {
    const participantId = partnerRows.find((row) => row.pxnsParticipantId === partner.pxnsParticipantId)?.id as string;
    total += await generateList(tx, tenantId, {
      participantId,
      keyPrefix: partner.pxnsParticipantId,
      grades: partner.grades,
      blankCapacityShare: partner.list.blankCapacityShare,
      warehouseIds: partnerWarehouseIds.get(partner.pxnsParticipantId) as Map<string, string>,
      itemCount: Math.max(1, Math.floor(items / 4)),
      seed: 777 + index,
      pxnPrefix: `${partner.pxnsParticipantId.slice(0, 3)}-PXN-`,
    });
  }
  await tx
    .insert(catalogueVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({ target: catalogueVersions.tenantId, set: { version: sql`${catalogueVersions.version} + 1`, changedAt: sql`now()` } });
  return total;
}
