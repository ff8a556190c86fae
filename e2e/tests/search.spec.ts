import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inDays } from './calendar-days';
import { comparableDayPrice } from '@vira/domain/pricing';
import { expectDate, fillDate } from './date-field';

/** The number on the 'Resultados' stat card. */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByTestId('stat-results-value').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Waits until the shown results belong to the current URL (no request in flight). */
async function settled(page: Page) {
  // The first visit loads the screen's code and words; on a busy machine that can take a while.
  await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
}

function priceOf(text: string): number {
  // 'USD 1,234.56/día' in the default display currency with es-MX grouping (decision 035); a service shows
  // 'USD 18.00/hora · USD 120.00/día', or 'USD 18.00/hora' alone, compared on eight hours (comparableDayPrice).
  const amount = (part: string) => Number(part.split('/')[0]!.replace(/[^\d.]/g, ''));
  const day = text.split('·').find((part) => part.includes('/día'));
  return day ? amount(day) : comparableDayPrice(0, amount(text));
}

test.describe('home search form', () => {
  test('builds the search URL from category, trimmed text and place, and the dates', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Buscar artículos' });
    await form.getByTestId('home-category').click();
    await page.getByRole('menuitem', { name: 'Audiovisual', exact: true }).click();
    await expect(form.getByTestId('home-category')).toHaveText('Audiovisual');
    await form.getByLabel('¿Qué buscas?').fill('  cámara  ');
    await form.getByLabel('Ciudad o zona').fill(' Guadalajara ');
    await fillDate(form.getByLabel('Fecha de inicio'), '2030-05-01');
    await fillDate(form.getByLabel('Fecha de devolución'), '2030-05-04');
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(
      '/search?category=audiovisual&q=c%C3%A1mara&location=Guadalajara&startDate=2030-05-01&endDate=2030-05-04',
    );
    await expect(page.getByTestId('search-text').getByRole('combobox')).toHaveValue('cámara');
    await expect(page.getByTestId('search-location').getByRole('combobox')).toHaveValue('Guadalajara');
    await expect(page.getByTestId('search-category')).toHaveText('Audiovisual');
  });

  test('omits the category "all" and blank text', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Buscar artículos' });
    await form.getByLabel('¿Qué buscas?').fill('   ');
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByTestId('results-header')).toContainText('resultados');
  });
});

