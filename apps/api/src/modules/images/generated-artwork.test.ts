import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTOGRAMS, renderArtworkSvg } from './generated-artwork';

describe('generated listing artwork', () => {
  it('draws the same picture for the same listing, a different one for another picture of it', () => {
    const input = { listingId: 7, variant: 1, subject: 'drone' };
    expect(renderArtworkSvg(input, 480)).toBe(renderArtworkSvg(input, 480));
    expect(renderArtworkSvg({ ...input, variant: 2 }, 480)).not.toBe(renderArtworkSvg(input, 480));
  });

  it('renders valid SVG for every subject', async () => {
    for (const subject of Object.keys(PICTOGRAMS)) {
      const svg = renderArtworkSvg({ listingId: 3, variant: 2, subject }, 480);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(360);
    }
  });

  it('bakes no words into the picture: the same image serves every language', () => {
    for (const subject of Object.keys(PICTOGRAMS)) {
      const svg = renderArtworkSvg({ listingId: 12, variant: 1, subject }, 768);
      expect(svg).not.toMatch(/<text|font-family/);
    }
  });
});
