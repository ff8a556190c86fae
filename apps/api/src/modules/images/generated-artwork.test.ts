import { CATALOGUE_CATEGORIES } from '@vira/domain/sample-categories';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArtworkSvg, titleLines } from './generated-artwork';

describe('generated listing artwork', () => {
  it('fits a long title in two lines, shortened with an ellipsis', () => {
    expect(titleLines('Taladro percutor inalámbrico 20V con dos baterías')).toEqual([
      'Taladro percutor inalámbrico',
      '20V con dos baterías',
    ]);
    const lines = titleLines('Equipo de sonido para banda con consola de 16 canales y monitores de piso');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(30);
  });

  it('draws the same picture for the same listing, a different one for another picture of it', () => {
    const input = { listingId: 7, variant: 1, category: 'drones', title: 'Dron plegable 4K' };
    expect(renderArtworkSvg(input, 480)).toBe(renderArtworkSvg(input, 480));
    expect(renderArtworkSvg({ ...input, variant: 2 }, 480)).not.toBe(renderArtworkSvg(input, 480));
  });

  it('renders valid SVG for every category, even with markup characters in the title', async () => {
    for (const category of CATALOGUE_CATEGORIES) {
      const svg = renderArtworkSvg({ listingId: 3, variant: 2, category, title: 'Mesa <grande> & "sillas"' }, 480);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(360);
    }
  });
});
