import { expect, type Locator } from '@playwright/test';

/**
 * The app's one date field (apps/web/src/components/ui/date-field.tsx) shows a date in the person's language
 * ("10 dic 2026") and keeps it as YYYY-MM-DD on `data-value`. Tests type ISO, which it reads in every language, and
 * leave the field, as a person does (what a field commits on leaving, like a cart line, is then sent).
 */
export async function fillDate(field: Locator, isoDate: string): Promise<void> {
  await field.fill(isoDate);
  await field.blur();
}

/** The date a field holds, whatever language shows it. */
export async function expectDate(field: Locator, isoDate: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('data-value', isoDate);
}

/** The first day a field's calendar offers. */
export async function expectMinDate(field: Locator, isoDate: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('data-min', isoDate);
}
