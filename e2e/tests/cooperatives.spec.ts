import { type APIRequestContext } from '@playwright/test';
import { expect, signUp, test } from './fixtures';

test('create a cooperative, invite four people who accept elsewhere, reach "Constituida" and vote a proposal', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUp(page.request, { name: 'Fundadora Coop' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cooperatives');
  await expect(page.getByRole('heading', { name: 'Los siete principios cooperativos (ACI)' })).toBeVisible();
  await expect(page.getByText('Compromiso con la comunidad')).toBeVisible();

  const name = 'Cooperativa de Herramientas y Jardinería de Coyoacán Centro';
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Propósito').fill('Rentar herramientas entre vecinos y repartir lo que ganemos');
  await page.getByLabel('Ciudad').fill('Ciudad de México');
  await page.getByRole('button', { name: 'Crear cooperativa' }).click();
  const status = page.getByTestId('cooperative-status');
  await expect(status).toHaveText('En formación: 1 de 5 miembros necesarios para constituirse.');
  const id = new URL(page.url()).searchParams.get('id')!;
  // A name longer than the phone is wide takes one line in the list, cut, without the page scrolling sideways.
  await expect(page.getByRole('navigation', { name: 'Mis cooperativas' }).getByTitle(name)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // An unknown e-mail is refused in words.
  await page.getByLabel('Correo de la persona a invitar').fill('nadie-aqui@example.com');
  await page.getByRole('button', { name: 'Invitar' }).click();
  await expect(page.getByRole('alert')).toHaveText('No hay ninguna cuenta de Vira con ese correo.');

  const members: APIRequestContext[] = [];
  for (const name of ['Ana', 'Beto', 'Carla', 'Dani']) {
    const member = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    const { email } = await signUp(member, { name });
    await page.getByLabel('Correo de la persona a invitar').fill(email);
    await page.getByRole('button', { name: 'Invitar' }).click();
    await expect(page.getByLabel('Correo de la persona a invitar')).toHaveValue('');
    expect((await member.post(`/api/cooperatives/${id}/accept`)).ok()).toBe(true);
    members.push(member);
  }
  await page.reload();
  await expect(status).toHaveText(
    'Constituida: tiene al menos 5 miembros (Ley General de Sociedades Cooperativas, art. 11).',
  );

  await page.getByLabel('Título de la propuesta').fill('Comprar una revolvedora');
  await page.getByLabel('Descripción').fill('Con las ganancias del trimestre');
  await page.getByRole('button', { name: 'Proponer' }).click();
  const proposal = page.getByRole('listitem', { name: 'Comprar una revolvedora' });
  await expect(proposal).toContainText('Sin quórum todavía');
  await proposal.getByRole('button', { name: 'A favor' }).click();
  await expect(proposal).toContainText('Tu voto: A favor');
  await expect(proposal.getByRole('button', { name: 'En contra' })).toHaveCount(0);

  // Two more members vote from their own sessions: quorum (3 of 5) is reached and the proposal passes.
  const proposalId = (
    (await (await members[0]!.get(`/api/cooperatives/${id}`)).json()) as { proposals: { id: string }[] }
  ).proposals[0]!.id;
  expect(
    (await members[0]!.post(`/api/cooperative-proposals/${proposalId}/votes`, { data: { choice: 'yes' } })).ok(),
  ).toBe(true);
  expect(
    (await members[1]!.post(`/api/cooperative-proposals/${proposalId}/votes`, { data: { choice: 'no' } })).ok(),
  ).toBe(true);
  const twice = await members[1]!.post(`/api/cooperative-proposals/${proposalId}/votes`, { data: { choice: 'yes' } });
  expect(twice.status()).toBe(409);
  await page.reload();
  await expect(proposal).toContainText('A favor 2 · En contra 1 · Abstenciones 0 · Votaron 3 (quórum: 3)');
  await expect(proposal).toContainText('Aprobada');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const m of members) await m.dispose();
});
