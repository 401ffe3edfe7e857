import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_SIDE_MENU,
  ITEM_NUMBER_WAREHOUSE_SEPARATOR,
  MessageCode,
  type SellerGrade,
  type StockGroup,
  type StockItem,
  type StocklistSettings,
  type WarehouseGroup,
} from '@bp/api-contract';
import { buildCatalogueIndex, runStockQuery, searchIndexOf, warmUpSearches, type CatalogueIndex, type StockQuerySettings } from '@bp/util-stocklist';
import { DEFAULT_ALERT_QUANTITY } from '@bp/util-validation';
import type { DbExecutor } from '../db/database';
import { pendingOrderCounts } from './pending-order-counts';
import {
  catalogueVersions,
  networkParticipants,
  networkResellers,
  stockGrades,
  stockItemGroups,
  stockItems,
  warehouses,
  type NetworkParticipantRow,
} from '../db/schema';
import { sameTenant, scoped } from '../db/scoped';
import { AppError, notFound } from '../errors';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { DEFAULT_MAX_ITEM_QUANTITY_TO_BE_DISPLAYED } from '../tenants/tenant-settings';
import type { NotificationListener } from '../db/database';
import { LruMap } from '../lru-map';
import { changedItemsOf, loggedChanges } from './catalogue-changes';
import { estimateIndexBytes } from './catalogue-size';

// Stock lists: the tenant's own (participant null) and partner sellers' (network participants).
// Each list is served from an in-memory index (so a search or filter does not query the
// database), checked against catalogue_versions at most every `versionCheckMs` or when a change
// is announced, and patched with what changed: this instance's own changes as it makes them,
// other instances' from the change log.

/** The query engine's code is compiled once per process: the first list loaded warms it for all. */
let queryEngineWarmed = false;

/**
 * Runs a few searches over a just-loaded list (warmUpSearches), one per turn of the event loop so
 * requests go between them, so that buyers' first searches after a start run compiled code
 * (unoptimised, the first few dozen searches over 100,000 items took 10-100 ms each; compiled, about 5).
 */
function warmQueryEngine(built: BuiltStockList): void {
  if (queryEngineWarmed) return;
  queryEngineWarmed = true;
  const searches = warmUpSearches(built.index);
  const runs = [...searches, ...searches, ...searches];
  const runFrom = (at: number): void => {
    if (at >= runs.length) return;
    runStockQuery(built.index, runs[at], built.querySettings);
    setImmediate(() => runFrom(at + 1)).unref();
  };
  runFrom(0);
}

/** Which stock list a request reads: own (participant null) or a partner's. */
export interface StockListRef {
  tenantId: string;
  /** The participant row (own list: the is_own row, which may be missing on hand-made tenants). */
  participant: NetworkParticipantRow | undefined;
  /** Null for the tenant's own stock. */
  participantId: string | null;
}

export const itemKeyOf = (itemNumber: string, warehouse: string): string => `${itemNumber}${ITEM_NUMBER_WAREHOUSE_SEPARATOR}${warehouse}`;

/** Whether the user is a network reseller (isPxnr). */
export async function isReseller(db: DbExecutor, tenantId: string, userId: string): Promise<boolean> {
  return (await scoped(db, tenantId).findOne(networkResellers, eq(networkResellers.userId, userId))) !== undefined;
}

/**
 * The stock list named by header pxns-participant-id (absent or the own participant's id: own
 * stock). Partner stock only for resellers (403 FORBIDDEN otherwise); unknown ids 404.
 */
export async function resolveStockList(db: DbExecutor, tenantId: string, userId: string, header: string | undefined): Promise<StockListRef> {
  return resolveStockListWith({ tenantId, participants: () => participantsInOrder(db, tenantId), isReseller: () => isReseller(db, tenantId, userId) }, header);
}

/** What resolving a stock list needs to know (read per call, or from ParticipantLookups). */
export interface ParticipantFacts {
  tenantId: string;
  /** Every participant row of the tenant, in display order (participantsInOrder). */
  participants(): Promise<NetworkParticipantRow[]>;
  isReseller(): Promise<boolean>;
}

