/**
 * The free exact keyword search (spec §5): a case-insensitive substring match. Keywords of
 * three characters or more are answered by the trigram index, whose quoted phrase query
 * matches exactly the rows that contain the substring; two characters by the trigrams that start
 * with them and the indexed ends of the texts (a 'pair'); a single character by a scan.
 *
 * Two habits of searchers are read as they are meant: a keyword typed in quotes ("Tax Group") is the
 * phrase inside them, the search being exact already; and an apostrophe matches the typographic ones
 * (’ ‘) as well as the typewriter one, since the texts use both (the Law "Person's", the Pillar Two
 * decision "Entity’s").
 */
import { stripUnsafeCharacters } from '../../../../schema/api/text.ts';
import type { KeywordMatch } from '../../db/repositories/legislation-repository.ts';
import { apostropheSpellings, foldForSearch } from '../text/text-fold.ts';

/** Opening and closing quotation marks a keyword may be wrapped in. */
const OPENING_QUOTES = new Set(['"', '“', '„', '«']);
const CLOSING_QUOTES = new Set(['"', '”', '“', '»']);

/** The phrase inside one pair of quotation marks around the whole keyword, or the keyword as it is. */
function unquoteKeyword(keyword: string): string {
  const chars = [...keyword];
  const first = chars[0];
  const last = chars[chars.length - 1];
  if (chars.length < 3 || first === undefined || last === undefined) return keyword;
  const quoted = (OPENING_QUOTES.has(first) && CLOSING_QUOTES.has(last)) || (first === "'" && last === "'");
  const inner = quoted ? chars.slice(1, -1).join('').trim() : '';
  return inner ? inner : keyword;
}

const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
/** A LIKE pattern (with ESCAPE '\\') for texts containing `text`. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function parseKeyword(keyword: string): KeywordMatch {
  // Control and bidirectional-override characters are dropped here too (not only by the route's validator): a NUL breaks the index query.
  const cleaned = stripUnsafeCharacters(keyword).trim().replace(/\s+/g, ' ');
  // Unquoted after folding, so that ‘…’ (folded to '…') is read as quotes too.
  const folded = unquoteKeyword(foldForSearch(cleaned));
  // Folding reads every apostrophe as '; the texts hold each kind.
  const variants = apostropheSpellings(folded);
  if ([...folded].length >= 3) return { kind: 'index', folded, variants, ftsQuery: variants.map(ftsPhrase).join(' OR ') };
  const likePatterns = variants.map(likePattern);
  return [...folded].length === 2 ? { kind: 'pair', folded, variants, likePatterns } : { kind: 'scan', folded, variants, likePatterns };
}
