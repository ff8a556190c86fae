import { BIDI_CONTROLS, visualRuns } from './bidi-line';

export type Direction = 'ltr' | 'rtl';
/** Alignment by reading direction: 'start' is the left edge in a left-to-right document, the right one in Arabic. */
export type FlowAlign = 'start' | 'end' | 'center';

export interface FlowOptions {
  /** Distance from the start edge of the box. */
  indent?: number;
  /** Width of the text's column; by default from the indent to the end edge. */
  width?: number;
  align?: FlowAlign;
}

/** The area text flows in: from `left`, `width` wide (A4 minus margins for our documents). */
export interface FlowBox {
  left: number;
  width: number;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Paragraphs and label/value rows written in the document's direction. Left to right, this is PDFKit's own
 * `text()`. Right to left (PDFKit has no bidi layout), and for Arabic a person typed into a left-to-right document,
 * lines are wrapped here, cut into runs in visual order (`visualRuns`), and each run is drawn on its own: fontkit
 * shapes an Arabic run given in logical order and lays it out right to left, and Latin runs (RFCs, folios,
 * amounts, names) stay left to right inside the right-to-left line.
 */
export class TextFlow {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly direction: Direction,
    readonly box: FlowBox,
  ) {}

  get rtl(): boolean {
    return this.direction === 'rtl';
  }

  /**
   * Text that is not ours (a name, an e-mail, a listing title) kept in one piece in a right-to-left line, in its
   * own direction: "Renata Prueba <renata@example.com>" must not have its ">" moved to the other end.
   */
  isolate(text: string): string {
    return this.rtl ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
  }

  /** A wrapped paragraph starting at doc.y; doc.y ends below it. */
  text(text: string, options: FlowOptions = {}): this {
    const indent = options.indent ?? 0;
    const width = options.width ?? this.box.width - indent;
    const align = options.align ?? 'start';
    if (!this.rtl && !ARABIC.test(text)) {
      const side = align === 'center' ? 'center' : align === 'start' ? 'left' : 'right';
      this.doc.text(text, this.box.left + indent, this.doc.y, { width, align: side });
      return this;
    }
    // Mirrored in Arabic: the indent is taken from the right edge. An Arabic listing title or name in a
    // left-to-right document goes through the same runs, on a left-to-right line.
    const x = this.rtl ? this.box.left + this.box.width - indent - width : this.box.left + indent;
    for (const line of this.wrap(text, width)) this.drawLine(line, x, width, align);
    return this;
  }

  /**
   * A label and a value on one line, in two columns: the label from the start edge, the value (an amount) against
   * the end edge. In Arabic the label is on the right and the amount on the left.
   */
  row(label: string, value: string, options: { bold?: boolean; indent?: number } = {}): this {
    const y = this.doc.y;
    const indent = options.indent ?? 0;
    const labelWidth = this.box.width * 0.65 - indent;
    this.doc.font(options.bold ? 'bold' : 'body');
    this.text(label, { indent, width: labelWidth });
    const after = this.doc.y;
    this.doc.y = y;
    this.text(value, { indent: this.box.width * 0.65, width: this.box.width * 0.35, align: 'end' });
    this.doc.y = Math.max(after, this.doc.y);
    this.doc.font('body');
    return this;
  }

  /** Greedy wrapping on spaces in logical order; a word wider than the column gets a line of its own. */
  private wrap(text: string, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      const words = paragraph.split(/\s+/).filter(Boolean);
      const space = this.doc.widthOfString(' ');
      let line = '';
      let lineWidth = 0;
      for (const word of words) {
        const wordWidth = this.doc.widthOfString(word.replace(BIDI_CONTROLS, ''));
        if (line && lineWidth + space + wordWidth > width) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        lineWidth += (line ? space : 0) + wordWidth;
        line += (line ? ' ' : '') + word;
      }
      lines.push(line);
    }
    return lines;
  }

  private drawLine(line: string, x: number, width: number, align: FlowAlign) {
    const { doc } = this;
    if (doc.y + doc.currentLineHeight(true) > doc.page.maxY()) doc.addPage();
    const y = doc.y;
    const runs = visualRuns(line, this.direction).map((run) => {
      const shaped = run.rtl && ARABIC.test(run.text);
      // An Arabic run goes to fontkit whole and in logical order: it joins the letters and lays them out right to
      // left. (`features` makes PDFKit hand over the whole run; without it, PDFKit lays out word by word, which
      // keeps the words of a right-to-left run in left-to-right order.) Punctuation alone is reversed here.
      const text = run.rtl && !shaped ? [...run.text].reverse().join('') : run.text;
      const options = shaped ? { features: [] } : {};
      return { text, shaped, options, width: doc.widthOfString(text, options) };
    });
    const lineWidth = runs.reduce((sum, run) => sum + run.width, 0);
    const flushLeft = align === (this.rtl ? 'end' : 'start');
    let left = align === 'center' ? x + (width - lineWidth) / 2 : flushLeft ? x : x + width - lineWidth;
    for (const run of runs) {
      if (run.shaped) mapLigaturesInVisualOrder(doc, run.text);
      doc.text(run.text, left, y, { lineBreak: false, ...run.options });
      left += run.width;
    }
    doc.x = x;
    doc.y = y + doc.currentLineHeight(true);
  }
}

/** The parts of PDFKit's embedded font (`doc._font`) that decide what a glyph reads as when text is copied. */
interface EmbeddedFont {
  layout(text: string, features: string[]): { glyphs: { id: number; codePoints: number[] }[] };
  subset: { includeGlyph(id: number): number };
  unicode: number[][];
}

/**
 * PDF readers (pdf.js, poppler) take right-to-left text as drawn, in visual order, and reverse it back. A ligature
 * (lam-alef, or "بر" in IBM Plex Sans Arabic) is one glyph for several letters; PDFKit maps it to them in logical
 * order, so the reversal would swap them ("نوفمرب"). Mapping it in visual order makes copied text come out right.
 * PDFKit only fills a glyph's mapping when it is empty, so filling it first wins.
 */
function mapLigaturesInVisualOrder(doc: PDFKit.PDFDocument, text: string) {
  const font = (doc as unknown as { _font?: Partial<EmbeddedFont> })._font;
  if (!font?.layout || !font.subset || !font.unicode) return;
  for (const glyph of font.layout(text, []).glyphs) {
    if (glyph.codePoints.length < 2) continue;
    font.unicode[font.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
  }
}