/** resolveStockList over already known participant rows. */
export async function resolveStockListWith(facts: ParticipantFacts, header: string | undefined): Promise<StockListRef> {
  const { tenantId } = facts;
  const wanted = header?.trim();
  const rows = await facts.participants();
  if (!wanted) return { tenantId, participant: rows.find((row) => row.isOwn), participantId: null };
  const participant = rows.find((row) => row.pxnsParticipantId === wanted);
  if (!participant) throw notFound('No such network participant', MessageCode.NOT_FOUND, [wanted]);
  if (participant.isOwn) return { tenantId, participant, participantId: null };
  if (!(await facts.isReseller())) throw new AppError(403, MessageCode.FORBIDDEN, 'Only network resellers may browse partner stock', { params: [wanted] });
  return { tenantId, participant, participantId: participant.id };
}

/** The participants whose groups the user sees, in display order, from known facts (visibleParticipants). */
export async function visibleParticipantsWith(facts: ParticipantFacts): Promise<NetworkParticipantRow[]> {
  const reseller = await facts.isReseller();
  return (await facts.participants()).filter((row) => reseller || row.isOwn);
}

/** Every participant of the tenant in display order (select order, then group name, as the database collates). */
export async function participantsInOrder(db: DbExecutor, tenantId: string): Promise<NetworkParticipantRow[]> {
  return scoped(db, tenantId).findMany(networkParticipants, undefined, {
    orderBy: [asc(networkParticipants.selectOrder), asc(networkParticipants.warehouseGroupName)],
  });
}

/** networkItemCounts over known visible participants. */
export async function networkItemCountsOf(
  db: DbExecutor,
  cache: CatalogueCache,
  tenant: ResolvedTenant,
  rows: NetworkParticipantRow[],
): Promise<{ pxnsParticipantId: string; itemsCount: number }[]> {
  const counts: { pxnsParticipantId: string; itemsCount: number }[] = [];
  for (const row of rows) {
    const built = await cache.get(db, tenant, { tenantId: tenant.id, participant: row, participantId: row.isOwn ? null : row.id });
    counts.push({ pxnsParticipantId: row.pxnsParticipantId, itemsCount: inStockCount(built) });
  }
  return counts;
}

const participantCondition = (column: PgColumn, participantId: string | null) => (participantId === null ? sql`${column} is null` : eq(column, participantId));

/** The list's StocklistSettings: its participant's config, its warehouses and grades, tenant defaults. */
export async function stockListSettings(db: DbExecutor, tenant: ResolvedTenant, list: StockListRef): Promise<StocklistSettings> {
  const warehouseRows = await scoped(db, tenant.id).findMany(warehouses, participantCondition(warehouses.participantId, list.participantId), {
    orderBy: [asc(warehouses.label), asc(warehouses.code)],
  });
  const gradeRows = await scoped(db, tenant.id).findMany(stockGrades, participantCondition(stockGrades.participantId, list.participantId), {
    orderBy: [asc(stockGrades.sortOrder)],
  });
  const config = list.participant?.stocklistConfig ?? {};
  const portal = tenant.settings.portal;
  const grades = gradeRows.map((row) => row.grade);
  return {
    pxParticipantId: list.participantId === null ? null : (list.participant?.pxnsParticipantId ?? null),
    warehouses: warehouseRows.map((row) => row.code),
    warehouseLabels: Object.fromEntries(warehouseRows.map((row) => [row.code, row.label])),
    warehouseAcceptingOffer: warehouseRows.filter((row) => row.acceptsOffers).map((row) => row.code),
    attributeLabels: { ...config.attributeLabels, ...tenant.settings.attributeLabels },
    maxItemQuantityToBeDisplayed: portal?.maxItemQuantityToBeDisplayed ?? config.maxItemQuantityToBeDisplayed ?? DEFAULT_MAX_ITEM_QUANTITY_TO_BE_DISPLAYED,
    defaultAlertQuantity: portal?.defaultAlertQuantity ?? config.defaultAlertQuantity ?? DEFAULT_ALERT_QUANTITY,
    sideMenu: { ...DEFAULT_SIDE_MENU, ...portal?.sideMenu },
    categories: config.categories ?? [],
    categoryLabels: config.categoryLabels ?? {},
    attributeValueLabels: config.attributeValueLabels ?? {},
    searchLevels: config.searchLevels ?? {},
    sortOrder: config.sortOrder ?? {},
    attributeSortAlgorithm: config.attributeSortAlgorithm ?? {},
    filterOrder: { ...config.filterOrder, ...(grades.length > 0 && !config.filterOrder?.['grade'] ? { grade: grades } : {}) },
    grades,
    gradeFilterGroups: config.gradeFilterGroups ?? [],
    showGradeIcon: config.showGradeIcon ?? false,
    gradeLabelDescriptions: gradeRows.map((row) => ({ grade: row.grade, gradeLabel: row.label, gradeDescription: row.description })),
    searchEmptyValues: config.searchEmptyValues ?? { allowed: false, label: 'Not specified' },
    groupTopRightAttribute: config.groupTopRightAttribute ?? {},
    groupBottomRightAttribute: config.groupBottomRightAttribute ?? {},
    itemDescriptionRules: config.itemDescriptionRules ?? { itemNumberDescriptionPrefix: '', itemNumberDescriptionSuffix: '' },
    tutorialUrl: config.tutorialUrl ?? null,
    gradingScaleUrl: config.gradingScaleUrl ?? null,
  };
}

