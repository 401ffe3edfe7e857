import { IMPORT_COLUMNS } from '@bp/api-contract/constants';

// The stock export's columns, apart from the export itself: the offer import's sheet reader runs in
// a worker thread (offers/import/sheet-parser.ts) and needs these names without loading the
// export's dependencies.

export const EXPORT_HEADER = [
  'Item #',
  'Warehouse',
  'Category',
  'Description',
  'Grade',
  'Manufacturer',
  'Model',
  'Capacity',
  'Colour',
  'Network',
  'Available Quantity',
  'List Price',
  'Increment Size',
  'New Offer Quantity',
  'New Offer Price',
] as const;

/**
 * The export's columns that only inform the buyer. The offer import reads 'Item #', 'Warehouse',
 * 'New Offer Quantity' and 'New Offer Price' and reads past these, so an exported sheet with the
 * two offer columns filled in is a valid import file.
 */
export const EXPORT_INFORMATION_COLUMNS: readonly string[] = EXPORT_HEADER.filter((column) => !(IMPORT_COLUMNS as readonly string[]).includes(column));
