import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_TO_TAXONOMY,
  CATEGORIES,
  categoriesOfType,
  findCategory,
  isTaxonomyId,
  listingCategoriesFor,
  publishCategoryFor,
  taxonomyIdFor,
  SUBCATEGORIES,
  subcategoriesOf,
} from './category-taxonomy';
import { CATALOGUE_CATEGORIES } from './sample-categories';

describe('category taxonomy', () => {
  it('has the counts per type of spec document 2', () => {
    const counts = Object.fromEntries(
      ['products', 'services', 'humanitarian', 'hazardous', 'government', 'education'].map((t) => [
        t,
        categoriesOfType(t as never).length,
      ]),
    );
    expect(counts).toEqual({
      products: 22,
      services: 34,
      humanitarian: 21,
      hazardous: 13,
      government: 5,
      education: 3,
    });
  });

  it('keeps the spec order and numbers priorities from 1 within each type', () => {
    expect(
      categoriesOfType('products')
        .slice(0, 3)
        .map((c) => c.id),
    ).toEqual(['construction', 'audiovisual', 'vehicles']);
    expect(categoriesOfType('services').at(-1)).toEqual({ id: 'anesthesiologist', type: 'services', priority: 34 });
    expect(findCategory('pet_food')).toEqual({ id: 'pet_food', type: 'humanitarian', priority: 21 });
    for (const type of ['products', 'hazardous'] as const) {
      expect(categoriesOfType(type).map((c) => c.priority)).toEqual(categoriesOfType(type).map((_, i) => i + 1));
    }
  });

  it('has the subcategory counts per parent of the spec', () => {
    const expected = {
      construction: 52,
      vehicles: 20,
      private_transport: 9,
      freight_transport: 5,
      baby_equipment: 8,
      pet_supplies: 6,
      cultural_arts: 6,
      safety_protection: 4,
      security: 12,
      clean_energy: 7,
      security_guard: 7,
      regional_products: 20,
      government_contracts: 14,
      public_tech_exchange: 11,
      language_learning: 16,
      sign_language: 5,
      communication_studies: 6,
      books: 12,
      events: 21,
      mexico_magico: 42,
    };
    for (const [parent, count] of Object.entries(expected)) expect(subcategoriesOf(parent), parent).toHaveLength(count);
    expect(SUBCATEGORIES).toHaveLength(Object.values(expected).reduce((a, b) => a + b, 0));
    expect(subcategoriesOf('photographer')).toEqual([]);
  });

  it('gives every parent of a subcategory a place in the taxonomy', () => {
    for (const sub of SUBCATEGORIES) expect(findCategory(sub.parentCategory), sub.id).toBeDefined();
  });

  it('uses each id once across categories and subcategories, all snake_case', () => {
    const ids = [...CATEGORIES.map((c) => c.id), ...SUBCATEGORIES.map((s) => s.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });
});

describe('sample catalogue keys and the taxonomy', () => {
  it('maps every one of the 17 sample keys', () => {
    expect(Object.keys(CATALOGUE_TO_TAXONOMY).sort()).toEqual([...CATALOGUE_CATEGORIES].sort());
    for (const target of Object.values(CATALOGUE_TO_TAXONOMY)) if (target) expect(isTaxonomyId(target)).toBe(true);
  });

  it('reads a taxonomy id as it is and a sample key as its alias', () => {
    expect(taxonomyIdFor('sports')).toBe('sports');
    expect(taxonomyIdFor('cement')).toBe('cement');
    expect(taxonomyIdFor('drones')).toBe('technology');
    expect(taxonomyIdFor('camping')).toBe('sports');
    expect(taxonomyIdFor('otros')).toBeNull();
    expect(taxonomyIdFor('nope')).toBeNull();
  });

  it('lists every listing category value a filter matches: the category and its subcategories, aliases resolved', () => {
    const construction = listingCategoriesFor('construction');
    expect(construction).toContain('construction');
    expect(construction).toContain('cement');
    expect(construction).not.toContain('construccion');
    expect(construction).toHaveLength(1 + 52);
    expect(listingCategoriesFor('gaming')).toEqual(['gaming']);
    expect(listingCategoriesFor('gaming_vr')).toEqual(['gaming']);
    expect(listingCategoriesFor('drones')).toEqual(listingCategoriesFor('technology'));
    expect(listingCategoriesFor('alebrijes')).toEqual(['alebrijes']);
    expect(listingCategoriesFor('nope')).toEqual([]);
  });

  it('turns /publish?category= into what the form preselects: taxonomy ids, subcategories, sample keys, else nothing', () => {
    expect(publishCategoryFor('sports')).toEqual({ category: 'sports', subcategory: null });
    expect(publishCategoryFor('cement')).toEqual({ category: 'construction', subcategory: 'cement' });
    expect(publishCategoryFor('drones')).toEqual({ category: 'technology', subcategory: null });
    expect(publishCategoryFor('fotografia')).toEqual({ category: 'audiovisual', subcategory: null });
    expect(publishCategoryFor('otros')).toBeNull();
    expect(publishCategoryFor('nada')).toBeNull();
    expect(publishCategoryFor('constructor')).toBeNull();
    expect(publishCategoryFor(null)).toBeNull();
  });
});