/** GET pxn/stocklist-settings: every participant's settings the user may see (own first). */
export async function participantSettings(db: DbExecutor, tenant: ResolvedTenant, userId: string, header: string | undefined): Promise<StocklistSettings[]> {
  if (header?.trim()) return [await stockListSettings(db, tenant, await resolveStockList(db, tenant.id, userId, header))];
  const rows = await visibleParticipants(db, tenant.id, userId);
  const result: StocklistSettings[] = [];
  for (const row of rows) {
    const settings = await stockListSettings(db, tenant, { tenantId: tenant.id, participant: row, participantId: row.isOwn ? null : row.id });
    result.push({ ...settings, pxParticipantId: row.pxnsParticipantId });
  }
  return result;
}

/** Participants whose warehouse groups the user sees: a reseller every one, anyone else only the own. */
export function visibleParticipants(db: DbExecutor, tenantId: string, userId: string, reseller?: boolean): Promise<NetworkParticipantRow[]> {
  return visibleParticipantsWith({
    tenantId,
    participants: () => participantsInOrder(db, tenantId),
    isReseller: async () => reseller ?? isReseller(db, tenantId, userId),
  });
}

/** GET pxnr/stocklist/warehouses. */
export async function warehouseGroups(db: DbExecutor, tenantId: string, userId: string): Promise<WarehouseGroup[]> {
  const reseller = await isReseller(db, tenantId, userId);
  const rows = await visibleParticipants(db, tenantId, userId, reseller);
  const ownParticipant = rows.find((row) => row.isOwn);
  const allWarehouses = await scoped(db, tenantId).findMany(warehouses, undefined, { orderBy: [asc(warehouses.label)] });
  return rows.map((row) => ({
    pxnParticipantId: row.pxnParticipantId,
    pxnsParticipantId: row.pxnsParticipantId,
    warehouses: allWarehouses
      .filter((warehouse) => (row.isOwn ? warehouse.participantId === null : warehouse.participantId === row.id))
      .map((warehouse) => ({ warehouseLabel: warehouse.label, warehouseId: warehouse.code })),
    warehouseGroupName: row.warehouseGroupName,
    warehouseGroupDescription: row.warehouseGroupDescription,
    // The buyer's relation to the group: resellers buy partner stock (isPxnr); isPxns marks sellers.
    isPxnr: reseller && row.id !== ownParticipant?.id ? true : row.isPxnr,
    isPxns: row.isPxns,
    warehouseGroupSelectOrder: row.selectOrder,
  }));
}

/** GET pxnr/stocklist/grades (header pxns-participant-id). */
export async function sellerGrades(db: DbExecutor, list: StockListRef): Promise<SellerGrade[]> {
  const rows = await scoped(db, list.tenantId).findMany(stockGrades, participantCondition(stockGrades.participantId, list.participantId), {
    orderBy: [asc(stockGrades.sortOrder)],
  });
  return rows.map((row) => ({ pxnrGrade: row.grade, pxnrGradeLabel: row.label, pxnrGradeDescription: row.description }));
}

/**
 * GET pxnr/stocklist/itemscount (and the participants facet of stocklist/query): in-stock items
 * per seller participant the user sees. Counted on the built indexes (once per catalogue version
 * and list), not with a count over every stock row per request: the portal asks on every query.
 */
export async function networkItemCounts(
  db: DbExecutor,
  cache: CatalogueCache,
  tenant: ResolvedTenant,
  userId: string,
): Promise<{ pxnsParticipantId: string; itemsCount: number }[]> {
  return networkItemCountsOf(db, cache, tenant, await visibleParticipants(db, tenant.id, userId));
}

