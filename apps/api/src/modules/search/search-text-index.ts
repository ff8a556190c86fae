import { haversineKm } from '@vira/domain/geography';
import type { AppDb } from '../../db/client';
import { onCatalogueChange } from '../listings/catalogue-changes';
import { readTsVector } from './search-text-parse';
import { tsRank, type RankQuery } from './search-text-rank';
import { latestListingUpdate, textIndexRows, type TextIndexRow } from './search-text.repository';

/**
 * The text part of a search answered in memory, per instance (decision 032, session 10): which listings match
 * (search_document @@ query, or search_title / search_location containing the text) and their relevance order
 * `(title contains the text) desc, ts_rank desc, id asc`, exactly as the SQL of search.repository.ts would. SQL
 * reading every match's heap row to rank it was the slow part of text searches; here only the ids go to SQL,
 * which applies the other filters and reads the rows of one page.
 *
 * Freshness: every listing is held (listed or not; SQL filters the rest, so a stale candidate is harmless). A
 * catalogue change (catalogue-changes.ts, NOTIFY across instances) marks the index dirty; the next search first
 * reloads the rows updated since the newest one seen, so the very next search finds a published or edited listing.
 */

/** Rows re-read before the newest updated_at seen: a transaction that began earlier commits later, clocks drift. */
const DELTA_SLACK_SECONDS = 60;
/** Changed listings checked one by one before the posting lists and text blocks are rebuilt. */
const MAX_CHANGED = 2_000;
const TEXT = 1;
const DOCUMENT = 2;
const TITLE = 4;
/** A changed listing marked from stale posting lists: its bits are worked out again. */
const MARKED_STALE = 8;

/** A search's text as the index matches it: the tsquery and the unescaped LIKE substrings. */
export interface TextMatchQuery {
  query: RankQuery | null;
  /** Substring of search_title / search_location that matches (textLike), null when there is none. */
  text: string | null;
  /** Substring search_location must contain (the location filter), null when there is none. */
  location: string | null;
  /** The distance filter: only listings near enough stay candidates (SQL still decides at the exact radius). */
  near?: { lat: number; lng: number; km: number } | null;
}

/**
 * Slack of the in-memory distance pre-filter over SQL's vira_haversine_km (same formula, other rounding): a
 * listing is dropped only when it is clearly out of the radius, so SQL's answer is never narrowed.
 */
const NEAR_SLACK = 1.01;

export class SearchTextIndex {
  private ids: number[] = [];
  private titles: (string | null)[] = [];
  private locations: (string | null)[] = [];
  private latitudes: number[] = [];
  private longitudes: number[] = [];
  /** Per slot: lexeme ids in the tsvector's order, then for each the end of its positions in `positions`. */
  private lexemeIds: Uint32Array[] = [];
  private positions: Uint16Array[] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly lexicon = new Map<string, number>();
  private lexemes: string[] = [];
  /** Slots per lexeme id, valid for slots below `baseSlots` that are not in `changed`. */
  private postings: Int32Array[] = [];
  private baseSlots = 0;
  private readonly changed = new Set<number>();
  /** rank()'s per-operand ranges, reused from one document to the next. */
  private readonly entries: number[][] = [];
  /** Base slots per trigram of their title (3 UTF-16 units), for the LIKE on titles. */
  private titleTrigrams = new Map<string, Int32Array>();
  /** Base slots per distinct location text. */
  private locationGroups = new Map<string, Int32Array>();
  private version: string | null = null;

  private loading: Promise<void> | null = null;
  private pending: Promise<void> = Promise.resolve();
  private dirty = false;
  /** Load time and size of the last full load (for the bench and the decision record). */
  lastLoad: { ms: number; listings: number } | null = null;

  constructor(private readonly db: AppDb) {
    onCatalogueChange(db, () => {
      this.dirty = true;
    });
  }

  /** Loads on first use and applies pending catalogue changes; throws when the database could not be read. */
  async sync(): Promise<void> {
    if (!this.loading) {
      const load = this.loadAll();
      this.loading = load;
      load.catch(() => {
        if (this.loading === load) this.loading = null;
      });
    }
    await this.loading;
    if (this.dirty) {
      this.dirty = false;
      this.pending = this.pending
        .catch(() => undefined)
        .then(() => this.loadChanges())
        .catch((error: unknown) => {
          // The next search tries again; this one answers from SQL.
          this.dirty = true;
          throw error;
        });
    }
    await this.pending;
  }

