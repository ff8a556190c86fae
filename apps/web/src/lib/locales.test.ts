import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@vira/domain/locales';
import { describe, expect, it } from 'vitest';

const root = path.join(__dirname, '../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys with a plural key's forms folded into its base name, which is what every language must share. */
function baseKeys(all: string[]): string[] {
  return [...new Set(all.map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
}

function readKeys(locale: string, ns: string): string[] {
  return keys(JSON.parse(fs.readFileSync(path.join(root, locale, ns), 'utf8')));
}

const namespaces = fs.readdirSync(path.join(root, 'es')).filter((f) => f.endsWith('.json'));

describe('translation catalogues', () => {
  it('every language has exactly the namespaces of Spanish', () => {
    for (const locale of LOCALES) {
      expect(
        fs
          .readdirSync(path.join(root, locale))
          .filter((f) => f.endsWith('.json'))
          .sort(),
        locale,
      ).toEqual([...namespaces].sort());
    }
  });

  for (const ns of namespaces) {
    const source = baseKeys(readKeys('es', ns));
    for (const locale of LOCALES.filter((l) => l !== 'es')) {
      it(`${locale}/${ns} has every key of es/${ns} and no other`, () => {
        expect(baseKeys(readKeys(locale, ns))).toEqual(source);
      });
    }
  }

  it('every plural key has exactly the forms its language uses (Arabic six, Chinese one)', () => {
    for (const locale of LOCALES) {
      const forms = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      for (const ns of namespaces) {
        const all = readKeys(locale, ns);
        for (const base of new Set(all.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')))) {
          const present = all
            .filter((k) => k.replace(PLURAL_SUFFIX, '') === base && k !== base)
            .map((k) => k.slice(base.length + 1));
          expect(present.sort(), `${locale}/${ns} ${base}`).toEqual(forms);
        }
      }
    }
  });

  it('no text writes a plural by hand, like día(s) or item(s)', () => {
    for (const locale of LOCALES) {
      for (const ns of namespaces) {
        const text = fs.readFileSync(path.join(root, locale, ns), 'utf8');
        expect(text.match(/[\p{L}]\((s|es|ns|as|os)\)/gu), `${locale}/${ns}`).toBeNull();
      }
    }
  });

  it('no value is empty', () => {
    for (const locale of LOCALES) {
      for (const ns of namespaces) {
        const flat = JSON.stringify(JSON.parse(fs.readFileSync(path.join(root, locale, ns), 'utf8')));
        expect(flat.includes('""'), `${locale}/${ns}`).toBe(false);
      }
    }
  });

  // The browser sweep reads every screen in Spanish and Arabic; the other seven languages' tab titles are held
  // here, statically: each screen's title is a word of its own, and the title formats keep the title in them.
  it('in every language each screen has its own tab title, and the title formats show it', () => {
    const read = (locale: string) =>
      JSON.parse(fs.readFileSync(path.join(root, locale, 'shell.json'), 'utf8')) as {
        titles: Record<string, string>;
        titleFormat: { home: string; page: string };
      };
    const spanish = read('es');
    const names = Object.keys(spanish.titles);
    expect(names.length).toBeGreaterThan(30);
    for (const locale of LOCALES) {
      const shell = read(locale);
      for (const format of [shell.titleFormat.home, shell.titleFormat.page])
        expect(format, locale).toContain('{{title}}');
      const byText = new Map<string, string[]>();
      for (const name of names) byText.set(shell.titles[name]!, [...(byText.get(shell.titles[name]!) ?? []), name]);
      const spanishTwins = new Set(
        names.filter((name) => names.some((other) => other !== name && spanish.titles[other] === spanish.titles[name])),
      );
      const twins = [...byText.values()].filter((same) => same.length > 1 && same.some((n) => !spanishTwins.has(n)));
      expect(twins, locale).toEqual([]);
    }
  });
});