/** Items with quantity above 0 in a built list, counted once per version (patches reset it). */
function inStockCount(built: BuiltStockList): number {
  if (built.inStockCount === undefined) {
    let count = 0;
    for (const quantity of built.index.quantities) if (quantity > 0) count += 1;
    built.inStockCount = count;
  }
  return built.inStockCount;
}

/** The columns a StockItem is made of (stockItemOf), for every query that reads items as the stock list shows them. */
export const stockItemColumns = {
  id: stockItems.id,
  itemNumber: stockItems.itemNumber,
  pxnItemNumber: stockItems.pxnItemNumber,
  category: stockItems.category,
  warehouse: warehouses.code,
  skuDescription: stockItems.description,
  groupItemDescription: stockItems.groupItemDescription,
  quantityAvailable: stockItems.quantityAvailable,
  listPrice: stockItems.listPrice,
  incrementSize: stockItems.incrementSize,
  grade: stockItems.grade,
  attributes: stockItems.attributes,
};

interface StockItemRow {
  itemNumber: string;
  pxnItemNumber: string | null;
  category: string;
  warehouse: string;
  skuDescription: string;
  groupItemDescription: string;
  groupDescription: string;
  quantityAvailable: number;
  listPrice: string;
  incrementSize: number;
  grade: string;
  attributes: Record<string, string>;
}

/** An item row (stockItemColumns and its group's description) as the stock list shows it. */
export function stockItemOf(row: StockItemRow, pendingOrderItemCount = 0): StockItem {
  const key = row.pxnItemNumber ?? row.itemNumber;
  return {
    itemNumber: row.itemNumber,
    ...(row.pxnItemNumber ? { pxnItemNumber: row.pxnItemNumber, pendingOrderItemCount } : {}),
    itemNumberWarehouse: itemKeyOf(key, row.warehouse),
    category: row.category,
    warehouse: row.warehouse,
    skuDescription: row.skuDescription,
    groupItemDescription: row.groupItemDescription,
    groupDescription: row.groupDescription,
    quantityAvailable: row.quantityAvailable,
    // numeric(14,2) text → JSON number; no arithmetic happens on it here.
    listPrice: Number(row.listPrice),
    incrementSize: row.incrementSize,
    grade: row.grade,
    attributes: { ...row.attributes, grade: row.grade },
  };
}

/** One stock list's items as StockGroups (items in group order), read in one query. */
async function loadGroups(db: DbExecutor, list: StockListRef, settings: StocklistSettings): Promise<StockGroup[]> {
  const rows = await db
    .select({
      ...stockItemColumns,
      groupId: stockItemGroups.id,
      title: stockItemGroups.title,
      groupDescription: stockItemGroups.groupDescription,
    })
    .from(stockItems)
    .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
    .innerJoin(stockItemGroups, sameTenant(stockItemGroups.id, stockItems.groupId))
    .where(and(eq(stockItems.tenantId, list.tenantId), participantCondition(warehouses.participantId, list.participantId)));

  // Partner stock shows how many units open network orders hold (pendingOrderItemCount).
  const pending = list.participantId === null ? new Map<string, number>() : await pendingOrderCounts(db, list.tenantId, list.participantId);
  const groups = new Map<string, StockGroup>();
  const warehouseOrder = new Map(settings.warehouses.map((code, index) => [code, index]));
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      const top = settings.groupTopRightAttribute[row.category];
      const bottom = settings.groupBottomRightAttribute[row.category];
      group = {
        groupId: row.groupId,
        title: row.title,
        groupDescription: row.groupDescription,
        wareHouse: '',
        groupAttributes: {
          ...(top ? { topRight: { attribute: top, label: settings.attributeLabels[top] ?? top } } : {}),
          ...(bottom ? { bottomRight: { attribute: bottom, label: settings.attributeLabels[bottom] ?? bottom } } : {}),
        },
        items: [],
      };
      groups.set(row.groupId, group);
    }
    group.items.push(stockItemOf(row, pending.get(row.id) ?? 0));
  }
  for (const group of groups.values()) {
    const codes = [...new Set(group.items.map((item) => item.warehouse))].sort((a, b) => (warehouseOrder.get(a) ?? 1e9) - (warehouseOrder.get(b) ?? 1e9));
    // Groups span warehouses: wareHouse lists their codes (comma separated) in display order.
    group.wareHouse = codes.join(',');
  }
  return [...groups.values()];
}

