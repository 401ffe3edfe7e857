import { FieldMessageCode, MessageCode } from '@bp/api-contract';
import { AppError } from '../errors';

// A submitted online form as a PDF (pdfkit): the document the seller reviews and the buyer can
// download. Plain layout: title, who submitted it and when, one block per section of label/value
// rows, then the signer and the signature image.

export interface PdfSection {
  heading: string;
  rows: [label: string, value: string][];
}

export interface FormPdf {
  title: string;
  tenantName: string;
  businessName: string;
  submittedBy: string;
  submittedAt: Date;
  sections: PdfSection[];
  signer?: { name: string; title: string; image: Buffer };
}

export async function renderFormPdf(form: FormPdf): Promise<Buffer> {
  // pdfkit and its fonts are loaded by the first PDF, not at start.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 50, info: { Title: form.title, Author: form.tenantName, CreationDate: form.submittedAt } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);

    document.fontSize(18).text(form.title);
    document.moveDown(0.3).fontSize(10).fillColor('#555555').text(`${form.tenantName} · ${form.businessName}`);
    document.text(`Submitted by ${form.submittedBy} on ${form.submittedAt.toISOString().slice(0, 10)}`);
    document.fillColor('#000000');
    for (const section of form.sections) {
      document.moveDown(1).fontSize(13).text(section.heading);
      document.moveDown(0.3).fontSize(10);
      for (const [label, value] of section.rows) {
        document
          .font('Helvetica-Bold')
          .text(`${label}: `, { continued: true })
          .font('Helvetica')
          .text(value || '—');
      }
    }
    if (form.signer) {
      document.moveDown(1.5).fontSize(13).text('Signature');
      document.moveDown(0.3).fontSize(10).text(`${form.signer.name}, ${form.signer.title}`);
      try {
        document.image(form.signer.image, { fit: [240, 100] });
      } catch {
        // Right magic bytes, unreadable image: the buyer's input, not a server fault.
        reject(
          new AppError(400, MessageCode.VALIDATION_FAILED, 'The signature image cannot be read', {
            errors: [{ field: 'userData.signature', messageCode: FieldMessageCode.INVALID, messageDescription: 'is not a readable jpeg or png image' }],
          }),
        );
        return;
      }
    }
    document.end();
  });
}
