import { type Locator, type Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures';

/** The Spanish bank of the two lessons this test answers: each question's right option and a wrong one. */
const BANK: Record<string, { right: string; wrong: string }> = {
  '¿Qué conviene anotar primero en un presupuesto?': { right: 'Los ingresos seguros', wrong: 'Los antojos del mes' },
  'Tus ganancias por rentas cambian cada mes. ¿Cómo tratarlas?': {
    right: 'Anotarlas aparte y usarlas para ahorrar o metas',
    wrong: 'Ignorarlas',
  },
  '¿Cuál de estos es un gasto fijo?': { right: 'La renta mensual de tu vivienda', wrong: 'Comer fuera' },
  '¿Cuánto suele recomendarse para un fondo de emergencia?': {
    right: 'De tres a seis meses de gastos fijos',
    wrong: 'Una semana de gastos',
  },
  '¿Dónde conviene guardar el fondo de emergencia?': {
    right: 'En una cuenta separada, regulada y de acceso inmediato',
    wrong: 'Prestado a un conocido',
  },
  '¿Para qué es un fondo de emergencia?': {
    right: 'Una reparación inesperada o una baja de ingresos',
    wrong: 'Unas vacaciones',
  },
};

/** Answers every question drawn for this attempt (read from the page), rightly or not. */
async function answer(page: Page, right: boolean): Promise<Locator[]> {
  const groups = page.getByRole('group');
  await expect(groups).toHaveCount(2);
  const answered: Locator[] = [];
  for (const group of await groups.all()) {
    const legend = (await group.locator('legend').innerText()).replace(/^\d+\.\s*/, '').trim();
    const entry = BANK[legend];
    expect(entry, legend).toBeDefined();
    await group.getByLabel(right ? entry!.right : entry!.wrong, { exact: true }).check();
    answered.push(group);
  }
  return answered;
}

test('four courses of three lessons; a failed quiz reveals no answer and waits; a passed one explains every option', async ({
  page,
}) => {
  await signUp(page.request, { name: 'Esteban Estudia' });

  await page.goto('/financial-education');
  const courses = page.getByRole('navigation', { name: 'Cursos' });
  for (const name of ['Presupuesto', 'Ahorro y fondo de emergencia', 'Crédito, CAT y fraudes'])
    await expect(courses.getByRole('button', { name })).toBeVisible();
  await expect(page.getByTestId('course-progress')).toHaveText('Lecciones aprobadas: 0 de 3');
  await page.getByRole('button', { name: 'Empezar la primera lección' }).click();
  await expect(page.getByRole('heading', { name: 'Tu presupuesto en una hoja' })).toBeVisible();

  // Two questions drawn from the lesson's bank of three; all wrong.
  const check = page.getByRole('button', { name: 'Comprobar respuestas' });
  await expect(check).toBeDisabled();
  await answer(page, false);
  await check.click();
  await expect(page.getByRole('status')).toContainText(
    '0 de 2 correctas. Las respuestas se muestran cuando apruebas. Podrás intentarlo de nuevo a las',
  );
  await expect(page.getByText(/^Correcto/)).toHaveCount(0);
  await expect(page.getByTestId('course-progress')).toHaveText('Lecciones aprobadas: 0 de 3');
  // After a reload the quiz waits for its retry time.
  await page.reload();
  await expect(page.getByRole('status')).toContainText('Podrás volver a intentar este cuestionario a las');
  await expect(page.getByRole('button', { name: 'Comprobar respuestas' })).toHaveCount(0);

  // Another course: passing shows why every option is right or wrong; one lesson of its three is passed.
  await courses.getByRole('button', { name: 'Ahorro y fondo de emergencia' }).click();
  await page.getByRole('button', { name: 'Empezar la primera lección' }).click();
  await expect(page.getByRole('heading', { name: 'Ahorro y fondo de emergencia' }).last()).toBeVisible();
  const groups = await answer(page, true);
  await page.getByRole('button', { name: 'Comprobar respuestas' }).click();
  await expect(page.getByRole('status')).toHaveText('¡Aprobada! 2 de 2 respuestas correctas.');
  for (const group of groups) await expect(group).toContainText('Correcto');
  await expect(page.getByTestId('course-progress')).toHaveText('Lecciones aprobadas: 1 de 3');
  // The certificate waits for the whole course.
  await expect(page.getByRole('link', { name: 'Descargar constancia (PDF)' })).toHaveCount(0);

  // Saved on the server: still there after a reload.
  await page.reload();
  await expect(page.getByTestId('course-progress')).toHaveText('Lecciones aprobadas: 1 de 3');
});
