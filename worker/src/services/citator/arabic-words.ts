/**
 * Arabic writes conjunctions, prepositions and the article into the word ("وللمرسوم" = "and for
 * the Decree"), so the patterns match a stem with its proclitics, and display text drops them again.
 */

/** Not preceded by a letter, mark or digit: the start of an Arabic word (\b only knows ASCII). */
export const AR_START = '(?<![\\p{L}\\p{M}\\p{N}])';

/** Not followed by a letter, mark or digit: the end of a word. */
export const AR_END = '(?![\\p{L}\\p{M}\\p{N}])';

/**
 * و/ف (and, so), then ب/ل/ك (by, for, as), then ال (the); ل + ال is written لل.
 * The alternatives are whole prefixes so that the stem after them is never cut.
 */
export const AR_PROCLITICS = '(?:[وف]?(?:[بلك]?ال|لل|[بلك])?)';

/** A word with its optional proclitics, e.g. arWord('مادة') matches المادة, للمادة, والمادة, بالمادة. */
export function arWord(stem: string): string {
  return `${AR_START}${AR_PROCLITICS}(?:${stem})`;
}

/** Optional tanween and other short-vowel marks, which the texts write on some words (وفقاً). */
export const AR_MARKS = '[\\u064B-\\u0652]*';

const STEMS = ['قرار', 'مرسوم', 'قانون', 'هذا', 'هذه', 'لائح', 'نظام', 'اتفاقي', 'قواعد'];

/**
 * The words as they are cited on their own: "لقرار مجلس الوزراء" → "قرار مجلس الوزراء",
 * "للمرسوم بقانون" → "المرسوم بقانون". Text without a known stem is returned as it is.
 */
export function withoutProclitics(text: string): string {
  const firstWord = text.split(/\s/, 1)[0] ?? '';
  let at = -1;
  for (const stem of STEMS) {
    const i = firstWord.indexOf(stem);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (at <= 0) return text;
  const prefix = text.slice(0, at);
  const definite = prefix.endsWith('ال') || prefix.endsWith('لل');
  return (definite ? 'ال' : '') + text.slice(at);
}
