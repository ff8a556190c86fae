import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { extractImages, getDocumentProxy } from 'unpdf';

// pdf.js decodes images with ArrayBuffer.prototype.transferToFixedLength (Node 21+); Node 20 lacks it. A copy
// does what the test needs (the original buffer is not used afterwards).
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

/**
 * Reads every Code 128 barcode drawn as an image on one page of a PDF with ZXing (its TypeScript port), as a
 * scanner at the post office would: the image's pixels, not what we meant to draw.
 */
export async function code128OnPage(pdf: Uint8Array, pageNumber: number): Promise<string[]> {
  const images = await extractImages(await getDocumentProxy(pdf.slice()), pageNumber);
  const reader = new MultiFormatReader();
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]);
  const found: string[] = [];
  for (const { data, width, height, channels } of images) {
    const luminance = new Uint8ClampedArray(width * height);
    // Composited over white paper, as printed: a transparent pixel is white.
    for (let i = 0; i < width * height; i++) {
      const alpha = channels === 4 ? data[i * 4 + 3]! / 255 : 1;
      luminance[i] = Math.round(255 - alpha * (255 - data[i * channels]!));
    }
    // A quiet zone around the bars, as printed on white paper.
    const pad = 40;
    const padded = new Uint8ClampedArray((width + 2 * pad) * (height + 2 * pad)).fill(255);
    for (let row = 0; row < height; row++)
      padded.set(luminance.subarray(row * width, (row + 1) * width), (row + pad) * (width + 2 * pad) + pad);
    try {
      const source = new RGBLuminanceSource(padded, width + 2 * pad, height + 2 * pad);
      found.push(reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText());
    } catch {
      // Not a barcode this reader can read.
    }
  }
  return found;
}
