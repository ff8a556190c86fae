import type { CustomsCategory, CustomsDeclaration, CustomsParty } from '@vira/domain/shipping';
import type { Locale } from '@vira/domain/locales';
import PDFDocument from 'pdfkit';
import { registerDocumentFonts } from '../../pdf/document-fonts';
import { trackingBarcodePng } from './tracking-barcode';

/** What the printed declaration needs besides the declaration itself. */
export interface DeclarationDocument {
  declaration: CustomsDeclaration;
  trackingCode: string;
  carrier: string;
  currency: string;
  weightGrams: number;
  /** The names the accounts give, printed when the declaration names no sender or addressee. */
  ownerName: string;
  renterName: string;
  returnDueOn: string | null;
  leg: 'outbound' | 'return';
  /** The day the declaration is printed, for the signature box. */
  date: string;
}

/**
 * The UPU's categories, in the order and words of the CN22/CN23 forms (French, the UPU's language, and English):
 * customs officers read these forms in those words whatever the sender's language.
 */
const CATEGORIES: [CustomsCategory, string][] = [
  ['commercial_sample', 'Échantillon commercial / Commercial sample'],
  ['gift', 'Cadeau / Gift'],
  ['documents', 'Documents'],
  ['returned_goods', 'Marchandise retournée / Returned goods'],
  ['sale_of_goods', 'Vente de marchandises / Sale of goods'],
  ['other', 'Autre / Other'],
];
const CERTIFY =
  'Je certifie que les renseignements donnés dans la présente déclaration sont exacts et que cet envoi ne contient ' +
  'aucun objet dangereux ou interdit par la réglementation postale ou douanière. / I certify that the particulars ' +
  'given in this customs declaration are correct and that this item does not contain any dangerous article or ' +
  'articles prohibited by legislation or by postal or customs regulations.';

const kg = (grams: number) => (grams / 1000).toFixed(3);
const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

function partyLines(party: CustomsParty | undefined, fallbackName: string): string[] {
  if (!party) return [fallbackName, '', ''];
  return [
    party.business ? `${party.name} — ${party.business}` : party.name,
    party.street,
    `${[party.postalCode, party.city].filter(Boolean).join(' ')} · ${party.country}`,
  ];
}

/** Rented goods cross twice: the comment says so unless the sender wrote their own. */
function comments(d: DeclarationDocument): string {
  if (d.declaration.comments) return d.declaration.comments;
  if (d.leg === 'return') return 'Retour de biens loués / Return of rented goods.';
  return d.returnDueOn
    ? `Biens loués, exportation temporaire, retour avant le ${d.returnDueOn} / Rented goods, temporary export, to be returned by ${d.returnDueOn}.`
    : 'Biens loués, exportation temporaire / Rented goods, temporary export.';
}

function draw(size: [number, number], locale: Locale, title: string, paint: (doc: PDFKit.PDFDocument) => void) {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size,
      margin: 20,
      font: null as unknown as string,
      lang: locale,
      info: { Title: title, Author: 'Vira' },
    });
    registerDocumentFonts(doc, locale);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('body');
    paint(doc);
    doc.end();
  });
}

/** A ruled box with its small label at the top and its text beneath, as the form's boxes are. */
function box(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  lines: string[] = [],
  size = 8,
) {
  doc.lineWidth(0.6).rect(x, y, w, h).stroke();
  doc
    .font('body')
    .fontSize(5.5)
    .fillColor('#333333')
    .text(label, x + 3, y + 2, { width: w - 6, lineBreak: true });
  doc.fillColor('#000000').fontSize(size);
  const top = doc.y + 1;
  doc.text(lines.join('\n'), x + 3, top, { width: w - 6, height: y + h - top - 1, ellipsis: true });
}

function checkbox(doc: PDFKit.PDFDocument, x: number, y: number, checked: boolean, label: string) {
  doc.lineWidth(0.6).rect(x, y, 7, 7).stroke();
  // The tick is a letter, so the chosen category is in the PDF's text too (copied, searched, read aloud).
  doc.fontSize(6.5).text(checked ? 'X' : '', x + 1.5, y + 0.5, { lineBreak: false });
  doc.text(label, x + 10, y + 0.5, { lineBreak: false });
}

