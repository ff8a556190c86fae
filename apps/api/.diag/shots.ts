import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { REPO_ROOT } from '../src/config/env';
const port = 3110;
const base = `http://localhost:${port}`;
const BUNDLE = path.join(REPO_ROOT, 'apps/api/dist/main.js');
const child = spawn(process.execPath, [BUNDLE], { cwd: path.dirname(BUNDLE), env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, DATA_DIR: 'memory://', LOG_LEVEL: 'warn', E2E: 'true', DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'inherit'] });
for (;;) { const ok = await fetch(`${base}/api/health`).then(r => r.ok, () => false); if (ok) break; await new Promise(r => setTimeout(r, 300)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function check(page: Page, name: string) {
  await page.waitForTimeout(800);
  const r = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, dir: document.documentElement.dir, lang: document.documentElement.lang,
    keys: (document.body.innerText.match(/\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+(\.[a-zA-Z]+)*\b/g) ?? []).filter((k) => !/vira\.local|example\.com/.test(k)).slice(0, 5) }));
  console.log(name, JSON.stringify(r));
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
}
try {
  for (const lang of ['ar', 'es']) for (const signedIn of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { Origin: base } });
    await ctx.addInitScript((l) => localStorage.setItem('vira.language', l), lang);
    const page = await ctx.newPage();
    if (signedIn) {
      const r = await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email: 'example1@vira.local', password: 'vira-demo-2026' } });
      if (!r.ok()) throw new Error(await r.text());
    }
    const who = `${lang}-${signedIn ? 'in' : 'out'}`;
    await page.goto(`${base}/search`); await check(page, `${who}-search`);
    await page.goto(`${base}/?vira=apply`);
    const dialog = page.getByTestId('vira-dialog');
    await dialog.waitFor();
    await dialog.locator('button').filter({ hasText: /.+/ }).last().click(); // next
    await page.waitForTimeout(300);
    await dialog.locator('button').filter({ hasText: /.+/ }).last().click(); // next with empty fields
    await check(page, `${who}-vira-step2`);
    if (signedIn) {
      await page.goto(`${base}/profile`);
      const panel = page.getByTestId('my-credentials'); await panel.waitFor();
      await panel.locator('button[type=submit]').click();
      await panel.scrollIntoViewIfNeeded(); await check(page, `${who}-credentials`);
      await page.goto(`${base}/profile/settings`);
      await page.locator('#next-password').fill('una-clave-nueva-2026'); await page.locator('#next-password-confirm').fill('otra');
      await page.locator('#next-password-confirm').scrollIntoViewIfNeeded(); await check(page, `${who}-settings`);
      await page.goto(`${base}/publish?category=psychologist`);
      await page.locator('#title, [name=title]').first().fill('Terapia de prueba para ver la pantalla');
      await page.locator('textarea').first().fill('Una descripción suficientemente larga para el paso de prueba.');
      await page.locator('form button[type=submit]').last().click();
      await page.waitForURL(/step=location/);
      const draft = new URL(page.url()).searchParams.get('draft');
      await page.goto(`${base}/publish?draft=${draft}&step=pricing`);
      const step = page.getByTestId('service-step'); await step.waitFor();
      await step.locator('#minHours').fill('99');
      await step.locator('button[type=submit]').last().click();
      await step.locator('#pricePerHour').scrollIntoViewIfNeeded(); await check(page, `${who}-service-step`);
    } else {
      await page.goto(`${base}/login`);
      await check(page, `${who}-login`);
    }
    await ctx.close();
  }
} finally { await browser.close(); child.kill(); }
