/**
 * The citator's edges (schema/api/citator.ts) as an assistant reads them: the other end of each edge, once
 * (the English and the official Arabic text of an article each make an edge for the same reference), named
 * and linked, with its status when repealed.
 */
import type { ReferenceEdge, ReferenceEnd } from '../../../../schema/api/citator.ts';
import { boundList, MAX_EDGES, type BoundedList } from './bounds.ts';
import { articleName, pageLink } from './citation-names.ts';

export interface LinkedReference {
  /** 'Article 21 of Federal Decree-Law No. 47 of …' or the instrument as the text names it when outside the collection. */
  cites: string;
  /** The document's id in the collection (null: the instrument is not in the collection). */
  id: number | null;
  slug: string | null;
  article: string | null;
  repealed?: true;
  link: string | null;
}

function linked(end: ReferenceEnd, appUrl: string): LinkedReference {
  return {
    cites: end.article ? `${articleName(end.article)} of ${end.title}` : end.title,
    id: end.legislation_id,
    slug: end.slug,
    article: end.article,
    ...(end.repealed ? { repealed: true as const } : {}),
    link: end.legislation_id === null ? null : pageLink(appUrl, end.legislation_id, end.article),
  };
}

/** The far end of each edge (`to` of outgoing edges, `from` of incoming ones), without repeats, bounded. */
export function linkedEnds(edges: readonly ReferenceEdge[], side: 'to' | 'from', appUrl: string): BoundedList<LinkedReference> {
  const seen = new Set<string>();
  const ends: LinkedReference[] = [];
  for (const edge of edges) {
    const end = edge[side];
    const key = `${end.legislation_id ?? end.title}#${end.article ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ends.push(linked(end, appUrl));
  }
  return boundList(ends, MAX_EDGES);
}
