/**
 * PostgreSQL's `ts_rank(tsvector, tsquery)` (default weights, normalization 0) computed in JavaScript, so the
 * in-memory text index (search-text-index.ts) orders matches exactly as `order by ts_rank(...) desc` would.
 * Written from src/backend/utils/adt/tsrank.c (calc_rank, calc_rank_or, calc_rank_and, word_distance): every
 * step the C code does in float4 is rounded with Math.fround at the same place, so equal ranks stay equal and the
 * id tie-break decides as in SQL. search-text-rank.test.ts compares the values with PostgreSQL's own.
 */

const f = Math.fround;

/** {D, C, B, A}: a position's weight class is its top two bits (WEP_GETWEIGHT). */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;
/** Positions are 14 bits; a lexeme stored without positions counts as MAXENTRYPOS - 1 in calc_rank_and. */
const MAXENTRYPOS = 1 << 14;
const POSITION_MASK = MAXENTRYPOS - 1;
/** sum(1/i^2) for i -> infinity, the constant tsrank.c divides by. */
const ZETA_2 = 1.64493406685;

/** A lexeme stored without positions (a stripped vector): calc_rank_or reads position 0 of weight D. */
const NO_POSITIONS_OR = Uint16Array.of(0);
/** The same for calc_rank_and, which compares by identity (`pos[i] == POSNULL`). */
const NO_POSITIONS_AND = Uint16Array.of(MAXENTRYPOS - 1);

/** One operand of a tsquery, as tsquery's text output prints it (`'cam'`, `'cam':*`). */
export interface QueryOperand {
  lexeme: string;
  prefix: boolean;
}

/**
 * A tsquery the index can answer: operands joined by `&` only (what the search service builds), or one operand.
 * `operands` are sorted and de-duplicated as SortAndUniqItems does (by UTF-8 bytes, shorter first).
 */
export interface RankQuery {
  operands: QueryOperand[];
  /** The root is an AND (calc_rank_and); false for a single operand (calc_rank_or). */
  and: boolean;
  /** q->size == 0: the query had only stop words; it matches nothing and ranks 0. */
  empty: boolean;
}

/**
 * What the ranker reads of one document: how many lexemes it has (0 ranks 0), its packed positions
 * (weight << 14 | position, lexeme after lexeme) and, per operand of the query (in RankQuery order), the
 * [start, end) ranges in `positions` of every lexeme of the document that operand matches, in the tsvector's
 * order, flattened as start, end, start, end... An empty range is a lexeme stored without positions.
 */
export interface RankInput {
  size: number;
  positions: Uint16Array;
  entries: readonly (readonly number[])[];
}

const encoder = new TextEncoder();

/** tsCompareString(a, b, prefix = false): bytes of the UTF-8 text, then the shorter first. */
export function compareLexemes(a: string, b: string): number {
  if (a === b) return 0;
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** word_distance(): float4 of a double expression. */
function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

function rankOr(query: RankQuery, input: RankInput): number {
  let res = 0;
  const size = query.operands.length;
  for (let i = 0; i < size; i++) {
    const ranges = input.entries[i]!;
    for (let e = 0; e < ranges.length; e += 2) {
      let positions = input.positions;
      let start = ranges[e]!;
      let end = ranges[e + 1]!;
      if (start === end) [positions, start, end] = [NO_POSITIONS_OR, 0, 1];
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < end - start; j++) {
        const w = WEIGHTS[positions[start + j]! >> 14]!;
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      // float4 arithmetic inside the parentheses, then a double division and addition stored in a float4.
      const inner = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
      res = f(res + inner / ZETA_2);
    }
  }
  if (size > 0) res = f(res / size);
  return res;
}

function rankAnd(query: RankQuery, input: RankInput): number {
  const size = query.operands.length;
  if (size < 2) return rankOr(query, input);
  // For an operand matching several lexemes (a prefix), later pairs see only the last of them, as in the C code.
  const pos: (Uint16Array | null)[] = new Array<Uint16Array | null>(size).fill(null);
  let res = -1;
  for (let i = 0; i < size; i++) {
    const ranges = input.entries[i]!;
    for (let e = 0; e < ranges.length; e += 2) {
      const current =
        ranges[e] === ranges[e + 1] ? NO_POSITIONS_AND : input.positions.subarray(ranges[e], ranges[e + 1]);
      pos[i] = current;
      for (let k = 0; k < i; k++) {
        const other = pos[k];
        if (!other) continue;
        for (let l = 0; l < current.length; l++) {
          for (let p = 0; p < other.length; p++) {
            let distance = Math.abs((current[l]! & POSITION_MASK) - (other[p]! & POSITION_MASK));
            if (distance || current === NO_POSITIONS_AND || other === NO_POSITIONS_AND) {
              if (!distance) distance = MAXENTRYPOS;
              const product = f(f(WEIGHTS[current[l]! >> 14]! * WEIGHTS[other[p]! >> 14]!) * wordDistance(distance));
              const curw = f(Math.sqrt(product));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

/** ts_rank(document, query) as PostgreSQL returns it (a float4 value). */
export function tsRank(query: RankQuery, input: RankInput): number {
  if (input.size === 0 || query.empty) return 0;
  const res = query.and ? rankAnd(query, input) : rankOr(query, input);
  return res < 0 ? f(1e-20) : res;
}
