import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES, CATEGORY_TYPES, SUBCATEGORIES } from '@vira/domain/category-taxonomy';
import { LOCALES } from '@vira/domain/locales';
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, Record<string, unknown>>;

function load(locale: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../../../locales', locale, 'categories.json'), 'utf8'));
}

describe('category labels', () => {
  it.each(LOCALES)(
    '%s names every type, category, subcategory and sample key of the taxonomy, and nothing else',
    (locale) => {
      const labels = load(locale);
      expect(Object.keys(labels.types!)).toEqual([...CATEGORY_TYPES]);
      for (const type of CATEGORY_TYPES) {
        expect(Object.keys(labels[type]!)).toEqual(CATEGORIES.filter((c) => c.type === type).map((c) => c.id));
      }
      const sub = labels.sub as Record<string, Record<string, string>>;
      for (const [parent, names] of Object.entries(sub)) {
        expect(Object.keys(names), parent).toEqual(
          SUBCATEGORIES.filter((s) => s.parentCategory === parent).map((s) => s.id),
        );
      }
      expect(Object.values(sub).reduce((n, names) => n + Object.keys(names).length, 0)).toBe(SUBCATEGORIES.length);
      // One vocabulary: the sample catalogue's keys are only address aliases and have no words of their own.
      expect(labels.catalogue).toBeUndefined();
    },
  );

  it('uses the spec labels in Spanish', () => {
    const es = load('es');
    expect(es.government!.government_contracts).toBe('Licitaciones');
  });

  it('gives subcategories of one parent distinct names in every language', () => {
    for (const locale of LOCALES) {
      const sub = load(locale).sub as Record<string, Record<string, string>>;
      for (const [parent, names] of Object.entries(sub)) {
        const values = Object.values(names);
        expect(new Set(values).size, `${locale} ${parent}`).toBe(values.length);
      }
    }
  });
});
