import { haversineKm } from '@vira/domain/geography';
import { LRUCache } from 'lru-cache';
import type { AppDb } from '../../db/client';
import { onCatalogueChange } from '../listings';
import {
  HOME_DELIVERY,
  INSTANT,
  INSURANCE,
  IN_CATALOGUE,
  OWNER_VERIFIED,
  PUBLIC_PICKUP,
  SERVICE,
  SearchFactsBuilder,
  factsOf,
  PlaceGrid,
  roundNumericTenth,
  type ListingFacts,
  type SearchFacts,
} from './search-facts';
import type { SearchFilters, SearchOrder, StatsRow } from './search.repository';
import { TITLE_END, TextColumnsBuilder, type TextColumns } from './search-text-columns';
import { parseTsVector } from './search-text-parse';
import { tsRank, type RankQuery } from './search-text-rank';
import { latestListingUpdate, removedListingIds, textIndexRows, type TextIndexRow } from './search-text.repository';

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
/** Bytes of text matches kept (9 per matching listing): a broad word at 1M listings holds ~1 MB. */
const MATCH_CACHE_BYTES = 48 * 1024 * 1024;

/** The loaded listings a text matches (textMatch()); `ranks` fills in as searches order them. */
interface TextMatch {
  slots: Int32Array;
  /** 1 where the slot matched by its title. */
  titled: Uint8Array;
  /** ts_rank per slot under the query; NaN until computed. */
  ranks: Float32Array;
  query: RankQuery | null;
  operands: RankQuery['operands'];
  operandLexemes: number[][];
}

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

/** A listing read after the columns were built: held whole, checked one by one. */
interface OverlayListing {
  id: number;
  title: string | null;
  location: string | null;
  latitude: number;
  longitude: number;
  document: { lexemes: string[]; positions: Uint16Array[] };
  facts: ListingFacts;
}

export interface TextIndexLoad {
  ms: number;
  listings: number;
}

export class SearchTextIndex {
  private columns: TextColumns | null = null;
  private facts: SearchFacts | null = null;
  /** Set with the columns (loadAll), so present whenever they are. */
  private grid: PlaceGrid | null = null;
  /** The slots in each order a filters-only search walks. */
  private orders: Record<WalkOrder, Int32Array> | null = null;
  /** Base slots hidden by a newer row in the overlay. */
  private hidden = new Uint8Array(0);
  private overlay = new Map<number, OverlayListing>();
  private version: string | null = null;
  /** Bumped when new columns replace the old, so a delta read across the swap does not move `version`. */
  private generation = 0;
  private scratch: { flags: Uint8Array; seen: Uint8Array } | null = null;
  /** Text matches kept per text (textMatch()), forgotten when the columns or the hidden slots change. */
  private readonly matches = new LRUCache<string, TextMatch>({
    maxSize: MATCH_CACHE_BYTES,
    sizeCalculation: (m) => m.slots.length * 9 + 64,
  });

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
    const factsBuilder = new SearchFactsBuilder();
    let after = -1;
    for (;;) {
      const rows = await textIndexRows(this.db, { afterId: after, limit: LOAD_BATCH });
      for (const row of rows) {
        if (!builder.add(row)) throw new Error(`listing ${row.id}: title not indexable`);
        factsBuilder.add(row);
      }
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    const columns = builder.build();
    const previous = this.version;
    this.columns = columns;
    this.facts = factsBuilder.build();
    this.grid = PlaceGrid.of(columns.latitudes, columns.longitudes);
    this.orders = slotsInOrders(this.facts, columns.ids);
    this.hidden = new Uint8Array(columns.size);
    this.matches.clear();
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
    const removed = await removedListingIds(this.db, this.version, DELTA_SLACK_SECONDS);
    for (const row of rows) this.put(row);
    for (const id of removed) this.remove(id);
    if (version && generation === this.generation) this.version = version;
    if (this.overlay.size > MAX_CHANGED && !this.loading) void this.start().catch(() => undefined);
  }

  private put(row: TextIndexRow): void {
    const columns = this.columns!;
    const slot = columns.slotOf(row.id);
    this.hide(slot);
    this.overlay.set(row.id, {
      id: row.id,
      title: row.title,
      location: row.location,
      latitude: row.latitude,
      longitude: row.longitude,
      document: parseTsVector(row.document),
      facts: factsOf(row),
    });
  }

