/**
 * Questions answered from the collection's records rather than from the words of its articles.
 * - An instrument's status (decision 038): what a question asks the status of ("Is MD 125/2023 still in force?", "When
 *   was it issued?"; a chat's document when it asks of "this decision"), and what it asks the content of when the
 *   collection holds none of its text ("What does Cabinet Decision No. 55 of 2023 provide?"): what the collection holds
 *   of these is their record and the provisions of other instruments that changed them.
 * - The citator's edges (decision 039): which decisions implement a cited article, which articles a named instrument
 *   implements, which articles refer to a cited one.
 */
import type { Db } from '../../db/client.ts';
import type { CitatorAsks } from '../analyst/citator-lines.ts';
import { asksAboutDelegation, asksAboutReferences, asksAboutStatus, asksWhatItSays } from '../analyst/terms.ts';
import { citedInstruments } from '../citator/citation-parser.ts';
import { instrumentStatuses, type InstrumentStatus } from '../citator/instrument-status.ts';
import { cachedCatalog } from '../retrieval/retrieval-caches.ts';

export interface StatusAsked {
  /** The question is answered from the instruments' status: the provisions retrieval leads with, and their record. */
  asked: boolean;
  /** The instruments named, with their record (empty when it names none the collection holds). */
  named: InstrumentStatus[];
}

const NOT_ASKED: StatusAsked = { asked: false, named: [] };

export async function statusAsked(db: Db, question: string, scope: { kind: 'document' | 'collection'; legislationId: number | null }): Promise<StatusAsked> {
  if (scope.kind === 'document' && scope.legislationId !== null)
    return asksAboutStatus(question, true) ? { asked: true, named: await instrumentStatuses(db, { ids: [scope.legislationId] }) } : NOT_ASKED;
  const status = asksAboutStatus(question);
  if (!status && !asksWhatItSays(question)) return NOT_ASKED;
  const slugs = citedInstruments(question, await cachedCatalog(db));
  if (!slugs.length) return { asked: status, named: [] };
  const named = await instrumentStatuses(db, { slugs });
  if (status) return { asked: true, named };
  // "What does it provide?" of instruments whose texts the collection lacks, or of an article of one ("What does Article 2
  // of Cabinet Decision No. 55 of 2023 provide?"): there is no text to quote, only the record.
  return named.length && named.every((s) => !s.hasText) ? { asked: true, named } : NOT_ASKED;
}

/** What a question asks of the citator, across the collection, when it asks no status. */
export function citatorAsked(question: string, scope: { kind: 'document' | 'collection' }, status: StatusAsked): CitatorAsks | undefined {
  if (scope.kind !== 'collection' || status.asked) return undefined;
  if (asksAboutDelegation(question)) return 'delegations';
  return asksAboutReferences(question) ? 'references' : undefined;
}
