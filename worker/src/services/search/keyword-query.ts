/**
 * The free exact keyword search (spec §5): a case-insensitive substring match. Keywords of
 * three characters or more are answered by the trigram index, whose quoted phrase query
 * matches exactly the rows that contain the substring; two characters by the trigrams that start
 * with them and the indexed ends of the texts (a 'pair'); a single character by a scan.
 */
import { stripUnsafeCharacters } from '../../../../schema/api/text.ts';
import type { KeywordMatch } from '../../db/repositories/legislation-repository.ts';
import { foldForSearch } from '../text/text-fold.ts';

export function parseKeyword(keyword: string): KeywordMatch {
  // Control and bidirectional-override characters are dropped here too (not only by the route's validator): a NUL breaks the index query.
  const folded = foldForSearch(stripUnsafeCharacters(keyword).trim().replace(/\s+/g, ' '));
  if ([...folded].length >= 3) {
    return { kind: 'index', folded, ftsPhrase: `"${folded.replace(/"/g, '""')}"` };
  }
  const likePattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return [...folded].length === 2 ? { kind: 'pair', folded, likePattern } : { kind: 'scan', folded, likePattern };
}
