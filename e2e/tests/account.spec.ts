import { type Page } from '@playwright/test';
import { expect, latestMessage, signUp, test, uniqueEmail } from './fixtures';

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Continuar con email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

test.describe('accounts', () => {
  test('e-mail journey: sign up, verify from the outbox, signed in with the name, sign out, sign in again', async ({
    page,
  }) => {
    const email = uniqueEmail('ana');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar con email' }).click();
    await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
    await expect(page.getByLabel('Código de país')).toHaveValue('+52');

    await page.getByLabel('Nombre completo').fill('Ana Prueba');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
    await page.getByLabel('Confirmar contraseña').fill('secreto2');
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeDisabled();
    await page.getByLabel('Confirmar contraseña').fill('secreto1');
    await page.getByLabel('Teléfono').fill('55 1234 5678');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Revisa tu correo para verificar tu cuenta')).toBeVisible();

    // Signing in before following the link is refused with the spec's words.
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor confirma tu email antes de iniciar sesión.');

    const mail = await latestMessage(page.request, email);
    await page.goto(mail.links.at(-1)!);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    // A first sign-in is not a return.
    await expect(page.getByText('¡Bienvenido a Vira!')).toBeVisible();
    await expect(page.getByText('¡Bienvenido de nuevo!')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Hola, Ana Prueba' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Completar perfil' })).toBeVisible();
    // The phone was given at sign-up: only the photo is asked for.
    await expect(page.getByText('Agrega una foto para que otros confíen en ti al rentar.')).toBeVisible();
    await expect(page.getByText(/Agrega tu teléfono/)).toHaveCount(0);

    const account = page.getByTestId('account-menu');
    await expect(account).toContainText('Ana Prueba');
    await account.click();
    for (const item of ['Dashboard', 'Mi Perfil', 'Ser Vira', 'Cerrar sesión']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    // Signing out on the dashboard: the spec shows no signed-out toast there.
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Iniciar sesión / Registrarse' }).first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByText('Sesión cerrada')).toHaveCount(0);

    await page.goto('/login');
    await signInThroughForm(page, email, 'secreto1');
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(page.getByText('¡Bienvenido de nuevo!')).toBeVisible();

    // Anywhere else, signing out says so.
    await page.goto('/profile');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText('Sesión cerrada')).toBeVisible();
  });

  test('the account entry has the same name in the desktop menu and the mobile menu', async ({ page }) => {
    const email = uniqueEmail('menus');
    // Following the verification link with the page's own request context signs the page in.
    await signUp(page.request, { name: 'Mara Menús', email, password: 'secreto1' });
    await page.goto('/user-dashboard');
    await page.getByTestId('account-menu').click();
    const desktop = await page.getByRole('menuitem', { name: 'Dashboard' }).textContent();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: desktop!.trim() })).toBeVisible();
  });

  test('a wrong password reads the spec message', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const email = uniqueEmail('wrong');
    await signUp(api, { name: 'Wrong Pass', email, password: 'secreto1' });
    await page.goto('/login');
    await signInThroughForm(page, email, 'otra-clave');
    await expect(page.getByRole('alert')).toHaveText('Credenciales incorrectas. Verifica tu email y contraseña.');
    await api.dispose();
  });

  test('WhatsApp journey: phone step, change number, code step, signed in on /user-dashboard', async ({ page }) => {
    const local = `55${String(Date.now()).slice(-8)}`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar con WhatsApp' }).click();
    await expect(page.getByRole('heading', { name: 'Verificación por WhatsApp' })).toBeVisible();
    await page.getByLabel('Número de teléfono').fill('55 0000 0000');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Código enviado')).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar número' }).click();
    await page.getByLabel('Número de teléfono').fill(local);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByLabel('Código de verificación')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verificar' })).toBeDisabled();

    const message = await latestMessage(page.request, `+52${local}`);
    expect(message.codes[0]).toMatch(/^\d{6}$/);
    await page.getByLabel('Código de verificación').fill(message.codes[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    // A new account: asked for its name first (account-links.spec.ts follows that through).
    await expect(page).toHaveURL(/\/profile\/complete$/);
    await expect(page.getByText('¡Verificación exitosa!')).toBeVisible();
  });

  test('a guarded route sends a guest to /login and back after sign-in; /login then sends on to the dashboard', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const email = uniqueEmail('guard');
    await signUp(api, { name: 'Guard Ian', email, password: 'secreto1' });
    await api.dispose();

    // /invoices rather than /checkout: checkout sends a person with an empty cart on to /cart as soon as the cart
    // has loaded, so whether the test still saw /checkout was a race.
    await page.goto('/invoices');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, email, 'secreto1');
    await expect(page).toHaveURL(/\/invoices$/);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('anyone sees a sample seller as Verificado and Vira', async ({ page }) => {
    await page.goto('/profile/example1');
    await expect(page.getByRole('heading', { name: 'Carlos Mendoza' })).toBeVisible();
    await expect(page.getByText('Verificado', { exact: true })).toBeVisible();
    await expect(page.locator('#main').getByText('Vira', { exact: true })).toBeVisible();
  });

  test('a profile photo is uploaded through the picker and shows on the form, the account button and the public profile; a file that is not an image is refused', async ({
    page,
    openPage,
  }) => {
    const email = uniqueEmail('photo');
    await signUp(page.request, { name: 'Foto Nueva', email, password: 'secreto1' });
    await page.goto('/profile/edit');
    const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Cambiar foto' }).click();
      await (await chooser).setFiles(file);
    };
    await pick({ name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
    await expect(page.getByText('La imagen debe ser JPEG, PNG, WebP o HEIC.')).toBeVisible();
    await expect(page.getByTestId('account-menu').locator('img')).toHaveCount(0);

    // 1×1 px red PNG: the server re-encodes it to WebP under a new address.
    const red = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      'base64',
    );
    await pick({ name: 'yo.png', mimeType: 'image/png', buffer: red });
    await expect(page.getByText('Foto actualizada')).toBeVisible();
    const shown = page.getByTestId('account-menu').locator('img');
    await expect(shown).toHaveAttribute('src', /^\/api\/avatars\//);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = await shown.getAttribute('src');
    await expect(page.locator(`main img[src="${src}"]`)).toBeVisible();

    // Someone else, not signed in, sees it on the person's public profile.
    const { userId } = (await (await page.request.get('/api/profile')).json()) as { userId: string };
    const { page: guest } = await openPage({ guest: true });
    await guest.goto(`/profile/${userId}`);
    await expect(guest.getByRole('heading', { name: 'Foto Nueva' })).toBeVisible();
    await expect(guest.locator(`main img[src="${src}"]`)).toBeVisible();
  });

  test('editing the profile name changes the account button', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const email = uniqueEmail('edit');
    await signUp(api, { name: 'Edit Antes', email, password: 'secreto1' });
    await api.dispose();
    await page.goto('/login');
    await signInThroughForm(page, email, 'secreto1');
    await expect(page.getByTestId('account-menu')).toContainText('Edit Antes');
    await page.goto('/profile/edit');
    await page.getByLabel('Nombre completo').fill('Edit Después');
    // The form checks the server's own rules before sending, in the person's words.
    await page.getByLabel('Teléfono').fill('llámame');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('alert')).toHaveText('Escribe un teléfono válido, por ejemplo +52 55 1234 5678.');
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await page.getByLabel('Teléfono').fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('account-menu')).toContainText('Edit Después');
  });
});
