import { readTsVector } from './search-text-parse';
import { compareLexemes, tsRank, type RankQuery } from './search-text-rank';
import type { TextIndexRow } from './search-text.repository';

/**
 * The text index's data for every listing loaded at once, in columns (decision 032, session 11): no object per
 * listing, so 100 000 listings cost tens of MB instead of hundreds, and the GC has a handful of arrays to trace.
 *
 * - slot s: ids[s] (ascending: rows are read in id order), latitudes[s], longitudes[s].
 * - titles: one string, each search_title followed by a separator, so a LIKE on titles is an indexOf scan.
 * - locations: each distinct search_location once, and its number per slot.
 * - posting lists per lexeme, lexeme after lexeme (CSR): postingStart[l]..postingStart[l + 1] are the postings
 *   of lexeme l, slot ascending; posting p holds slot postingSlot[p], its packed positions (weight << 14 |
 *   position) positions[postingPositions[p]..postingPositions[p + 1]], and postingRank[p]: ts_rank of that
 *   document under the one-lexeme query, computed once at load by the same ranker (float4 values).
 */

/** Ends each title in the title buffer; search_title (vira_fold) never holds it. */
export const TITLE_END = '\u0001';

export class TextColumns {
  constructor(
    readonly ids: Int32Array,
    readonly latitudes: Float64Array,
    readonly longitudes: Float64Array,
    /** Lexemes of slot s: how many (0 makes ts_rank 0). */
    readonly lexemeCounts: Uint16Array,
    readonly titleBuffer: string,
    /** titleStart[s]..titleStart[s + 1] - 1 is slot s's title (an empty one for a listing without). */
    readonly titleStart: Int32Array,
    /** The distinct space-separated words of the titles, from 3 characters (a needle that short is scanned). */
    readonly titleWords: string[],
    /** titleWordSlots[titleWordStart[w]..titleWordStart[w + 1]) are the slots whose title holds word w, ascending. */
    readonly titleWordStart: Int32Array,
    readonly titleWordSlots: Int32Array,
    readonly locationTexts: string[],
    /** -1 when the listing has no location text. */
    readonly locationOf: Int32Array,
    /** locationSlotList[locationSlotStart[at]..locationSlotStart[at + 1]) are the slots of location `at`. */
    readonly locationSlotStart: Int32Array,
    readonly locationSlotList: Int32Array,
    readonly lexicon: Map<string, number>,
    readonly lexemes: string[],
    readonly postingStart: Int32Array,
    readonly postingSlot: Int32Array,
    readonly postingPositions: Int32Array,
    readonly positions: Uint16Array,
    readonly postingRank: Float32Array,
  ) {}

  get size(): number {
    return this.ids.length;
  }

  /** The slot of a listing id, -1 when it was not loaded. */
  slotOf(id: number): number {
    return lowerBound(this.ids, 0, this.ids.length, id, id);
  }

  /** The posting of `lexeme` in slot `slot`, -1 when the document does not hold it. */
  postingOf(lexeme: number, slot: number): number {
    return lowerBound(this.postingSlot, this.postingStart[lexeme]!, this.postingStart[lexeme + 1]!, slot, slot);
  }

  title(slot: number): string {
    return this.titleBuffer.slice(this.titleStart[slot]!, this.titleStart[slot + 1]! - 1);
  }

