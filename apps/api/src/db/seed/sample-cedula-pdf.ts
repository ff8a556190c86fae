import PDFDocument from 'pdfkit';

/**
 * The sample cédula profesional's document: one page that says plainly it is an example, generated at seed time
 * (no binary in the repository) so the admin's credential review opens a real file.
 */
export function sampleCedulaPdf(holder: string, number: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps the file the same on every machine.
    const doc = new PDFDocument({
      size: 'A6',
      margin: 24,
      info: { Title: 'Cédula profesional (ejemplo)', CreationDate: new Date(Date.UTC(2026, 0, 1)) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#b91c1c').text('EJEMPLO — SIN VALIDEZ OFICIAL');
    doc.moveDown(0.5).fillColor('#0f172a').fontSize(12).text('Cédula profesional');
    doc.font('Helvetica').fontSize(10).moveDown(0.5);
    doc.text(`Titular: ${holder}`);
    doc.text(`Número: ${number}`);
    doc.text('Profesión: Licenciatura en Psicología');
    doc.text('Expedida por: SEP — Dirección General de Profesiones (ejemplo)');
    doc.moveDown().fontSize(8).fillColor('#475569');
    doc.text('Documento de datos de muestra de Vira. Sample data: not a real licence.');
    doc.end();
  });
}
