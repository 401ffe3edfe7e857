import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { and, eq } from 'drizzle-orm';
import { IMPORT_COLUMNS } from '@bp/api-contract';
import type { Database } from '../../src/db/database';
import { networkParticipants, offers, stockItems, warehouses, type StockItemRow } from '../../src/db/schema';

// Sheets, archives and rows for the bulk offer import tests. Every sheet is built with SheetJS, as
// a buyer's Excel would write it.

export type SheetCell = string | number | null | { formula: string; value?: number | string };

const unique = () => randomBytes(4).toString('hex').toUpperCase();

/** A workbook of one sheet: the header (the import's columns unless given), then the rows. */
export function importWorkbook(rows: SheetCell[][], options: { header?: string[]; bookType?: 'xlsx' | 'xls' } = {}): Buffer {
  const header = options.header ?? [...IMPORT_COLUMNS];
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows.map((row) => row.map((cell) => (cell !== null && typeof cell === 'object' ? null : cell)))]);
  rows.forEach((row, rowIndex) =>
    row.forEach((cell, columnIndex) => {
      if (cell !== null && typeof cell === 'object') {
        const address = XLSX.utils.encode_cell({ r: rowIndex + 1, c: columnIndex });
        sheet[address] = typeof cell.value === 'string' ? { t: 's', v: cell.value, f: cell.formula } : { t: 'n', v: cell.value ?? 0, f: cell.formula };
      }
    }),
  );
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Offers');
  return XLSX.write(workbook, { type: 'buffer', bookType: options.bookType ?? 'xlsx', compression: true }) as Buffer;
}

/**
 * A workbook of the import's header and `rows`, plus one blank cell in the header row at `column`
 * (e.g. FXSHRXW, past Excel's last column XFD), as a hand-edited file carries it: SheetJS cannot
 * write such a sheet, so the cell is written at the next free column and its reference (and the
 * sheet's dimension) rewritten in the archive.
 */
export function farColumnWorkbook(column: string, rows: SheetCell[][] = []): Buffer {
  const header = [...IMPORT_COLUMNS];
  const placeholder = XLSX.utils.encode_col(header.length);
  const lastRow = rows.length + 1;
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  sheet[`${placeholder}1`] = { t: 's', v: '' };
  sheet['!ref'] = `A1:${placeholder}${lastRow}`;
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Offers');
  const archive = XLSX.CFB.read(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer, { type: 'buffer' });
  const entry = XLSX.CFB.find(archive, '/xl/worksheets/sheet1.xml');
  if (!entry) throw new Error('no sheet1.xml in the workbook');
  const xml = Buffer.from(entry.content as Uint8Array)
    .toString('utf8')
    .replace(`r="${placeholder}1"`, `r="${column}1"`)
    .replace(`<dimension ref="A1:${placeholder}${lastRow}"/>`, `<dimension ref="A1:${column}${lastRow}"/>`);
  entry.content = Buffer.from(xml, 'utf8');
  return XLSX.CFB.write(archive, { type: 'buffer', fileType: 'zip' }) as Buffer;
}

/** A workbook whose only sheet has no cells at all. */
export function emptyWorkbook(): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([]), 'Empty');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

interface ZipEntry {
  name: string;
  /** Bytes as stored (deflated unless method 0). */
  data: Buffer;
  method: 0 | 8;
  /** What the entry claims to unpack to (central directory and local header). */
  declaredSize: number;
}

/** A zip built by hand, so its declared sizes can lie. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `megabytes` of zeros, deflated (about a thousandth of the size). */
export const deflatedZeros = (megabytes: number): Buffer => deflateRawSync(Buffer.alloc(megabytes * 1024 * 1024), { level: 9 });

/** Zip bombs: one honest about its size, one that lies small, one with an absurd compression ratio. */
export function zipBombs(): { name: string; file: Buffer }[] {
  const sixtyMegabytes = deflatedZeros(60);
  const twentyMegabytes = deflatedZeros(20);
  const fourMegabytes = deflatedZeros(4);
  return [
    { name: 'declares 60 MB', file: zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sixtyMegabytes, method: 8, declaredSize: 60 * 1024 * 1024 }]) },
    { name: 'declares 1 KB but inflates to 20 MB', file: zipOf([{ name: 'xl/worksheets/sheet1.xml', data: twentyMegabytes, method: 8, declaredSize: 1024 }]) },
    { name: 'compressed 1000 to 1', file: zipOf([{ name: 'xl/sharedStrings.xml', data: fourMegabytes, method: 8, declaredSize: 4 * 1024 * 1024 }]) },
    {
      name: 'too many entries',
      file: zipOf(Array.from({ length: 1500 }, (_, index) => ({ name: `x/${index}.xml`, data: Buffer.from('a'), method: 0 as const, declaredSize: 1 }))),
    },
  ];
}

export async function warehouseByCode(db: Database, tenantId: string, code: string) {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, tenantId), eq(warehouses.code, code)));
  if (!row) throw new Error(`no warehouse ${code}`);
  return row;
}

export async function participantIdOf(db: Database, tenantId: string, pxnsParticipantId: string): Promise<string> {
  const [row] = await db
    .select({ id: networkParticipants.id })
    .from(networkParticipants)
    .where(and(eq(networkParticipants.tenantId, tenantId), eq(networkParticipants.pxnsParticipantId, pxnsParticipantId)));
  if (!row) throw new Error(`no participant ${pxnsParticipantId}`);
  return row.id;
}

/** A stock item with a unique item number in the given warehouse. */
export async function insertImportItem(
  db: Database,
  tenantId: string,
  warehouseId: string,
  overrides: Partial<Pick<StockItemRow, 'itemNumber' | 'pxnItemNumber' | 'quantityAvailable' | 'listPrice' | 'incrementSize' | 'description'>> = {},
): Promise<StockItemRow> {
  const [item] = await db
    .insert(stockItems)
    .values({
      tenantId,
      warehouseId,
      itemNumber: `IMP-${unique()}`,
      description: 'Import test device',
      quantityAvailable: 10,
      listPrice: '100.00',
      ...overrides,
    })
    .returning();
  return item;
}

/** A cart entry of the buyer on the item, as the offer routes would have stored it. */
export async function insertCartEntry(
  db: Database,
  tenantId: string,
  userId: string,
  itemId: string,
  entry: { status: string; state: string; offerQuantity: number; offerPrice: string; counterPrice?: string; minimumCheckoutQuantity?: number },
) {
  const [row] = await db
    .insert(offers)
    .values({ tenantId, userId, itemId, ...entry })
    .returning();
  return row;
}
