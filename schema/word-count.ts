/**
 * Words as the spec counts them (§9 "Word counts: split on whitespace"): the one word counter of the
 * product, used by the worker (answers, questions, model usage), the seed and the admin editor.
 * Whitespace is JavaScript's `\s` (ASCII whitespace, NBSP, the Unicode space separators, line and
 * paragraph separators, BOM), so this equals `text.trim().split(/\s+/).length` without building the
 * array: it runs over every passage given to the analyst.
 */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    if (isWhitespace(text.charCodeAt(i))) inWord = false;
    else if (!inWord) {
      inWord = true;
      count++;
    }
  }
  return count;
}

/** The code units of `\s`: WhiteSpace and LineTerminator of ECMA-262. */
function isWhitespace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}
