/**
 * Legislation management inside workerd on real migrations and a slice of the corpus: only admins
 * create and edit, every field is validated, and what is derived from an edit stays true (keyword
 * search, the article index retrieval reads, figures, key-point citations, the audit log).
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_LEGISLATION_MESSAGES as M,
  type AdminLegislationDetailResponse,
  type CreateLegislationResponse,
  type UpdateLegislationResponse,
} from '../../schema/api/admin-legislation.ts';
import type { LegislationListResponse, PassageResponse } from '../../schema/api/legislation.ts';
import { contextCostAed, estimateTokens } from '../../schema/pricing.ts';
import { countWords } from '../../schema/word-count.ts';
import { call, signedInUser } from './helpers.ts';
import { forgetCorpusVersion } from '../src/services/legislation/corpus-version.ts';
import { createDb } from '../src/db/client.ts';
import { applyRecordEdit } from '../src/db/repositories/admin-legislation-repository.ts';
import { readCorpusVersion } from '../src/db/repositories/corpus-version-repository.ts';

let admin: Awaited<ReturnType<typeof signedInUser>>;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  admin = await signedInUser({ email: 'admin@test.example' }); // in ADMIN_EMAILS (vitest.config.ts)
  user = await signedInUser();
});

/** Records this file creates: deleted after it, so the other files see the fixture corpus as seeded. */
const created: number[] = [];
afterAll(async () => {
  if (created.length) await env.DB.prepare(`DELETE FROM legislation WHERE id IN (${created.join(',')})`).run();
  forgetCorpusVersion();
});

let unique = 0;
/** A word no document contains, so searches find only what a test wrote. */
const coined = (stem: string) => `${stem}${(unique += 1)}q${Math.random().toString(36).slice(2, 7)}`;

async function create(body: Record<string, unknown>) {
  const res = await call('/api/legislation', { body, cookie: admin.cookie });
  const record = (res.json as unknown as CreateLegislationResponse).record;
  if (record?.id) created.push(record.id);
  return { ...res, record };
}

const patch = (id: number, body: unknown, cookie = admin.cookie) => call(`/api/legislation/${id}`, { method: 'PATCH', body, cookie });
const updated = (res: Awaited<ReturnType<typeof patch>>) => res.json as unknown as UpdateLegislationResponse;

async function detail(id: number) {
  const res = await call(`/api/admin/legislation/${id}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return res.json as unknown as AdminLegislationDetailResponse;
}

async function keywordSearch(word: string) {
  const res = await call(`/api/legislation?search=${encodeURIComponent(word)}`);
  return (res.json as unknown as LegislationListResponse).records;
}

async function passages(question: string) {
  const res = await call(`/api/passages?q=${encodeURIComponent(question)}&k=5`);
  expect(res.status).toBe(200);
  return (res.json as unknown as PassageResponse).results;
}

const idOf = async (slug: string) => (await env.DB.prepare('SELECT id FROM legislation WHERE slug = ?').bind(slug).first<{ id: number }>())!.id;

describe('guards', () => {
  it.each([
    ['GET', '/api/admin/legislation'],
    ['GET', '/api/admin/legislation/1'],
    ['POST', '/api/legislation'],
    ['PATCH', '/api/legislation/1'],
  ])('%s %s: 401 anonymous, 403 for a user', async (method, path) => {
    const body = method === 'GET' ? undefined : { title: 'x' };
    expect((await call(path, { method, body })).status).toBe(401);
    expect((await call(path, { method, body, cookie: user.cookie })).status).toBe(403);
  });

  it('lists every record for an admin, of every tax category, and narrows by keyword', async () => {
    const all = await call('/api/admin/legislation', { cookie: admin.cookie });
    expect(all.status).toBe(200);
    const records = (all.json as { records: Array<{ id: number; title: string }> }).records;
    expect(records.length).toBeGreaterThan(3);
    const found = await call('/api/admin/legislation?search=small%20business', { cookie: admin.cookie });
    const titles = (found.json as { records: Array<{ title: string }> }).records.map((r) => r.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(records.length);
    // A title written with a typographic apostrophe (as the Pillar Two decision writes "Entity’s"): found whichever
    // apostrophe the admin types.
    const word = coined('Quorvex');
    const { record } = await create({ title: `Decision on each ${word}’s Levies`, legislation: 'Cabinet Decision', chapter: '_none', status: 'Active' });
    const idsFor = async (search: string) =>
      (
        (await call(`/api/admin/legislation?search=${encodeURIComponent(search)}`, { cookie: admin.cookie })).json as { records: Array<{ id: number }> }
      ).records.map((r) => r.id);
    expect(await idsFor(`${word}'s levies`)).toEqual([record.id]);
    expect(await idsFor(`${word}’s levies`)).toEqual([record.id]);
  });
});

