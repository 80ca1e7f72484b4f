/**
 * The amends / repeals relations of the whole collection (./relations.ts), read again when an administrator's edit may
 * change one: a title ("… Amending Cabinet Decision No. 75 of 2023"), a status note ("Abrogated by …"), a text's repeal
 * article, or the type, number or year other records name it by. The seed derives them the same way
 * (seed/build-seed-sql.ts); without this, an edit left them as the last seed had them, and the citator, the MCP
 * server's check_status and the answers to "Is it still in force?" (decision 038) with them.
 */
import { citatorCatalog, recordMarkdowns } from '../../db/repositories/admin-legislation-repository.ts';
import type { Db } from '../../db/client.ts';
import type { InstrumentRelation } from '../../db/shapes.ts';
import { documentRelations } from './relations.ts';
import type { CatalogDocument } from './types.ts';

/** A record as the citator names it: its slug, or its id for a record an administrator created (it has no slug). */
export const catalogKey = (r: { id: number; slug: string | null }): string => r.slug ?? `#${r.id}`;

/** The collection as the citator's parser resolves names against it, and each entry's record id. */
export async function keyedCatalog(db: Db): Promise<{ catalog: CatalogDocument[]; idByKey: Map<string, number> }> {
  const rows = await citatorCatalog(db);
  return {
    catalog: rows.map(({ id, ...r }) => ({ ...r, slug: catalogKey({ id, slug: r.slug }) })),
    idByKey: new Map(rows.map((r) => [catalogKey(r), r.id])),
  };
}

/** What an edit is about to change of one record, as the relations read it. */
export interface PendingRecordChange {
  id: number;
  catalog?: Partial<Omit<CatalogDocument, 'slug'>>;
  /** Its new Markdown text (null: none). */
  markdown?: string | null;
}

/** Every amends / repeals relation of the collection as it will be after `change`, by record id. */
export async function collectionRelations(db: Db, change: PendingRecordChange): Promise<InstrumentRelation[]> {
  const [{ catalog, idByKey }, markdowns] = await Promise.all([keyedCatalog(db), recordMarkdowns(db)]);
  const changed = catalog.map((c) => (idByKey.get(c.slug) === change.id ? { ...c, ...change.catalog } : c));
  const texts = new Map(markdowns.filter((m) => m.id !== change.id).map((m) => [catalogKey(m), m.markdown]));
  const own = catalog.find((c) => idByKey.get(c.slug) === change.id);
  if (own) {
    const markdown = change.markdown === undefined ? markdowns.find((m) => m.id === change.id)?.markdown : change.markdown;
    if (markdown) texts.set(own.slug, markdown);
  }
  return documentRelations(changed, texts).flatMap((r) => {
    const from = idByKey.get(r.fromSlug);
    if (from === undefined) return [];
    return [
      { kind: r.kind, fromLegislationId: from, toLegislationId: r.toSlug === null ? null : (idByKey.get(r.toSlug) ?? null), text: r.text, source: r.source },
    ];
  });
}
