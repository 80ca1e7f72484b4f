/**
 * The one regime the collection holds beside Corporate Tax with a scope of its own: the Top-up Tax on the Constituent
 * Entities of multinational enterprise groups with revenue of EUR 750 million or more (Pillar Two; Cabinet Decision No.
 * 142 of 2024). Its instruments use Corporate Tax words in senses of their own ("Joint Venture", "Investment Entity",
 * "Fiscal Year", "Government Entity") and answer only a question about that regime: read on every question, they pushed
 * the Law's Unincorporated Partnership out of the answers to "Is a contractual joint venture taxed?".
 * docs/decisions/020-how-the-extractive-analyst-composes-an-answer.md ("Eleventh pass").
 */
import { foldForSearch } from '../text/text-fold.ts';
import { REGIME_TERMS } from './regime-terms.ts';

/** An instrument of the regime, by its title ("… on the Imposition of Top-up Tax on Multinational Enterprises"). */
const REGIME_TITLE = /\btop-up tax\b/i;

/** Words a question about the regime uses (English lower-cased; Arabic folded as the index folds it). */
const NAMES_REGIME =
  /top.?up|pillar (?:two|2)|\bglobe\b|multinational|\bmnes?\b|constituent entit|ultimate parent|\bupe\b|country.by.country|\bcbcr\b|minimum (?:rate|tax)|\b(?:q?dmtt|iir|utpr)\b|750 million|safe harbou?rs?|تكميلي|الركيزه الثانيه|متعدده الجنسيات|الكيانات المكونه|الكيان المكون|الشركه الام النهائيه/i;

export function isRegimeInstrument(title: string): boolean {
  return REGIME_TITLE.test(title);
}

/** The regime's own terms as the question's words are compared (lower case, punctuation as spaces), with their plurals. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
const TERMS = REGIME_TERMS.map(words).flatMap((term) => {
  const bare = term.slice(0, -1);
  return [term, `${bare}s `, ...(bare.endsWith('y') ? [`${bare.slice(0, -1)}ies `] : [])];
});

/**
 * Whether the question (or an earlier question of the conversation) is about the regime: it uses the regime's words, or
 * one of the terms only the regime's instruments define ("What is the Substance-based Income Exclusion?"), singular or
 * plural.
 */
export function namesRegime(texts: readonly string[]): boolean {
  return texts.some((t) => {
    if (NAMES_REGIME.test(t) || NAMES_REGIME.test(foldForSearch(t))) return true;
    const w = words(t);
    return TERMS.some((term) => w.includes(term));
  });
}
