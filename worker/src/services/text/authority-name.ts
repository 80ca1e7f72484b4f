/**
 * The Federal Tax Authority by its full name or an everyday one ("the Federal Tax Authority", "FTA", "الهيئة الاتحادية
 * للضرائب", "هيئة الضرائب") is one concept, which the legislation calls "the Authority" ("الهيئة"). Read word by word,
 * "federal" meets every "Federal Decree-Law", and "للضرائب" every "مدقق الضرائب" (a tax auditor): the audit articles
 * led the answers to Arabic questions about refunds and payments that named the Authority in full.
 */
const ENGLISH_NAME = /\b(?:the )?federal tax authority\b|\b(?:the )?fta\b/giu;
const ARABIC_NAME = /(?:ال|لل|ل)?هيئ[ةه] (?:الاتحادي[ةه] )?(?:لل|ال)ضرائب|مصلح[ةه] (?:ال)?ضرائب|الجه[ةه] الضريبي[ةه]/gu;

/**
 * `text` with each name of the Authority replaced by the legislation's "Authority" ("الهيئة" in Arabic); with
 * `arabicOnly`, the English names are kept (retrieval: "FTA" matches nothing, and "Federal Tax Authority" is how the
 * English titles of the Authority's decisions name it).
 */
export function foldAuthorityName(text: string, arabicOnly = false): string {
  const arabic = text.replace(ARABIC_NAME, 'الهيئة');
  return arabicOnly ? arabic : arabic.replace(ENGLISH_NAME, 'Authority');
}
