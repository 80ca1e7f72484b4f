/**
 * American spellings of words the collection's English texts write the British way ("recognized" → "recognised",
 * "center" → "centre", "labor" → "labour"): the texts are British, a searcher's keyboard often American, and the search
 * is exact. Each pair: a word of the English texts whose American form (by the usual -ise/-ize, -our/-or, -tre/-ter,
 * -ence/-ense, -ll-/-l- differences) is in an American word list and not in a British one
 * (/usr/share/dict/american-english and british-english, Debian's wamerican and wbritish), whether or not the texts
 * also use it ("organization" twice beside 30 "organisation"). A test checks that each British form is in the texts
 * (worker/test/british-spellings.node.test.ts).
 */
export const BRITISH_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['amortization', 'amortisation'],
  ['amortized', 'amortised'],
  ['authorization', 'authorisation'],
  ['authorize', 'authorise'],
  ['authorized', 'authorised'],
  ['authorizing', 'authorising'],
  ['behavior', 'behaviour'],
  ['canceled', 'cancelled'],
  ['capitalization', 'capitalisation'],
  ['capitalized', 'capitalised'],
  ['center', 'centre'],
  ['defense', 'defence'],
  ['favor', 'favour'],
  ['harbor', 'harbour'],
  ['harbors', 'harbours'],
  ['honor', 'honour'],
  ['labor', 'labour'],
  ['memorization', 'memorisation'],
  ['misdemeanor', 'misdemeanour'],
  ['organization', 'organisation'],
  ['organizational', 'organisational'],
  ['organizations', 'organisations'],
  ['organizing', 'organising'],
  ['realization', 'realisation'],
  ['realized', 'realised'],
  ['recognize', 'recognise'],
  ['recognized', 'recognised'],
  ['recognizes', 'recognises'],
  ['reorganization', 'reorganisation'],
  ['theater', 'theatre'],
  ['unrealized', 'unrealised'],
  ['utilized', 'utilised'],
]);

/** A whole word typed the American way that the texts write the British way (any case). */
const AMERICAN_WORD = new RegExp(`(?<![\\p{L}])(?:${[...BRITISH_SPELLINGS.keys()].join('|')})(?![\\p{L}])`, 'giu');

/**
 * The text with its American spellings of these words written as the texts write them (lower case: for matching, not
 * for display). A question's "unrealized gains … recognized" then meets the texts' "unrealised gains … recognised",
 * whose stems differ ("recogn" and "recognis").
 */
export function writtenBritish(text: string): string {
  return text.replace(AMERICAN_WORD, (word) => BRITISH_SPELLINGS.get(word.toLowerCase()) ?? word);
}