  /**
   * Slots whose title contains `needle`, ascending, each once. From 3 characters the title words answer: a needle
   * without a space lies inside one space-separated word, so the slots of the words that contain it are exactly
   * the matches; with spaces, each of its pieces lies inside a word, so the slots of the words holding its rarest
   * piece (of 3 characters or more) are the candidates and their titles are read. Shorter needles, and needles
   * without such a piece, scan the title buffer.
   */
  titleSlots(needle: string, each: (slot: number) => void): void {
    // Only words from 3 characters are kept, so only pieces that long can name the words holding them.
    const pieces = needle.length >= 3 ? needle.split(' ').filter((piece) => piece.length >= 3) : [];
    if (pieces.length === 0) return this.scanTitles(needle, each);
    let best: number[] = [];
    let bestCount = Infinity;
    for (const piece of pieces) {
      const words = this.titleWordsContaining(piece);
      let count = 0;
      for (const w of words) count += this.titleWordStart[w + 1]! - this.titleWordStart[w]!;
      if (count < bestCount) [best, bestCount] = [words, count];
    }
    const whole = pieces.length === 1 && pieces[0] === needle;
    const { titleWordStart, titleWordSlots, titleBuffer, titleStart } = this;
    const visit = whole
      ? each
      : (s: number) => {
          if (titleBuffer.slice(titleStart[s]!, titleStart[s + 1]! - 1).includes(needle)) each(s);
        };
    if (best.length === 1) {
      const w = best[0]!;
      for (let p = titleWordStart[w]!; p < titleWordStart[w + 1]!; p++) visit(titleWordSlots[p]!);
      return;
    }
    if (best.length === 0) return;
    // Several words (a title may hold two of them): marked once, visited in slot order.
    const marked = new Uint8Array(this.ids.length);
    let lowest = this.ids.length;
    let highest = -1;
    for (const w of best) {
      const from = titleWordStart[w]!;
      const to = titleWordStart[w + 1]!;
      for (let p = from; p < to; p++) marked[titleWordSlots[p]!] = 1;
      lowest = Math.min(lowest, titleWordSlots[from]!);
      highest = Math.max(highest, titleWordSlots[to - 1]!);
    }
    for (let s = lowest; s <= highest; s++) if (marked[s]) visit(s);
  }

  /** Ids of the distinct title words containing `piece`. */
  private titleWordsContaining(piece: string): number[] {
    const found: number[] = [];
    const words = this.titleWords;
    for (let w = 0; w < words.length; w++) if (words[w]!.includes(piece)) found.push(w);
    return found;
  }

  private scanTitles(needle: string, each: (slot: number) => void): void {
    const buffer = this.titleBuffer;
    const starts = this.titleStart;
    let from = 0;
    for (;;) {
      const at = buffer.indexOf(needle, from);
      if (at < 0) return;
      // The last title start at or before the hit.
      const slot = upperBound(starts, at) - 1;
      each(slot);
      from = starts[slot + 1]!;
    }
  }

  /** Visits the slots of every location marked in `wanted` (from locationsContaining()), location by location. */
  locationSlots(wanted: Uint8Array, each: (slot: number) => void): void {
    const { locationSlotStart, locationSlotList } = this;
    for (let at = 0; at < wanted.length; at++) {
      if (!wanted[at]) continue;
      for (let k = locationSlotStart[at]!; k < locationSlotStart[at + 1]!; k++) each(locationSlotList[k]!);
    }
  }

  /** Per distinct location, 1 when it contains `needle`. */
  locationsContaining(needle: string): Uint8Array {
    return Uint8Array.from(this.locationTexts, (text) => (text.includes(needle) ? 1 : 0));
  }

  /** Lexeme ids an operand matches, in the tsvector's order (a prefix operand: every lexeme starting with it). */
  matchingLexemes(operand: RankQuery['operands'][number]): number[] {
    if (!operand.prefix) {
      const id = this.lexicon.get(operand.lexeme);
      return id === undefined ? [] : [id];
    }
    const ids: number[] = [];
    this.lexemes.forEach((lexeme, id) => {
      if (lexeme.startsWith(operand.lexeme)) ids.push(id);
    });
    return ids.sort((a, b) => compareLexemes(this.lexemes[a]!, this.lexemes[b]!));
  }

  /** ts_rank(search_document, query) of one slot, by the exact ranker; `operandLexemes` from matchingLexemes(). */
  rank(slot: number, query: RankQuery, operandLexemes: number[][]): number {
    const entries = operandLexemes.map((lexemes) => {
      const ranges: number[] = [];
      for (const lexeme of lexemes) {
        const p = this.postingOf(lexeme, slot);
        if (p >= 0) ranges.push(this.postingPositions[p]!, this.postingPositions[p + 1]!);
      }
      return ranges;
    });
    return tsRank(query, { size: this.lexemeCounts[slot]!, positions: this.positions, entries });
  }
}