  /** A loaded slot superseded by a change (or removed): the kept text matches may hold it. */
  private hide(slot: number): void {
    if (slot < 0 || this.hidden[slot]) return;
    this.hidden[slot] = 1;
    this.matches.clear();
  }

  /** A deleted listing leaves the figures (and stops being a candidate). */
  private remove(id: number): void {
    const slot = this.columns!.slotOf(id);
    this.hide(slot);
    this.overlay.delete(id);
  }

  /**
   * Listing ids matching the text, in the search's relevance order. Title matches lead that order, so the other
   * matches are ordered only when a caller reads past the title matches. Null when the text cannot be matched here.
   */
  rankedIds(match: TextMatchQuery): RankedIds | null {
    const columns = this.columns;
    if (!columns) return null;
    if (match.text?.includes(TITLE_END)) return null;
    const { slots, titled: isTitled, ranks, query, operands, operandLexemes } = this.textMatch(columns, match);

    let locationOk: Uint8Array | null = null;
    if (match.location !== null) locationOk = columns.locationsContaining(match.location);
    // The radius narrows the candidates only where it is sure (radiusSide); SQL still decides at the edge.
    const near = match.near ?? null;
    const isNear = (lat: number, lng: number) => !near || radiusSide(near, lat, lng) <= 0;
    // Positions in the match's arrays, per group.
    const titled: number[] = [];
    const others: number[] = [];
    const { ids, locationOf, latitudes, longitudes } = columns;
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i]!;
      if (locationOk) {
        const at = locationOf[s]!;
        if (at < 0 || !locationOk[at]) continue;
      }
      if (near && !isNear(latitudes[s]!, longitudes[s]!)) continue;
      (isTitled[i] ? titled : others).push(i);
    }
    // Listings changed since the columns were built, one by one.
    const titledOverlay: OverlayListing[] = [];
    const otherOverlay: OverlayListing[] = [];
    for (const listing of this.overlay.values()) {
      const bits = overlayTextBits(listing, match, operands);
      if (bits === 0) continue;
      if (match.location !== null && !listing.location?.includes(match.location)) continue;
      if (!isNear(listing.latitude, listing.longitude)) continue;
      (bits & TITLE ? titledOverlay : otherOverlay).push(listing);
    }

    const ranked = query !== null && operands.length > 0;
    // Typed arrays only, no object per match (a broad word has 10 000s), and no sort of them all: a page needs the
    // first few, which OrderedIds keeps in one pass. A rank computed once is kept in the match for the next search.
    const order = (group: number[], overlaid: OverlayListing[]): OrderedIds => {
      const n = group.length + overlaid.length;
      const byRank = new Float64Array(n);
      const idOf = new Int32Array(n);
      for (let k = 0; k < group.length; k++) {
        const i = group[k]!;
        if (ranked && Number.isNaN(ranks[i]!)) ranks[i] = columns.rank(slots[i]!, query, operandLexemes);
        byRank[k] = ranked ? -ranks[i]! : 0;
        idOf[k] = ids[slots[i]!]!;
      }
      overlaid.forEach((l, k) => {
        byRank[group.length + k] = ranked ? -rankOverlay(l, query) : 0;
        idOf[group.length + k] = l.id;
      });
      return new OrderedIds(byRank, new Float64Array(n), idOf);
    };
    return new RankedIds(order(titled, titledOverlay), others.length + otherOverlay.length, () =>
      order(others, otherOverlay),
    );
  }

  /**
   * The loaded slots matching the text (search_document @@ query, or the title or location containing the text):
   * `slots`, whether each matched by title, and each one's rank (NaN until computed; a one-lexeme query's stored
   * ranks at once). Slots hidden by a change are left out. Kept per text until the columns or the hidden slots
   * change: paging, sorting or narrowing the same text, and the figures of the same search, match once.
   */
  private textMatch(columns: TextColumns, match: Pick<TextMatchQuery, 'query' | 'text'>): TextMatch {
    const key = JSON.stringify([match.query, match.text]);
    const kept = this.matches.get(key);
    if (kept) return kept;
    const found = this.matchText(columns, match);
    this.matches.set(key, found);
    return found;
  }

  private matchText(columns: TextColumns, match: Pick<TextMatchQuery, 'query' | 'text'>): TextMatch {
    const hidden = this.hidden;
    const { flags, seen } = this.scratchFor(columns.size);
    const found: number[] = [];
    // A one-lexeme query's rank per found slot, from the postings (0 for a match by title or place alone).
    const postedRanks: number[] = [];
    const mark = (s: number, bits: number, rank: number) => {
      if (hidden[s]) return;
      if (flags[s] === 0) {
        found.push(s);
        postedRanks.push(rank);
      }
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
            if (i === last) mark(s, DOCUMENT, oneLexeme ? postingRank[p]! : NaN);
          }
        }
      });
    }
    if (match.text !== null) {
      const rank = oneLexeme ? 0 : NaN;
      columns.titleSlots(match.text, (s) => mark(s, TEXT | TITLE, rank));
      columns.locationSlots(columns.locationsContaining(match.text), (s) => mark(s, TEXT, rank));
    }
    const slots = Int32Array.from(found);
    const titled = new Uint8Array(slots.length);
    const ranks = Float32Array.from(postedRanks);
    for (let i = 0; i < slots.length; i++) titled[i] = flags[slots[i]!]! & TITLE ? 1 : 0;
    return { slots, titled, ranks, query, operands, operandLexemes };
  }

  /**
   * Visits every listing the search's filters (all but the dates) and text keep, from the loaded facts and the
   * changes since, exactly as search.repository.ts's where clause decides: `slot` for a loaded listing, `listing`
   * for a changed one. `edge` is true for a listing within a hair of the radius, where this process's trigonometry
   * and PostgreSQL's could round apart: the caller has SQL decide it. `held`: listings to leave out (those a booking
   * or a blocked date keeps on the search's dates, read by SQL). False when not loaded or the text cannot be
   * matched here.
   */
  private eachMatch(
    f: SearchFilters,
    match: TextMatchQuery,
    held: ReadonlySet<number> | null,
    visit: { slot(s: number, edge: boolean): void; listing(l: OverlayListing, edge: boolean): void },
  ): boolean {
    const columns = this.columns;
    const keeps = this.filtersFor(f, match, held);
    if (!columns || !keeps) return false;
    const text = f.tsQuery !== null || f.textLike !== null;
    const { latitudes, longitudes } = columns;
    const within = f.point && f.maxDistanceKm !== null ? { ...f.point, km: f.maxDistanceKm } : null;
    const hidden = this.hidden;
    // radiusSide: -1 inside, 0 at the edge (SQL decides), 1 out; -1 without a radius.
    if (text) {
      for (const s of this.textMatch(columns, match).slots) {
        const side = within ? radiusSide(within, latitudes[s]!, longitudes[s]!) : -1;
        if (side <= 0 && keeps.slot(s)) visit.slot(s, side === 0);
      }
    } else if (within) {
      // Only the box around the circle, in the grid's own order; the distance first, then the other filters.
      const grid = this.grid!;
      for (const [from, to] of grid.ranges(within.lat, within.lng, (within.km + 1) / KM_PER_DEGREE)) {
        for (let i = from; i < to; i++) {
          const side = radiusSide(within, grid.latitudes[i]!, grid.longitudes[i]!);
          if (side > 0) continue;
          const s = grid.slots[i]!;
          if (!hidden[s] && keeps.slot(s)) visit.slot(s, side === 0);
        }
      }
    } else {
      // Every slot: the loop kept bare, it is the first request of every filters-only search (1M at 1M listings).
      const n = columns.size;
      const keep = keeps.slot;
      const add = visit.slot;
      for (let s = 0; s < n; s++) if (!hidden[s] && keep(s)) add(s, false);
    }

    const operands = match.query && !match.query.empty ? match.query.operands : [];
    for (const listing of this.overlay.values()) {
      if (text && overlayTextBits(listing, match, operands) === 0) continue;
      const side = within ? radiusSide(within, listing.latitude, listing.longitude) : -1;
      if (side <= 0 && keeps.listing(listing)) visit.listing(listing, side === 0);
    }
    return true;
  }

  /**
   * The search's filters other than the text and the radius, as search.repository.ts's where clause decides them:
   * `slot` for a loaded listing (hidden slots are the caller's), `listing` for a changed one. `held`: listings to
   * leave out (those a booking or a blocked date keeps on the search's dates, read by SQL). Null when not loaded or
   * the text cannot be matched here.
   */
  private filtersFor(
    f: SearchFilters,
    match: TextMatchQuery,
    held: ReadonlySet<number> | null,
  ): { slot(s: number): boolean; listing(l: OverlayListing): boolean } | null {
    const columns = this.columns;
    const facts = this.facts;
    if (!columns || !facts) return null;
    if (match.text?.includes(TITLE_END)) return null;
    const { ids, locationOf } = columns;
    const locationOk = match.location !== null ? columns.locationsContaining(match.location) : null;
    const categoryOk = f.categories ? facts.categoriesIn(f.categories) : null;
    const postal = f.postalPrefix !== null ? postalPrefixText(f.postalPrefix) : null;
    const postalOk = postal !== null ? facts.postalCodesStarting(postal) : null;
    const wanted =
      IN_CATALOGUE |
      (f.instant ? INSTANT : 0) |
      (f.insurance ? INSURANCE : 0) |
      (f.homeDelivery ? HOME_DELIVERY : 0) |
      (f.publicPickup ? PUBLIC_PICKUP : 0);
    const typeBit = f.type === null ? -1 : f.type === 'service' ? SERVICE : 0;
    const minTenths = f.minRating === null ? null : Math.round(f.minRating * 10);
    const { priceMinUsd, priceMaxUsd, categories } = f;
    const { bits, priceUsd, ratingTenths, categoryOf, postalOf } = facts;
    return {
      slot(s) {
        const b = bits[s]!;
        if ((b & wanted) !== wanted) return false;
        if (typeBit >= 0 && (b & SERVICE) !== typeBit) return false;
        if (locationOk) {
          const at = locationOf[s]!;
          if (at < 0 || !locationOk[at]) return false;
        }
        if (postalOk) {
          const at = postalOf[s]!;
          if (at < 0 || !postalOk[at]) return false;
        }
        if (categoryOk && !categoryOk[categoryOf[s]!]) return false;
        if (minTenths !== null && ratingTenths[s]! < minTenths) return false;
        if (priceMinUsd !== null && !(priceUsd[s]! >= priceMinUsd)) return false;
        if (priceMaxUsd !== null && !(priceUsd[s]! <= priceMaxUsd)) return false;
        return !(held && held.has(ids[s]!));
      },
      listing(listing) {
        const l = listing.facts;
        if ((l.bits & wanted) !== wanted) return false;
        if (typeBit >= 0 && (l.bits & SERVICE) !== typeBit) return false;
        if (match.location !== null && !listing.location?.includes(match.location)) return false;
        if (postal !== null && !l.postalCode?.startsWith(postal)) return false;
        if (categories && !categories.includes(l.category)) return false;
        if (minTenths !== null && l.ratingTenths < minTenths) return false;
        if (priceMinUsd !== null && !(l.priceUsd >= priceMinUsd)) return false;
        if (priceMaxUsd !== null && !(l.priceUsd <= priceMaxUsd)) return false;
        return !(held && held.has(listing.id));
      },
    };
  }

  /**
   * The stat cards of a search (search.repository.ts's searchStats): the same filters, the same figures. Listings
   * at the radius's edge are left in `borderline` for SQL to decide (addBorderline()). Null when not loaded or the
   * text cannot be matched here.
   */
  figures(f: SearchFilters, match: TextMatchQuery, held: ReadonlySet<number> | null): Figures | null {
    if (!this.facts || !this.columns) return null;
    const figures = new Figures(this.facts);
    const ids = this.columns.ids;
    const visited = this.eachMatch(f, match, held, {
      slot: (s, edge) => (edge ? figures.borderlineSlot(ids[s]!, s) : figures.addSlot(s)),
      listing: (l, edge) => (edge ? figures.borderlineListing(l.id, l.facts) : figures.addListing(l.facts)),
    });
    return visited ? figures : null;
  }

  /**
   * The ids of a search's matches in a sort order other than relevance, as search.repository.ts's order clause
   * sorts them (the key, then the id), produced as far as a caller reads. The dates are not applied here, and
   * listings at the radius's edge are included: the caller's SQL applies every filter again to the ids it reads.
   * Null when not loaded or the text cannot be matched here.
   */
  orderedIds(
    f: SearchFilters,
    match: TextMatchQuery,
    order: Exclude<SearchOrder, 'relevance'>,
  ): OrderedIds | WalkedIds | null {
    const columns = this.columns;
    const facts = this.facts;
    if (!columns || !facts) return null;
    const text = f.tsQuery !== null || f.textLike !== null;
    if (!text && f.maxDistanceKm === null && order !== 'distance') return this.walkedIds(f, match, order);
    const slots: number[] = [];
    const changed: OverlayListing[] = [];
    const visited = this.eachMatch(f, match, null, {
      slot: (s) => slots.push(s),
      listing: (l) => changed.push(l),
    });
    if (!visited) return null;
    const n = slots.length + changed.length;
    // Per match: the order's key, a second key (rating: the review count), the id.
    const first = new Float64Array(n);
    const second = new Float64Array(n);
    const idOf = new Int32Array(n);
    const point = f.point;
    const { ids, latitudes, longitudes } = columns;
    const distance = (lat: number, lng: number) =>
      order === 'distance' && point ? haversineKm(point, { lat, lng }) : 0;
    slots.forEach((s, i) => {
      idOf[i] = ids[s]!;
      const km = distance(latitudes[s]!, longitudes[s]!);
      [first[i], second[i]] = orderKeys(
        order,
        facts.priceUsd[s]!,
        facts.rating[s]!,
        facts.reviewCount[s]!,
        idOf[i]!,
        km,
      );
    });
    changed.forEach((l, k) => {
      const i = slots.length + k;
      idOf[i] = l.id;
      const km = distance(l.latitude, l.longitude);
      [first[i], second[i]] = orderKeys(order, l.facts.priceUsd, l.facts.rating, l.facts.reviewCount, l.id, km);
    });
    return new OrderedIds(first, second, idOf);
  }

  /**
   * Filters alone in a sort order: the slots in that order (sorted at load) are walked until a page is full, as
   * SQL walks the order's index, but without reading rows; changed listings are merged in by the same keys.
   */
  private walkedIds(f: SearchFilters, match: TextMatchQuery, order: WalkOrder): WalkedIds | null {
    const keeps = this.filtersFor(f, match, null);
    if (!keeps || !this.orders) return null;
    const { ids } = this.columns!;
    const { priceUsd, rating, reviewCount } = this.facts!;
    const hidden = this.hidden;
    const permutation = this.orders[order];
    // The order's own filter bounds a range of its slots, as SQL's index condition would (a price from $1 000 in
    // price order starts past every cheaper listing instead of walking them).
    const [from, to] = walkRange(order, f, permutation, this.facts!);
    const keysOf = (l: OverlayListing) =>
      orderKeys(order, l.facts.priceUsd, l.facts.rating, l.facts.reviewCount, l.id, 0);
    const changed = [...this.overlay.values()]
      .filter((l) => keeps.listing(l))
      .map((l) => ({ id: l.id, keys: keysOf(l) }))
      .sort((a, b) => a.keys[0] - b.keys[0] || a.keys[1] - b.keys[1] || a.id - b.id);
    let at = from;
    let c = 0;
    return new WalkedIds(() => {
      while (at < to && (hidden[permutation[at]!] || !keeps.slot(permutation[at]!))) at++;
      const s = at < to ? permutation[at]! : -1;
      const next = changed[c];
      if (s < 0 && !next) return null;
      if (next && s >= 0) {
        const [first, second] = orderKeys(order, priceUsd[s]!, rating[s]!, reviewCount[s]!, ids[s]!, 0);
        const before = next.keys[0] - first || next.keys[1] - second || next.id - ids[s]!;
        if (before < 0) {
          c++;
          return next.id;
        }
      } else if (next) {
        c++;
        return next.id;
      }
      at++;
      return ids[s]!;
    });
  }

  /** Per-search arrays over every slot, zeroed; matchText() is synchronous, so one set serves every search. */
  private scratchFor(slots: number): { flags: Uint8Array; seen: Uint8Array } {
    if (this.scratch?.flags.length !== slots) {
      this.scratch = { flags: new Uint8Array(slots), seen: new Uint8Array(slots) };
    } else {
      this.scratch.flags.fill(0);
      this.scratch.seen.fill(0);
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

/** TEXT, DOCUMENT and TITLE bits of a changed listing under the search's text (0: no match). */
function overlayTextBits(
  listing: OverlayListing,
  match: Pick<TextMatchQuery, 'text'>,
  operands: RankQuery['operands'],
): number {
  let bits = 0;
  const lexemes = listing.document.lexemes;
  if (operands.length > 0 && operands.every((o) => lexemes.some((l) => operandMatches(o, l)))) bits |= DOCUMENT;
  if (match.text !== null) {
    if (listing.title?.includes(match.text)) bits |= TEXT | TITLE;
    if (listing.location?.includes(match.text)) bits |= TEXT;
  }
  return bits;
}

/** The service's postal prefix pattern (`067%`, its own wildcards already removed) as the prefix itself. */
function postalPrefixText(pattern: string): string {
  return pattern.endsWith('%') ? pattern.slice(0, -1) : pattern;
}

/**
 * Kilometres either way within which this process's haversine and PostgreSQL's vira_haversine_km (same formula,
 * other sin/cos/asin implementations, a few units in the last place apart) might disagree about the radius.
 */
const RADIUS_DOUBT_KM = 1e-9;

/** Kilometres of one degree of latitude on haversineKm's sphere (radius 6 371 km). */
const KM_PER_DEGREE = (Math.PI / 180) * 6371;

/** -1 inside the radius, 1 outside, 0 too close to the edge to decide here. */
function radiusSide(within: { lat: number; lng: number; km: number }, lat: number, lng: number): number {
  // The great-circle distance is at least the latitude's own arc: most of a large catalogue is out at a glance,
  // without the trigonometry (the margin keeps rounding from ever dropping a listing SQL would keep).
  if (Math.abs(lat - within.lat) * KM_PER_DEGREE > within.km + 1e-6) return 1;
  const km = haversineKm(within, { lat, lng });
  if (km < within.km - RADIUS_DOUBT_KM) return -1;
  if (km > within.km + RADIUS_DOUBT_KM) return 1;
  return 0;
}

/** The stat cards summed listing by listing, with the same rules as searchStats' SQL. */
export class Figures {
  private total = 0;
  private instant = 0;
  private rated = 0;
  /** Sum of float4 ratings in float8: exact in any order (well under 2^53 units of the smallest float4 step). */
  private ratingSum = 0;
  private readonly ownerSeen: Uint8Array;
  private readonly placeSeen: Uint8Array;
  private verifiedOwners = 0;
  private placeCount = 0;
  /** Owners and places of changed listings that the loaded columns do not know. */
  private readonly newOwners = new Set<string>();
  private readonly newPlaces = new Set<string>();
  /** Listings at the edge of the radius, for SQL to decide (id → its slot, or its facts when changed). */
  readonly borderline = new Map<number, number | ListingFacts>();

  constructor(private readonly facts: SearchFacts) {
    this.ownerSeen = new Uint8Array(facts.owners.values.length);
    this.placeSeen = new Uint8Array(facts.places.values.length);
  }

  addSlot(s: number): void {
    const f = this.facts;
    const bits = f.bits[s]!;
    this.count(bits, f.rating[s]!);
    if (bits & OWNER_VERIFIED) this.owner(f.ownerOf[s]!);
    this.place(f.placeOf[s]!);
  }

  addListing(l: ListingFacts): void {
    this.count(l.bits, l.rating);
    if (l.bits & OWNER_VERIFIED) {
      const owner = this.facts.owners.ids.get(l.ownerId);
      if (owner === undefined) this.newOwners.add(l.ownerId);
      else this.owner(owner);
    }
    const place = this.facts.places.ids.get(l.place);
    if (place === undefined) this.newPlaces.add(l.place);
    else this.place(place);
  }

  borderlineSlot(id: number, s: number): void {
    this.borderline.set(id, s);
  }

  borderlineListing(id: number, l: ListingFacts): void {
    this.borderline.set(id, l);
  }

  /** Adds the borderline listings SQL found within the radius. */
  addBorderline(inside: Iterable<number>): void {
    for (const id of inside) {
      const at = this.borderline.get(id);
      if (at === undefined) continue;
      if (typeof at === 'number') this.addSlot(at);
      else this.addListing(at);
    }
  }

  private count(bits: number, rating: number): void {
    this.total++;
    if (bits & INSTANT) this.instant++;
    if (!Number.isNaN(rating)) {
      this.rated++;
      this.ratingSum += rating;
    }
  }

  private owner(owner: number): void {
    if (this.ownerSeen[owner]) return;
    this.ownerSeen[owner] = 1;
    this.verifiedOwners++;
  }

  private place(place: number): void {
    if (this.placeSeen[place]) return;
    this.placeSeen[place] = 1;
    this.placeCount++;
  }

  row(): StatsRow {
    return {
      total: this.total,
      instant: this.instant,
      verifiedOwners: this.verifiedOwners + this.newOwners.size,
      averageRating: this.rated === 0 ? null : roundNumericTenth(this.ratingSum / this.rated),
      locations: this.placeCount + this.newPlaces.size,
    };
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

/** Ids in relevance order: the title matches, then the other matches, ordered only when a caller reads past them. */
export class RankedIds {
  private rest: OrderedIds | null = null;

  constructor(
    private readonly titled: OrderedIds,
    private readonly others: number,
    private readonly orderOthers: () => OrderedIds,
  ) {}

  get length(): number {
    return this.titled.length + this.others;
  }

  slice(from: number, to: number): number[] {
    const t = this.titled.length;
    const head = from < t ? this.titled.slice(from, Math.min(to, t)) : [];
    if (to <= t) return head;
    this.rest ??= this.orderOthers();
    return [...head, ...this.rest.slice(Math.max(0, from - t), to - t)];
  }

  all(): number[] {
    return this.slice(0, this.length);
  }
}

/**
 * Match ids in (key, second key, id) order, produced lazily: reading the first k costs a pass that keeps the k
 * best in a heap, not a sort of every match (a broad search at 1 000 000 listings has most of them).
 */
/**
 * The sort keys of one listing in `order`, as search.repository.ts's order clause sorts: the first key, then the
 * second (rating: the review count), then the id, all ascending. `km`: its distance, for the distance order.
 */
function orderKeys(
  order: Exclude<SearchOrder, 'relevance'>,
  priceUsd: number,
  rating: number,
  reviews: number,
  id: number,
  km: number,
): [number, number] {
  switch (order) {
    case 'price-low':
      return [priceUsd, 0];
    case 'price-high':
      return [-priceUsd, 0];
    case 'rating':
      // Listings without reviews (NaN) after every rated one, then more reviews first.
      return [Number.isNaN(rating) ? Infinity : -rating, -reviews];
    case 'distance':
      return [km, 0];
    case 'newest':
      return [-id, 0];
  }
}

/** The orders a filters-only search walks (sorted at load): every order but distance, which needs the point. */
type WalkOrder = Exclude<SearchOrder, 'relevance' | 'distance'>;

/** The slots in each walked order: ascending by orderKeys(), then by slot (the id's order). */
function slotsInOrders(facts: SearchFacts, ids: Int32Array): Record<WalkOrder, Int32Array> {
  const sorted = (order: WalkOrder) => {
    const n = ids.length;
    const first = new Float64Array(n);
    const second = new Float64Array(n);
    for (let s = 0; s < n; s++) {
      [first[s], second[s]] = orderKeys(order, facts.priceUsd[s]!, facts.rating[s]!, facts.reviewCount[s]!, ids[s]!, 0);
    }
    const slots = new Int32Array(n);
    for (let s = 0; s < n; s++) slots[s] = s;
    return slots.sort((a, b) => first[a]! - first[b]! || second[a]! - second[b]! || a - b);
  };
  const newest = new Int32Array(ids.length);
  for (let s = 0; s < ids.length; s++) newest[s] = ids.length - 1 - s;
  return { 'price-low': sorted('price-low'), 'price-high': sorted('price-high'), rating: sorted('rating'), newest };
}

/**
 * The positions [from, to) of `permutation` (the slots in `order`) that can pass the search's bound on the order's
 * own key: the price range in a price order, the minimum rating in the rating order (shown at one decimal, as the
 * filter compares). The keys are monotonic along the permutation, so each end is a binary search.
 */
function walkRange(order: WalkOrder, f: SearchFilters, permutation: Int32Array, facts: SearchFacts): [number, number] {
  const n = permutation.length;
  // The first position where `past` holds (false, then true, along the permutation).
  const firstWhere = (past: (s: number) => boolean) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (past(permutation[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const price = facts.priceUsd;
  const { priceMinUsd: min, priceMaxUsd: max } = f;
  switch (order) {
    case 'price-low':
      return [
        min === null ? 0 : firstWhere((s) => price[s]! >= min),
        max === null ? n : firstWhere((s) => price[s]! > max),
      ];
    case 'price-high':
      return [
        max === null ? 0 : firstWhere((s) => price[s]! <= max),
        min === null ? n : firstWhere((s) => price[s]! < min),
      ];
    case 'rating': {
      if (f.minRating === null) return [0, n];
      const minTenths = Math.round(f.minRating * 10);
      return [0, firstWhere((s) => !(facts.ratingTenths[s]! >= minTenths))];
    }
    case 'newest':
      return [0, n];
  }
}

/**
 * Ids in a sort order produced one by one as far as a caller reads (WalkedIds over the sorted slots). `length` is
 * unknown until the walk ends: Infinity before.
 */
export class WalkedIds {
  private readonly ids: number[] = [];
  private ended = false;

  constructor(private readonly next: () => number | null) {}

  get length(): number {
    return this.ended ? this.ids.length : Infinity;
  }

  slice(from: number, to: number): number[] {
    while (!this.ended && this.ids.length < to) {
      const id = this.next();
      if (id === null) this.ended = true;
      else this.ids.push(id);
    }
    return this.ids.slice(from, to);
  }
}

export class OrderedIds {
  private sorted: number[] = [];

  constructor(
    private readonly first: Float64Array,
    private readonly second: Float64Array,
    private readonly ids: Int32Array,
  ) {}

  get length(): number {
    return this.ids.length;
  }

  slice(from: number, to: number): number[] {
    const end = Math.min(to, this.ids.length);
    if (end > this.sorted.length) this.sorted = this.best(Math.max(end, Math.min(this.ids.length, 2 * end)));
    return this.sorted.slice(from, end).map((i) => this.ids[i]!);
  }

  /** a sorts before b. */
  private before(a: number, b: number): boolean {
    const { first, second, ids } = this;
    if (first[a] !== first[b]) return first[a]! < first[b]!;
    if (second[a] !== second[b]) return second[a]! < second[b]!;
    return ids[a]! < ids[b]!;
  }

  /** The k first matches in order (indexes): a max-heap of the k best seen, then sorted. */
  private best(k: number): number[] {
    const n = this.ids.length;
    const heap: number[] = [];
    const down = (at: number) => {
      for (;;) {
        const l = 2 * at + 1;
        const r = l + 1;
        let worst = at;
        if (l < heap.length && this.before(heap[worst]!, heap[l]!)) worst = l;
        if (r < heap.length && this.before(heap[worst]!, heap[r]!)) worst = r;
        if (worst === at) return;
        [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
        at = worst;
      }
    };
    for (let i = 0; i < n; i++) {
      if (heap.length < k) {
        heap.push(i);
        for (let at = heap.length - 1; at > 0;) {
          const parent = (at - 1) >> 1;
          if (!this.before(heap[parent]!, heap[at]!)) break;
          [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
          at = parent;
        }
      } else if (k > 0 && this.before(i, heap[0]!)) {
        heap[0] = i;
        down(0);
      }
    }
    return heap.sort((a, b) => (this.before(a, b) ? -1 : 1));
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
