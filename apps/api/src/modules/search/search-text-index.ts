import { haversineKm } from '@vira/domain/geography';
import type { AppDb } from '../../db/client';
import { onCatalogueChange } from '../listings/catalogue-changes';
import { TextColumnsBuilder, type TextColumns } from './search-text-columns';
import { parseTsVector } from './search-text-parse';
import { tsRank, type RankQuery } from './search-text-rank';
import { latestListingUpdate, textIndexRows, type TextIndexRow } from './search-text.repository';

/**
 * The text part of a search answered in memory, per instance (decision 032, sessions 10 and 11): which listings
 * match (search_document @@ query, or search_title / search_location containing the text) and their relevance
 * order `(title contains the text) desc, ts_rank desc, id asc`, exactly as the SQL of search.repository.ts would.
 * Only the ids go to SQL, which applies the other filters and reads the rows of one page.
 *
 * Lifecycle: the API starts loading it after it listens (start()); until it is loaded every search takes the SQL
 * path (sync() answers false), so nobody waits for the load. Tests and benches load it on purpose (load()).
 * Freshness: every listing is held (listed or not; SQL filters the rest, so a stale candidate is harmless). A
 * catalogue change (catalogue-changes.ts, NOTIFY across instances) marks the index dirty, also while it loads;
 * the next search first reads the rows updated since the newest one seen into a small overlay (a listing there
 * hides its loaded slot), so the very next search finds a published or edited listing. A large overlay is folded
 * in by a full load in the background.
 */

/** Rows re-read before the newest updated_at seen: a transaction that began earlier commits later, clocks drift. */
const DELTA_SLACK_SECONDS = 60;
/** Changed listings held in the overlay before a full load in the background replaces the columns. */
const MAX_CHANGED = 2_000;
/** Rows per statement of a full load: the database's result and its strings stay small. */
const LOAD_BATCH = 10_000;
const TEXT = 1;
const DOCUMENT = 2;
const TITLE = 4;

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

/** A listing read after the columns were built: held whole, checked one by one. */
interface OverlayListing {
  id: number;
  title: string | null;
  location: string | null;
  latitude: number;
  longitude: number;
  document: { lexemes: string[]; positions: Uint16Array[] };
}

export interface TextIndexLoad {
  ms: number;
  listings: number;
}

export class SearchTextIndex {
  private columns: TextColumns | null = null;
  /** Base slots hidden by a newer row in the overlay. */
  private hidden = new Uint8Array(0);
  private overlay = new Map<number, OverlayListing>();
  private version: string | null = null;
  /** Bumped when new columns replace the old, so a delta read across the swap does not move `version`. */
  private generation = 0;
  private scratch: { flags: Uint8Array; seen: Uint8Array; ranks: Float32Array } | null = null;

  private loading: Promise<void> | null = null;
  private started = false;
  private pending: Promise<void> = Promise.resolve();
  private dirty = false;
  /** Load time and size of the last full load (the API logs it; the bench prints it). */
  lastLoad: TextIndexLoad | null = null;

  constructor(
    private readonly db: AppDb,
    private readonly onLoadFailed: (error: unknown) => void = () => undefined,
  ) {
    onCatalogueChange(db, () => {
      this.dirty = true;
    });
  }

  /** Starts a full load in the background (the API, after it listens); searches use SQL until it is done. */
  start(): Promise<void> {
    this.started = true;
    if (!this.loading) {
      const load = this.loadAll().finally(() => {
        if (this.loading === load) this.loading = null;
      });
      this.loading = load;
      load.catch((error: unknown) => this.onLoadFailed(error));
    }
    return this.loading;
  }

  /** Loads now and waits (tests, benches). */
  async load(): Promise<void> {
    await this.start();
  }

  get loaded(): boolean {
    return this.columns !== null;
  }

  /**
   * Applies pending catalogue changes when loaded. False when not loaded yet (the caller uses SQL); throws when a
   * change could not be read (the caller uses SQL too; the next search tries again).
   */
  async sync(): Promise<boolean> {
    if (!this.columns) {
      // A load that failed is retried by a later search, in the background.
      if (this.started && !this.loading) void this.start().catch(() => undefined);
      return false;
    }
    if (this.dirty) {
      this.dirty = false;
      this.pending = this.pending
        .catch(() => undefined)
        .then(() => this.loadChanges())
        .catch((error: unknown) => {
          this.dirty = true;
          throw error;
        });
    }
    await this.pending;
    return true;
  }