export interface BuiltStockList {
  version: number;
  lastUpdated: string;
  settings: StocklistSettings;
  querySettings: StockQuerySettings;
  index: CatalogueIndex;
  /** What the list was built for (catching it up with another instance's change). */
  tenant: ResolvedTenant;
  list: StockListRef;
  /** GET stocks, serialised once per version. */
  stocksJson?: string;
  /** In-stock items of the list (network item counts), counted on first use. */
  inStockCount?: number;
  /** `<itemNumber>~<warehouse>` → position in index.items, made on the first patch. */
  positions?: Map<string, number>;
  /** The index's estimated bytes (catalogue-size.ts), taken when it is built. */
  indexBytes: number;
  /** A catch-up from the change log running on this list. */
  catchingUp?: Promise<boolean>;
}

export interface CatalogueCacheOptions {
  /** How long a known version is trusted before catalogue_versions is read again (other instances' changes). */
  versionCheckMs?: number;
  /** Tenants whose versions are remembered, and lists kept at most (default 256). */
  maxLists?: number;
  /** Estimated bytes the built lists may take (default 512 MiB); least recently used dropped first, never the one in use. */
  maxBytes?: number;
  /** Most items a list catches up on from the change log; past it the list is read again (default 5,000). */
  maxChangedItems?: number;
  /** Told of every list built (`full`: every item read) or caught up from the change log (`delta`). */
  onLoad?: (kind: 'full' | 'delta') => void;
}

export const DEFAULT_CATALOGUE_CACHE_BYTES = 512 * 1024 * 1024;

/** An item change as a built index takes it (this instance's own change, or one read from the log). */
export type StockItemPatch = { itemNumber: string; warehouse: string; quantityAvailable: number; listPrice: string; pendingOrderItemCount?: number };

/**
 * Patches a built list's items in place (a rebuild reads every item). `unknown`: what a change of
 * an item the list does not hold means: another list's item (`skip` it) or a new item of this
 * list (`refuse`: false, nothing patched, the list must be read again).
 */
function patchItems(built: BuiltStockList, changes: readonly StockItemPatch[], unknown: 'skip' | 'refuse'): boolean {
  const { index } = built;
  built.positions ??= new Map(index.items.map((item, position) => [itemKeyOf(item.itemNumber, item.warehouse), position]));
  const positions = changes.map((change) => built.positions?.get(itemKeyOf(change.itemNumber, change.warehouse)));
  if (unknown === 'refuse' && positions.some((position) => position === undefined)) return false;
  changes.forEach((change, at) => {
    const position = positions[at];
    if (position === undefined) return;
    index.items[position] = {
      ...index.items[position],
      quantityAvailable: change.quantityAvailable,
      listPrice: Number(change.listPrice),
      ...(change.pendingOrderItemCount !== undefined ? { pendingOrderItemCount: change.pendingOrderItemCount } : {}),
    };
    index.quantities[position] = change.quantityAvailable;
  });
  built.stocksJson = undefined;
  built.inStockCount = undefined;
  return true;
}

/** A built list's bytes now: its index, and the GET stocks answer when one is kept. */
const bytesOf = (built: BuiltStockList): number => built.indexBytes + (built.stocksJson?.length ?? 0);

/**
 * Per tenant (+ participant) indexes by catalogue version. Another instance's change reaches a
 * built list through the change log (catalogue-changes.ts): only the items it changed are read
 * again, on the next request or at once when the change is announced (`listenerFor`); a list
 * that missed more than the log tells (or more than maxChangedItems) is read again. Bounded by
 * estimated bytes (catalogue-size.ts), least recently used dropped first, and each index makes
 * attribute columns only for attribute names its catalogue knows (see knownAttributeFilters).
 */
export class CatalogueCache {
  private readonly lists: LruMap<string, Promise<BuiltStockList>>;
  /** The settled ones among `lists` (patchable in place), least recently used first. */
  private readonly settled: LruMap<string, BuiltStockList>;
  private readonly versions: LruMap<string, { version: number; changedAt: string; checkedAt: number }>;
  private readonly versionCheckMs: number;
  private readonly maxBytes: number;
  private readonly maxChangedItems: number;
  private readonly onLoad: (kind: 'full' | 'delta') => void;
  /** Lists built by reading every item, and lists caught up from the change log (tests, metrics). */
  readonly loads = { full: 0, delta: 0 };
  /** Tenants being caught up after an announcement, and whether another came meanwhile. */
  private readonly refreshing = new Map<string, { again: boolean }>();

