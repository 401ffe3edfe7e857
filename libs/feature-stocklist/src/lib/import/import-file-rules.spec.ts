import { IMPORT_NO_FILE_MESSAGE } from '@bp/api-contract/constants';
import {
  IMPORT_ONE_FILE_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
  IMPORT_WRONG_TYPE_MESSAGE,
  importFilesProblem,
  importMimeType,
  isAcceptedImportFile,
} from './import-file-rules';
import { summariseReview } from './review-summary';
import { anImportResult, anImportRow } from '../offers/offer-test-data';

const file = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('import file rules (spec 01 §5 Import dialog)', () => {
  it('wants exactly one file', () => {
    expect(importFilesProblem([])).toBe(IMPORT_NO_FILE_MESSAGE);
    expect(importFilesProblem([file('a.xlsx'), file('b.xlsx')])).toBe(IMPORT_ONE_FILE_MESSAGE);
    expect(importFilesProblem([file('a.xlsx')])).toBeNull();
  });

  it('accepts .xlsx and .xls names with an Excel, generic or empty type, and nothing else', () => {
    expect(isAcceptedImportFile(file('Offers.XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'))).toBe(true);
    expect(isAcceptedImportFile(file('offers.xls', 'application/vnd.ms-excel'))).toBe(true);
    expect(isAcceptedImportFile(file('offers.xls', 'application/octet-stream'))).toBe(true);
    expect(isAcceptedImportFile(file('offers.xlsx'))).toBe(true);
    expect(isAcceptedImportFile(file('offers.csv', 'application/vnd.ms-excel'))).toBe(false);
    expect(isAcceptedImportFile(file('offers.xlsx', 'application/pdf'))).toBe(false);
    expect(isAcceptedImportFile(file('offers'))).toBe(false);
    expect(importFilesProblem([file('offers.ods')])).toBe(IMPORT_WRONG_TYPE_MESSAGE);
  });

  it('refuses files above the server limit before uploading', () => {
    expect(importFilesProblem([file('big.xlsx', '', 5 * 1024 * 1024 + 1)])).toBe(IMPORT_TOO_LARGE_MESSAGE);
    expect(IMPORT_TOO_LARGE_MESSAGE).toBe('The file is too large to import (at most 5 MB)');
  });

  it('sends the Excel mime type of the extension', () => {
    expect(importMimeType('a.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(importMimeType('a.XLS')).toBe('application/vnd.ms-excel');
    expect(importMimeType('a.csv')).toBeUndefined();
  });
});

describe('review summary', () => {
  it('flattens the new requests and says whether there is anything to submit', () => {
    const summary = summariseReview(
      anImportResult({ validOffersMap: { MIA: [anImportRow()], DAL: [anImportRow({ warehouse: 'DAL' })] }, invalidOffers: [anImportRow({ reason: 'x' })] }),
    );
    expect(summary.fresh).toHaveLength(2);
    expect(summary.canSubmit).toBe(true);
    expect(summary.isEmpty).toBe(false);
    expect(summariseReview(anImportResult({ invalidOffers: [anImportRow({ reason: 'x' })] })).canSubmit).toBe(false);
    expect(summariseReview(anImportResult()).isEmpty).toBe(true);
  });
});
