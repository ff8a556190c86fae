import { s10 } from '@vira/domain/upu-s10';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code128OnPage } from '../../../test/read-barcodes';
import { ownedListing, paidRental } from '../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const code = () => s10('CP', (Date.now() % 1e6) * 100 + ++serial, 'MX');

const PAPERS = {
  sender: {
    name: 'Rodrigo Dueño',
    business: 'Herramientas Rodrigo',
    street: 'Av. Juárez 10, Centro',
    postalCode: '06050',
    city: 'Ciudad de México',
    country: 'MX',
  },
  addressee: { name: 'Ruth Renter', street: '500 Main St', postalCode: '78701', city: 'Austin', country: 'US' },
  importerReference: 'EIN 12-3456789',
  importerContact: 'ruth@example.com',
  postalChargesMinor: 35_000,
  licenceNumbers: 'LIC-2026-77',
  certificateNumbers: 'CERT-ORIG-5',
  invoiceNumber: 'F-0042',
  officeOfOrigin: 'Ciudad de México CP 06000',
};

const item = (over: Record<string, unknown> = {}) => ({
  description: 'Taladro inalámbrico',
  quantity: 1,
  netWeightGrams: 2800,
  valueMinor: 150_000,
  hsCode: '8467.21',
  originCountry: 'CN',
  ...over,
});

async function shipment(declaration: Record<string, unknown>, over: Record<string, unknown> = {}) {
  const { owner, listingId } = await ownedListing(t);
  const renter = await newPerson(t);
  const { bookingId } = await paidRental(t, renter, listingId, inDays(10), inDays(14));
  const res = await call(t, owner.cookie, 'POST', '/api/shipping/shipments', {
    bookingId,
    leg: 'outbound',
    carrier: 'Correos de México',
    trackingCode: code(),
    originCountry: 'MX',
    destinationCountry: 'US',
    incoterm: 'DAP',
    weightGrams: 3500,
    declaration,
    ...over,
  });
  return { owner, renter, res };
}