  private async loadAll(): Promise<void> {
    const started = performance.now();
    const version = await latestListingUpdate(this.db);
    const rows = await textIndexRows(this.db, null);
    for (const row of rows) this.put(row);
    this.version = version;
    this.rebuild();
    this.lastLoad = { ms: performance.now() - started, listings: rows.length };
  }

  private async loadChanges(): Promise<void> {
    const version = await latestListingUpdate(this.db);
    const rows = await textIndexRows(this.db, this.version, DELTA_SLACK_SECONDS);
    for (const row of rows) this.changed.add(this.put(row));
    if (version) this.version = version;
    if (this.changed.size > MAX_CHANGED) this.rebuild();
  }

  /** Stores a row in its slot (a new one for a new listing) and returns the slot. */
  private put(row: TextIndexRow): number {
    let slot = this.slotOf.get(row.id);
    if (slot === undefined) {
      slot = this.ids.length;
      this.slotOf.set(row.id, slot);
      this.ids.push(row.id);
    }
    // Parsed into scratch buffers first: two exact-size arrays per listing and nothing else to collect.
    let n = 0;
    let total = 0;
    readTsVector(
      row.document,
      (lexeme) => {
        if (n > 0) scratchEnds[n - 1] = total;
        if (n === scratchIds.length) [scratchIds, scratchEnds] = [grow(scratchIds), grow(scratchEnds)];
        scratchIds[n++] = this.lexemeId(lexeme);
      },
      (packed) => {
        if (total === scratchPositions.length) scratchPositions = grow(scratchPositions);
        scratchPositions[total++] = packed;
      },
    );
    if (n > 0) scratchEnds[n - 1] = total;
    const ids = new Uint32Array(2 * n);
    ids.set(scratchIds.subarray(0, n));
    ids.set(scratchEnds.subarray(0, n), n);
    const packed = scratchPositions.slice(0, total);
    this.titles[slot] = row.title;
    this.locations[slot] = row.location;
    this.latitudes[slot] = row.latitude;
    this.longitudes[slot] = row.longitude;
    this.lexemeIds[slot] = ids;
    this.positions[slot] = packed;
    return slot;
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexicon.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexicon.set(lexeme, id);
      this.lexemes.push(lexeme);
    }
    return id;
  }

  /** Posting lists and text blocks over every slot; the changed set starts empty again. */
  private rebuild(): void {
    const slots = this.ids.length;
    const counts = new Int32Array(this.lexemes.length);
    for (let s = 0; s < slots; s++) {
      const ids = this.lexemeIds[s]!;
      for (let i = 0; i < ids.length / 2; i++) counts[ids[i]!]!++;
    }
    const postings = Array.from(counts, (n) => new Int32Array(n));
    counts.fill(0);
    for (let s = 0; s < slots; s++) {
      const ids = this.lexemeIds[s]!;
      for (let i = 0; i < ids.length / 2; i++) postings[ids[i]!]![counts[ids[i]!]!++] = s;
    }
    this.postings = postings;
    this.titleTrigrams = trigramPostings(this.titles);
    this.locationGroups = groups(this.locations);
    this.baseSlots = slots;
    this.changed.clear();
  }

  /**
   * Listing ids matching the text, in the search's relevance order. Title matches lead that order, so the other
   * matches are ranked and sorted only when a caller reads past the title matches.
   */
  rankedIds(match: TextMatchQuery): RankedIds {
    const slots = this.ids.length;
    const flags = new Uint8Array(slots);
    const found: number[] = [];
    const mark = (s: number, bits: number) => {
      if (flags[s] === 0) found.push(s);
      flags[s] = flags[s]! | bits;
    };
    const query = match.query;
    const operandLexemes = query && !query.empty ? query.operands.map((o) => this.matchingLexemes(o)) : [];

    // search_document @@ query: every operand present (a prefix operand: any lexeme starting with it).
    if (operandLexemes.length > 0) {
      const seen = new Uint8Array(slots);
      const last = operandLexemes.length - 1;
      operandLexemes.forEach((lexemeIds, i) => {
        for (const id of lexemeIds) {
          for (const s of this.postings[id] ?? []) {
            if (seen[s] !== i) continue;
            seen[s] = i + 1;
            if (i === last && s < this.baseSlots) mark(s, DOCUMENT);
          }
        }
      });
    }
    if (match.text !== null) {
      for (const s of this.titleSlots(match.text)) mark(s, TEXT | TITLE);
      for (const s of this.locationSlots(match.text)) mark(s, TEXT);
    }
    // Listings changed since the last rebuild are checked one by one (their posting entries may be stale).
    for (const s of [...this.changed, ...range(this.baseSlots, slots)]) {
      if (flags[s] !== 0) flags[s] = MARKED_STALE;
      let bits = 0;
      if (operandLexemes.length > 0 && operandLexemes.every((ids) => this.hasAny(s, ids))) bits |= DOCUMENT;
      if (match.text !== null) {
        if (this.titles[s]?.includes(match.text)) bits |= TEXT | TITLE;
        if (this.locations[s]?.includes(match.text)) bits |= TEXT;
      }
      if (bits !== 0) mark(s, bits);
    }

    const near = match.near;
    const titled: number[] = [];
    const others: number[] = [];
    for (const s of found) {
      const bits = flags[s]! & ~MARKED_STALE;
      if (bits === 0) continue;
      if (match.location !== null && !this.locations[s]?.includes(match.location)) continue;
      if (
        near &&
        !(haversineKm(near, { lat: this.latitudes[s]!, lng: this.longitudes[s]! }) <= near.km * NEAR_SLACK + 0.001)
      )
        continue;
      (bits & TITLE ? titled : others).push(s);
    }
    const masks = query && operandLexemes.length > 0 ? this.operandMasks(operandLexemes) : null;
    const ranks = new Float64Array(slots);
    const order = (group: number[]) => {
      if (query && masks) for (const s of group) ranks[s] = this.rank(s, query, masks);
      group.sort((a, b) => ranks[b]! - ranks[a]! || this.ids[a]! - this.ids[b]!);
      return group.map((s) => this.ids[s]!);
    };
    return new RankedIds(order(titled), others.length, () => order(others));
  }

  /** Slots whose title contains `needle`: the rarest of its trigrams narrows, includes() decides. */
  private titleSlots(needle: string): number[] {
    const hits: number[] = [];
    if (needle.length < 3) {
      this.titles.forEach((title, s) => {
        if (!this.isChanged(s) && title?.includes(needle)) hits.push(s);
      });
      return hits;
    }
    let rarest: Int32Array | undefined;
    for (let i = 0; i + 3 <= needle.length; i++) {
      const list = this.titleTrigrams.get(needle.slice(i, i + 3));
      if (!list) return hits;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    for (const s of rarest!) if (!this.isChanged(s) && this.titles[s]!.includes(needle)) hits.push(s);
    return hits;
  }

  /** Slots whose location contains `needle`: locations repeat (a city, a zone), each distinct one is tested once. */
  private locationSlots(needle: string): number[] {
    const hits: number[] = [];
    for (const [location, slots] of this.locationGroups) {
      if (!location.includes(needle)) continue;
      for (const s of slots) if (!this.isChanged(s)) hits.push(s);
    }
    return hits;
  }

  private isChanged(slot: number): boolean {
    return this.changed.size > 0 && this.changed.has(slot);
  }

  /** ts_rank(search_document, query) of one slot; `operandsOf` from operandMasks(). */
  rank(slot: number, query: RankQuery, operandsOf: Int32Array): number {
    const ids = this.lexemeIds[slot]!;
    const n = ids.length / 2;
    const entries = this.entries;
    while (entries.length < query.operands.length) entries.push([]);
    entries.length = query.operands.length;
    for (const list of entries) list.length = 0;
    for (let i = 0; i < n; i++) {
      let mask = operandsOf[ids[i]!] ?? 0;
      if (mask === 0) continue;
      const start = i === 0 ? 0 : ids[n + i - 1]!;
      for (let operand = 0; mask !== 0; operand++, mask >>>= 1) {
        if (mask & 1) entries[operand]!.push(start, ids[n + i]!);
      }
    }
    return tsRank(query, { size: n, positions: this.positions[slot]!, entries });
  }

  /** Per lexeme id, the bit set of the operands (at most 31) that match it. */
  operandMasks(operandLexemes: Set<number>[]): Int32Array {
    const masks = new Int32Array(this.lexemes.length);
    operandLexemes.forEach((ids, operand) => {
      for (const id of ids) masks[id] = masks[id]! | (1 << operand);
    });
    return masks;
  }

  /** Lexeme ids an operand matches: itself, or for a prefix operand every known lexeme starting with it. */
  matchingLexemes(operand: RankQuery['operands'][number]): Set<number> {
    if (!operand.prefix) {
      const id = this.lexicon.get(operand.lexeme);
      return new Set(id === undefined ? [] : [id]);
    }
    const ids = new Set<number>();
    this.lexemes.forEach((lexeme, id) => {
      if (lexeme.startsWith(operand.lexeme)) ids.add(id);
    });
    return ids;
  }

  /** The slot of a listing, for tests. */
  slotOfListing(id: number): number | undefined {
    return this.slotOf.get(id);
  }

  get size(): number {
    return this.ids.length;
  }

  private hasAny(slot: number, wanted: Set<number>): boolean {
    const ids = this.lexemeIds[slot]!;
    for (let i = 0; i < ids.length / 2; i++) if (wanted.has(ids[i]!)) return true;
    return false;
  }
}