/**
 * Content lines the forms have room for. Longer declarations print the first lines less one on the form, a last
 * line that says how many follow, and the rest on continuation sheets (UPU: the contents may go on to a sheet
 * attached to the form, each sheet naming the item). Totals on the form stay the totals of every line.
 */
export const FORM_ROWS = { CN22: 3, CN23: 6 } as const;
const SHEET_ROWS = { CN22: 16, CN23: 34 } as const;

type Column = [label: string, share: number];
type Item = CustomsDeclaration['items'][number];

/** The lines a form shows, and those left for its continuation sheets. */
function splitRows(items: Item[], rows: number): { onForm: Item[]; rest: Item[] } {
  if (items.length <= rows) return { onForm: items, rest: [] };
  return { onForm: items.slice(0, rows - 1), rest: items.slice(rows - 1) };
}

const moreLine = (count: number) => `+ ${count} — voir feuille supplémentaire / see continuation sheet`;

/**
 * A table of the form's columns, its headers then one ruled row per line (a line of one cell spans the table);
 * returns the y beneath it.
 */
function table(
  doc: PDFKit.PDFDocument,
  x0: number,
  y: number,
  width: number,
  cols: Column[],
  rows: string[][],
  size: { header: number; row: number; label: number; text: number },
): number {
  let x = x0;
  doc.lineWidth(0.6);
  for (const [label, share] of cols) {
    doc.rect(x, y, width * share, size.header).stroke();
    doc.fontSize(size.label).text(label, x + 2, y + 2, { width: width * share - 4 });
    x += width * share;
  }
  y += size.header;
  for (const cells of rows) {
    if (cells.length === 1) {
      // A line of its own across the table (how many lines follow on the continuation sheet).
      doc.rect(x0, y, width, size.row).stroke();
      doc.fontSize(size.text).text(cells[0]!, x0 + 2, y + (size.row - size.text) / 2, {
        width: width - 4,
        height: size.row - 4,
        ellipsis: true,
      });
      y += size.row;
      continue;
    }
    x = x0;
    cols.forEach(([, share], i) => {
      doc.rect(x, y, width * share, size.row).stroke();
      doc.fontSize(size.text).text(cells[i] ?? '', x + 2, y + (size.row - size.text) / 2, {
        width: width * share - 4,
        height: size.row - 4,
        ellipsis: true,
      });
      x += width * share;
    });
    y += size.row;
  }
  return y;
}

/**
 * The item-number box: its label, the Code 128 barcode of the tracking number (when it can be encoded) and the
 * number and carrier in text beneath, as post offices scan and read them.
 */
function itemNumberBox(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  text: string,
  barcode: Buffer | null,
) {
  box(doc, x, y, w, h, label);
  const barTop = y + 10;
  const barHeight = h - 22;
  if (barcode) doc.image(barcode, x + 4, barTop, { fit: [w - 8, barHeight] });
  doc
    .fontSize(8)
    .fillColor('#000000')
    .text(text, x + 3, y + h - 11, { width: w - 6, lineBreak: false, ellipsis: true });
}

/**
 * Continuation sheets: the item's number and barcode, the form they continue, then the remaining lines numbered on
 * from the form's, in the form's columns.
 */