  constructor(options: CatalogueCacheOptions = {}) {
    this.versionCheckMs = options.versionCheckMs ?? 1000;
    const maxLists = options.maxLists ?? 256;
    this.maxBytes = options.maxBytes ?? DEFAULT_CATALOGUE_CACHE_BYTES;
    this.maxChangedItems = options.maxChangedItems ?? 5000;
    this.onLoad = options.onLoad ?? (() => undefined);
    this.lists = new LruMap(maxLists);
    this.settled = new LruMap(maxLists);
    this.versions = new LruMap(maxLists);
  }

  /** What the cache holds: built lists, attribute columns over all of them, and their estimated bytes (tests, diagnostics). */
  get size(): { lists: number; attributeColumns: number; bytes: number } {
    let attributeColumns = 0;
    let bytes = 0;
    for (const built of this.settled.values()) {
      attributeColumns += built.index.attributeColumns.size;
      bytes += bytesOf(built);
    }
    return { lists: this.settled.size, attributeColumns, bytes };
  }

  /** After this instance changed a tenant's stock in ways it cannot patch: forget what it knew. */
  invalidate(tenantId: string): void {
    this.versions.delete(tenantId);
    for (const key of [...this.lists.keys()]) {
      if (key.startsWith(`${tenantId}|`)) {
        this.lists.delete(key);
        this.settled.delete(key);
      }
    }
  }

  /**
   * After this instance changed quantities/prices (version `version`): patch the built indexes in
   * place instead of rebuilding them (a rebuild reads every item). A list the change log already
   * brought there is left as it is; one that missed another change first catches up from the log
   * on its next use; one still building is dropped and built again.
   */
  applyChanges(tenantId: string, version: number, changedAt: string, changes: StockItemPatch[]): void {
    if (changes.length === 0) return;
    for (const key of [...this.lists.keys()]) {
      if (!key.startsWith(`${tenantId}|`)) continue;
      const built = this.settled.get(key);
      if (!built) {
        this.lists.delete(key);
        continue;
      }
      if (built.version !== version - 1 || built.catchingUp) continue;
      patchItems(built, changes, 'skip');
      built.version = version;
      built.lastUpdated = changedAt;
    }
    const known = this.versions.peek(tenantId);
    if (!known || known.version <= version) this.versions.set(tenantId, { version, changedAt, checkedAt: Date.now() });
  }

  private async currentVersion(db: DbExecutor, tenantId: string): Promise<{ version: number; changedAt: string }> {
    const known = this.versions.get(tenantId);
    if (known && Date.now() - known.checkedAt < this.versionCheckMs) return known;
    const [row] = await db.select().from(catalogueVersions).where(eq(catalogueVersions.tenantId, tenantId));
    const current = { version: row?.version ?? 0, changedAt: (row?.changedAt ?? new Date(0)).toISOString(), checkedAt: Date.now() };
    this.versions.set(tenantId, current);
    return current;
  }

  async get(db: DbExecutor, tenant: ResolvedTenant, list: StockListRef): Promise<BuiltStockList> {
    const { version, changedAt } = await this.currentVersion(db, tenant.id);
    const key = `${tenant.id}|${list.participantId ?? 'own'}`;
    const cached = this.lists.get(key);
    if (cached) {
      const built = await cached;
      if (built.version >= version) return built;
      if (this.lists.get(key) === cached && (await this.catchUp(db, built, version))) return built;
    }
    const building = this.build(db, tenant, list, version, changedAt);
    this.lists.set(key, building);
    this.settled.delete(key);
    try {
      const built = await building;
      if (this.lists.get(key) === building) {
        this.settled.set(key, built);
        this.trim(key);
        // The search index (about 160 ms at 100,000 items) once this answer is on its way, not in
        // the first search; unref'd: it never keeps a stopping process alive.
        setImmediate(() => {
          searchIndexOf(built.index);
          built.indexBytes = estimateIndexBytes(built.index, { positions: built.positions !== undefined });
          warmQueryEngine(built);
        }).unref();
      }
      return built;
    } catch (error) {
      if (this.lists.get(key) === building) this.lists.delete(key);
      throw error;
    }
  }

