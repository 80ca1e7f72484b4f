/**
 * The cross-reference graph as retrieval reads it: for an article ("slug#number"), the articles it
 * implements or refers to, those that implement or refer to it, and, when its document is repealed,
 * its counterpart in the instrument that replaced it. Built once per isolate from the citator's
 * stored edges (citation-graph-repository.ts).
 */
import type { CitationGraphRows, GraphArticleRow } from '../../db/repositories/citation-graph-repository.ts';
import { articleKey, isRepealed } from './scoring.ts';
import type { PassageLink, Replacement } from './types.ts';

export type LinkKind = PassageLink['kind'];

export interface GraphNeighbour {
  key: string;
  kind: LinkKind;
}

const INVERSE = { implements: 'implemented_by', refers_to: 'referred_to_by' } as const;

export class CitationGraph {
  private readonly nodes = new Map<string, GraphArticleRow>();
  private readonly adjacent = new Map<string, GraphNeighbour[]>();
  /** Repealed document → the instrument that replaced it. */
  private readonly replacements = new Map<number, Replacement>();

  constructor(
    readonly version: number | null,
    rows: Omit<CitationGraphRows, 'version'>,
  ) {
    const byId = new Map<string, GraphArticleRow>();
    for (const a of rows.articles) {
      byId.set(`${a.legislationId}#${a.number}`, a);
      this.nodes.set(articleKey(a.slug, a.number), a);
    }
    const keyOf = (id: number, number: string) => {
      const a = byId.get(`${id}#${number}`);
      return a ? articleKey(a.slug, a.number) : null;
    };
    // A repealed article's counterpart: the replacing article with the same heading, else the same number.
    const counterpart = new Map<string, { key: string; sameHeading: boolean }>();
    for (const r of rows.replacements) {
      const old = `${r.repealedId}#${r.repealedNumber}`;
      const replacement = keyOf(r.replacementId, r.replacementNumber);
      if (!replacement) continue;
      const known = counterpart.get(old);
      if (!known || (r.sameHeading && !known.sameHeading)) counterpart.set(old, { key: replacement, sameHeading: r.sameHeading });
    }
    const repealedBy = new Map(rows.repealedBy.map((r) => [r.repealedId, r.replacementId]));
    for (const r of rows.repealedBy) {
      this.replacements.set(r.repealedId, { legislationId: r.replacementId, slug: r.slug, title: r.title, titleAr: r.titleAr, hasText: r.hasText });
    }
    /** Where a reference into a repealed instrument leads today: its counterpart, or, when the collection lacks the repealed text, the replacing instrument's article of the same number. */
    const successor = (id: number, number: string) => {
      const known = counterpart.get(`${id}#${number}`)?.key;
      if (known) return known;
      const replacement = repealedBy.get(id);
      return replacement !== undefined && !keyOf(id, number) ? keyOf(replacement, number) : null;
    };
    for (const e of rows.edges) {
      const from = keyOf(e.fromId, e.fromArticle);
      if (!from) continue;
      for (const to of [keyOf(e.toId, e.toArticle), successor(e.toId, e.toArticle)]) {
        if (!to || to === from) continue;
        this.link(from, to, e.kind);
        this.link(to, from, INVERSE[e.kind]);
      }
    }
    for (const [old, { key }] of counterpart) {
      const [id, number] = [Number(old.slice(0, old.indexOf('#'))), old.slice(old.indexOf('#') + 1)];
      const from = keyOf(id, number);
      if (from && from !== key) this.link(from, key, 'replaced_by');
    }
  }

  private link(from: string, to: string, kind: LinkKind): void {
    const list = this.adjacent.get(from) ?? [];
    // Implementation outranks a plain reference between the same two articles.
    const at = list.findIndex((n) => n.key === to);
    if (at < 0) list.push({ key: to, kind });
    else if (strength(kind) > strength(list[at]!.kind)) list[at] = { key: to, kind };
    this.adjacent.set(from, list);
  }

  /** The instrument that replaced a repealed document, when the citator knows it. */
  replacementOf(legislationId: number): Replacement | null {
    return this.replacements.get(legislationId) ?? null;
  }

  neighbours(key: string): readonly GraphNeighbour[] {
    return this.adjacent.get(key) ?? [];
  }

  /** The article's edges as the analyst reads them; `retrieved` marks targets among the given keys. */
  links(key: string, retrieved: ReadonlySet<string>): PassageLink[] {
    return this.neighbours(key).flatMap((n) => {
      const a = this.nodes.get(n.key);
      return a ? [passageLink(n.kind, a, retrieved.has(n.key))] : [];
    });
  }
}

function strength(kind: LinkKind): number {
  return kind === 'replaced_by' ? 3 : kind === 'implements' || kind === 'implemented_by' ? 2 : 1;
}

/** A link to the article `to` as a passage carries it. */
export function passageLink(
  kind: LinkKind,
  to: Pick<GraphArticleRow, 'legislationId' | 'slug' | 'title' | 'number' | 'heading' | 'status'>,
  retrieved: boolean,
): PassageLink {
  return {
    kind,
    legislationId: to.legislationId,
    slug: to.slug,
    title: to.title,
    number: to.number,
    heading: to.heading,
    repealed: isRepealed(to.status),
    retrieved,
  };
}
