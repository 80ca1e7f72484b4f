/**
 * Whether anything retrieved bears on a question asked of the whole collection (issue 13). When
 * nothing does, the honest answer is "no matching provisions" — not quotes of the least
 * irrelevant articles, and not a charge.
 *
 * Two signals from retrieval, because it always returns its closest articles, however far they are:
 * - `relevance`, the rarity-weighted share of the question's concepts in an article (a word no
 *   article contains weighs as the rarest): below NO_MATCH_RELEVANCE for every passage, the question
 *   is about something the collection does not treat ("asdf qwerty", "what is the weather tomorrow");
 * - `concepts.matched`, how many of the question's concepts the best-matching article holds, itself
 *   or in the statute's wording for them: a weak relevance resting on one incidental word in common
 *   ("best" of "best pizza recipe") is no match. Short practitioner questions ("Is a charity exempt?",
 *   "Can a freelancer get SBR?") match through the statute's wording, so they are not refused.
 */
import type { RetrievedPassage } from '../retrieval/types.ts';

/**
 * The least best `relevance` that counts as a match. Measured with `npm run eval:answers` (which
 * prints every question's best relevance and matched concepts): on 2026-11-24 the 68 English development
 * questions scored 0.207 at the lowest, nonsense and chit-chat 0. Since issue 25 a question is first judged on
 * whether it is about UAE Corporate Tax at all (question-scope.ts), which refuses those before retrieval; the floor
 * now only keeps out what names a tax concept but nothing the collection treats. Lowered from 0.15 to 0.10 on
 * 2026-11-28: an Arabic development question on deducting a mixed-use car's fuel scored 0.127 (Arabic questions
 * match the articles' wording less closely; the next lowest Arabic one scored 0.171).
 */
export const NO_MATCH_RELEVANCE = 0.1;
/**
 * Below this best relevance, the best article must also hold MIN_MATCHED_CONCEPTS of the question's
 * concepts (all of them, for a shorter question). Measured as above: every development question's
 * best article holds 4 or more of its concepts (retrieval's count, statute wordings included);
 * off-topic questions with a word or two in common with some article score 0.24–0.33 with 1–2
 * matched (hotel in the marina for a family holiday, football, "best" pizza). A short question that
 * matches strongly ("What are the rules on entertainment?", 0.64 with 1 of 2) is answered.
 */
export const WEAK_RELEVANCE = 0.35;
export const MIN_MATCHED_CONCEPTS = 3;

export interface GateInput {
  passages: readonly Pick<RetrievedPassage, 'relevance' | 'concepts' | 'cited'>[];
  /**
   * A follow-up leans on its conversation ("and why?", "explain that more simply", "and for banks?"):
   * it is judged on its own only when it says enough to be a question of its own (MIN_MATCHED_CONCEPTS concepts).
   */
  followUp: boolean;
}

export interface RelevanceVerdict {
  noMatch: boolean;
  /** The best passage relevance (0 when nothing was retrieved). */
  bestRelevance: number;
  /** The question's concepts, and the most of them one passage holds: recorded with the answer, so the gate can be measured. */
  concepts: number;
  sharedConcepts: number;
}

export function assessRelevance({ passages, followUp }: GateInput): RelevanceVerdict {
  const best = passages.reduce((m, p) => Math.max(m, p.relevance), 0);
  const concepts = passages[0]?.concepts.of ?? 0;
  const shared = passages.reduce((m, p) => Math.max(m, p.concepts.matched), 0);
  const verdict = (noMatch: boolean): RelevanceVerdict => ({ noMatch, bestRelevance: best, concepts, sharedConcepts: shared });
  if (passages.length === 0) return verdict(true);
  // "Explain Article 50": the question names an article the collection holds, whatever words it shares with it.
  if (passages.some((p) => p.cited)) return verdict(false);
  if (followUp && concepts < MIN_MATCHED_CONCEPTS) return verdict(false);
  if (concepts === 0) return verdict(true);
  if (best < NO_MATCH_RELEVANCE) return verdict(true);
  return verdict(best < WEAK_RELEVANCE && shared < Math.min(MIN_MATCHED_CONCEPTS, concepts));
}
