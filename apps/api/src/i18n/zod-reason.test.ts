import { billingInfoInputSchema } from '@vira/domain/billing';
import { calendarDateSchema } from '@vira/domain/calendar-date';
import { topicFlagsSchema } from '@vira/domain/community';
import { idSchema } from '@vira/domain/id';
import { LOCALES } from '@vira/domain/locales';
import { searchQuerySchema } from '@vira/domain/search';
import { textSchema } from '@vira/domain/text';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodReason } from './zod-reason';

/** One failing value for every kind of issue zod raises on our contracts. */
const failures: [string, z.ZodType, unknown][] = [
  ['missing', z.object({ a: z.string() }), {}],
  ['wrong type', z.object({ a: z.string() }), { a: 3 }],
  ['not an integer', z.number().int(), 1.5],
  ['not a number', z.number(), 'x'],
  ['empty text', z.string().min(1), ''],
  ['short text', z.string().min(3), 'a'],
  ['long text', z.string().max(3), 'abcd'],
  ['small number', z.number().min(2), 1],
  ['big number', z.number().max(2), 3],
  ['too many items', z.array(z.number()).max(1), [1, 2]],
  ['email', z.email(), 'ana@'],
  ['date', z.iso.date(), '2026-02-30'],
  ['uuid', z.uuid(), 'x'],
  ['url', z.url(), 'x'],
  ['pattern', z.string().regex(/^[a-z]+$/), 'A1'],
  ['multiple of', z.number().multipleOf(5), 7],
  ['enum', z.enum(['a', 'b']), 'c'],
  ['unknown keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
  ['union', z.union([z.string(), z.number()]), true],
  ['NUL', textSchema(), 'a\u0000'],
  ['control character', textSchema(), 'a\u0007'],
  ['line break in a one-line text', textSchema(), 'a\nb'],
  ['id beyond int4', idSchema, '2147483648'],
  ['far date', calendarDateSchema, '9999-12-31'],
  ['empty update', topicFlagsSchema, {}],
  ['postal code', billingInfoInputSchema.shape.postalCode, '12a'],
  ['search price below zero', searchQuerySchema.shape.priceMin, '-5'],
];

describe('zod reasons read as a person would write them', () => {
  it.each(failures)('%s, in all nine languages', (_name, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) {
      for (const locale of LOCALES) {
        const reason = zodReason(issue, locale);
        expect(reason.length, `${locale}: ${reason}`).toBeGreaterThan(2);
        // No zod wording, placeholders, patterns or type names leak through.
        expect(reason, locale).not.toMatch(
          /Inválid|Invalid|\{|\}|\/\^|\$\/|undefined|received|safeint|expected (string|number|int)/,
        );
      }
    }
  });

  it('says what is wrong in Spanish and English', () => {
    const email = z.email().safeParse('ana@').error!.issues[0]!;
    expect(zodReason(email, 'es')).toBe('escribe una dirección de correo electrónico válida, como nombre@ejemplo.com.');
    expect(zodReason(email, 'en')).toBe('enter a valid email address, such as name@example.com.');
    const postal = billingInfoInputSchema.shape.postalCode.safeParse('12a').error!.issues[0]!;
    expect(zodReason(postal, 'es')).toBe('el código postal debe tener 5 dígitos.');
    const missing = z.object({ a: z.string() }).safeParse({}).error!.issues[0]!;
    expect(zodReason(missing, 'es')).toBe('es obligatorio.');
    const far = calendarDateSchema.safeParse('9999-12-31').error!.issues[0]!;
    expect(zodReason(far, 'en')).toBe('it must be a date between 1900-01-01 and 2199-12-31.');
    const bell = textSchema().safeParse('a\u0007').error!.issues[0]!;
    expect(zodReason(bell, 'en')).toContain('invisible control character');
    const nul = textSchema({ multiline: true }).safeParse('a\n\u0000').error!.issues[0]!;
    expect(zodReason(nul, 'en')).toContain('U+0000');
  });

  it('lets a multi-line text keep its line breaks and tabs, and a one-line text none', () => {
    expect(textSchema({ multiline: true }).safeParse('uno\r\n\tdos').success).toBe(true);
    expect(textSchema().safeParse('uno\tdos').success).toBe(false);
    expect(textSchema().safeParse('año ✓ 日本').success).toBe(true);
  });

  it('gives each language its own words (no Spanish or English fallback)', () => {
    const issue = z.string().max(3).safeParse('abcd').error!.issues[0]!;
    const texts = LOCALES.map((locale) => zodReason(issue, locale));
    expect(new Set(texts).size).toBe(LOCALES.length);
  });
});
