import { registerTexts, useTexts, type TextsOf } from '@bp/ui-kit';

/**
 * The quick order page's texts (the `en` catalogue of the quickOrder namespace). The increment rule is said as the stock list's buy
 * dialog says it ('Sold in multiples of {{n}}').
 */
export const QUICK_ORDER_TEXTS = {
  pageTitle: 'Quick order',
  heading: 'Quick order',
  quickOrder: 'Quick order',
  backToCart: 'Back to the cart',
  intro: 'Paste your list: one line per item, an item number or model, grade and warehouse words, then the quantity.',
  pasteLines: 'Paste lines',
  pasteHint:
    'For example "IPH13-128-A MIA 20" or "iPhone 13 128GB A Miami, 5". The last number on a line is its quantity (text in quotes is all text: "Pixel 7" 2); lines copied from a spreadsheet work too.',
  match: 'Match',
  matching: 'Matching your lines',
  matchFailed: 'Your lines could not be matched. Please try again.',
  tooManyLines: 'Only the first {{max}} lines are matched.',
  seller: 'Seller',
  uploadList: 'Upload a list',
  listFile: 'List file',
  uploadHint: 'Or upload an Excel (.xlsx, .xls), CSV or text file: one item per row, its quantity last.',
  reading: 'Reading your list',
  linesRead_one: '{{count}} line read from {{name}}',
  linesRead_other: '{{count}} lines read from {{name}}',
  wrongFileType: 'Upload an Excel (.xlsx, .xls), CSV or text file',
  fileTooLarge: 'The file is too large: at most {{max}} MB.',
  noLinesInFile: 'No lines were found in {{name}}.',
  tooManyFileLines: 'The list has more than {{max}} lines; split it into smaller files.',
  readFailed: 'Your list could not be read. Please try again.',
  orderLines: 'The lines of order {{order}}',
  orderLoadFailed: 'Order {{order}} could not be loaded.',
  results: 'Matched lines',
  summary: '{{ready}} of {{total}} lines ready',
  addedCount: '{{n}} added to the cart',
  line: 'Line {{n}}',
  lineColumn: 'Line',
  outcomeColumn: 'Outcome',
  itemColumn: 'Item',
  quantityColumn: 'Quantity',
  checkColumn: 'Check',
  matched: 'Matched',
  chooseOne: 'Choose one',
  notFound: 'Not found',
  skipped: 'Skipped',
  moreMatches: '{{n}} items match; the first {{shown}} are shown',
  chooseItem: 'Choose the item for line {{n}}',
  quantityOfLine: 'Quantity, line {{n}}',
  available: 'Available',
  price: 'Price',
  grade: 'Grade',
  ready: 'Ready',
  enterQuantity: 'Enter a quantity',
  chooseAnItem: 'Choose an item',
  outOfStock: 'Out of stock',
  increment: 'Sold in multiples of {{n}}',
  moreThanAvailable: 'More than available ({{available}})',
  addToCart: 'Add to cart',
  adding: 'Adding',
  added: 'Added to the cart',
  linesAdded_one: '{{count}} line added to the cart',
  linesAdded_other: '{{count}} lines added to the cart',
  goToCart: 'Go to the cart',
  saveFailed: 'Your request could not be saved. Please try again.',
  cannotBuyOnline: 'Your account cannot buy online, so it has no cart.',
} as const;

registerTexts('quickOrder', QUICK_ORDER_TEXTS, { es: () => import('./locales/es') });

export type QuickOrderText = TextsOf<typeof QUICK_ORDER_TEXTS>;

export function useQuickOrderText(): QuickOrderText {
  return useTexts<typeof QUICK_ORDER_TEXTS>('quickOrder');
}
