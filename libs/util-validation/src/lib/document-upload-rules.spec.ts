import { isAllowedDocumentName } from './document-upload-rules';

describe('isAllowedDocumentName', () => {
  it.each(['licence.pdf', 'scan.JPG', 'sheet.xlsx', 'notes.txt', 'photo.tiff'])('accepts %s', (name) => expect(isAllowedDocumentName(name)).toBe(true));
  it.each(['setup.exe', 'archive.zip', 'pdf', '.pdf', 'noextension', 'scan.pdf.exe'])('refuses %s', (name) => expect(isAllowedDocumentName(name)).toBe(false));
});
