import { isRtl, type Locale } from '@vira/domain/locales';
import PDFDocument from 'pdfkit';
import { registerDocumentFonts } from '../../pdf/document-fonts';
import { TextFlow } from '../../pdf/text-flow';
import { certificateWords, type CourseFacts } from './certificate-pdf.messages';

export interface CertificateData {
  id: string;
  name: string;
  course: CourseFacts;
  issuedAt: Date;
}

/**
 * A one-page landscape certificate. In Spanish with English beneath; in Arabic with Spanish beneath, right to
 * left. Always in the language's bundled document font, never PDFKit's built-in Helvetica, which has no Cyrillic,
 * Chinese, Devanagari or Arabic letters for the person's name.
 */
export function certificatePdf(data: CertificateData, locale: Locale): Promise<Buffer> {
  const words = certificateWords[locale];
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 56, info: { Title: 'Constancia Vira' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const rtl = isRtl(locale);
    registerDocumentFonts(doc, locale);
    const regular = 'body';
    const bold = 'bold';
    const flow = new TextFlow(doc, rtl ? 'rtl' : 'ltr', { left: 56, width: doc.page.width - 112 });
    const centered = (text: string) => flow.text(text, { align: 'center' });
    doc
      .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
      .lineWidth(3)
      .stroke('#0f766e');
    doc.moveDown(2).font(bold).fontSize(30).fillColor('#0f766e');
    centered(words.title);
    doc.font(regular).fontSize(14).fillColor('#475569');
    centered(words.titleBeneath);
    doc.moveDown(1.5).fontSize(14).fillColor('#0f172a');
    centered(words.certifies);
    doc.moveDown(0.5).font(bold).fontSize(26);
    centered(flow.isolate(data.name));
    doc.moveDown(0.5).font(regular).fontSize(14);
    centered(words.completed(data.course));
    doc.fillColor('#475569');
    centered(words.completedBeneath(data.course));
    doc.moveDown(1.5).fillColor('#0f172a').fontSize(12);
    centered(`${words.date}: ${data.issuedAt.toISOString().slice(0, 10)}`);
    centered(`${words.folio}: ${data.id}`);
    doc.moveDown(1).fontSize(9).fillColor('#64748b');
    centered(words.note);
    doc.end();
  });
}
