import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
/** Bidi controls (isolates, marks, embeddings) steer the algorithm only; fonts have no glyph for them. */
export const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A piece of one line with one direction, in the order it is drawn from left to right. */
export interface VisualRun {
  /** The run's characters in logical (typing) order, brackets already mirrored when the run is right-to-left. */
  text: string;
  rtl: boolean;
}

/**
 * Cuts one line of a right-to-left paragraph into runs in visual order with the Unicode Bidirectional Algorithm
 * (bidi-js), so "الإجمالي: MXN 1,500.00" keeps the amount readable left to right at the left end of the line.
 * Each run keeps its logical order: the font engine (fontkit) shapes an Arabic run and lays it out right to left.
 */
export function visualRuns(line: string, base: 'rtl' | 'ltr' = 'rtl'): VisualRun[] {
  if (!line) return [];
  const embedding = bidi.getEmbeddingLevels(line, base);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const order = bidi.getReorderedIndices(line, embedding);
  const runs: { from: number; to: number; rtl: boolean; level: number }[] = [];
  for (const index of order) {
    const level = embedding.levels[index]!;
    const rtl = (level & 1) === 1;
    const last = runs.at(-1);
    // Visual order walks an rtl run backwards through the string and an ltr run forwards.
    if (last && last.level === level && index === (rtl ? last.from - 1 : last.to + 1)) {
      if (rtl) last.from = index;
      else last.to = index;
    } else runs.push({ from: index, to: index, rtl, level });
  }
  return runs.flatMap(({ from, to, rtl }) => {
    let text = '';
    for (let i = from; i <= to; i += 1) text += mirrored.get(i) ?? line[i];
    text = text.replace(BIDI_CONTROLS, '');
    return text ? [{ text, rtl }] : [];
  });
}