function continuationSheets(
  doc: PDFKit.PDFDocument,
  form: 'CN22' | 'CN23',
  page: { width: number; margin: number },
  d: DeclarationDocument,
  barcode: Buffer | null,
  rest: Item[],
  firstNumber: number,
  cols: Column[],
  cells: (item: Item) => string[],
  size: { header: number; row: number; label: number; text: number },
) {
  const per = SHEET_ROWS[form];
  const sheets = Math.ceil(rest.length / per);
  const L = page.margin;
  const W = page.width - 2 * L;
  const small = form === 'CN22';
  for (let sheet = 0; sheet < sheets; sheet++) {
    doc.addPage();
    let y = L;
    doc
      .font('bold')
      .fontSize(small ? 12 : 16)
      .text(`${form.replace('CN', 'CN ')} — Feuille supplémentaire / Continuation sheet`, L, y, { width: W });
    doc
      .font('body')
      .fontSize(small ? 6.5 : 8)
      .text(`Feuille ${sheet + 1}/${sheets} / Sheet ${sheet + 1} of ${sheets}`, L, doc.y + 2, { width: W });
    y = doc.y + 4;
    itemNumberBox(
      doc,
      L,
      y,
      small ? W : W * 0.5,
      small ? 40 : 44,
      'N° de l’envoi (code à barres) / No. of item (barcode)',
      `${d.trackingCode} · ${d.carrier}`,
      barcode,
    );
    y += (small ? 40 : 44) + 6;
    const lines = rest.slice(sheet * per, (sheet + 1) * per);
    y = table(
      doc,
      L,
      y,
      W,
      [['N°', small ? 0.08 : 0.05], ...cols.map(([label, share]): Column => [label, share * (small ? 0.92 : 0.95)])],
      lines.map((item, i) => [String(firstNumber + sheet * per + i), ...cells(item)]),
      size,
    );
  }
}

