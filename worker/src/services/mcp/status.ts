/**
 * The status of an instrument as the collection knows it: the manifest's status and note, and the citator's
 * amends / repeals edges between instruments (built from titles, texts and status notes; decision 012).
 */
import type { DocumentCitator } from '../../../../schema/api/citator.ts';
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
