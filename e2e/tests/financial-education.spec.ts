import { expect, test } from '@playwright/test';

test('finish a lesson’s quiz: explanations for every option, a retry, then progress saved', async ({ page }) => {
  const email = `edu-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Esteban Estudia', email, password: 'secreto123', callbackURL: '/' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { links: string[] }[];
  };
  const link = new URL(outbox.messages[0]!.links[0]!);
  await page.request.get(link.pathname + link.search, { maxRedirects: 0 });

  await page.goto('/financial-education');
  await expect(page.getByTestId('course-progress')).toHaveText('Lecciones aprobadas: 0 de 5');
  await page.getByRole('button', { name: 'Empezar la primera lección' }).click();
  await expect(page.getByRole('heading', { name: 'Tu presupuesto en una hoja' })).toBeVisible();

  const check = page.getByRole('button', { name: 'Comprobar respuestas' });
  await expect(check).toBeDisabled();
  const first = page.getByRole('group', { name: /¿Qué conviene anotar primero/ });
  const second = page.getByRole('group', { name: /Tus ganancias por rentas cambian/ });
  await first.getByLabel('Los antojos del mes').check();
  await second.getByLabel('Anotarlas aparte y usarlas para ahorrar o metas').check();
  await check.click();
  await expect(page.getByRole('status')).toHaveText('1 de 2 correctas. Lee las explicaciones y vuelve a intentarlo.');
  // Every option explains itself, the wrong pick included.
  await expect(first).toContainText('Son gastos variables');
  await expect(first).toContainText('Correcto: todo el plan parte de lo que sabes que vas a recibir.');
  await expect(page.getByTestId('course-progress')).toHaveText('Lecciones aprobadas: 0 de 5');

  await first.getByLabel('Los ingresos seguros').check();
  await check.click();
  await expect(page.getByRole('status')).toHaveText('¡Aprobada! 2 de 2 respuestas correctas.');
  await expect(page.getByTestId('course-progress')).toHaveText('Lecciones aprobadas: 1 de 5');

  // Saved on the server: still there after a reload, with the lesson ticked.
  await page.reload();
  await expect(page.getByTestId('course-progress')).toHaveText('Lecciones aprobadas: 1 de 5');
  await expect(page.getByRole('button', { name: /Aprobada 1\. Tu presupuesto en una hoja/ })).toBeVisible();
});