/** CN23: A4, the UPU form's numbered boxes top to bottom. */
export async function renderCn23Pdf(d: DeclarationDocument, locale: Locale): Promise<Buffer> {
  const dec = d.declaration;
  const barcode = await trackingBarcodePng(d.trackingCode);
  return draw([595.28, 841.89], locale, `CN 23 ${d.trackingCode}`, (doc) => {
    const L = 28;
    const W = 595.28 - 2 * L;
    const half = W * 0.56;
    let y = 28;
    let continuationDue = () => {};
    box(
      doc,
      L,
      y,
      half,
      78,
      'De / From — Nom, entreprise, rue, code postal, ville, pays / Name, business, street, postcode, city, country',
      partyLines(dec.sender, d.ownerName),
      9,
    );
    doc
      .font('bold')
      .fontSize(20)
      .text('CN 23', L + half + 8, y, { width: W - half - 8, align: 'right' });
    doc.fontSize(9).text('DÉCLARATION EN DOUANE', L + half + 8, y + 24, { width: W - half - 8, align: 'right' });
    doc.text('CUSTOMS DECLARATION', { width: W - half - 8, align: 'right' });
    doc
      .font('body')
      .fontSize(6.5)
      .text('Peut être ouvert d’office / May be opened officially', { width: W - half - 8, align: 'right' });
    y += 80;
    box(doc, L, y, half, 20, 'Référence en douane de l’expéditeur / Sender’s customs reference (if any)', [
      dec.senderReference ?? '',
    ]);
    itemNumberBox(
      doc,
      L + half,
      y - 26,
      W - half,
      46,
      'N° de l’envoi (code à barres) / No. of item (barcode, if any)',
      `${d.trackingCode} · ${d.carrier}`,
      barcode,
    );
    y += 22;
    box(
      doc,
      L,
      y,
      half,
      78,
      'À / To — Nom, entreprise, rue, code postal, ville, pays / Name, business, street, postcode, city, country',
      partyLines(dec.addressee, d.renterName),
      9,
    );
    box(
      doc,
      L + half,
      y,
      W - half,
      39,
      'Référence de l’importateur (code fiscal, n° TVA, code importateur) / Importer’s reference (tax code, VAT No., importer code)',
      [dec.importerReference ?? ''],
    );
    box(
      doc,
      L + half,
      y + 39,
      W - half,
      39,
      'Téléphone/fax/e-mail de l’importateur / Importer’s telephone/fax/e-mail (if known)',
      [dec.importerContact ?? ''],
    );
    y += 82;

    // Contents: description (1), quantity (2), net weight (3), value (5), HS tariff number (7), origin (8).
    const cols: Column[] = [
      ['Description détaillée du contenu / Detailed description of contents (1)', 0.36],
      ['Quantité / Quantity (2)', 0.1],
      ['Poids net (kg) / Net weight (kg) (3)', 0.12],
      ['Valeur / Value (5)', 0.14],
      ['N° tarifaire du SH / HS tariff number (7)', 0.14],
      ['Pays d’origine / Country of origin (8)', 0.14],
    ];
    const cells = (item: Item) => [
      item.description,
      String(item.quantity),
      kg(item.netWeightGrams * item.quantity),
      money(item.valueMinor * item.quantity, d.currency),
      item.hsCode,
      item.originCountry,
    ];
    const { onForm, rest } = splitRows(dec.items, FORM_ROWS.CN23);
    const rows = onForm.map(cells);
    if (rest.length) rows.push([moreLine(rest.length)]);
    while (rows.length < FORM_ROWS.CN23) rows.push([]);
    const size = { header: 24, row: 18, label: 5.5, text: 7.5 };
    y = table(doc, L, y, W, cols, rows, size);
    continuationDue = () =>
      continuationSheets(
        doc,
        'CN23',
        { width: 595.28, margin: L },
        d,
        barcode,
        rest,
        onForm.length + 1,
        cols,
        cells,
        size,
      );
    const totalValue = dec.items.reduce((s, i) => s + i.valueMinor * i.quantity, 0);
    box(doc, L, y, W * 0.46, 24, 'Poids brut total (kg) / Total gross weight (kg) (4)', [kg(d.weightGrams)]);
    box(doc, L + W * 0.46, y, W * 0.26, 24, 'Valeur totale / Total value (6)', [money(totalValue, d.currency)]);
    box(doc, L + W * 0.72, y, W * 0.28, 24, 'Frais de port / Postal charges/Fees (9)', [
      dec.postalChargesMinor !== undefined ? money(dec.postalChargesMinor, d.currency) : '',
    ]);
    y += 26;

    doc.rect(L, y, W, 46).stroke();
    doc.fontSize(5.5).text('Catégorie de l’envoi / Category of item (10)', L + 3, y + 2);
    CATEGORIES.forEach(([code, label], i) =>
      checkbox(doc, L + 6 + (i % 3) * (W / 3), y + 12 + Math.floor(i / 3) * 12, dec.category === code, label),
    );
    doc
      .fontSize(6.5)
      .text(`Explication / Explanation: ${dec.otherExplanation ?? ''}`, L + 6, y + 36, { width: W - 12 });
    y += 48;
    box(
      doc,
      L,
      y,
      W,
      34,
      'Observations / Comments (11) (p. ex. marchandise soumise à quarantaine, contrôles sanitaires, phytosanitaires / e.g. goods subject to quarantine, sanitary/phytosanitary inspection)',
      [comments(d)],
    );
    y += 36;
    const third = W / 3;
    box(doc, L, y, third, 30, 'Licence (12) — N° de licence(s) / No(s). of licence(s)', [dec.licenceNumbers ?? '']);
    box(doc, L + third, y, third, 30, 'Certificat (13) — N° de certificat(s) / No(s). of certificate(s)', [
      dec.certificateNumbers ?? '',
    ]);
    box(doc, L + 2 * third, y, third, 30, 'Facture (14) — N° de facture / No. of invoice', [dec.invoiceNumber ?? '']);
    y += 32;
    box(doc, L, y, W * 0.4, 34, 'Bureau d’origine / Date de dépôt — Office of origin / Date of posting', [
      dec.officeOfOrigin ?? '',
    ]);
    doc.rect(L + W * 0.4, y, W * 0.6, 82).stroke();
    doc.fontSize(6).text(CERTIFY, L + W * 0.4 + 3, y + 3, { width: W * 0.6 - 6 });
    doc
      .fontSize(5.5)
      .text('Date et signature de l’expéditeur / Date and sender’s signature (15)', L + W * 0.4 + 3, y + 44);
    doc.fontSize(8).text(`${d.date}    ${dec.sender?.name ?? d.ownerName}`, L + W * 0.4 + 3, y + 54);
    doc
      .moveTo(L + W * 0.4 + 3, y + 76)
      .lineTo(L + W - 3, y + 76)
      .stroke();
    continuationDue();
  });
}