/** First index in [from, to) whose value is >= key; `-1` unless it equals `exact` (pass NaN for a plain bound). */
function lowerBound(array: Int32Array, from: number, to: number, key: number, exact: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (array[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < to && array[lo] === exact ? lo : -1;
}

/** First index whose value is > key. */
function upperBound(array: Int32Array, key: number): number {
  let lo = 0;
  let hi = array.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (array[mid]! <= key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A typed array that doubles when full. */
class Growing<T extends Int32Array | Uint32Array | Uint16Array | Float64Array> {
  length = 0;
  constructor(public array: T) {}
  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = new (this.array.constructor as new (n: number) => T)(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }
  done(): T {
    return this.array.slice(0, this.length) as T;
  }
}

/**
 * Reads rows (in ascending id order, in batches) into document-order arrays, then build() turns them into the
 * lexeme-major columns and computes the one-lexeme rank of every posting.
 */
export class TextColumnsBuilder {
  private readonly ids = new Growing(new Int32Array(1024));
  private readonly latitudes = new Growing(new Float64Array(1024));
  private readonly longitudes = new Growing(new Float64Array(1024));
  private readonly titles: string[] = [];
  private readonly locationOf = new Growing(new Int32Array(1024));
  private readonly locationIds = new Map<string, number>();
  private readonly lexicon = new Map<string, number>();
  private readonly lexemes: string[] = [];
  /** Per document: the end of its lexemes in pairLexeme. */
  private readonly documentEnd = new Growing(new Uint32Array(1024));
  /** Per (document, lexeme): the lexeme id and the end of its positions in documentPositions. */
  private readonly pairLexeme = new Growing(new Uint32Array(4096));
  private readonly pairEnd = new Growing(new Uint32Array(4096));
  private readonly documentPositions = new Growing(new Uint16Array(8192));
  private lastId = -Infinity;

  /** Adds one listing; ids must come in ascending order. False when the text does not fit (titles with TITLE_END). */
  add(row: TextIndexRow): boolean {
    if (row.id <= this.lastId) throw new Error('text index rows must come in ascending id order');
    if (row.title?.includes(TITLE_END)) return false;
    this.lastId = row.id;
    this.ids.push(row.id);
    this.latitudes.push(row.latitude);
    this.longitudes.push(row.longitude);
    this.titles.push(row.title ?? '');
    let location = -1;
    if (row.location !== null) {
      location = this.locationIds.get(row.location) ?? -1;
      if (location < 0) this.locationIds.set(row.location, (location = this.locationIds.size));
    }
    this.locationOf.push(location);
    let started = false;
    readTsVector(
      row.document,
      (lexeme) => {
        if (started) this.pairEnd.push(this.documentPositions.length);
        started = true;
        let id = this.lexicon.get(lexeme);
        if (id === undefined) {
          this.lexicon.set(lexeme, (id = this.lexemes.length));
          this.lexemes.push(lexeme);
        }
        this.pairLexeme.push(id);
      },
      (packed) => this.documentPositions.push(packed),
    );
    if (started) this.pairEnd.push(this.documentPositions.length);
    this.documentEnd.push(this.pairLexeme.length);
    return true;
  }

  build(): TextColumns {
    const slots = this.ids.length;
    const lexemeCount = this.lexemes.length;
    const pairs = this.pairLexeme.length;
    const pairLexeme = this.pairLexeme.array;
    const pairEnd = this.pairEnd.array;
    const documentEnd = this.documentEnd.array;
    const source = this.documentPositions.array;

    // Counting sort of the (document, lexeme) pairs by lexeme; documents stay ascending within a lexeme.
    const postingStart = new Int32Array(lexemeCount + 1);
    const positionStart = new Int32Array(lexemeCount + 1);
    for (let k = 0; k < pairs; k++) {
      const l = pairLexeme[k]!;
      postingStart[l + 1]!++;
      positionStart[l + 1]! += pairEnd[k]! - (k === 0 ? 0 : pairEnd[k - 1]!);
    }
    for (let l = 0; l < lexemeCount; l++) {
      postingStart[l + 1]! += postingStart[l]!;
      positionStart[l + 1]! += positionStart[l]!;
    }
    const nextPosting = postingStart.slice(0, lexemeCount);
    const nextPosition = positionStart.slice(0, lexemeCount);
    const postingSlot = new Int32Array(pairs);
    const postingPositions = new Int32Array(pairs + 1);
    const positions = new Uint16Array(this.documentPositions.length);
    const lexemeCounts = new Uint16Array(slots);
    let k = 0;
    for (let s = 0; s < slots; s++) {
      const end = documentEnd[s]!;
      lexemeCounts[s] = Math.min(end - k, 0xffff);
      for (; k < end; k++) {
        const l = pairLexeme[k]!;
        const p = nextPosting[l]!++;
        postingSlot[p] = s;
        const from = k === 0 ? 0 : pairEnd[k - 1]!;
        const to = pairEnd[k]!;
        const at = nextPosition[l]!;
        positions.set(source.subarray(from, to), at);
        nextPosition[l] = at + (to - from);
        postingPositions[p + 1] = at + (to - from);
      }
    }

    // ts_rank of each document under each of its lexemes alone: what a one-word search orders by.
    const postingRank = new Float32Array(pairs);
    const range = [0, 0];
    const input = { size: 1, positions, entries: [range] };
    for (let p = 0; p < pairs; p++) {
      range[0] = postingPositions[p]!;
      range[1] = postingPositions[p + 1]!;
      postingRank[p] = tsRank(ONE_LEXEME, input);
    }

    const titleStart = new Int32Array(slots + 1);
    // Joined in pieces: one join of 100 000s of strings builds a large array of them first.
    const pieces: string[] = [];
    for (let s = 0; s < slots; s += 4096) pieces.push(this.titles.slice(s, s + 4096).join(TITLE_END) + TITLE_END);
    const titleBuffer = pieces.join('');
    for (let s = 0; s < slots; s++) titleStart[s + 1] = titleStart[s]! + this.titles[s]!.length + 1;
    const { words, wordStart, wordSlots } = titleWordPostings(this.titles);
    const locationOf = this.locationOf.done();
    this.titles.length = 0;

    return new TextColumns(
      this.ids.done(),
      this.latitudes.done(),
      this.longitudes.done(),
      lexemeCounts,
      titleBuffer,
      titleStart,
      words,
      wordStart,
      wordSlots,
      [...this.locationIds.keys()],
      locationOf,
      ...groupByLocation(locationOf, this.locationIds.size),
      this.lexicon,
      this.lexemes,
      postingStart,
      postingSlot,
      postingPositions,
      positions,
      postingRank,
    );
  }
}

/**
 * Groups slots by a key (CSR): pair k says slot pairSlot[k] has key pairKey[k] (negative: none), pairs in slot
 * order; list[start[key]..start[key + 1]) are that key's slots, ascending (a counting sort keeps the pairs' order).
 */
function slotsByKey(pairKey: Int32Array, pairSlot: Int32Array, keys: number): [Int32Array, Int32Array] {
  const start = new Int32Array(keys + 1);
  for (const key of pairKey) if (key >= 0) start[key + 1]!++;
  for (let key = 0; key < keys; key++) start[key + 1]! += start[key]!;
  const next = start.slice(0, keys);
  const list = new Int32Array(start[keys]!);
  pairKey.forEach((key, k) => {
    if (key >= 0) list[next[key]!++] = pairSlot[k]!;
  });
  return [start, list];
}

/** The slots of each location: a text found in a place's name visits only that place. */
function groupByLocation(locationOf: Int32Array, locations: number): [Int32Array, Int32Array] {
  return slotsByKey(
    locationOf,
    Int32Array.from(locationOf, (_, s) => s),
    locations,
  );
}

/** The title words (from 3 characters) and, per word, the slots whose title holds it (CSR, slots ascending). */
function titleWordPostings(titles: string[]) {
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  const pairWord = new Growing(new Int32Array(4096));
  const pairSlot = new Growing(new Int32Array(4096));
  for (let s = 0; s < titles.length; s++) {
    const from = pairWord.length;
    for (const word of titles[s]!.split(' ')) {
      if (word.length < 3) continue;
      let id = wordIds.get(word);
      if (id === undefined) {
        wordIds.set(word, (id = words.length));
        words.push(word);
      }
      // A word twice in one title is posted once (the titles are short: a look back is enough).
      let repeated = false;
      for (let k = from; k < pairWord.length && !repeated; k++) repeated = pairWord.array[k] === id;
      if (!repeated) {
        pairWord.push(id);
        pairSlot.push(s);
      }
    }
  }
  const [wordStart, wordSlots] = slotsByKey(pairWord.done(), pairSlot.done(), words.length);
  return { words, wordStart, wordSlots };
}

/** The query a posting's rank is computed under: one lexeme, no prefix (calc_rank_or over its one entry). */
const ONE_LEXEME: RankQuery = { operands: [{ lexeme: '', prefix: false }], and: false, empty: false };
