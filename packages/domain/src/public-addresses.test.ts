import { describe, expect, it } from 'vitest';
import {
  aidRequestPath,
  categoryIdOfSegment,
  categoryPath,
  categoryWithPage,
  parseAidRequestSegment,
  profilePath,
  tenderPath,
  textSlug,
} from './public-addresses';

const UUID = '2ed1af67-8e82-4a9b-9999-b14357d11778';

describe('the addresses of profiles, categories, aid requests and tenders', () => {
  it('read as the name or title, with a word of their own when nothing readable is left', () => {
    expect(profilePath('example1', 'María Fernández')).toBe('/profile/example1/maria-fernandez');
    expect(profilePath('a b/c', null, 'ar')).toBe('/ar/profile/a%20b%2Fc/profile');
    expect(textSlug('!!!', 'tender')).toBe('tender');
    expect(tenderPath('ocds-abc-001', 'Compra de agua', 'fr')).toBe(
      '/fr/government-contracts/ocds-abc-001/compra-de-agua',
    );
    expect(aidRequestPath(UUID, 'Agua para el albergue')).toBe(`/humanitarian/${UUID}-agua-para-el-albergue`);
  });

  it('give a category its id with hyphens, and only products and services a page', () => {
    expect(categoryPath('private_transport', 'en')).toBe('/en/categories/private-transport');
    expect(categoryIdOfSegment('private-transport')).toBe('private_transport');
    expect(categoryWithPage('tools')?.type).toBe('products');
    expect(categoryWithPage('photographer')?.type).toBe('services');
    expect(categoryWithPage('emergency_aid')).toBeUndefined();
    expect(categoryWithPage('nothing')).toBeUndefined();
  });

  it("find an aid request's id in its address, with or without the slug, and nothing else", () => {
    expect(parseAidRequestSegment(`${UUID}-agua`)).toEqual({ id: UUID, slug: 'agua' });
    expect(parseAidRequestSegment(UUID)).toEqual({ id: UUID, slug: '' });
    expect(parseAidRequestSegment('12-agua')).toBeNull();
    expect(parseAidRequestSegment(`${UUID.toUpperCase()}-agua`)).toBeNull();
    expect(parseAidRequestSegment('..')).toBeNull();
  });
});
