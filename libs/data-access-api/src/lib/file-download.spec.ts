import { fileNameOfDownload } from './file-download';

describe('fileNameOfDownload (the name a file answer is saved under)', () => {
  it.each([
    ['the UTF-8 form, decoded', "attachment; filename*=UTF-8''stock%20list%20%E2%80%93%20Miami.xlsx", 'stock list – Miami.xlsx'],
    ['the UTF-8 form before the plain one', 'attachment; filename="plain.xlsx"; filename*=UTF-8\'\'better.xlsx', 'better.xlsx'],
    ['the quoted plain form', 'attachment; filename="PX-1001-manifest.xlsx"', 'PX-1001-manifest.xlsx'],
    ['the bare plain form', 'attachment; filename=orders.xlsx', 'orders.xlsx'],
    ['a malformed %-escape: the plain form', 'attachment; filename*=UTF-8\'\'bad%E0%A4%A.xlsx; filename="fallback.xlsx"', 'fallback.xlsx'],
  ])('reads %s', (_case, header, expected) => {
    expect(fileNameOfDownload(header, 'default.xlsx')).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['attachment']])('falls back when the header names no file (%p)', (header) => {
    expect(fileNameOfDownload(header, 'default.xlsx')).toBe('default.xlsx');
  });
});
