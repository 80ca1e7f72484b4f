/**
 * A Law's article that leaves a matter to "the Executive Regulation" is filled in by the instrument issued as that
 * Law's Executive Regulation. Such a regulation seldom cites the article it fills in (Cabinet Decision No. 74 of 2023
 * cites 6 of the 28 Tax Procedures Law articles that leave a matter to it), so the citator has no edge to follow; the
 * question's own words pick the regulation's article instead (issue 25: a delegation's both ends are quoted).
 */

/** "Federal Decree-Law No. 28 of 2022 on Tax Procedures" → "decree-law 28 2022". */
const INSTRUMENT = /^(?:Federal\s+)?(Decree-Law|Law)\s+No\.?\s*\(?(\d+)\)?\s+of\s+(\d{4})\b/i;
/** "Cabinet Decision No. 74 of 2023 on the Executive Regulation of Federal Decree-Law No. 28 of 2022 …" → the same key. */
const REGULATION_OF = /\bExecutive\s+Regulation\s+of\s+(?:the\s+)?(?:Federal\s+)?(Decree-Law|Law)\s+No\.?\s*\(?(\d+)\)?\s+of\s+(\d{4})\b/i;
/** The article leaves something to the regulation ("… as specified by the Executive Regulation"). */
const LEAVES_TO_REGULATION = /\bExecutive\s+Regulation\b/i;

const keyOf = (m: RegExpExecArray | null) => (m ? `${m[1]!.toLowerCase()} ${m[2]} ${m[3]}` : null);

/** The Law a document is the Executive Regulation of, as a key comparable with lawKey(). */
export const regulationOf = (title: string): string | null => keyOf(REGULATION_OF.exec(title));

/** A Law's key, when the title names one. */
export const lawKey = (title: string): string | null => keyOf(INSTRUMENT.exec(title));

export interface RegulationCandidate {
  key: string;
  score: number;
  row: { legislationId: number; title: string; textEn: string };
}

export interface RegulationPair {
  /** The Law's article that leaves a matter to the regulation. */
  law: string;
  /** The regulation's article the question reached best. */
  regulation: string;
}

/**
 * Both ends for each anchor: a Law's article that leaves a matter to its Executive Regulation gets the regulation's
 * best-ranked article the question reached (score above 0); a regulation's article gets the best-ranked article of
 * its Law that leaves a matter to it. `ranked` is best first.
 */
export function regulationPairs(anchors: readonly RegulationCandidate[], ranked: readonly RegulationCandidate[]): RegulationPair[] {
  const pairs = new Map<string, RegulationPair>();
  const add = (pair: RegulationPair) => pairs.set(`${pair.law} ${pair.regulation}`, pair);
  const reached = ranked.filter((r) => r.score > 0);
  for (const a of anchors) {
    const law = LEAVES_TO_REGULATION.test(a.row.textEn) ? lawKey(a.row.title) : null;
    const regulation = law ? reached.find((r) => regulationOf(r.row.title) === law) : undefined;
    if (regulation) add({ law: a.key, regulation: regulation.key });
    const of = regulationOf(a.row.title);
    const leaving = of ? reached.find((r) => lawKey(r.row.title) === of && LEAVES_TO_REGULATION.test(r.row.textEn)) : undefined;
    if (leaving) add({ law: leaving.key, regulation: a.key });
  }
  return [...pairs.values()];
}