  private async loadAll(): Promise<void> {
    const started = performance.now();
    const version = await latestListingUpdate(this.db);
    const builder = new TextColumnsBuilder();
    let after = -1;
    for (;;) {
      const rows = await textIndexRows(this.db, { afterId: after, limit: LOAD_BATCH });
      for (const row of rows) if (!builder.add(row)) throw new Error(`listing ${row.id}: title not indexable`);
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    const columns = builder.build();
    const previous = this.version;
    this.columns = columns;
    this.hidden = new Uint8Array(columns.size);
    this.overlay = new Map();
    this.generation++;
    // Changes made while loading (or held in the replaced overlay) are read again by the next search.
    this.version = previous !== null && version !== null && previous < version ? previous : version;
    if (previous !== null) this.dirty = true;
    this.lastLoad = { ms: performance.now() - started, listings: columns.size };
  }

  private async loadChanges(): Promise<void> {
    const generation = this.generation;
    const version = await latestListingUpdate(this.db);
    const rows = await textIndexRows(this.db, { since: this.version, slackSeconds: DELTA_SLACK_SECONDS });
    for (const row of rows) this.put(row);
    if (version && generation === this.generation) this.version = version;
    if (this.overlay.size > MAX_CHANGED && !this.loading) void this.start().catch(() => undefined);
  }

  private put(row: TextIndexRow): void {
    const columns = this.columns!;
    const slot = columns.slotOf(row.id);
    if (slot >= 0) this.hidden[slot] = 1;
    this.overlay.set(row.id, {
      id: row.id,
      title: row.title,
      location: row.location,
      latitude: row.latitude,
      longitude: row.longitude,
      document: parseTsVector(row.document),
    });
  }

  /**
   * Listing ids matching the text, in the search's relevance order. Title matches lead that order, so the other
   * matches are ordered only when a caller reads past the title matches. Null when the text cannot be matched here.
   */
  rankedIds(match: TextMatchQuery): RankedIds | null {
    const columns = this.columns;
    if (!columns) return null;
    if (match.text?.includes('\u0001')) return null;
    const slots = columns.size;
    const hidden = this.overlay.size > 0 ? this.hidden : null;
    const { flags, seen, ranks } = this.scratchFor(slots);
    const found: number[] = [];
    const mark = (s: number, bits: number) => {
      if (hidden && hidden[s]) return;
      if (flags[s] === 0) found.push(s);
      flags[s] = flags[s]! | bits;
    };
    const query = match.query;
    const operands = query && !query.empty ? query.operands : [];
    const operandLexemes = operands.map((o) => columns.matchingLexemes(o));
    // One plain lexeme: its postings carry the rank, so the order needs no ranking pass.
    const oneLexeme = operands.length === 1 && !operands[0]!.prefix;

    // search_document @@ query: every operand present (a prefix operand: any lexeme starting with it).
    if (operandLexemes.length > 0) {
      const last = operandLexemes.length - 1;
      const { postingStart, postingSlot, postingRank } = columns;
      operandLexemes.forEach((lexemes, i) => {
        for (const l of lexemes) {
          for (let p = postingStart[l]!; p < postingStart[l + 1]!; p++) {
            const s = postingSlot[p]!;
            if (seen[s] !== i) continue;
            seen[s] = i + 1;
            if (i === last) {
              mark(s, DOCUMENT);
              if (oneLexeme) ranks[s] = postingRank[p]!;
            }
          }
        }
      });
    }
    let locationOk: Uint8Array | null = null;
    if (match.location !== null) locationOk = columns.locationsContaining(match.location);
    if (match.text !== null) {
      columns.titleSlots(match.text, (s) => mark(s, TEXT | TITLE));
      const inLocation = columns.locationsContaining(match.text);
      const { locationOf } = columns;
      for (let s = 0; s < slots; s++) {
        const at = locationOf[s]!;
        if (at >= 0 && inLocation[at]) mark(s, TEXT);
      }
    }

    const near = match.near;
    const isNear = (lat: number, lng: number) =>
      !near || haversineKm(near, { lat, lng }) <= near.km * NEAR_SLACK + 0.001;
    const titled: number[] = [];
    const others: number[] = [];
    const { ids, locationOf, latitudes, longitudes } = columns;
    for (const s of found) {
      if (locationOk) {
        const at = locationOf[s]!;
        if (at < 0 || !locationOk[at]) continue;
      }
      if (near && !isNear(latitudes[s]!, longitudes[s]!)) continue;
      (flags[s]! & TITLE ? titled : others).push(s);
    }
    // Listings changed since the columns were built, one by one.
    const titledOverlay: OverlayListing[] = [];
    const otherOverlay: OverlayListing[] = [];
    for (const listing of this.overlay.values()) {
      let bits = 0;
      const lexemes = listing.document.lexemes;
      if (operands.length > 0 && operands.every((o) => lexemes.some((l) => operandMatches(o, l)))) bits |= DOCUMENT;
      if (match.text !== null) {
        if (listing.title?.includes(match.text)) bits |= TEXT | TITLE;
        if (listing.location?.includes(match.text)) bits |= TEXT;
      }
      if (bits === 0) continue;
      if (match.location !== null && !listing.location?.includes(match.location)) continue;
      if (!isNear(listing.latitude, listing.longitude)) continue;
      (bits & TITLE ? titledOverlay : otherOverlay).push(listing);
    }

    const ranked = query !== null && operands.length > 0;
    // The scratch arrays serve the next search too: each group keeps its own ranks (read later, past an await).
    const groupRanks = (group: number[]) => {
      const kept = new Float32Array(group.length);
      if (oneLexeme) for (let i = 0; i < group.length; i++) kept[i] = ranks[group[i]!]!;
      return kept;
    };
    const titledRanks = groupRanks(titled);
    const otherRanks = groupRanks(others);
    const order = (group: number[], rankOf: Float32Array, overlaid: OverlayListing[]): number[] => {
      if (ranked && !oneLexeme) group.forEach((s, i) => (rankOf[i] = columns.rank(s, query, operandLexemes)));
      // Positions into the group and typed arrays only: no object per match (a broad word has 10 000s).
      const at: number[] = new Array<number>(group.length);
      for (let i = 0; i < group.length; i++) at[i] = i;
      at.sort((a, b) => rankOf[b]! - rankOf[a]! || ids[group[a]!]! - ids[group[b]!]!);
      if (overlaid.length === 0) return at.map((i) => ids[group[i]!]!);
      const all = [
        ...at.map((i) => ({ id: ids[group[i]!]!, rank: rankOf[i]! })),
        ...overlaid.map((l) => ({ id: l.id, rank: ranked ? rankOverlay(l, query) : 0 })),
      ];
      all.sort((a, b) => b.rank - a.rank || a.id - b.id);
      return all.map((c) => c.id);
    };
    return new RankedIds(order(titled, titledRanks, titledOverlay), others.length + otherOverlay.length, () =>
      order(others, otherRanks, otherOverlay),
    );
  }

  /** Per-search arrays over every slot, zeroed; rankedIds() is synchronous, so one set serves every search. */
  private scratchFor(slots: number): { flags: Uint8Array; seen: Uint8Array; ranks: Float32Array } {
    if (this.scratch?.flags.length !== slots) {
      this.scratch = { flags: new Uint8Array(slots), seen: new Uint8Array(slots), ranks: new Float32Array(slots) };
    } else {
      this.scratch.flags.fill(0);
      this.scratch.seen.fill(0);
      this.scratch.ranks.fill(0);
    }
    return this.scratch;
  }

  /** ts_rank of a loaded (or overlaid) listing, for tests. */
  rankOf(id: number, query: RankQuery): number | undefined {
    const overlaid = this.overlay.get(id);
    if (overlaid) return rankOverlay(overlaid, query);
    const columns = this.columns!;
    const slot = columns.slotOf(id);
    if (slot < 0) return undefined;
    return columns.rank(
      slot,
      query,
      query.operands.map((o) => columns.matchingLexemes(o)),
    );
  }

  /** The rank stored with the posting of `lexeme` in listing `id`, for tests; undefined when it has none. */
  postingRankOf(id: number, lexeme: string): number | undefined {
    const columns = this.columns!;
    const l = columns.lexicon.get(lexeme);
    const slot = columns.slotOf(id);
    if (l === undefined || slot < 0) return undefined;
    const p = columns.postingOf(l, slot);
    return p < 0 ? undefined : columns.postingRank[p];
  }

  get size(): number {
    return (this.columns?.size ?? 0) + this.overlay.size;
  }
}

function operandMatches(operand: RankQuery['operands'][number], lexeme: string): boolean {
  return operand.prefix ? lexeme.startsWith(operand.lexeme) : lexeme === operand.lexeme;
}

function rankOverlay(listing: OverlayListing, query: RankQuery): number {
  const { lexemes, positions } = listing.document;
  const flat = new Uint16Array(positions.reduce((n, p) => n + p.length, 0));
  const starts: number[] = [];
  let at = 0;
  for (const p of positions) {
    starts.push(at);
    flat.set(p, at);
    at += p.length;
  }
  starts.push(at);
  const entries = query.operands.map((operand) => {
    const ranges: number[] = [];
    lexemes.forEach((lexeme, i) => {
      if (operandMatches(operand, lexeme)) ranges.push(starts[i]!, starts[i + 1]!);
    });
    return ranges;
  });
  return tsRank(query, { size: lexemes.length, positions: flat, entries });
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

/** Starts loading the index of the API's database in the background (main.ts, after the server listens). */
export function startTextIndex(
  db: AppDb,
  log: { loaded: (load: TextIndexLoad) => void; failed: (error: unknown) => void },
): void {
  textIndexFor(db)
    .start()
    .then(
      () => {
        const load = textIndexFor(db).lastLoad;
        if (load) log.loaded(load);
      },
      (error: unknown) => log.failed(error),
    );
}