test.describe('search screen', () => {
  test('dates from the home page show as a chip that clears, and "Limpiar" removes them too', async ({ page }) => {
    const [start, end] = [inDays(40), inDays(43)];
    await page.goto(`/search?startDate=${start}&endDate=${end}`);
    await settled(page);
    const chip = page.getByTestId('dates-chip');
    await expect(chip).toHaveText(/^Fechas: /);
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(page).not.toHaveURL(/startDate|endDate/);
    await expect(chip).toHaveCount(0);

    await page.goto(`/search?q=taladro&startDate=${start}&endDate=${end}`);
    await settled(page);
    await page.getByRole('button', { name: /^Fechas: / }).click();
    await expect(page).toHaveURL(/\/search\?q=taladro$/);
  });

  test('the price slider runs in the display currency over the catalogue’s real range', async ({ page }) => {
    await page.goto('/search');
    await settled(page);
    const before = await resultCount(page);
    await page.getByTestId('more-filters').click();
    const max = page.getByRole('slider', { name: 'Precio máximo' });
    // US dollars by default: the catalogue's dearest day (about US$500), not 100,000.
    const top = Number(await max.getAttribute('aria-valuemax'));
    expect(top).toBeGreaterThanOrEqual(100);
    expect(top).toBeLessThanOrEqual(1000);
    await max.focus();
    await page.keyboard.press('End');
    // Page Down moves ten steps: the max comes down to about a tenth of the range.
    for (let i = 0; i < 9; i++) await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(/priceMax=\d+&priceCurrency=USD/);
    const chosen = Number(new URL(page.url()).searchParams.get('priceMax'));
    expect(chosen).toBeGreaterThan(0);
    expect(chosen).toBeLessThan(top);
    await expect.poll(() => resultCount(page)).toBeLessThan(before);
    await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
  });

  test('a chip narrows the results and every card shows its badge', async ({ page }) => {
    await page.goto('/search');
    await settled(page);
    const before = await resultCount(page);
    expect(before).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Reserva Inmediata' }).click();
    await expect(page).toHaveURL(/instant=true/);
    await expect(page.getByRole('button', { name: 'Reserva Inmediata' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => resultCount(page)).toBeLessThan(before);
    await settled(page);
    const cards = page.getByTestId('listing-card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card.getByTestId('badge-instant')).toBeVisible();
    await expect(page.getByTestId('active-filter-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Limpiar', exact: true }).click();
    await expect.poll(() => resultCount(page)).toBe(before);
  });

  test('sorting by lowest price orders the shown prices', async ({ page }) => {
    await page.goto('/search');
    await settled(page);
    await page.getByTestId('search-sort').click();
    await page.getByRole('option', { name: 'Precio: menor a mayor' }).click();
    await expect(page).toHaveURL(/sort=price-low/);
    await settled(page);
    // The address changes before the sorted page replaces the shown one (it may not even be busy yet): wait for it.
    const shownPrices = async () => (await page.getByTestId('listing-price').allInnerTexts()).map(priceOf);
    await expect
      .poll(async () => {
        const prices = await shownPrices();
        return prices.length >= 6 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);
    // The cards after the first six render as a person scrolls down to them: the whole page is in order too.
    for (let i = 0; i < 12 && (await shownPrices()).length < 24; i++) await page.mouse.wheel(0, 1200);
    await expect.poll(async () => (await shownPrices()).length).toBe(24);
    const prices = await shownPrices();
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('suggestions appear from 2 characters and choosing one searches for it', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByTestId('search-text').getByRole('combobox');
    await box.fill('c');
    await page.waitForTimeout(400); // longer than the suggestion debounce: nothing may open for 1 character
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await box.fill('ca');
    const list = page.getByRole('listbox', { name: 'Qué buscas' });
    await expect(list.getByText('Artículos sugeridos')).toBeVisible();
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(6);
    const title = await options.first().innerText();
    await options.first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(title);
    await expect(box).toHaveValue(title);
  });

  test('an impossible search shows the empty state and clears everything', async ({ page }) => {
    await page.goto('/search?q=zzqxwv&instant=true');
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar todos los filtros' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByTestId('search-text').getByRole('combobox')).toHaveValue('');
    await expect.poll(() => resultCount(page)).toBeGreaterThan(200);
  });

  test('the URL restores the state after a reload and the back button undoes a filter', async ({ page }) => {
    await page.goto('/search?insurance=true&sort=price-high&view=list');
    await settled(page);
    const check = async () => {
      await expect(page.getByRole('button', { name: 'Con Seguro' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('search-sort')).toHaveText(/Precio: mayor a menor/);
      await expect(page.getByRole('button', { name: 'Vista de lista' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'Contactar' }).first()).toBeVisible();
    };
    await check();
    const insured = await resultCount(page);
    await page.reload();
    await check();
    expect(await resultCount(page)).toBe(insured);

    await page.getByRole('button', { name: 'Envío a Domicilio' }).click();
    await expect(page).toHaveURL(/homeDelivery=true/);
    await expect.poll(() => resultCount(page)).toBeLessThan(insured);
    await page.goBack();
    await expect(page).not.toHaveURL(/homeDelivery/);
    await expect(page.getByRole('button', { name: 'Envío a Domicilio' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => resultCount(page)).toBe(insured);
    await check();
  });

  test('the map view replaces the results with the map, keeps the filters and survives a reload', async ({ page }) => {
    // No tile server is reachable in tests; the map draws its offline base map instead.
    await page.route('**/e2e-tiles/**', (route) => route.abort());
    await page.goto('/search?category=fotografia');
    await settled(page);
    await page.getByRole('button', { name: 'Mapa', exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page).toHaveURL(/[?&]category=fotografia/);
    const check = async () => {
      await expect(page.getByRole('button', { name: 'Mapa', exact: true })).toHaveAttribute('aria-pressed', 'true');
      const map = page.getByTestId('search-map');
      await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
      await expect(map.locator('[data-testid="map-cluster"], [data-testid="map-price-marker"]').first()).toBeVisible();
      await expect(page.getByTestId('search-results')).toHaveCount(0);
      await expect(page.getByTestId('search-category')).toBeVisible();
    };
    await check();
    await page.reload();
    await expect(page).toHaveURL(/[?&]view=map/);
    await check();
  });

  test('type=services leads to the services screen', async ({ page }) => {
    await page.goto('/search?type=services');
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('place and postal boxes', () => {
  test('a postal code nobody has says so, above the nearest codes', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByTestId('search-postal').getByRole('combobox');
    const list = page.getByTestId('search-postal').getByRole('listbox');
    // Typed while the page still settles, the first keystrokes can be lost (seen once on a loaded machine in
    // CI): type again until the list answers, rather than racing the first render.
    await expect(async () => {
      await box.fill('');
      await box.fill('99999');
      await expect(list.getByText('No hay ubicaciones con el código postal 99999')).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(list.getByText('Intenta con otro código postal')).toBeVisible();
  });

  test('digits in "Ciudad o país..." search postal codes by their start: 067 finds 06700', async ({ page }) => {
    await page.goto('/search');
    await page.getByTestId('search-location').getByRole('combobox').fill('067');
    const list = page.getByTestId('search-location').getByRole('listbox');
    // The first place look-up of a fresh server loads the offline gazetteer: give it time on a busy machine.
    await expect(list.getByRole('option', { name: /06700/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect(list.getByText('No se encontraron ubicaciones')).toHaveCount(0);
  });

  test('the postal list shows whole city names, and "Más Filtros" has the chips’ font size', async ({ page }) => {
    await page.goto('/search');
    await page.getByTestId('search-postal').getByRole('combobox').fill('067');
    const options = page.getByTestId('search-postal').getByRole('option');
    await expect(options.first()).toBeVisible({ timeout: 20_000 });
    const cut = await options.evaluateAll(
      (els) =>
        els.flatMap((el) => [...el.querySelectorAll('span')].filter((s) => s.scrollWidth > s.clientWidth + 1)).length,
    );
    expect(cut).toBe(0);
    const size = (name: string | RegExp) =>
      page
        .getByRole('group', { name: 'Filtros rápidos' })
        .getByRole('button', { name })
        .evaluate((el) => getComputedStyle(el).fontSize);
    expect(await size('Más Filtros')).toBe(await size('Reserva Inmediata'));
  });
});

test('the home search’s return date cannot be set before its start date (same day is fine)', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Buscar artículos' });
  await fillDate(form.getByLabel('Fecha de inicio'), '2030-05-04');
  await fillDate(form.getByLabel('Fecha de devolución'), '2030-05-01');
  await expectDate(form.getByLabel('Fecha de devolución'), '2030-05-04');
  await fillDate(form.getByLabel('Fecha de devolución'), '2030-05-04');
  await expectDate(form.getByLabel('Fecha de devolución'), '2030-05-04');
});
