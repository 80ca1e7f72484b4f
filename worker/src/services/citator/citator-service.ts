/** The citator of one document (schema/api/citator.ts): its edges grouped for the document page. */
import type { ArticleCitator, DocumentCitator, ReferenceEdge, ReferenceEnd } from '../../../../schema/api/citator.ts';
import { articleAnchor } from '../../../../schema/api/legislation.ts';
import type { Db } from '../../db/client.ts';
import { edgesOfDocument, type EdgeRow } from '../../db/repositories/citator-repository.ts';
import { keyedCatalog } from './collection-relations.ts';
import type { CatalogDocument } from './types.ts';
import { isRepealed } from '../retrieval/scoring.ts';

function end(id: number | null, slug: string | null, title: string | null, status: string | null, article: string | null, fallbackTitle: string): ReferenceEnd {
  return {
    legislation_id: id,
    slug,
    title: title ?? fallbackTitle,
    status,
    repealed: isRepealed(status),
    article,
    url: id === null ? null : `/legislation/${id}${article ? `#${articleAnchor(article)}` : ''}`,
  };
}

function toEdge(row: EdgeRow): ReferenceEdge {
  return {
    id: row.id,
    kind: row.kind,
    from: end(row.fromId, row.fromSlug, row.fromTitle, row.fromStatus, row.fromArticle, row.fromTitle),
    to: end(row.toId, row.toSlug, row.toTitle, row.toStatus, row.toArticle, row.instrumentText ?? row.text),
    text: row.text,
    span: row.language && row.spanStart !== null && row.spanEnd !== null ? { language: row.language, start: row.spanStart, end: row.spanEnd } : null,
  };
}

const emptyArticle = (): ArticleCitator => ({ refers_to: [], referred_to_by: [], implements: [], implemented_by: [] });

export async function documentCitator(db: Db, legislationId: number): Promise<DocumentCitator> {
  const citator: DocumentCitator = { amends: [], amended_by: [], repeals: [], repealed_by: [], articles: {} };
  const article = (n: string) => (citator.articles[n] ??= emptyArticle());
  for (const row of await edgesOfDocument(db, legislationId)) {
    const edge = toEdge(row);
    const outgoing = row.fromId === legislationId;
    const incoming = row.toId === legislationId;
    if (row.kind === 'amends' || row.kind === 'repeals') {
      if (outgoing) citator[row.kind].push(edge);
      if (incoming) citator[row.kind === 'amends' ? 'amended_by' : 'repealed_by'].push(edge);
      continue;
    }
    // A reference within the document counts on both of its articles.
    if (outgoing && row.fromArticle) article(row.fromArticle)[row.kind === 'implements' ? 'implements' : 'refers_to'].push(edge);
    if (incoming && row.toArticle && !(outgoing && row.fromArticle === row.toArticle)) {
      article(row.toArticle)[row.kind === 'implements' ? 'implemented_by' : 'referred_to_by'].push(edge);
    }
  }
  return citator;
}

/** The collection as the citator's parser resolves instrument names against it (a record without a slug by its id). */
export async function loadCatalog(db: Db): Promise<CatalogDocument[]> {
  return (await keyedCatalog(db)).catalog;
}
