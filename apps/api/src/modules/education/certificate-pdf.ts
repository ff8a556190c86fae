import PDFDocument from 'pdfkit';

export interface CertificateData {
  id: string;
  name: string;
  courseTitleEs: string;
  courseTitleEn: string;
  lessons: number;
  issuedAt: Date;
}

/**
 * A one-page landscape certificate. Written in Spanish with English beneath: PDFKit's built-in fonts cover Latin
 * script only, and the certificate must render without shipping font files.
 */
export function certificatePdf(data: CertificateData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 56, info: { Title: 'Constancia Vira' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = doc.page.width - 112;
    doc
      .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
      .lineWidth(3)
      .stroke('#0f766e');
    doc.moveDown(2).font('Helvetica-Bold').fontSize(30).fillColor('#0f766e');
    doc.text('Constancia de finalización', { align: 'center', width });
    doc
      .font('Helvetica')
      .fontSize(14)
      .fillColor('#475569')
      .text('Certificate of completion', { align: 'center', width });
    doc
      .moveDown(1.5)
      .fontSize(14)
      .fillColor('#0f172a')
      .text('Vira hace constar que / Vira certifies that', { align: 'center', width });
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(26).text(data.name, { align: 'center', width });
    doc.moveDown(0.5).font('Helvetica').fontSize(14);
    doc.text(`completó el curso «${data.courseTitleEs}» (${data.lessons} lecciones, cuestionarios aprobados)`, {
      align: 'center',
      width,
    });
    doc
      .fillColor('#475569')
      .text(`completed the course “${data.courseTitleEn}” (${data.lessons} lessons, quizzes passed)`, {
        align: 'center',
        width,
      });
    doc.moveDown(1.5).fillColor('#0f172a').fontSize(12);
    doc.text(`Fecha / Date: ${data.issuedAt.toISOString().slice(0, 10)}`, { align: 'center', width });
    doc.text(`Folio: ${data.id}`, { align: 'center', width });
    doc.moveDown(1).fontSize(9).fillColor('#64748b');
    doc.text(
      'Constancia educativa de Vira; no es un título oficial. Material gratuito de educación financiera: www.condusef.gob.mx',
      { align: 'center', width },
    );
    doc.end();
  });
}
