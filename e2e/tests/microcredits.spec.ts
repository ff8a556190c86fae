import { expect, signUp, test } from './fixtures';

test('run the loan simulator, see the CAT and the table beside rental income, and apply to the sandbox partner', async ({
  page,
}) => {
  await signUp(page.request, { name: 'Lucía Préstamo' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/microcredits');
  await expect(page.getByRole('note', { name: 'Vira no presta dinero' })).toContainText('Ley Fintech');

  // Out of bounds: the simulator says what the limits are instead of showing figures.
  await page.getByLabel('Monto (MXN)').fill('500');
  await expect(page.getByRole('alert')).toContainText('el monto va de');

  await page.getByLabel('Monto (MXN)').fill('20000');
  await page.getByLabel('Plazo (meses)').fill('12');
  await page.getByLabel('Tasa anual (%)').fill('58');
  await page.getByLabel('Comisión por apertura (%)').fill('5');
  const summary = page.getByTestId('loan-summary');
  await expect(summary).toContainText('95.6 %');
  await expect(summary).toContainText('CAT sin IVA. Para fines informativos y de comparación.');
  const table = page.getByRole('table', { name: 'Tabla de amortización' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('row').last()).toContainText('MXN 0.00');
  await expect(page.getByTestId('rental-income')).toContainText('Tu ingreso esperado por rentas: MXN 0.00 al mes');
  // The table scrolls inside its box; the page itself does not spill sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByLabel('Tu ingreso mensual fuera de Vira (MXN)').fill('9000');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Para enviar la solicitud debes aceptar')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const application = page.getByTestId('loan-application');
  // Like a real institution, the sandbox reviews first and answers a little later, on the same page.
  await expect(application).toContainText('En revisión');
  await expect(application).toContainText('Aprobada', { timeout: 30_000 });
  await expect(application).toContainText('12 meses · CAT 95.6 %');
  await expect(application).toContainText('Cumple las reglas de la institución');

  // The status stays on the page after a reload.
  await page.reload();
  await expect(page.getByTestId('loan-application')).toContainText('Aprobada');
});
