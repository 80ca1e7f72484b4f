/**
 * The citator's graph as retrieval follows it (services/retrieval/citation-graph.ts): the resolved
 * article-to-article edges, the articles at their ends, and the counterparts of a repealed
 * document's articles in the instrument that repealed it. Public records only. Read whole: the
 * graph grows with the articles (about 1,200 resolved article edges for 2,000 articles).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { PUBLIC_TAX_CATEGORY } from './legislation-repository.ts';

export interface GraphEdgeRow {
  kind: 'implements' | 'refers_to';
  fromId: number;
  fromArticle: string;
  toId: number;
  toArticle: string;
}

export interface GraphArticleRow {
  legislationId: number;
  number: string;
  heading: string | null;
  slug: string;
  title: string;
  status: string | null;
}

/** A repealed document's article and an article of the instrument that repealed it, with how they match. */
export interface GraphReplacementRow {
  repealedId: number;
  repealedNumber: string;
  replacementId: number;
  replacementNumber: string;
  sameHeading: boolean;
}

export interface CitationGraphRows {
  /** corpus_version when read: the graph changes with every edit of a text. */
  version: number | null;
  edges: GraphEdgeRow[];
  articles: GraphArticleRow[];
  replacements: GraphReplacementRow[];
  /**
   * Repealed document → the document that repealed it (also for repealed instruments whose text the collection
   * lacks), with what names the replacing one and whether the collection holds its text.
   */
  repealedBy: Array<{ repealedId: number; replacementId: number; slug: string | null; title: string; titleAr: string | null; hasText: boolean }>;
}

export async function loadCitationGraph(db: Db): Promise<CitationGraphRows> {
  const [versionRows, edgeRows, articleRows, replacementRows, repealRows] = await Promise.all([
    db.all<{ version: number }>(sql`SELECT version FROM corpus_version WHERE id = 1`),
    // The English and the Arabic text of an article usually state the same reference: one edge.
    db.all<{ kind: 'implements' | 'refers_to'; from_id: number; from_article: string; to_id: number; to_article: string }>(sql`
      SELECT DISTINCT r.kind, r.from_legislation_id AS from_id, r.from_article, r.to_legislation_id AS to_id, r.to_article
      FROM legislation_references r
      WHERE r.kind IN ('implements', 'refers_to') AND r.from_article IS NOT NULL AND r.to_legislation_id IS NOT NULL AND r.to_article IS NOT NULL`),
    // Only the articles the graph can reach: ends of edges, and both sides of a repealed document's counterparts.
    db.all<{ legislation_id: number; number: string; heading: string | null; slug: string; title: string; status: string | null }>(sql`
      WITH ends(id, number) AS (
        SELECT from_legislation_id, from_article FROM legislation_references WHERE kind IN ('implements', 'refers_to') AND from_article IS NOT NULL
        UNION SELECT to_legislation_id, to_article FROM legislation_references WHERE kind IN ('implements', 'refers_to') AND to_article IS NOT NULL
        UNION SELECT rel.from_legislation_id, r.to_article FROM legislation_references r
          JOIN legislation_references rel ON rel.kind = 'repeals' AND rel.to_legislation_id = r.to_legislation_id
          WHERE r.kind IN ('implements', 'refers_to') AND r.to_article IS NOT NULL
        UNION SELECT a.legislation_id, a.number FROM legislation_references rel JOIN articles a
          ON rel.kind = 'repeals' AND a.legislation_id IN (rel.from_legislation_id, rel.to_legislation_id)
      )
      SELECT a.legislation_id, a.number, a.heading, l.slug, l.title, l.status
      FROM ends e JOIN articles a ON a.legislation_id = e.id AND a.number = e.number JOIN legislation l ON l.id = a.legislation_id
      WHERE l.slug IS NOT NULL AND l.tax_category = ${PUBLIC_TAX_CATEGORY}`),
    db.all<{ repealed_id: number; repealed_number: string; replacement_id: number; replacement_number: string; same_heading: number }>(sql`
      SELECT rel.to_legislation_id AS repealed_id, old.number AS repealed_number, rel.from_legislation_id AS replacement_id,
        new.number AS replacement_number, coalesce(lower(trim(new.heading)) = lower(trim(old.heading)), 0) AS same_heading
      FROM legislation_references rel
      JOIN articles old ON old.legislation_id = rel.to_legislation_id
      JOIN articles new ON new.legislation_id = rel.from_legislation_id
        AND (new.number = old.number OR lower(trim(new.heading)) = lower(trim(old.heading)))
      WHERE rel.kind = 'repeals' AND rel.to_legislation_id IS NOT NULL AND rel.from_legislation_id <> rel.to_legislation_id`),
    db.all<{ repealed_id: number; replacement_id: number; slug: string | null; title: string; title_ar: string | null; has_text: number }>(sql`
      SELECT DISTINCT r.to_legislation_id AS repealed_id, r.from_legislation_id AS replacement_id, l.slug, l.title, l.title_ar,
        EXISTS (SELECT 1 FROM articles a WHERE a.legislation_id = l.id) AS has_text
      FROM legislation_references r JOIN legislation l ON l.id = r.from_legislation_id
      WHERE r.kind = 'repeals' AND r.to_legislation_id IS NOT NULL AND r.from_legislation_id <> r.to_legislation_id`),
  ]);
  return {
    version: versionRows[0]?.version ?? null,
    edges: edgeRows.map((r) => ({ kind: r.kind, fromId: r.from_id, fromArticle: r.from_article, toId: r.to_id, toArticle: r.to_article })),
    articles: articleRows.map((r) => ({
      legislationId: r.legislation_id,
      number: r.number,
      heading: r.heading,
      slug: r.slug,
      title: r.title,
      status: r.status,
    })),
    replacements: replacementRows.map((r) => ({
      repealedId: r.repealed_id,
      repealedNumber: r.repealed_number,
      replacementId: r.replacement_id,
      replacementNumber: r.replacement_number,
      sameHeading: r.same_heading === 1,
    })),
    repealedBy: repealRows.map((r) => ({
      repealedId: r.repealed_id,
      replacementId: r.replacement_id,
      slug: r.slug,
      title: r.title,
      titleAr: r.title_ar,
      hasText: r.has_text === 1,
    })),
  };
}