async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('the printable customs declaration', () => {
  it('a CN23 carries every box the UPU form asks for, filled from the declaration', async () => {
    const { owner, renter, res } = await shipment({
      form: 'CN23',
      category: 'other',
      otherExplanation: 'Herramienta rentada',
      items: [
        item(),
        item({
          description: 'Batería de litio 18 V',
          netWeightGrams: 300,
          valueMinor: 40_000,
          hsCode: '850760',
          quantity: 2,
        }),
      ],
      ...PAPERS,
    });
    expect(res.status).toBe(201);
    const shipmentRow = await res.json();
    const pdf = await call(t, owner.cookie, 'GET', `/api/shipping/shipments/${shipmentRow.id}/declaration.pdf`);
    const text = await pdfText(pdf);
    for (const expected of [
      'CN 23',
      'CUSTOMS DECLARATION',
      'Rodrigo Dueño — Herramientas Rodrigo',
      'Av. Juárez 10, Centro',
      '06050 Ciudad de México · MX',
      'Ruth Renter',
      '78701 Austin · US',
      'EIN 12-3456789',
      'ruth@example.com',
      'Taladro inalámbrico',
      '846721',
      '850760',
      '2.800',
      '0.600',
      '1500.00 MXN',
      '800.00 MXN',
      'Total gross weight (kg) (4) 3.500',
      '2300.00 MXN',
      '350.00 MXN',
      'LIC-2026-77',
      'CERT-ORIG-5',
      'F-0042',
      'Ciudad de México CP 06000',
      'Herramienta rentada',
      'X Autre / Other',
      'Rented goods, temporary export, to be returned by',
      'I certify that the particulars given in this customs declaration are correct',
      'Date and sender’s signature (15)',
      shipmentRow.trackingCode,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('X Cadeau / Gift');
    // The renter and admins may print it too; nobody else.
    expect(
      (await call(t, renter.cookie, 'GET', `/api/shipping/shipments/${shipmentRow.id}/declaration.pdf`)).status,
    ).toBe(200);
    const stranger = await newPerson(t);
    expect(
      (await call(t, stranger.cookie, 'GET', `/api/shipping/shipments/${shipmentRow.id}/declaration.pdf`)).status,
    ).toBe(404);
  });

  it('a packet up to 2 kg gets a CN22; with no sender given, the owner’s account name signs', async () => {
    const { owner, res } = await shipment(
      { form: 'CN22', category: 'gift', items: [item({ netWeightGrams: 900, description: 'Cámara compacta' })] },
      { weightGrams: 1200 },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const text = await pdfText(await call(t, owner.cookie, 'GET', `/api/shipping/shipments/${id}/declaration.pdf`));
    expect(text).toContain('CN 22');
    expect(text).toContain('1 × Cámara compacta');
    expect(text).toContain('X Cadeau / Gift');
    expect(text).toContain('Total weight (kg) (5) 1.200');
    expect(text).toContain('846721 · CN');
    expect(text).toContain('Date and sender’s signature (7)');
  });
});

describe('long contents and the item number’s barcode', () => {
  const pdfOf = async (owner: { cookie: string }, id: number) => {
    const res = await call(t, owner.cookie, 'GET', `/api/shipping/shipments/${id}/declaration.pdf`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const doc = await getDocumentProxy(bytes.slice());
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent();
      pages.push(
        items
          .map((i) => ('str' in i ? i.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return { bytes, pages };
  };

  it('a CN23 with more lines than the form’s six goes on to a continuation sheet, numbered on, barcode on both', async () => {
    const items = Array.from({ length: 9 }, (_, i) =>
      item({ description: `Pieza ${i + 1} de repuesto`, netWeightGrams: 100, valueMinor: 1_000 }),
    );
    const { owner, res } = await shipment({ form: 'CN23', category: 'other', items });
    expect(res.status).toBe(201);
    const row = await res.json();
    const { bytes, pages } = await pdfOf(owner, row.id);
    expect(pages).toHaveLength(2);
    // The form: five lines, then how many follow; its totals are still every line's.
    for (const n of [1, 2, 3, 4, 5]) expect(pages[0]).toContain(`Pieza ${n} de repuesto`);
    expect(pages[0]).not.toContain('Pieza 6 de repuesto');
    expect(pages[0]).toContain('+ 4 — voir feuille supplémentaire / see continuation sheet');
    expect(pages[0]).toContain('90.00 MXN');
    // The sheet: the item's number, then lines 6 to 9 numbered on.
    expect(pages[1]).toContain('CN 23 — Feuille supplémentaire / Continuation sheet');
    expect(pages[1]).toContain('Sheet 1 of 1');
    expect(pages[1]).toContain(row.trackingCode);
    for (const n of [6, 7, 8, 9]) expect(pages[1]).toMatch(new RegExp(`${n} Pieza ${n} de repuesto`));
    // The tracking number as a Code 128 barcode a scanner reads back, on the form and on the sheet.
    expect(await code128OnPage(bytes, 1)).toEqual([row.trackingCode]);
    expect(await code128OnPage(bytes, 2)).toEqual([row.trackingCode]);
  });

  it('a CN22 keeps three lines; the fourth and fifth go on to an A6 continuation sheet with their HS numbers', async () => {
    const items = Array.from({ length: 5 }, (_, i) =>
      item({ description: `Accesorio ${i + 1}`, netWeightGrams: 150, valueMinor: 2_000, hsCode: '8467.92' }),
    );
    const { owner, res } = await shipment({ form: 'CN22', category: 'gift', items }, { weightGrams: 1000 });
    expect(res.status).toBe(201);
    const row = await res.json();
    const { bytes, pages } = await pdfOf(owner, row.id);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('1 × Accesorio 2');
    expect(pages[0]).not.toContain('Accesorio 3');
    expect(pages[0]).toContain('+ 3 — voir feuille supplémentaire');
    expect(pages[1]).toContain('CN 22 — Feuille supplémentaire / Continuation sheet');
    expect(pages[1]).toMatch(/5 1 × Accesorio 5 .*846792 · CN/);
    expect(await code128OnPage(bytes, 1)).toEqual([row.trackingCode]);
  });

  it('one page when the lines fit the form', async () => {
    const { owner, res } = await shipment({
      form: 'CN23',
      category: 'other',
      items: [item({ netWeightGrams: 1000 }), item({ netWeightGrams: 1000 })],
    });
    expect(res.status).toBe(201);
    const { pages } = await pdfOf(owner, (await res.json()).id);
    expect(pages).toHaveLength(1);
    expect(pages[0]).not.toContain('continuation sheet');
  });
});

describe('what customs and the post would refuse is refused before', () => {
  it('refuses HS 999999, UN Comtrade’s “not specified”, in the person’s words', async () => {
    const { res } = await shipment({ form: 'CN23', category: 'other', items: [item({ hsCode: '999999' })] });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('hs_not_specified');
    expect(error.message).toMatch(/^El código 999999 significa «mercancía no especificada»/);
    expect(error.fields['declaration.items.0.hsCode']).toBeDefined();
    const search = await (await call(t, null, 'GET', '/api/shipping/hs-codes?q=9999')).json();
    expect(search.codes).toEqual([]);
  });

  it('checks a UPU S10 number’s check digit; other carriers’ codes pass as they are', async () => {
    const good = code();
    const wrongDigit = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}${good.slice(11)}`;
    const bad = await shipment({ form: 'CN23', category: 'other', items: [item()] }, { trackingCode: wrongDigit });
    expect(bad.res.status).toBe(400);
    const { error } = await bad.res.json();
    expect(error.code).toBe('s10_check_digit');
    expect(error.fields).toHaveProperty('trackingCode');
    // The standard's own example, and a courier's non-S10 code.
    expect(s10('RR', 47312482, 'GB')).toBe('RR473124829GB');
    const courier = await shipment(
      { form: 'CN23', category: 'other', items: [item()] },
      { trackingCode: `1Z999AA1${Date.now()}` },
    );
    expect(courier.res.status).toBe(201);
  });
});
