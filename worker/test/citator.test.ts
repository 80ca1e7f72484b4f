/**
 * The citator through the real seed and API: the edges the seed stores for the corpus slice, their
 * grouping on GET /api/legislation/:id, and their refresh when an administrator edits a text.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { ReferenceEdge } from '../../schema/api/citator.ts';
import type { LegislationDetail } from '../../schema/api/legislation.ts';
import { call, signedInUser } from './helpers.ts';
import { forgetCorpusVersion } from '../src/services/legislation/corpus-version.ts';

async function detail(slugOrId: string | number) {
  const res = await call(`/api/legislation/${slugOrId}`);
  expect(res.status).toBe(200);
  return res.json as unknown as LegislationDetail;
}

const ends = (edges: ReferenceEdge[], side: 'from' | 'to') => edges.map((e) => `${e[side].slug}#${e[side].article}`);

describe('the seed stores the references of the corpus', () => {
  it('has Article 21 of the Corporate Tax Law implemented by Ministerial Decision No. 73 of 2023, and the reverse', async () => {
    const law = await detail('fdl-47-2022');
    const md73 = await detail('md-73-2023');
    const implementedBy = law.citator.articles['21']?.implemented_by ?? [];
    expect(ends(implementedBy, 'from')).toContain('md-73-2023#2');
    const implementing = implementedBy.find((e) => e.from.slug === 'md-73-2023' && e.from.article === '2')!;
    expect(implementing.from.url).toBe(`/legislation/${md73.id}#article-2`);
    expect(implementing.to).toMatchObject({ slug: 'fdl-47-2022', article: '21', url: `/legislation/${law.id}#article-21`, repealed: false });

    const implementsLaw = md73.citator.articles['2']?.implements ?? [];
    expect(ends(implementsLaw, 'to')).toContain('fdl-47-2022#21');
  });

  it('gives every text reference the span of its words in the article, in English and in Arabic', async () => {
    const md73 = await detail('md-73-2023');
    const edges = md73.citator.articles['2']!.implements;
    for (const language of ['en', 'ar'] as const) {
      const edge = edges.find((e) => e.span?.language === language && e.to.article === '21');
      expect(edge, language).toBeDefined();
      const article = md73.articles.find((a) => a.number === '2')!;
      const text = language === 'en' ? article.text_en : article.text_ar!;
      expect(text.slice(edge!.span!.start, edge!.span!.end)).toBe(edge!.text);
    }
  });

  it('links references within a document to the article they name', async () => {
    const law = await detail('fdl-47-2022');
    const internal = Object.values(law.citator.articles)
      .flatMap((a) => a.refers_to)
      .filter((e) => e.to.slug === 'fdl-47-2022' && e.to.article);
    expect(internal.length).toBeGreaterThan(20);
    for (const e of internal.slice(0, 50))
      expect(
        law.articles.some((a) => a.number === e.to.article),
        `${e.text} → ${e.to.article}`,
      ).toBe(true);
  });
});

describe('an edited text refreshes its references', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser({ email: 'admin@test.example' });
  });

  it('stores the references of the new text, resolved against the collection', async () => {
    const created = await call('/api/legislation', { body: { title: 'Ministerial Decision on Citator Testing' }, cookie: admin.cookie });
    const id = (created.json as { record: { id: number } }).record.id;
    // Other test files share the database and count the public records: this one goes when the test ends.
    onTestFinished(async () => {
      await env.DB.prepare('DELETE FROM legislation WHERE id = ?').bind(id).run();
      forgetCorpusVersion();
    });
    const text =
      '### Article (1): Scope\nFor the purposes of Article (21) of the Corporate Tax Law, this Decision applies.\n\n### Article (2): Effect\nArticle (1) of this Decision applies from its publication.';
    const res = await call(`/api/legislation/${id}`, { method: 'PATCH', body: { original_text: text }, cookie: admin.cookie });
    expect(res.status).toBe(200);

    const doc = await detail(id);
    expect(ends(doc.citator.articles['1']!.implements, 'to')).toEqual(['fdl-47-2022#21']);
    expect(doc.citator.articles['2']!.refers_to.some((e) => e.to.legislation_id === id && e.to.article === '1')).toBe(true);
    const law = await detail('fdl-47-2022');
    expect(law.citator.articles['21']!.implemented_by.some((e) => e.from.legislation_id === id)).toBe(true);

    await call(`/api/legislation/${id}`, {
      method: 'PATCH',
      body: { original_text: '### Article (1): Scope\nNothing refers anywhere.' },
      cookie: admin.cookie,
    });
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM legislation_references WHERE from_legislation_id = ?').bind(id).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});
