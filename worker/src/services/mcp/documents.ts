/**
 * The document an MCP tool is asked about, named as an assistant would: the id or slug the other tools
 * returned ("12", "fdl-47-2022") or the instrument's name ("Federal Decree-Law No. 47 of 2022", "MD 73/2023").
 * Documents are read through the legislation service, the same reads as the document page.
 */
import type { LegislationDetail } from '../../../../schema/api/legislation.ts';
import type { Db } from '../../db/client.ts';
import { citatorCatalog } from '../../db/repositories/admin-legislation-repository.ts';
import { NotFoundError } from '../../errors.ts';
import { loadCatalog } from '../citator/citator-service.ts';
import { getLegislationDetail } from '../legislation/legislation-service.ts';
import { parseCitation, type ParsedCitation } from '../citator/citation-parser.ts';
import type { NamedInstrument } from './citation-names.ts';
import { ToolInputError } from './tool-errors.ts';

const ID_OR_SLUG = /^(\d{1,12}|[a-z0-9-]{1,80})$/;

/** Every document's type, number and year by id: what its canonical citation is made of. */
export async function loadInstrumentNames(db: Db): Promise<Map<number, NamedInstrument>> {
  return new Map((await citatorCatalog(db)).map((r) => [r.id, { title: r.title, legislation: r.type, number: r.number, year: r.year }]));
}

/** The public document with this id or slug, or null. */
export async function findDocument(db: Db, idOrSlug: string): Promise<LegislationDetail | null> {
  try {
    return await getLegislationDetail(db, idOrSlug);
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

export interface ResolvedReference {
  document: LegislationDetail;
  /** The article the name carried ("Article 21 of …"), when it named one. */
  article: string | null;
}

/** The document named by id, slug or instrument name; a clear error when it names none of the collection. */
export async function resolveDocument(db: Db, name: string): Promise<ResolvedReference> {
  const trimmed = name.trim();
  if (ID_OR_SLUG.test(trimmed)) {
    const document = await findDocument(db, trimmed);
    if (document) return { document, article: null };
  }
  const parsed = parseCitation(trimmed, await loadCatalog(db));
  const document = parsed.slug ? await findDocument(db, parsed.slug) : null;
  if (!document) throw new ToolInputError(notInCollection(trimmed, parsed));
  return { document, article: parsed.article };
}

function notInCollection(name: string, parsed: ParsedCitation): string {
  if (parsed.instrument) return `${parsed.instrument} is not in the collection (UAE Corporate Tax legislation). Use search_legislation to find a document.`;
  return `"${name}" names no document of the collection: give a document id or slug (as search_legislation returns them, e.g. "fdl-47-2022") or an instrument's name (e.g. "Federal Decree-Law No. 47 of 2022", "MD 73/2023").`;
}

/** The article of the document with this number; "Article 21", "Art. (21)", "المادة 21" are read as "21". */
export function findArticle(document: LegislationDetail, article: string) {
  const wanted = normaliseArticleNumber(article);
  return document.articles.find((a) => a.number.toLowerCase() === wanted.toLowerCase()) ?? null;
}

export function normaliseArticleNumber(article: string): string {
  const t = article.trim();
  const numbered = /^(?:(?:annex\s+)?art(?:icle)?\.?|المادة)?\s*\(?\s*(\d+(?:\.\d+)*)\s*\)?$/iu.exec(t);
  return numbered ? numbered[1]! : t;
}
