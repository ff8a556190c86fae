import { type Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures';

/** Picks a language from the header's language dropdown (desktop width). */
async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name }).click();
}

test.describe('header and languages', () => {
  test('the home page loads in Spanish with the header', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Vira, ir al inicio' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Navegación principal' });
    for (const [name, href] of <[string, string][]>[
      ['Inicio', '/'],
      ['Categorías', '/categories'],
      ['Cómo funciona', '/how-it-works'],
      ['Publicar gratis', '/publish'],
      ['Seguridad', '/safety'],
      ['Favoritos', '/favorites'],
      ['Licitaciones', '/government-contracts'],
      ['Soporte', '/help'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/search');
    await expect(header.getByRole('link', { name: 'Carrito' })).toHaveAttribute('href', '/cart');
    await expect(header.getByRole('link', { name: 'Iniciar sesión / Registrarse' })).toHaveAttribute('href', '/login');
    await expect(header.getByTestId('currency-menu')).toHaveText(/USD/);
  });

  test('switching to English changes the text and <html lang>, and survives a reload', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'How it works' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cómo funciona' })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Publish free' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('vira.language'))).toBe('en');
  });

  test('switching to Arabic lays the page out right to left', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الأمان' }),
    ).toBeVisible();
    // The logo sits at the right edge in a right-to-left page.
    const logo = await page.getByRole('link', { name: 'Vira، الانتقال إلى الصفحة الرئيسية' }).boundingBox();
    expect(logo!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
  });

  test('an invalid stored language falls back to Spanish', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vira.language', 'xx'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }),
    ).toBeVisible();
  });
});

test.describe('currency', () => {
  test('choosing MXN in the currency dropdown is shown and kept under preferredCurrency', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('currency-menu').click();
    const items = page.getByRole('menuitemradio');
    await expect(items).toHaveCount(20);
    await page.getByTestId('currency-MXN').click();
    await expect(page.getByTestId('currency-menu')).toHaveText(/MXN/);
    expect(await page.evaluate(() => localStorage.getItem('preferredCurrency'))).toBe('MXN');
    await page.reload();
    await expect(page.getByTestId('currency-menu')).toHaveText(/MXN/);
  });

  test('switching to MXN changes a featured price by the table rate (17 MXN per USD)', async ({ page }) => {
    const amount = (text: string) => Number(/[\d,]+(?:\.\d+)?/.exec(text)![0].replace(/,/g, ''));
    await page.goto('/');
    // The featured cards render as a person scrolls near them.
    await page.locator('#home-featured-listings').scrollIntoViewIfNeeded();
    const price = page.getByTestId('featured-listings').getByTestId('listing-price').first();
    await expect(price).toBeVisible();
    const usd = amount(await price.innerText());
    await page.getByTestId('currency-menu').click();
    await page.getByTestId('currency-MXN').click();
    await expect(page.getByTestId('currency-menu')).toHaveText(/MXN/);
    await expect.poll(async () => amount(await price.innerText())).not.toBe(usd);
    const mxn = amount(await price.innerText());
    // Both figures are rounded to cents, so they agree with the rate to within 17 half-cents.
    expect(Math.abs(mxn - usd * 17)).toBeLessThanOrEqual(0.09);
  });

  test('the currency dropdown works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('currency-menu').focus();
    // Focusing the button is enough for the menu to get ready (it announces itself as collapsed).
    await expect(page.getByTestId('currency-menu')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('currency-menu')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // Arrow down to EUR. A key pressed while the menu is still settling its focus can be swallowed, so keep
    // pressing until EUR has the focus rather than counting presses.
    const eur = page.getByRole('menu').locator('[role^="menuitem"]').filter({ hasText: 'EUR' });
    await expect(async () => {
      if (!(await eur.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
      await expect(eur).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByTestId('currency-menu')).toHaveText(/EUR/);
  });

  test('the CRYPTO badge lists the accepted payments on hover', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('crypto-badge').hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toContainText('OXXO');
    await expect(tip).toContainText('Criptomonedas');
    await expect(tip).toContainText('tarjeta');
  });
});

test.describe('routes', () => {
  test('an unknown path shows the not-found page and its return-home action works', async ({ page }) => {
    await page.goto('/esto-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded route sends a guest to /login', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the back button appears on /search, not on the home page, and goes back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('support contacts come from configuration', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Chatea con soporte por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(page.getByRole('link', { name: /Escribir a soporte/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  });
});

test.describe('information pages', () => {
  for (const [path, heading] of <[string, string][]>[
    ['/how-it-works', 'Cómo funciona Vira'],
    ['/safety', 'Seguridad en Vira'],
    ['/help', 'Centro de ayuda'],
    ['/privacy', 'Aviso de privacidad'],
    ['/terms', 'Términos y condiciones'],
  ]) {
    test(`${path} shows its heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('the safety page states the four promises', async ({ page }) => {
    await page.goto('/safety');
    for (const promise of ['Usuarios verificados', 'Pagos seguros', 'Seguro incluido', 'Soporte 24/7']) {
      await expect(page.getByRole('heading', { level: 2, name: promise })).toBeVisible();
    }
  });

  test('the help page answers questions and reaches the footer links', async ({ page }) => {
    await page.goto('/help');
    await page.getByText('¿Me devuelven el depósito?').click();
    await expect(page.getByText(/El depósito se reembolsa completo/)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
    await expect(page.getByText(/LFPDPPP/)).toBeVisible();
  });

  test('a section without shown content has its title and description', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Servicios profesionales' })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test('the header shows Publish, the account menu and the cart count', async ({ page }) => {
    await signUp(page.request, { name: 'Sofía Shell' });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    // A cookie-authenticated write names its origin, as the browser's own requests do.
    const added = await page.request.post('/api/cart/items', {
      headers: { Origin: test.info().project.use.baseURL! },
      data: { listingId: 1, startDate: day(10), endDate: day(12) },
    });
    expect(added.ok(), await added.text()).toBe(true);

    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Publicar', exact: true })).toHaveAttribute('href', '/publish');
    await expect(header.getByTestId('account-menu')).toContainText('Sofía Shell');
    await expect(header.getByRole('link', { name: 'Iniciar sesión / Registrarse' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Carrito: 1' })).toBeVisible();
    await expect(header.getByTestId('cart-count')).toHaveText('1');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger menu switches language and currency', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Licitaciones' })).toBeVisible();
    await expect(menu.getByText('Efectivo en tiendas OXXO con ficha de pago')).toBeVisible();
    await menu.getByRole('button', { name: 'EUR' }).click();
    await expect(menu.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
    await menu.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Tenders' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferredCurrency'))).toBe('EUR');
  });
});
