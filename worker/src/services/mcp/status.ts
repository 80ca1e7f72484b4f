/**
 * The status of an instrument as the collection knows it: the manifest's status and note, and the citator's
 * amends / repeals edges between instruments (built from titles, texts and status notes; decision 012).
 */
import type { DocumentCitator } from '../../../../schema/api/citator.ts';
import { isRepealed } from '../retrieval/scoring.ts';
import { linkedEnds, type InstrumentNames, type LinkedReference } from './references.ts';

export interface StatusHistory {
  amended_by: LinkedReference[];
  repealed_by: LinkedReference[];
  amends: LinkedReference[];
  repeals: LinkedReference[];
}

export function statusHistory(citator: DocumentCitator, appUrl: string, names: InstrumentNames): StatusHistory {
  return {
    amended_by: linkedEnds(citator.amended_by, 'from', appUrl, names).items,
    repealed_by: linkedEnds(citator.repealed_by, 'from', appUrl, names).items,
    amends: linkedEnds(citator.amends, 'to', appUrl, names).items,
    repeals: linkedEnds(citator.repeals, 'to', appUrl, names).items,
  };
}

/** in_force: active and amended instruments are in force (as amended); repealed ones are not; otherwise unknown (null). */
export function inForce(status: string | null): boolean | null {
  const s = status?.trim().toLowerCase() ?? '';
  if (isRepealed(status)) return false;
  if (/\b(active|in force|amended|partially repealed)\b/.test(s)) return true;
  return null;
}