/** CN22: the small form for items up to 2 kg, on an A6 page (the label itself is 74 × 105 mm). */
export async function renderCn22Pdf(d: DeclarationDocument, locale: Locale): Promise<Buffer> {
  const dec = d.declaration;
  const barcode = await trackingBarcodePng(d.trackingCode);
  return draw([297.64, 419.53], locale, `CN 22 ${d.trackingCode}`, (doc) => {
    const L = 16;
    const W = 297.64 - 2 * L;
    let y = 16;
    doc.font('bold').fontSize(16).text('CN 22', L, y, { width: W, align: 'right' });
    doc.fontSize(8).text('DÉCLARATION EN DOUANE / CUSTOMS DECLARATION', L, y + 2, { width: W * 0.7 });
    doc
      .font('body')
      .fontSize(6)
      .text('Peut être ouvert d’office / May be opened officially', L, y + 24);
    y += 34;
    itemNumberBox(
      doc,
      L,
      y,
      W,
      40,
      'Opérateur désigné / Designated operator — N° de l’envoi / Item No.',
      `${d.carrier} · ${d.trackingCode}`,
      barcode,
    );
    y += 42;
    doc.rect(L, y, W, 36).stroke();
    CATEGORIES.forEach(([code, label], i) =>
      checkbox(doc, L + 4 + (i % 2) * (W / 2), y + 4 + Math.floor(i / 2) * 11, dec.category === code, label),
    );
    y += 38;
    const cols: Column[] = [
      ['Quantité et description détaillée du contenu / Quantity and detailed description of contents (1)', 0.44],
      ['Poids (kg) / Weight (kg) (2)', 0.18],
      ['Valeur / Value (3)', 0.38],
    ];
    const line = (item: Item) => [
      `${item.quantity} × ${item.description}`,
      kg(item.netWeightGrams * item.quantity),
      money(item.valueMinor * item.quantity, d.currency),
    ];
    const { onForm, rest } = splitRows(dec.items, FORM_ROWS.CN22);
    const rows = onForm.map(line);
    if (rest.length) rows.push([moreLine(rest.length)]);
    y = table(doc, L, y, W, cols, rows, { header: 24, row: 16, label: 5, text: 7 });
    box(
      doc,
      L,
      y,
      W,
      30,
      'N° tarifaire du SH et pays d’origine (envois commerciaux) / HS tariff number and country of origin of goods (4)',
      [onForm.map((i) => `${i.hsCode} · ${i.originCountry}`).join(' ; ')],
      7,
    );
    y += 32;
    const totalValue = dec.items.reduce((s, i) => s + i.valueMinor * i.quantity, 0);
    box(doc, L, y, W * 0.44, 22, 'Poids total (kg) / Total weight (kg) (5)', [kg(d.weightGrams)]);
    box(doc, L + W * 0.44, y, W * 0.56, 22, 'Valeur totale / Total value (6)', [money(totalValue, d.currency)]);
    y += 24;
    box(doc, L, y, W, 22, 'Référence de l’importateur / Importer’s reference (if any)', [dec.importerReference ?? '']);
    y += 24;
    doc.rect(L, y, W, 86).stroke();
    doc.fontSize(5.2).text(CERTIFY, L + 3, y + 3, { width: W - 6 });
    doc.fontSize(5.5).text('Date et signature de l’expéditeur / Date and sender’s signature (7)', L + 3, y + 50);
    doc.fontSize(7.5).text(`${d.date}    ${dec.sender?.name ?? d.ownerName}`, L + 3, y + 60);
    doc
      .moveTo(L + 3, y + 80)
      .lineTo(L + W - 3, y + 80)
      .stroke();
    // The continuation sheet adds the HS number and origin the small form's box (4) has no room for.
    continuationSheets(
      doc,
      'CN22',
      { width: 297.64, margin: L },
      d,
      barcode,
      rest,
      onForm.length + 1,
      [
        ['Quantité et description / Quantity and description (1)', 0.4],
        ['Poids (kg) / Weight (kg) (2)', 0.15],
        ['Valeur / Value (3)', 0.2],
        ['SH · origine / HS · origin (4)', 0.25],
      ],
      (item) => [...line(item), `${item.hsCode} · ${item.originCountry}`],
      { header: 20, row: 14, label: 4.5, text: 6.5 },
    );
  });
}
