import { toBuffer } from 'bwip-js/node';

/**
 * The item number as the Code 128 barcode postal forms carry (the UPU's S10 identifiers are printed in Code 128),
 * drawn by bwip-js as a PNG at four pixels a module so it prints sharp at the form's size. Null when the carrier's
 * own code cannot be encoded (Code 128 holds ASCII only): the form then prints the number as text alone.
 */
export async function trackingBarcodePng(trackingCode: string): Promise<Buffer | null> {
  if (!/^[\x20-\x7e]+$/.test(trackingCode)) return null;
  try {
    return await toBuffer({
      bcid: 'code128',
      text: trackingCode,
      scale: 4,
      height: 9,
      includetext: false,
      // Opaque white between the bars and a quiet zone of ten modules each side, whatever the paper.
      backgroundcolor: 'FFFFFF',
      paddingwidth: 10,
    });
  } catch {
    return null;
  }
}
