import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { categoryChoiceLabel } from './category-choice';

// The key and namespace asked for, so the test reads which entry of category-select.tsx the look-alike names.
const t = ((key: string, options?: { ns?: string }) =>
  options?.ns ? `${options.ns}:${key}` : key) as unknown as TFunction<['search', 'categories']>;

describe('the category look-alike shows what the closed Radix select shows', () => {
  it('names "all" with the search words', () => {
    expect(categoryChoiceLabel(t, 'all')).toBe('allCategories');
  });

  it('names a taxonomy category by its type', () => {
    expect(categoryChoiceLabel(t, 'construction')).toBe('categories:products.construction');
    expect(categoryChoiceLabel(t, 'audiovisual')).toBe('categories:products.audiovisual');
  });

  it('names a subcategory by its parent', () => {
    expect(categoryChoiceLabel(t, 'cement')).toBe('categories:sub.construction.cement');
  });

  it('shows nothing for a value the select does not list, as Radix does', () => {
    expect(categoryChoiceLabel(t, 'no-such-category')).toBe('');
  });
});
