import { compareLexemes, type QueryOperand, type RankQuery } from './search-text-rank';

/**
 * Reads PostgreSQL's text output of tsvector and tsquery. Stemming stays in PostgreSQL: the index loads
 * `search_document::text` and asks `to_tsquery('spanish', $1)::text` for each query, and only parses the result.
 */

/** A quoted lexeme at `start` (tsvectorout/tsqueryout double ' and \ inside quotes): the text and where it ends. */
function quoted(text: string, start: number): { value: string; end: number } {
  // The common case, no escapes: one slice.
  const close = text.indexOf("'", start + 1);
  if (close < 0) throw new Error(`unterminated lexeme in ${text}`);
  const plain = text.slice(start + 1, close);
  if (text[close + 1] !== "'" && !plain.includes('\\')) return { value: plain, end: close + 1 };
  let value = '';
  let i = start + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) throw new Error(`unterminated lexeme in ${text}`);
    if (c === '\\') {
      value += text[i + 1];
      i += 2;
    } else if (c === "'") {
      if (text[i + 1] === "'") {
        value += "'";
        i += 2;
      } else return { value, end: i + 1 };
    } else {
      value += c;
      i++;
    }
  }
}

/**
 * Reads `'cam':1A,4 'fot':2A` in stored order: `lexeme` once per lexeme, then `position` once per position of it
 * (packed as weight << 14 | position). No arrays per lexeme: the index loads 100 000s of documents this way.
 */
export function readTsVector(text: string, lexeme: (value: string) => void, position: (packed: number) => void): void {
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) === 32) {
      i++;
      continue;
    }
    const { value, end } = quoted(text, i);
    i = end;
    lexeme(value);
    if (text[i] !== ':') continue;
    i++;
    for (;;) {
      let n = 0;
      let c = text.charCodeAt(i);
      while (c >= 48 && c <= 57) {
        n = n * 10 + (c - 48);
        c = text.charCodeAt(++i);
      }
      // A, B, C (65-67); D is printed as no letter.
      let weight = 0;
      if (c >= 65 && c <= 68) {
        weight = 68 - c;
        c = text.charCodeAt(++i);
      }
      position((weight << 14) | n);
      if (c !== 44) break;
      i++;
    }
  }
}

/** The same as arrays: lexemes in stored order, each with its packed positions. */
export function parseTsVector(text: string): { lexemes: string[]; positions: Uint16Array[] } {
  const lexemes: string[] = [];
  const packed: number[][] = [];
  readTsVector(
    text,
    (value) => {
      lexemes.push(value);
      packed.push([]);
    },
    (p) => packed[packed.length - 1]!.push(p),
  );
  return { lexemes, positions: packed.map((p) => Uint16Array.from(p)) };
}

/**
 * `'cam' & 'fot':*` as a RankQuery, or null for what the index does not answer (|, !, <->, parentheses, weight
 * restrictions, one lexeme both with and without prefix): those searches stay in SQL.
 */
export function parseTsQuery(text: string): RankQuery | null {
  const trimmed = text.trim();
  if (trimmed === '') return { operands: [], and: false, empty: true };
  const operands: QueryOperand[] = [];
  let i = 0;
  for (;;) {
    if (trimmed[i] !== "'") return null;
    const { value, end } = quoted(trimmed, i);
    i = end;
    let prefix = false;
    if (trimmed[i] === ':') {
      // Only `:*` is understood; weights (`:A`) would restrict the match and are not used by the service.
      if (trimmed[i + 1] !== '*' || /[A-D*]/.test(trimmed[i + 2] ?? '')) return null;
      prefix = true;
      i += 2;
    }
    operands.push({ lexeme: value, prefix });
    if (i >= trimmed.length) break;
    if (trimmed.slice(i, i + 3) !== ' & ') return null;
    i += 3;
  }
  operands.sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  const unique: QueryOperand[] = [];
  for (const operand of operands) {
    const last = unique[unique.length - 1];
    if (last && last.lexeme === operand.lexeme) {
      // SortAndUniqItems keeps one of the two without looking at the prefix flag: which one is up to qsort.
      if (last.prefix !== operand.prefix) return null;
      continue;
    }
    unique.push(operand);
  }
  // The index keeps the operands of a lexeme as bits of an int32.
  if (unique.length > 31) return null;
  return { operands: unique, and: operands.length > 1, empty: false };
}
