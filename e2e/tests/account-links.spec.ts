import { type Page } from '@playwright/test';
import { expect, latestMessage, sampleEmail, signIn, signUp, signUpLink, test, uniqueEmail } from './fixtures';

async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar con email' }).click();
}

test('a used password-reset link says it is used or expired and offers to send a new one', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('reset');
  await signUp(api, { name: 'Rita Reset', email });
  const asked = await api.post('/api/auth/request-password-reset', { data: { email, redirectTo: '/login' } });
  expect(asked.ok()).toBe(true);
  const link = (await latestMessage(api, email)).links[0]!;
  await api.dispose();

  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill('nueva-clave-1');
  await page.getByLabel('Confirmar contraseña').fill('nueva-clave-1');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada. Ya puedes iniciar sesión.')).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(
    'Este enlace para elegir una nueva contraseña ya se usó o venció.',
  );
  await expect(page.getByText(/OAuth/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar un enlace nuevo' }).click();
  await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
});

test('a bad e-mail verification link lands on /login saying so', async ({ page }) => {
  await page.goto(
    `/api/auth/verify-email?token=no-es-un-token&callbackURL=${encodeURIComponent('/user-dashboard?welcome=new')}`,
  );
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toContainText('Este enlace de verificación no es válido o ya venció.');
});

test('the verification link opened in another browser greets the new account once, as new', async ({
  openPage,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const link = await signUpLink(api, { name: 'Wendy Nueva', callbackURL: '/user-dashboard?welcome=new' });
  await api.dispose();
  const { page } = await openPage({ guest: true });
  await page.goto(link);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByText('¡Bienvenido a Vira!')).toBeVisible();
  await expect(page.getByText('¡Bienvenido de nuevo!')).toHaveCount(0);
});

test('a wrong-password message does not follow into the sign-up form', async ({ page }) => {
  await openLogin(page);
  await page.getByLabel('Email').fill(uniqueEmail('nadie'));
  await page.getByLabel('Contraseña', { exact: true }).fill('otra-clave');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Credenciales incorrectas. Verifica tu email y contraseña.');
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await expect(page.getByText('Credenciales incorrectas')).toHaveCount(0);
});

test('a new WhatsApp account is greeted as new, asked its name once, and called by it', async ({ page }) => {
  const local = `55${String(Date.now()).slice(-8)}`;
  const signInByWhatsApp = async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar con WhatsApp' }).click();
    await page.getByLabel('Número de teléfono').fill(local);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByLabel('Código de verificación')).toBeVisible();
    const message = await latestMessage(page.request, `+52${local}`);
    await page.getByLabel('Código de verificación').fill(message.codes[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
  };
  await signInByWhatsApp();
  await expect(page.getByText('¡Bienvenido a Vira!')).toBeVisible();
  await expect(page.getByText('¡Bienvenido de nuevo!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/complete$/);
  // Nowhere called by the number.
  await expect(page.getByTestId('account-menu')).not.toContainText(`+52${local}`);
  await page.getByLabel('Nombre completo').fill('Wilma Wasap');
  await page.getByRole('button', { name: 'Terminar' }).click();
  await expect(page.getByTestId('account-menu')).toContainText('Wilma Wasap');

  // The next sign-in is a return, and the name is not asked again.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await signInByWhatsApp();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByText('¡Bienvenido de nuevo!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hola, Wilma Wasap' })).toBeVisible();
});

test('a Vira is not offered to become one, and the badge is called Vira everywhere', async ({ page }) => {
  await signIn(page.request, sampleEmail('example1'));
  await page.goto('/dashboard');
  await expect(page.locator('#main').getByText('Vira', { exact: true })).toBeVisible();
  await expect(page.getByText('Vira Pro')).toHaveCount(0);
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Ser Vira' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/profile/example1');
  await expect(page.getByRole('heading', { name: 'Carlos Mendoza' })).toBeVisible();
  await expect(page.locator('#main').getByText('Vira', { exact: true })).toBeVisible();
  await expect(page.getByText('Vira Pro')).toHaveCount(0);
});

test('with no social provider configured, /login offers WhatsApp and e-mail only', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continuar con WhatsApp' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar con email' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Continuar con (Google|Facebook|Apple|GitHub|LinkedIn|Twitter|Discord)/ }),
  ).toHaveCount(0);
});
