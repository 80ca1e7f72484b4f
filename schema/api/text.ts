/**
 * The one clean-up every text a client sends goes through before it is searched or stored (issue 26 item 5;
 * docs/decisions/023): names, questions, titles, admin-edited fields, share titles and search input.
 *
 * Removed: control characters other than the whitespace ones (tab, line breaks, vertical tab, form feed), that
 * is C0, DEL and C1 (a NUL made the keyword index fail, and none is ever meant), and the bidirectional embeddings,
 * overrides and isolates U+202A–U+202E and U+2066–U+2069, which can make a stored name or title display as other
 * text than it is ("Trojan Source"). The marks U+200E/U+200F stay: Arabic text uses them legitimately.
 */
import { z } from 'zod';

const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export function stripUnsafeCharacters(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '');
}

/** A string with the unsafe characters removed, then checked by `then` (trim, bounds, …). */
export function cleanString<T extends z.ZodType<unknown, string>>(then: T, error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .transform(stripUnsafeCharacters)
    .pipe(then);
}
