/**
 * The citator's edges (schema/api/citator.ts) as an assistant reads them: the other end of each edge, once
 * (the English and the official Arabic text of an article each make an edge for the same reference), named
 * and linked, with its status when repealed.
 */
import type { ReferenceEdge, ReferenceEnd } from '../../../../schema/api/citator.ts';
import { boundList, MAX_EDGES, type BoundedList } from './bounds.ts';
import { articleCitation, articleName, instrumentName, pageLink, type NamedInstrument } from './citation-names.ts';

export interface LinkedReference {
  /** 'Article 21 of Federal Decree-Law No. 47 of 2022', or the instrument as the text names it when outside the collection. */
  cites: string;
  /** The document's id in the collection (null: the instrument is not in the collection). */
  id: number | null;
  slug: string | null;
  article: string | null;
  repealed?: true;
  link: string | null;
}

/** Every document's type, number and year by id (documents.ts loadInstrumentNames): what a canonical citation is made of. */
export type InstrumentNames = ReadonlyMap<number, NamedInstrument>;

function cites(end: ReferenceEnd, names: InstrumentNames): string {
  const named = end.legislation_id === null ? undefined : names.get(end.legislation_id);
  if (named) return end.article ? articleCitation(end.article, named) : instrumentName(named);
  return end.article ? `${articleName(end.article)} of ${end.title}` : end.title;
}

function linked(end: ReferenceEnd, appUrl: string, names: InstrumentNames): LinkedReference {
  return {
    cites: cites(end, names),
    id: end.legislation_id,
    slug: end.slug,
    article: end.article,
    ...(end.repealed ? { repealed: true as const } : {}),
    link: end.legislation_id === null ? null : pageLink(appUrl, end.legislation_id, end.article),
  };
}

/** The far end of each edge (`to` of outgoing edges, `from` of incoming ones), without repeats, bounded. */
export function linkedEnds(edges: readonly ReferenceEdge[], side: 'to' | 'from', appUrl: string, names: InstrumentNames): BoundedList<LinkedReference> {
  const seen = new Set<string>();
  const ends: LinkedReference[] = [];
  for (const edge of edges) {
    const end = edge[side];
    const key = `${end.legislation_id ?? end.title}#${end.article ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ends.push(linked(end, appUrl, names));
  }
  return boundList(ends, MAX_EDGES);
}
