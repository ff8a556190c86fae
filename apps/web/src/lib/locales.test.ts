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
    const source = keys(JSON.parse(fs.readFileSync(path.join(root, 'es', ns), 'utf8'))).sort();
    for (const locale of LOCALES.filter((l) => l !== 'es')) {
      it(`${locale}/${ns} has every key of es/${ns} and no other`, () => {
        const file = path.join(root, locale, ns);
        const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
        expect(keys(catalogue).sort()).toEqual(source);
      });
    }
  }

  it('no value is empty', () => {
    for (const locale of LOCALES) {
      for (const ns of namespaces) {
        const flat = JSON.stringify(JSON.parse(fs.readFileSync(path.join(root, locale, ns), 'utf8')));
        expect(flat.includes('""'), `${locale}/${ns}`).toBe(false);
      }
    }
  });
});