  private async build(db: DbExecutor, tenant: ResolvedTenant, list: StockListRef, version: number, changedAt: string): Promise<BuiltStockList> {
    const settings = await stockListSettings(db, tenant, list);
    const querySettings: StockQuerySettings = {
      categories: settings.categories,
      categoryLabels: settings.categoryLabels,
      searchLevels: settings.searchLevels,
      sortOrder: settings.sortOrder,
      attributeLabels: settings.attributeLabels,
      attributeValueLabels: settings.attributeValueLabels,
      attributeSortAlgorithm: settings.attributeSortAlgorithm,
      filterOrder: settings.filterOrder,
      warehouses: settings.warehouses,
      warehouseLabels: settings.warehouseLabels,
      grades: settings.grades,
      searchEmptyValues: settings.searchEmptyValues,
      gradeFilterGroups: settings.gradeFilterGroups,
      gradeLabels: Object.fromEntries(settings.gradeLabelDescriptions.map((entry) => [entry.grade, entry.gradeLabel])),
    };
    const groups = await loadGroups(db, list, settings);
    const index = buildCatalogueIndex(groups, querySettings);
    this.loads.full += 1;
    this.onLoad('full');
    return { version, lastUpdated: changedAt, settings, querySettings, index, tenant, list, indexBytes: estimateIndexBytes(index, { positions: false }) };
  }

  /**
   * Brings a built list to `version` from the change log (one catch-up per list at a time);
   * false when the log cannot (a version without logged items, too many items, a new item).
   */
  private async catchUp(db: DbExecutor, built: BuiltStockList, version: number): Promise<boolean> {
    while (built.version < version) {
      const from = built.version;
      built.catchingUp ??= this.catchUpOnce(db, built, version).finally(() => (built.catchingUp = undefined));
      if (!(await built.catchingUp) && built.version === from) return false;
    }
    return true;
  }

  private async catchUpOnce(db: DbExecutor, built: BuiltStockList, version: number): Promise<boolean> {
    const logged = await loggedChanges(db, built.list.tenantId, built.version, version);
    if (!logged || logged.itemIds.length > this.maxChangedItems) return false;
    if (!patchItems(built, await changedItemsOf(db, built.list, logged.itemIds), 'refuse')) return false;
    built.version = version;
    built.lastUpdated = logged.changedAt;
    this.loads.delta += 1;
    this.onLoad('delta');
    return true;
  }

  /** Drops the least recently used lists while the estimated bytes are past the bound (never `keep`). */
  private trim(keep: string): void {
    let bytes = this.size.bytes;
    for (const [key, built] of [...this.settled.keys()].map((entry) => [entry, this.settled.peek(entry)] as const)) {
      if (bytes <= this.maxBytes) return;
      if (key === keep || !built) continue;
      bytes -= bytesOf(built);
      this.settled.delete(key);
      this.lists.delete(key);
    }
  }

  /**
   * Hears bp_catalogue_changes ("<tenant>:<version>"): a tenant whose lists are built here gets
   * them caught up at once, in the background, so the next request finds them current.
   */
  listenerFor(db: DbExecutor, onError: (error: unknown) => void): NotificationListener {
    return {
      notify: (payload) => {
        const [tenantId, version] = payload.split(':');
        const known = this.versions.peek(tenantId);
        if (!tenantId || (known && known.version >= Number(version))) return;
        this.versions.delete(tenantId);
        void this.refresh(db, tenantId).catch(onError);
      },
      connected: () => undefined,
      // Missed announcements: the version check (every versionCheckMs) still finds the changes.
      lost: () => undefined,
    };
  }

  private async refresh(db: DbExecutor, tenantId: string): Promise<void> {
    const running = this.refreshing.get(tenantId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    this.refreshing.set(tenantId, state);
    try {
      while (state.again) {
        state.again = false;
        for (const key of [...this.settled.keys()]) {
          const built = key.startsWith(`${tenantId}|`) ? this.settled.peek(key) : undefined;
          if (built) await this.get(db, built.tenant, built.list);
        }
      }
    } finally {
      this.refreshing.delete(tenantId);
    }
  }
}

/** Every group of a built list with all its items (GET stocks, pxnr/stocklist/items). */
export function allGroups(built: BuiltStockList): StockGroup[] {
  const groups: StockGroup[] = built.index.groups.map((header) => ({ ...header, items: [] }));
  built.index.items.forEach((item, position) => groups[built.index.itemGroup[position]].items.push(item));
  return groups;
}