describe('POST /api/legislation', () => {
  it('creates a record that keyword search finds at once, with the default tax category and an audit entry', async () => {
    const word = coined('Zorblatt');
    const res = await create({ title: `Ministerial Decision on ${word} Levies`, legislation: 'Ministerial Decision', chapter: '_none', status: 'Active' });
    expect(res.status).toBe(201);
    expect(res.record).toMatchObject({
      title: `Ministerial Decision on ${word} Levies`,
      legislation: 'Ministerial Decision',
      chapter: null,
      status: 'Active',
      tax_category: 'Corporate Tax',
      word_count: 0,
    });
    expect((await keywordSearch(word)).map((r) => r.id)).toEqual([res.record.id]);
    const { audit } = await detail(res.record.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'create', field: '*', user_email: 'admin@test.example' })]);
  });

  it('refuses a blank title and wrong types with a clear 400', async () => {
    for (const body of [{}, { title: '   ' }, { title: 'ok', status: 5 }, { title: 'x'.repeat(501) }]) {
      const res = await call('/api/legislation', { body, cookie: admin.cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.json.error).toBe('string');
    }
    expect((await call('/api/legislation', { body: { title: ' ' }, cookie: admin.cookie })).json.error).toBe(M.titleRequired);
  });
});

describe('PATCH /api/legislation/:id', () => {
  it('changes one field, sets updated_at and logs who changed it from what to what', async () => {
    const { record } = await create({ title: coined('Status test') });
    const res = await patch(record.id, { status: 'Repealed' });
    expect(res.status).toBe(200);
    const body = updated(res);
    expect(body.record.status).toBe('Repealed');
    expect(body.record.updated_at > record.updated_at).toBe(true);
    expect(body.audit[0]).toMatchObject({ action: 'update', field: 'status', old_value: null, new_value: 'Repealed', user_email: 'admin@test.example' });
    // A select's '_none' saves null.
    expect(updated(await patch(record.id, { legislation: '_none' })).record.legislation).toBeNull();
  });

  it('refuses anything but one known, valid field (400), and an unknown record (404)', async () => {
    const { record } = await create({ title: coined('Validation') });
    const cases: Array<[unknown, string]> = [
      [{ status: 'a', chapter: 'b' }, M.oneField],
      [{}, M.oneField],
      [{ owner: 'me' }, M.unknownField('owner')],
      // Names every object inherits are not fields either (they once reached a schema lookup: a 500).
      [{ constructor: 'x' }, M.unknownField('constructor')],
      [{ toString: 'x' }, M.unknownField('toString')],
      [{ word_count: 5 }, M.derivedField('word_count')],
      [{ year: 'abc' }, M.invalidNumber],
      [{ year: '20.5' }, M.invalidNumber],
      [{ title: '' }, M.titleRequired],
      [{ issue_date_actual: '2023-02-30' }, 'Issue date must be a real date'],
      [{ source_file: 'javascript:alert(1)' }, 'Source file (URL of the original) must be an http(s) address'],
    ];
    for (const [body, error] of cases) {
      const res = await patch(record.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(error);
    }
    expect(updated(await patch(record.id, { year: '2024' })).record.year).toBe(2024);
    expect((await patch(999_999, { status: 'x' })).status).toBe(404);
    expect((await patch(record.id, '[1,2]')).status).toBe(400);
  });

  it('re-splits the articles from an edited text: figures, keyword search and retrieval follow at once', async () => {
    const levy = coined('Quillfeather');
    const { record } = await create({ title: coined('Text edit') });
    const text = `### Article (1): Scope\nThe ${levy} levy applies to every imported widget.\n\n### Article (2): Rate\nThe rate is nine percent of the customs value.`;
    const res = updated(await patch(record.id, { original_text: text }));
    const words = countWords(text);
    expect(res.record).toMatchObject({
      article_count: 2,
      word_count: words,
      estimated_tokens: estimateTokens(words),
      context_cost: contextCostAed(estimateTokens(words)),
      has_text: true,
    });
    expect((await keywordSearch(levy)).map((r) => r.id)).toEqual([record.id]);
    const hits = await passages(`${levy} levy imported widget`);
    expect(hits[0]).toMatchObject({ legislation_id: record.id, article: { number: '1' } });

    // A second edit: retrieval reads the new text, not a cached one, and the unchanged article keeps its id.
    const idOfArticle = async (n: string) =>
      (await env.DB.prepare('SELECT id FROM articles WHERE legislation_id = ? AND number = ?').bind(record.id, n).first<{ id: number }>())?.id;
    const article2 = await idOfArticle('2');
    const renamed = coined('Brightwater');
    await patch(record.id, { original_text: text.replace(`The ${levy} levy`, `The ${renamed} duty`) });
    const after = await passages(`${renamed} duty imported widget`);
    expect(after[0]).toMatchObject({ legislation_id: record.id, article: { number: '1' } });
    expect(after[0]!.snippet.map((s) => s.text).join('')).toContain(renamed);
    expect(await keywordSearch(levy)).toEqual([]);
    expect(await idOfArticle('2')).toBe(article2);

    // Text without article headings has no articles; clearing the text clears the index.
    expect(updated(await patch(record.id, { original_text: '' })).record).toMatchObject({ article_count: 0, word_count: 0, has_text: false });
  });

  it('keeps the plain text following the structured Markdown, and refuses a malformed Markdown without changing anything', async () => {
    const { record } = await create({ title: coined('Markdown') });
    const markdown = '## Chapter One: General\n\n### Article (1): Definitions\n**Authority**: the Federal Tax Authority.';
    const res = updated(await patch(record.id, { markdown }));
    expect(res.record.original_text).toBe('Chapter One: General\n\nArticle (1): Definitions\nAuthority: the Federal Tax Authority.');
    expect(res.record.article_count).toBe(1);
    const conflict = await patch(record.id, { original_text: 'other' });
    expect(conflict.status).toBe(409);
    expect(conflict.json.error).toBe(M.textFollowsMarkdown);

    const broken = await patch(record.id, { markdown: '### Article (1): A\nx\n### Article (1): B\ny' });
    expect(broken.status).toBe(400);
    expect(broken.json.error).toMatch(/^The text could not be split into articles: passage number 1 appears twice/);
    expect((await detail(record.id)).record.markdown).toBe(markdown);
  });

  it('rewrites the key-point citations retrieval reads when the key points change', async () => {
    const id = await idOf('md-73-2023');
    const cited = async () =>
      (
        await env.DB.prepare(
          'SELECT l.slug, a.number FROM key_point_citations k JOIN articles a ON a.id = k.article_id JOIN legislation l ON l.id = a.legislation_id WHERE k.legislation_id = ? ORDER BY k.position',
        )
          .bind(id)
          .all<{ slug: string; number: string }>()
      ).results;
    // The seeded key points, put back at the end: retrieval tests of other files read them.
    const seeded = (await env.DB.prepare('SELECT key_points FROM legislation WHERE id = ?').bind(id).first<{ key_points: string | null }>())!.key_points;
    const seededCitations = await cited();
    try {
      const res = await patch(id, { key_points: 'Revenue threshold of AED 3,000,000 (Art. 2).\nSee Art. 21 of the Corporate Tax Law.' });
      expect(res.status).toBe(200);
      expect(await cited()).toEqual([
        { slug: 'md-73-2023', number: '2' },
        { slug: 'fdl-47-2022', number: '21' },
      ]);
      await patch(id, { key_points: null });
      expect(await cited()).toEqual([]);
    } finally {
      const restored = await patch(id, { key_points: seeded });
      expect(restored.status, restored.text).toBe(200);
    }
    expect(await cited()).toEqual(seededCitations);
  });
  it('reads the amends / repeals relations again when a title, status note or text that states one is edited', async () => {
    const relations = async () =>
      (
        await env.DB.prepare(
          `SELECT kind, from_legislation_id AS "from", to_legislation_id AS "to", text, source FROM legislation_references
           WHERE from_article IS NULL AND kind IN ('amends', 'repeals') ORDER BY kind, from_legislation_id, to_legislation_id, text`,
        ).all<{ kind: string; from: number; to: number | null; text: string; source: string }>()
      ).results;
    const citatorOf = async (id: number) => (await call(`/api/legislation/${id}`)).json.citator as { repealed_by: Array<{ from: { legislation_id: number } }> };
    const seeded = await relations();
    const [md139, md301] = [await idOf('md-139-2023'), await idOf('md-301-2024')];
    const { record: repealing } = await create({ title: coined('Repealing decision'), legislation: 'Ministerial Decision' });
    const { record: abrogated } = await create({ title: coined('Abrogated decision'), legislation: 'Ministerial Decision' });
    try {
      // An edit that states no relation leaves them all as the seed wrote them: read again from the whole collection.
      await patch(repealing.id, { title: coined('Repealing decision') });
      expect(await relations()).toEqual(seeded);

      // A repeal article written into a text.
      const markdown =
        '### Article (1): Repeals\nMinisterial Decision No. (139) of 2023 Regarding Qualifying Activities and Excluded Activities is hereby repealed.';
      expect((await patch(repealing.id, { markdown })).status).toBe(200);
      expect((await citatorOf(md139)).repealed_by.map((e) => e.from.legislation_id)).toContain(repealing.id);
      // A status note naming what abrogated the record.
      expect((await patch(abrogated.id, { status_note: 'Abrogated by Ministerial Decision No. 301 of 2024.' })).status).toBe(200);
      expect((await citatorOf(abrogated.id)).repealed_by.map((e) => e.from.legislation_id)).toEqual([md301]);

      // Taken back, they are gone again.
      await patch(repealing.id, { markdown: '### Article (1): Scope\nThis Decision applies to nothing.' });
      await patch(abrogated.id, { status_note: null });
      expect((await citatorOf(md139)).repealed_by.map((e) => e.from.legislation_id)).not.toContain(repealing.id);
      expect((await citatorOf(abrogated.id)).repealed_by).toEqual([]);
    } finally {
      await patch(repealing.id, { markdown: null });
      await patch(abrogated.id, { status_note: null });
    }
    expect(await relations()).toEqual(seeded);
  });

  it('reads the relation a new record’s title states when it is created', async () => {
    const md73 = await idOf('md-73-2023');
    const amendedBy = async () =>
      ((await call(`/api/legislation/${md73}`)).json.citator as { amended_by: Array<{ from: { legislation_id: number } }> }).amended_by.map(
        (e) => e.from.legislation_id,
      );
    const { record, status } = await create({
      title: `${coined('Decision')} Amending Ministerial Decision No. 73 of 2023`,
      legislation: 'Ministerial Decision',
    });
    expect(status).toBe(201);
    try {
      expect(await amendedBy()).toContain(record.id);
    } finally {
      await patch(record.id, { title: coined('Decision') });
    }
    expect(await amendedBy()).not.toContain(record.id);
  });

  it('writes nothing of an edit derived from the collection before another change landed', async () => {
    const { record } = await create({ title: coined('Stale decision'), legislation: 'Ministerial Decision' });
    const db = createDb(env.DB);
    const readAt = await readCorpusVersion(db);
    const audit = { userId: admin.user.id, userEmail: 'admin@test.example', field: 'title', oldValue: null, newValue: 'x' };
    const edit = (title: string) => ({ id: record.id, set: { title }, audit, readAt });
    const relations = () => env.DB.prepare(`SELECT count(*) AS n FROM legislation_references WHERE from_article IS NULL`).first<{ n: number }>();
    const before = await relations();
    expect(before!.n).toBeGreaterThan(0);
    // Another edit lands: the version moves on, and an edit read before it is refused whole, its relations (here none:
    // it would have removed every one) with it.
    expect(await applyRecordEdit(db, edit('Landed'))).toBe(true);
    expect(await applyRecordEdit(db, { ...edit('Stale'), relations: [] })).toBe(false);
    expect((await detail(record.id)).record.title).toBe('Landed');
    expect(await readCorpusVersion(db)).toBe(readAt + 1);
    expect(await relations()).toEqual(before);
  });

  it('keeps every relation when administrators edit records that state one at the same moment', async () => {
    const repealedBy = async (id: number) =>
      ((await call(`/api/legislation/${id}`)).json.citator as { repealed_by: Array<{ from: { legislation_id: number } }> }).repealed_by.map(
        (e) => e.from.legislation_id,
      );
    const [md139, md301] = [await idOf('md-139-2023'), await idOf('md-301-2024')];
    const records = [];
    for (let i = 0; i < 3; i++) records.push((await create({ title: coined('Abrogated decision'), legislation: 'Ministerial Decision' })).record);
    const notes = ['Abrogated by Ministerial Decision No. 301 of 2024.', 'Repealed by Ministerial Decision No. 139 of 2023.', null];
    try {
      // Each edit reads the whole collection to derive every relation, then replaces them all: an edit that read before
      // another's write used to put the collection back as it was before that edit (one relation lost).
      const answers = await Promise.all([
        patch(records[0]!.id, { status_note: notes[0] }),
        patch(records[1]!.id, { status_note: notes[1] }),
        patch(records[2]!.id, { title_ar: 'قرار' }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await repealedBy(records[0]!.id)).toEqual([md301]);
      expect(await repealedBy(records[1]!.id)).toEqual([md139]);
      expect((await detail(records[0]!.id)).record.status_note).toBe(notes[0]);
      expect((await detail(records[2]!.id)).record.title_ar).toBe('قرار');
    } finally {
      for (const r of records) await patch(r.id, { status_note: null });
    }
  });
});
