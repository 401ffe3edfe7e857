import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from './feedback/feedback';
import { ProofOfExportDialog, type ProofOfExportDialogProps } from './proof-of-export-dialog';

const DOCUMENTS = [
  { documentId: 'poe-1', documentName: 'Order SO-1 proof of export', documentDescription: ['Bill of lading', 'Commercial invoice'] },
  { documentId: 'poe-2', documentName: 'Order SO-2 proof of export', documentDescription: [] },
];

function renderDialog(props: Partial<ProofOfExportDialogProps> = {}) {
  const onClose = jest.fn();
  const upload = props.upload ?? jest.fn(async () => true);
  render(
    <FeedbackProvider>
      <ProofOfExportDialog
        open
        documents={DOCUMENTS}
        upload={upload}
        onClose={onClose}
        isAllowedFile={(name) => name.endsWith('.pdf')}
        typesMessage="Only pdf files are allowed"
        {...props}
      />
    </FeedbackProvider>,
  );
  return { onClose, upload, dialog: screen.getByRole('dialog', { name: 'Upload Proof of Export' }) };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('Proof of Export dialog (spec 03 §2 Dialogs, 01 §8 Proof of export messages)', () => {
  it('lists each pending document with its description and refuses a send without any file', async () => {
    const user = userEvent.setup();
    const { dialog, upload } = renderDialog();
    expect(within(dialog).getByRole('region', { name: 'Order SO-1 proof of export' })).toHaveTextContent('Bill of lading');
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));
    expect(within(dialog).getByText('Please upload at least one Proof of Export Document.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please upload Proof of Export Document.')).toHaveLength(2);
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file of another type beside its document', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const first = within(dialog).getByRole('region', { name: 'Order SO-1 proof of export' });
    await user.upload(first.querySelector('input[type=file]') as HTMLInputElement, new File(['MZ'], 'tool.exe'));
    expect(within(first).getByRole('alert')).toHaveTextContent('Only pdf files are allowed');
  });

  it('sends the chosen files by document and says so on success', async () => {
    const user = userEvent.setup();
    const { dialog, upload, onClose } = renderDialog();
    const first = within(dialog).getByRole('region', { name: 'Order SO-1 proof of export' });
    await user.upload(first.querySelector('input[type=file]') as HTMLInputElement, pdf('bol.pdf'));
    expect(within(first).getByText('bol.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));
    expect(upload).toHaveBeenCalledWith([{ documentId: 'poe-1', file: expect.objectContaining({ name: 'bol.pdf' }) }]);
    expect(await screen.findByText('Proof of Export Document uploaded successfully. You will receive an email once it is verified.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Proof of Export Document uploaded failed! Please try again.' when the upload fails", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog({ upload: jest.fn(async () => false) });
    const second = within(dialog).getByRole('region', { name: 'Order SO-2 proof of export' });
    await user.upload(second.querySelector('input[type=file]') as HTMLInputElement, pdf('invoice.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Proof of Export Document uploaded failed! Please try again.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
