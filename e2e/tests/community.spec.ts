import { expect, test } from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 7);

test('a topic posted in one browser gets a reply with a mention and a like from another; guests only read', async ({
  openPage,
}) => {
  const ana = (await openPage({ name: 'Ana Foro' })).page;
  const maria = (await openPage({ account: 'example2' })).page;
  const title = `¿Cuánto depósito pido por una cámara? ${unique()}`;

  // The sample community is there on first start.
  await ana.goto('/community');
  await expect(ana.getByRole('heading', { name: 'Comunidad', level: 1 })).toBeVisible();
  await expect(ana.getByRole('button', { name: /Bienvenida: cómo funciona la comunidad/ })).toBeVisible();

  await ana.getByRole('button', { name: 'Nuevo tema' }).click();
  await ana.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Consejos para rentar' });
  await ana.getByLabel('Título', { exact: true }).fill(title);
  await ana.getByLabel('Mensaje', { exact: true }).fill('Mi cámara vale **12,000 pesos**. ¿Cuánto piden ustedes?');
  await ana.getByRole('button', { name: 'Publicar tema' }).click();
  await expect(ana.getByRole('heading', { name: title })).toBeVisible();
  // Markdown is rendered, not shown as asterisks.
  await expect(ana.locator('strong', { hasText: '12,000 pesos' })).toBeVisible();

  // María finds it in the category and answers Ana's post, which mentions her.
  await maria.goto('/community');
  await maria.getByRole('button', { name: /^Consejos para rentar/ }).click();
  await maria.getByRole('button', { name: new RegExp(title.replace(/[?¿]/g, '.')) }).click();
  const anaPost = maria.getByRole('article', { name: 'Mensaje de Ana Foro' });
  await anaPost.getByRole('button', { name: 'Responder' }).click();
  const box = maria.getByRole('textbox', { name: 'Tu respuesta' });
  await expect(box).toHaveValue(/^@Ana Foro /);
  await box.pressSequentially('Yo pido el 20 %.');
  await maria.getByRole('button', { name: 'Responder', exact: true }).last().click();
  const reply = maria.getByRole('article', { name: 'Mensaje de María Fernández' });
  await expect(reply).toContainText('Yo pido el 20 %.');
  await expect(reply).toContainText('En respuesta a Ana Foro');
  await anaPost.getByRole('button', { name: 'Me gusta (0)' }).click();
  await expect(anaPost.getByRole('button', { name: 'Me gusta (1)' })).toHaveAttribute('aria-pressed', 'true');

  // Ana sees the reply and the like, and her bell tells her she was mentioned.
  await ana.reload();
  await expect(ana.getByRole('article', { name: 'Mensaje de María Fernández' })).toContainText('Yo pido el 20 %.');
  await expect(
    ana.getByRole('article', { name: 'Mensaje de Ana Foro' }).getByRole('button', { name: 'Me gusta (1)' }),
  ).toBeVisible();
  await ana.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(ana.getByText(`María Fernández te mencionó en «${title}».`)).toBeVisible();

  // A guest on a 390 px phone reads the same topic but has no reply box, and nothing spills sideways.
  const { page: guest } = await openPage({ guest: true, viewport: { width: 390, height: 844 } });
  await guest.goto(ana.url());
  await expect(guest.getByRole('article', { name: 'Mensaje de María Fernández' })).toBeVisible();
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(guest.getByRole('textbox', { name: 'Tu respuesta' })).toHaveCount(0);
  await expect(guest.getByText('para escribir, responder o asistir a eventos.')).toBeVisible();
});

test('RSVP to an event: the last seat, the attendee list, and the organiser cancelling', async ({ openPage }) => {
  const organiser = (await openPage({ name: 'Olga Organiza' })).page;
  const guest = (await openPage({ name: 'Gabriel Asiste' })).page;
  const name = `Taller de reparación ${unique()}`;

  await organiser.goto('/community?tab=events');
  await organiser.getByRole('button', { name: 'Crear evento' }).click();
  await organiser.getByLabel('Nombre del evento').fill(name);
  await organiser.getByLabel('Cupo').fill('1');
  await organiser.getByLabel('Lugar').fill('Casa de la Cultura, Oaxaca');
  await organiser.getByRole('button', { name: 'Crear evento' }).click();
  const mine = organiser.getByRole('article', { name });
  await expect(mine).toContainText('Programado');
  await expect(mine).toContainText('Asistentes: 0 de 1');

  await guest.goto('/community?tab=events');
  const card = guest.getByRole('article', { name });
  await card.getByRole('button', { name: 'Asistiré' }).click();
  await expect(card).toContainText('Asistentes: 1 de 1');
  await expect(card.getByRole('list', { name: 'Asistentes' })).toContainText('Gabriel Asiste');
  await expect(card.getByRole('button', { name: 'Ya no asistiré' })).toBeVisible();

  // The organiser sees the event full, with Gabriel on the list, and cancels it.
  await organiser.reload();
  await expect(mine).toContainText('Asistentes: 1 de 1');
  await expect(mine.getByRole('button', { name: 'Lleno' })).toBeDisabled();
  await mine.getByRole('button', { name: 'Asistentes' }).click();
  await expect(mine.getByRole('list', { name: 'Asistentes' })).toContainText('Gabriel Asiste');
  await mine.getByLabel('Estado del evento').selectOption({ label: 'Cancelado' });
  await mine.getByRole('button', { name: 'Guardar' }).click();
  await expect(mine).toContainText('Cancelado');

  await guest.reload();
  await expect(card).toContainText('Cancelado');
  await expect(card.getByRole('button', { name: 'Ya no asistiré' })).toHaveCount(0);
});

test('a reported post reaches /admin, where an admin hides it with a reason everyone then sees', async ({
  openPage,
}) => {
  const author = (await openPage({ name: 'Raúl Reportado' })).page;
  const reader = (await openPage({ name: 'Rosa Lectora' })).page;
  const admin = (await openPage({ account: 'admin' })).page;
  const title = `Vendo cuentas de streaming ${unique()}`;

  const created = await author.request.post('/api/community/topics', {
    data: { category: 'general', title, body: 'Escríbeme por fuera de Vira, precio especial.' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const topic = (await created.json()) as { id: string };

  await reader.goto(`/community?topic=${topic.id}`);
  await reader
    .getByRole('article', { name: 'Mensaje de Raúl Reportado' })
    .getByRole('button', { name: 'Reportar' })
    .click();
  await expect(reader.getByText('Gracias. La moderación revisará el mensaje.')).toBeVisible();

  await admin.goto('/admin');
  const panel = admin.getByTestId('admin-community-reports');
  const report = panel.getByRole('article').filter({ hasText: title });
  await expect(report).toContainText('Escríbeme por fuera de Vira');
  await report.getByPlaceholder('Motivo para ocultarlo (lo verá la comunidad)').fill('Pide pagos fuera de Vira');
  await report.getByRole('button', { name: 'Ocultar' }).click();
  await expect(panel.getByRole('article').filter({ hasText: title })).toHaveCount(0);

  await reader.reload();
  const hidden = reader.getByRole('article', { name: 'Mensaje de Raúl Reportado' });
  await expect(hidden).toContainText('Mensaje oculto por la moderación: Pide pagos fuera de Vira');
  await expect(hidden).not.toContainText('precio especial');
});
