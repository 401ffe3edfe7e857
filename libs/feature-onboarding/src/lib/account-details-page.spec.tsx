import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anErrorBody } from '@bp/api-contract/testing';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { AccountDetailsPage } from './account-details-page';
import { SETTINGS, aDocument, anAccount } from './onboarding-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

const BASE = '/px-api-gateway/buyer-onboarding';

/** A recording XMLHttpRequest for the upload dialog, answering `status` with `body`. */
function installFakeXhr(status: number, body: unknown) {
  const sent: Array<{ url: string; headers: Record<string, string>; body: FormData }> = [];
  const original = globalThis.XMLHttpRequest;
  class FakeXhr {
    url = '';
    headers: Record<string, string> = {};
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(data: FormData) {
      sent.push({ url: this.url, headers: this.headers, body: data });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (globalThis.XMLHttpRequest = original) };
}

function renderDetails({
  account = anAccount(),
  documents = [aDocument()],
  after = documents,
  calls = {},
}: {
  account?: ReturnType<typeof anAccount>;
  documents?: ReturnType<typeof aDocument>[];
  after?: ReturnType<typeof aDocument>[];
  calls?: Record<string, StubHandler>;
} = {}) {
  let reads = 0;
  return renderPage({
    path: '/account-details',
    route: { path: '/account-details', element: <AccountDetailsPage /> },
    probes: { '/forms/eus': 'EUS form' },
    calls: {
      [`GET ${BASE}/account-details`]: () => jsonResponse(account),
      [`GET ${BASE}/settings`]: () => jsonResponse(SETTINGS),
      [`GET ${BASE}/documents`]: () => jsonResponse({ documentStatus: account.documentStatus, documents: reads++ === 0 ? documents : after }),
      [`GET ${BASE}/download-uploaded-document/up-1`]: () => jsonResponse({ url: '/px-api-gateway/files/token-1', expiresAt: '2026-11-26T09:00:00Z' }),
      ...calls,
    },
  });
}

let xhr: ReturnType<typeof installFakeXhr> | undefined;
afterEach(() => {
  xhr?.restore();
  xhr = undefined;
  cleanupPages();
});

describe('account details page (spec 03 §2 Account details screen)', () => {
  it('shows Loading..., then the business name with its status chip, the contacts and both notices for an unverified prospect', async () => {
    renderDetails();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Phones' })).toBeInTheDocument();
    const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Customer id')).toBe('PR-123456');
    expect(valueOf('Sales representative')).toBe('Sam Rep');
    expect(valueOf('Phone')).toBe('+1 305 555 0100');
    expect(screen.queryByText('WhatsApp', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Missing')[0]).toHaveAttribute('data-status', 'MISSING');
    expect(screen.getByText('What happens next')).toBeInTheDocument();
    expect(screen.getByText('Need help?')).toBeInTheDocument();
  });

  it("hides 'what happens next' for other buyer types", async () => {
    renderDetails({ account: anAccount({ buyerType: 'CUSTOMER', documentStatus: 'VERIFIED' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Phones' })).toBeInTheDocument();
    expect(screen.queryByText('What happens next')).not.toBeInTheDocument();
    expect(screen.getByText('Need help?')).toBeInTheDocument();
  });

  it('lists the documents with coloured chips, opens the signed download link in a new tab and links online forms with their state', async () => {
    const user = userEvent.setup();
    const tab = { opener: window as Window | null, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderDetails({
      documents: [
        aDocument(),
        aDocument({
          id: 'doc-eus',
          documentName: 'Export End User Statement',
          documentType: 'ONLINE_FORM',
          documentCategory: 'EUS',
          documentPath: '/forms/eus',
          documentReferenceId: 'EUS',
        }),
        aDocument({
          id: 'doc-resale',
          documentName: 'Resale Certificate',
          documentStatus: 'VERIFIED',
          documentReferenceId: 'RESALE',
          uploadedDocumentId: 'up-1',
          uploadedDate: '2026-11-20T10:00:00Z',
        }),
      ],
    });
    const table = await screen.findByRole('table');
    const resale = within(table).getByText('Resale Certificate').closest('tr') as HTMLElement;
    expect(within(resale).getByText('Verified')).toHaveAttribute('data-status', 'VERIFIED');
    expect(within(resale).queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();

    await user.click(within(resale).getByRole('button', { name: 'Download Resale Certificate' }));
    expect(await screen.findByText('Document Downloaded successfully')).toBeInTheDocument();
    // Spec 03 §7: a new tab, opened inside the click, goes to the link; this tab stays on the page.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.location.href).toBe('http://localhost/px-api-gateway/files/token-1');
    expect(tab.opener).toBeNull();
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
    open.mockRestore();

    await user.click(within(table).getByRole('link', { name: 'Open form Export End User Statement' }));
    expect(await screen.findByRole('heading', { name: 'EUS form' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByRole('status', { name: 'State' }).textContent ?? 'null')).toMatchObject({
      businessName: 'Acme Phones',
      document: { documentReferenceId: 'EUS' },
    });
  });

  it('saves the file in this tab when the browser blocks the new tab', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderDetails({
      documents: [
        aDocument({
          id: 'doc-resale',
          documentName: 'Resale Certificate',
          documentStatus: 'VERIFIED',
          documentReferenceId: 'RESALE',
          uploadedDocumentId: 'up-1',
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Download Resale Certificate' }));
    expect(await screen.findByText('Document Downloaded successfully')).toBeInTheDocument();
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/px-api-gateway/files/token-1');
    click.mockRestore();
    open.mockRestore();
  });

  it('closes the new tab and says so when the link cannot be had', async () => {
    const user = userEvent.setup();
    const tab = { opener: window as Window | null, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    renderDetails({
      documents: [
        aDocument({
          id: 'doc-resale',
          documentName: 'Resale Certificate',
          documentStatus: 'VERIFIED',
          documentReferenceId: 'RESALE',
          uploadedDocumentId: 'up-1',
        }),
      ],
      calls: {
        [`GET ${BASE}/download-uploaded-document/up-1`]: () =>
          jsonResponse(anErrorBody({ status: 404, message: 'Not found', messageCode: 'NOT_FOUND' }), { status: 404 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Resale Certificate' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
    open.mockRestore();
  });

  it("shows the documents in a table named 'Documents' with the document, status, dates and actions columns", async () => {
    renderDetails({
      documents: [
        aDocument({ rejectionReason: 'The scan is unreadable.', documentStatus: 'MISSING_REJECTED' }),
        aDocument({
          id: 'doc-resale',
          documentName: 'Resale Certificate',
          documentStatus: 'VERIFIED',
          documentReferenceId: 'RESALE',
          uploadedDocumentId: 'up-1',
          uploadedDate: '2026-11-20T10:00:00Z',
          expiryDate: '2027-11-20T10:00:00Z',
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Document', 'Status', 'Uploaded', 'Expires', 'Actions']);
    const [, license, resale] = within(table).getAllByRole('row');
    expect(
      within(license)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Business LicenseA current business license.Rejected: The scan is unreadable.', expect.any(String), '', '', 'Upload']);
    expect(within(license).getByRole('button', { name: 'Upload Business License' })).toBeInTheDocument();
    expect(
      within(resale)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 4),
    ).toEqual(['Nov 20, 2026', 'Nov 20, 2027']);
    expect(within(resale).getByRole('button', { name: 'Download Resale Certificate' })).toBeInTheDocument();
  });

  it("says 'No data' in the table when the buyer type has no documents", async () => {
    renderDetails({ documents: [] });
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell')).toHaveTextContent('No data');
  });

  it("refuses an upload without a file and a file of another type, with the spec's texts", async () => {
    const user = userEvent.setup();
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Upload Business License' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Missing Document' });
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Document is required to upload');

    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only pdf, gif, png, jpg, jpeg, tif, tiff, docx, doc, xlsx, xls, txt files are allowed');
  });

  it("uploads the chosen file with its headers, says 'Document Added successfully' and reloads the documents", async () => {
    const user = userEvent.setup();
    xhr = installFakeXhr(200, {
      documentReferenceId: 'BUSINESS_LICENSE',
      uploadedDocumentId: 'up-9',
      uploadedDocumentName: 'licence.pdf',
      documentStatus: 'TO_REVIEW',
    });
    renderDetails({ after: [aDocument({ documentStatus: 'TO_REVIEW', uploadedDocumentId: 'up-9' })] });
    await user.click(await screen.findByRole('button', { name: 'Upload Business License' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Missing Document' });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('licence.pdf', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));

    expect(await screen.findByText('Document Added successfully')).toBeInTheDocument();
    expect(xhr.sent[0].url).toBe('/px-api-gateway/buyer-onboarding/upload-document/BUSINESS_LICENSE');
    expect(xhr.sent[0].headers).toMatchObject({ buyertype: 'UNVERIFIED_PROSPECT' });
    expect((xhr.sent[0].body.get('file') as File).name).toBe('licence.pdf');
    expect(await screen.findByText('To review')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    xhr = installFakeXhr(422, { status: 422, message: 'The file is not a pdf', messageCode: 'DOCUMENT_TYPE_NOT_ALLOWED', params: [], errors: [] });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Upload Business License' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Missing Document' });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['MZ'], 'fake.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is not a pdf');
  });
});