/** Parse buffers of put(), shared (loading is synchronous per row). */
let scratchIds = new Uint32Array(1024);
let scratchEnds = new Uint32Array(1024);
let scratchPositions = new Uint16Array(4096);

function grow<T extends Uint32Array | Uint16Array>(array: T): T {
  const bigger = new (array.constructor as new (n: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

function trigramPostings(texts: (string | null)[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  texts.forEach((text, s) => {
    if (!text) return;
    for (let i = 0; i + 3 <= text.length; i++) {
      const trigram = text.slice(i, i + 3);
      let list = lists.get(trigram);
      if (!list) lists.set(trigram, (list = []));
      // A trigram seen twice in one title is listed once.
      if (list[list.length - 1] !== s) list.push(s);
    }
  });
  return new Map([...lists].map(([trigram, list]) => [trigram, Int32Array.from(list)]));
}

function groups(texts: (string | null)[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  texts.forEach((text, s) => {
    if (text === null) return;
    let list = lists.get(text);
    if (!list) lists.set(text, (list = []));
    list.push(s);
  });
  return new Map([...lists].map(([text, list]) => [text, Int32Array.from(list)]));
}

/** Ids in relevance order: the title matches at once, the other matches ordered on first read past them. */
export class RankedIds {
  private rest: number[] | null = null;

  constructor(
    private readonly titled: number[],
    private readonly others: number,
    private readonly orderOthers: () => number[],
  ) {}

  get length(): number {
    return this.titled.length + this.others;
  }

  slice(from: number, to: number): number[] {
    if (to <= this.titled.length) return this.titled.slice(from, to);
    this.rest ??= this.orderOthers();
    return [...this.titled, ...this.rest].slice(from, to);
  }

  all(): number[] {
    return this.slice(0, this.length);
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

/**
 * `%text%` with only backslash escapes (what the service's containsPattern builds) as the text itself; null for
 * any other LIKE pattern (wildcards inside, an empty text), which the index leaves to SQL.
 */
export function likeNeedle(pattern: string): string | null {
  if (pattern.length < 3 || !pattern.startsWith('%') || !pattern.endsWith('%')) return null;
  let needle = '';
  const body = pattern.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\') {
      if (i + 1 >= body.length) return null;
      needle += body[++i];
    } else if (c === '%' || c === '_') return null;
    else needle += c;
  }
  return needle.length > 0 ? needle : null;
}

const indexes = new WeakMap<AppDb, SearchTextIndex>();

/** The index of a database, created on first use (one per database, so parallel test apps stay apart). */
export function textIndexFor(db: AppDb): SearchTextIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new SearchTextIndex(db)));
  return index;
}
