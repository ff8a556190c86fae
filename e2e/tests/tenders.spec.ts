import { expect, test } from './fixtures';

const DAY = 86_400_000;

/** One process in OCDS 1.1: the call for bids, and nothing awarded yet. */
function releasePackage(title: string) {
  const deadline = new Date(Date.now() + 21 * DAY);
  const published = new Date(Date.now() - 5 * DAY);
  const ocid = `ocds-e2e-${Date.now()}`;
  return {
    ocid,
    json: JSON.stringify({
      uri: 'https://datos.example.gob.mx/ocds/chihuahua.json',
      version: '1.1',
      publishedDate: published.toISOString(),
      publisher: { name: 'Gobierno de Chihuahua (ejemplo)' },
      releases: [
        {
          ocid,
          id: `${ocid}-1`,
          date: published.toISOString(),
          tag: ['tender'],
          initiationType: 'tender',
          parties: [
            {
              id: 'CHIH-1',
              name: 'Secretaría de Obras de Chihuahua',
              roles: ['buyer'],
              address: { region: 'Chihuahua' },
            },
          ],
          buyer: { id: 'CHIH-1', name: 'Secretaría de Obras de Chihuahua' },
          tender: {
            id: 'T1',
            title,
            status: 'active',
            procurementMethod: 'selective',
            procurementMethodDetails: 'Invitación a cuando menos tres personas',
            value: { amount: 2_400_000, currency: 'MXN' },
            tenderPeriod: { startDate: published.toISOString(), endDate: deadline.toISOString() },
            enquiryPeriod: { endDate: new Date(Date.now() + 3 * DAY).toISOString() },
            items: [{ id: '1', description: 'Bomba solar para pozo', quantity: 6, unit: { name: 'Pieza' } }],
            documents: [
              {
                id: 'c',
                documentType: 'tenderNotice',
                title: 'Convocatoria',
                url: 'https://comprasmx.buengobierno.gob.mx/',
              },
            ],
          },
        },
      ],
    }),
  };
}

test('an admin imports an OCDS package and a supplier finds the tender by its filters', async ({ openPage }) => {
  const title = `Bombeo solar para la Sierra Tarahumara ${Date.now()}`;
  const { json } = releasePackage(title);

  const { page: admin } = await openPage({ account: 'admin' });
  await admin.goto('/admin');
  const panel = admin.getByTestId('tender-import-panel');
  await panel
    .getByLabel('Archivo JSON')
    .setInputFiles({ name: 'roto.json', mimeType: 'application/json', buffer: Buffer.from('{"releases": [') });
  await panel.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'El archivo no es JSON válido. Sube un paquete de entregas (release package) OCDS en formato JSON.',
  );
  // Not valid against the OCDS 1.1 schema (a release without initiationType): refused, with the report.
  const invalid = JSON.parse(json) as { releases: Record<string, unknown>[] };
  delete invalid.releases[0]!.initiationType;
  await panel.getByLabel('Archivo JSON').setInputFiles({
    name: 'invalido.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(invalid)),
  });
  await panel.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'El paquete no es válido según el esquema de OCDS 1.1 (errores: 1). No se importó nada; corrígelos y vuelve a subirlo.',
  );
  const report = panel.getByTestId('ocds-report');
  await expect(report.getByRole('heading', { name: 'Errores (1): no se importó nada' })).toBeVisible();
  await expect(report.getByTestId('ocds-error')).toContainText('Falta el campo obligatorio «initiationType».');
  await expect(report.getByTestId('ocds-error')).toContainText('releases/initiationType');
  await panel
    .getByLabel('Archivo JSON')
    .setInputFiles({ name: 'paquete.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await panel.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('Importadas 1 entregas: 1 licitaciones nuevas, 0 actualizadas.');
  // From an address: this server does not download packages (TENDERS_IMPORT_FROM_URL is off), and says so.
  await panel.getByLabel('Dirección (URL) del paquete').fill('https://example.com/paquete-ocds.json');
  await panel.getByRole('button', { name: 'Importar desde la URL' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'La importación desde una URL no está activada en este servidor. Sube el archivo JSON.',
  );

  const { page: supplier } = await openPage({ guest: true, viewport: { width: 390, height: 844 } });
  await supplier.goto('/government-contracts');
  await expect(supplier.getByRole('heading', { name: 'Licitaciones', level: 1 })).toBeVisible();
  await expect(supplier.getByTestId('tender-card').first()).toContainText('Ejemplo');
  const filters = supplier.getByRole('form', { name: 'Filtros de licitaciones' });
  await filters.getByLabel('Buscar', { exact: true }).fill('tarahumara');
  await filters.getByLabel('Procedimiento').selectOption({ label: 'Invitación a cuando menos tres personas' });
  await filters.getByLabel('Estado', { exact: true }).selectOption('Chihuahua');
  await filters.getByLabel('Categoría').selectOption({ label: 'Energía limpia' });
  await filters.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(supplier.getByTestId('tender-count')).toHaveText('Resultados: 1');
  const card = supplier.getByTestId('tender-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(title);
  // A different procedure does not find it.
  await filters.getByLabel('Procedimiento').selectOption({ label: 'Adjudicación directa' });
  await filters.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(supplier.getByTestId('tender-count')).toHaveText('Resultados: 0');
  await filters.getByLabel('Procedimiento').selectOption({ label: 'Invitación a cuando menos tres personas' });
  await filters.getByRole('button', { name: 'Buscar', exact: true }).click();

  await supplier.getByTestId('tender-card').click();
  const detail = supplier.getByTestId('tender-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail).toContainText('Junta de aclaraciones');
  await expect(detail).toContainText('Presentación y apertura de proposiciones');
  await expect(detail).toContainText('Bomba solar para pozo');
  await expect(detail).toContainText('MXN 2,400,000.00');
  await expect(detail.getByRole('link', { name: 'Participar en la plataforma oficial' })).toHaveAttribute(
    'href',
    'https://comprasmx.buengobierno.gob.mx/',
  );
  const width = await supplier.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
