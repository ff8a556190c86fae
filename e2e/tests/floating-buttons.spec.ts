import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Footer text (each line box) that a fixed-position control sits on, once the page is scrolled to its end. */
async function coveredFooterText(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().width > 0,
    );
    const walker = document.createTreeWalker(document.querySelector('footer')!, NodeFilter.SHOW_TEXT);
    const lines: [string, DOMRect][] = [];
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) lines.push([node.textContent.trim(), box]);
    }
    return fixed.flatMap((control) => {
      const c = control.getBoundingClientRect();
      return lines
        .filter(([, b]) => b.left < c.right && b.right > c.left && b.top < c.bottom && b.bottom > c.top)
        .map(([text]) => `${control.getAttribute('aria-label') ?? control.tagName} covers "${text}"`);
    });
  });
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width} px the floating back and support buttons leave the footer readable`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const language of ['es', 'ar']) {
      await page.addInitScript((lng) => window.localStorage.setItem('vira.language', lng), language);
      for (const path of ['/help', '/categories', '/no-such-page']) {
        await page.goto(path);
        await expect(page.locator('footer')).toBeVisible();
        expect(await coveredFooterText(page), `${language} ${path}`).toEqual([]);
      }
    }
  });
}

/** Text in the page's own content that a fixed control covers once the content's end is at the bottom of the screen. */
async function coveredContentEnd(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    window.scrollTo(0, main.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
  });
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().width > 0,
    );
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    const lines: [string, DOMRect][] = [];
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) lines.push([node.textContent.trim(), box]);
    }
    return fixed.flatMap((control) => {
      const c = control.getBoundingClientRect();
      return lines
        .filter(([, b]) => b.left < c.right && b.right > c.left && b.top < c.bottom && b.bottom > c.top)
        .map(([text]) => `${control.getAttribute('aria-label') ?? control.tagName} covers "${text.slice(0, 60)}"`);
    });
  });
}

test('at 390 px the end of a page’s content can be scrolled clear of the floating buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/help', '/how-it-works', '/safety', '/cart']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await coveredContentEnd(page), path).toEqual([]);
  }
});
