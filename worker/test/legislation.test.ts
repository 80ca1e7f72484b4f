import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  MAX_MATCH_IDS,
  RECORDS_WITH_MATCHES,
  type ArticleMatchesResponse,
  type LegislationDetail,
  type LegislationListResponse,
} from '../../schema/api/legislation.ts';
import worker from '../src/index.ts';
import { fetchWorker } from './helpers.ts';
import { forgetCorpusVersion } from '../src/services/legislation/corpus-version.ts';
import { recordingEnv } from './support/d1-statements.ts';
import { parseKeyword } from '../src/services/search/keyword-query.ts';

async function list(query: string) {
  const res = await fetchWorker(`http://localhost/api/legislation${query}`);
  return { status: res.status, body: (await res.json()) as LegislationListResponse & { error?: string } };
}

describe('GET /api/legislation', () => {
  it('lists every fixture record, newest issue date first, undated last', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total_records).toBe(10);
    expect(body.total).toBe(10);
    const dates = body.records.map((r) => r.issue_date_actual);
    const dated = dates.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(dates.slice(dated.length).every((d) => d === null)).toBe(true);
    const md73 = body.records.find((r) => r.slug === 'md-73-2023')!;
    expect(md73.legislation).toBe('Ministerial Decision');
    expect(md73.tax_category).toBe('Corporate Tax');
    expect(md73.has_text).toBe(true);
    // Key points are not part of the list; a row loads them from the record's overview.
    expect('key_points' in md73).toBe(false);
    const overview = await fetchWorker(`http://localhost/api/legislation/${md73.id}/overview`);
    expect(overview.status).toBe(200);
    const withKeyPoints = (await overview.json()) as Record<string, unknown>;
    expect((withKeyPoints.key_points as string[]).length).toBeGreaterThan(3);
    expect(withKeyPoints).not.toHaveProperty('original_text');
    expect(withKeyPoints.summary).toBe(md73.summary);
    // The team's Arabic of the summary and key points (seed/editorial/ar): in the overview, both, one Arabic key point per
    // English one; in the list, the summary only for an Arabic reader (lang=ar).
    expect(withKeyPoints.summary_ar).toMatch(/تسهيلات الأعمال الصغيرة/);
    expect((withKeyPoints.key_points_ar as string[]).length).toBe((withKeyPoints.key_points as string[]).length);
    expect(md73.summary_ar).toBeNull();
    expect('key_points_ar' in md73).toBe(false);
    const arabicList = (await (await fetchWorker('http://localhost/api/legislation?lang=ar')).json()) as LegislationListResponse;
    expect(arabicList.records.find((r) => r.slug === 'md-73-2023')!.summary_ar).toBe(withKeyPoints.summary_ar);
    const badLang = await fetchWorker('http://localhost/api/legislation?lang=fr');
    expect(badLang.status).toBe(400);
    expect(await badLang.json()).toEqual({ error: 'lang must be one of en, ar', code: 'VALIDATION_FAILED', details: { issues: [{ field: 'lang' }] } });
    expect((await fetchWorker('http://localhost/api/legislation/999999/overview')).status).toBe(404);
    const bad = await fetchWorker('http://localhost/api/legislation/md-73-2023/overview');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'id must be a legislation id', code: 'VALIDATION_FAILED', details: { issues: [{ field: 'id' }] } });
    expect(md73.estimated_tokens).toBe(Math.ceil(md73.word_count * 1.3));
    expect(body.records.find((r) => r.slug === 'cd-55-2023')!.has_text).toBe(false);
  });

  it('finds "Small Business Relief" in the decision and in Article 21 of the Corporate Tax Law', async () => {
    const { body } = await list('?search=small%20BUSINESS%20relief');
    const slugs = body.records.map((r) => r.slug);
    expect(slugs).toContain('md-73-2023');
    expect(slugs).toContain('fdl-47-2022');
    expect(slugs).not.toContain('fta-5-2023');
    const law = body.records.find((r) => r.slug === 'fdl-47-2022')!;
    const art21 = law.matches!.articles.find((a) => a.number === '21');
    expect(art21).toBeDefined();
    expect(art21!.anchor).toBe('article-21');
    expect(art21!.snippet.some((s) => s.hit && s.text.toLowerCase() === 'small business relief')).toBe(true);
    expect(law.matches!.total).toBeGreaterThanOrEqual(law.matches!.articles.length);
  });

  it('matches substrings exactly, not words in any order', async () => {
    expect((await list('?search=relief%20business%20small')).body.total).toBe(0);
    expect((await list('?search=usiness%20Reli')).body.records.map((r) => r.slug)).toContain('md-73-2023');
  });

  it('finds a keyword whichever apostrophe the text and the searcher wrote, and reads a quoted keyword as its phrase', async () => {
    const filler = 'Nothing about it here. '.repeat(30);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO legislation (slug, title, tax_category, original_text, issue_date_actual) VALUES
           ('apostrophe-typewriter', 'Typewriter apostrophe', 'Corporate Tax', 'A Quuxentity''s income.', '2020-01-03'),
           ('apostrophe-typographic', 'Typographic apostrophe', 'Corporate Tax', 'A Quuxentity’s income.', '2020-01-02'),
           ('apostrophe-none', 'No apostrophe', 'Corporate Tax', 'The Quuxentity s income.', '2020-01-01')`,
      ),
      env.DB.prepare(
        `INSERT INTO articles (legislation_id, ordinal, number, heading, text_en) SELECT id, 0, '1', 'Income', ? FROM legislation WHERE slug = 'apostrophe-typographic'`,
      ).bind(`${filler}Each Quuxentity’s income counts.`),
    ]);
    forgetCorpusVersion();
    try {
      for (const keyword of ["quuxentity's income", 'QUUXENTITY’S income', '"Quuxentity’s income"', "“quuxentity's income”"]) {
        const { status, body } = await list(`?search=${encodeURIComponent(keyword)}`);
        expect(status, keyword).toBe(200);
        expect(
          body.records.map((r) => r.slug),
          keyword,
        ).toEqual(['apostrophe-typewriter', 'apostrophe-typographic']);
        // The matching article is found, its excerpt cut around the hit, and the hit marked as the text writes it.
        const article = body.records[1]!.matches!.articles[0]!;
        expect(article.number, keyword).toBe('1');
        expect(article.snippet[0], keyword).toEqual({ text: '…', hit: false });
        expect(
          article.snippet.filter((s) => s.hit).map((s) => s.text),
          keyword,
        ).toEqual(['Quuxentity’s income']);
      }
      // Short keywords (a pair from the trigram vocabulary, one character by a scan): the records that hold them with any
      // apostrophe, as a scan of every text with the apostrophes made alike counts them.
      const texts = `coalesce(title, '') || char(10) || coalesce(summary, '') || char(10) || coalesce(original_text, '') || char(10)
        || coalesce(original_text_continued, '') || char(10) || coalesce(search_ar, '')`;
      for (const [keyword, needle] of [
        ["'s", "'s"],
        ['’', "'"],
      ] as const) {
        const scan = await env.DB.prepare(
          `SELECT count(*) AS n FROM legislation WHERE tax_category = 'Corporate Tax'
             AND instr(replace(replace(lower(${texts}), '’', ''''), '‘', ''''), ?) > 0`,
        )
          .bind(needle)
          .first<{ n: number }>();
        const { body } = await list(`?search=${encodeURIComponent(keyword)}`);
        expect(body.total, keyword).toBe(scan!.n);
        expect(body.total, keyword).toBeGreaterThan(2);
      }
    } finally {
      await env.DB.prepare("DELETE FROM legislation WHERE slug LIKE 'apostrophe-%'").run();
      forgetCorpusVersion();
    }
  });

  it('finds an article cited with or without parentheses, and lists the article a keyword names first', async () => {
    // The Law writes "Article (50)"; searchers type "Article 50" as often ("المادة 50" in Arabic).
    const law = (body: LegislationListResponse) => body.records.find((r) => r.slug === 'fdl-47-2022');
    const typed = (await list(`?search=${encodeURIComponent('Article 50')}`)).body;
    expect(law(typed)).toBeDefined();
    // No text abbreviates "Article"; a searcher does ("Art. 50").
    for (const keyword of ['Article (50)', 'article(50)', 'Art. 50', 'art 50', 'المادة 50', 'المادة (٥٠)']) {
      const { body } = await list(`?search=${encodeURIComponent(keyword)}`);
      expect(
        body.records.map((r) => r.slug),
        keyword,
      ).toContain('fdl-47-2022');
      expect(law(body)!.matches!.articles[0]!.number, keyword).toBe('50');
    }
    // Article 50 itself first (its text does not repeat its number), then the articles that cite it; counted once.
    const matches = law(typed)!.matches!;
    expect(matches.articles[0]).toMatchObject({ number: '50', heading: 'General Anti-abuse Rules', anchor: 'article-50' });
    expect(new Set(matches.articles.map((a) => a.number)).size).toBe(matches.articles.length);
    expect(matches.total).toBeGreaterThanOrEqual(matches.articles.length);
    // Every number of a citation alike: "Clause 1 of Article 50" meets the decision's "Clause (1) of Article (50)",
    // marked as the text writes it.
    const clause = (await list(`?search=${encodeURIComponent('Clause 1 of Article 50')}`)).body;
    expect(clause.records.map((r) => r.slug)).toContain('md-73-2023');
    const marked = clause.records.flatMap((r) => r.matches?.articles.flatMap((a) => a.snippet.filter((s) => s.hit).map((s) => s.text)) ?? []);
    expect(marked.length).toBeGreaterThan(0);
    expect(
      marked.every((text) => /^Clause \(1\) of Article \(50\)$/i.test(text)),
      marked.join(' | '),
    ).toBe(true);
  });

  it('finds an instrument by its number with or without parentheses, as its title and the texts that cite it write it', async () => {
    // Titles mostly write "Decision No. 5 of 2031", the texts "Decree-Law No. (5) of 2031", "رقم (5)".
    await env.DB.prepare(
      `INSERT INTO legislation (slug, title, tax_category, issue_date_actual, original_text, search_ar) VALUES
         ('number-title', 'Cabinet Decision No. 9876 of 2031 on Testing', 'Corporate Tax', '2020-01-02', NULL, NULL),
         ('number-text', 'A decision citing it', 'Corporate Tax', '2020-01-01', 'Under Cabinet Decision No. (9876) of 2031, ...', 'بموجب قرار مجلس الوزراء رقم (9876) لسنة 2031')`,
    ).run();
    forgetCorpusVersion();
    try {
      for (const keyword of ['Decision No. 9876 of 2031', 'decision no. (9876) of 2031', 'Decision No 9876', 'قرار مجلس الوزراء رقم 9876']) {
        const { body } = await list(`?search=${encodeURIComponent(keyword)}`);
        const expected = /[\u0600-\u06ff]/.test(keyword) ? ['number-text'] : ['number-text', 'number-title'];
        expect(body.records.map((r) => r.slug).sort(), keyword).toEqual(expected);
      }
    } finally {
      await env.DB.prepare("DELETE FROM legislation WHERE slug LIKE 'number-%'").run();
      forgetCorpusVersion();
    }
  });

  it('names the terms the texts write for an abbreviation they do not use, whatever the results', async () => {
    for (const keyword of ['QFZP', ' qfzps ', '"QFZP"']) {
      const { status, body } = await list(`?search=${encodeURIComponent(keyword)}`);
      expect(status, keyword).toBe(200);
      expect(body.spelled_out, keyword).toEqual({ abbreviation: 'QFZP', terms: ['Qualifying Free Zone Person', 'الشخص المؤهل القائم في المنطقة الحرة'] });
    }
    // Found or not, the note is the same; none for a term, a phrase around an abbreviation, or no keyword.
    expect((await list('?search=FTA')).body.spelled_out?.terms).toEqual(['Federal Tax Authority', 'الهيئة الاتحادية للضرائب']);
    for (const query of ['?search=Qualifying%20Free%20Zone%20Person', '?search=QFZP%20rules', '?all=1']) {
      expect((await list(query)).body, query).not.toHaveProperty('spelled_out');
    }
  });

  it("finds the texts' hyphenated words typed with spaces, and their British words typed the American way", async () => {
    await env.DB.prepare(
      `INSERT INTO legislation (slug, title, tax_category, issue_date_actual, original_text) VALUES
         ('hyphen-joined', 'Hyphen joined', 'Corporate Tax', '2020-01-02', 'A Non-Resident Quuxperson is taxed.'),
         ('hyphen-spaced', 'Hyphen spaced', 'Corporate Tax', '2020-01-01', 'A non resident quuxperson is taxed.')`,
    ).run();
    forgetCorpusVersion();
    try {
      const { body } = await list(`?search=${encodeURIComponent('non resident quuxperson')}`);
      expect(body.records.map((r) => r.slug).sort()).toEqual(['hyphen-joined', 'hyphen-spaced']);
      // And a word the texts spell the British way, typed the American way.
      await env.DB.prepare(`UPDATE legislation SET original_text = 'A Non-Resident Quuxperson recognised it.' WHERE slug = 'hyphen-joined'`).run();
      forgetCorpusVersion();
      expect((await list(`?search=${encodeURIComponent('quuxperson recognized')}`)).body.records.map((r) => r.slug)).toEqual(['hyphen-joined']);
      // Typed with the hyphen: as typed.
      expect((await list(`?search=${encodeURIComponent('Non-Resident Quuxperson')}`)).body.records.map((r) => r.slug)).toEqual(['hyphen-joined']);
      // A word the texts do not hyphenate is as typed.
      expect((await list(`?search=${encodeURIComponent('resident-quuxperson')}`)).body.total).toBe(0);
    } finally {
      await env.DB.prepare("DELETE FROM legislation WHERE slug LIKE 'hyphen-%'").run();
      forgetCorpusVersion();
    }
  });

  it("answers a keyword with every kind of spelling at once within D1's bound parameters", async () => {
    // Cited numbers, amounts, hyphenated words and an apostrophe multiply the spellings looked for.
    const keyword = "art 5 no 10 AED 375000 non resident's";
    expect(parseKeyword(keyword).locate.spellings.length).toBe(18);
    const { status, body } = await list(`?search=${encodeURIComponent(keyword)}`);
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    const matches = await fetchWorker(`http://localhost/api/legislation/matches?search=${encodeURIComponent(keyword)}&ids=1,2,3`);
    expect(matches.status).toBe(200);
  });

  it('finds an amount however its thousands are written, and a year as written', async () => {
    // The English texts write "375,000", the official Arabic "375.000"; a searcher may type either, or "375000".
    const slugs = async (keyword: string) =>
      (await list(`?search=${encodeURIComponent(keyword)}`)).body.records
        .map((r) => r.slug)
        .filter((slug) => slug?.startsWith('amount-'))
        .sort();
    await env.DB.prepare(
      `INSERT INTO legislation (slug, title, tax_category, issue_date_actual, original_text, search_ar) VALUES
         ('amount-commas', 'Amount with commas', 'Corporate Tax', '2020-01-02', 'Revenue of AED 9,876,543 in 2022.', NULL),
         ('amount-dots', 'Amount with dots', 'Corporate Tax', '2020-01-01', NULL, 'ايرادات 9.876.543 درهم')`,
    ).run();
    forgetCorpusVersion();
    try {
      for (const keyword of ['9,876,543', '9876543', '9.876.543']) expect(await slugs(keyword), keyword).toEqual(['amount-commas', 'amount-dots']);
      expect(await slugs('AED 9876543')).toEqual(['amount-commas']);
      // Part of a longer amount, as any substring; a decimal as typed; a year as written (the texts write years in four
      // plain digits, never grouped).
      expect(await slugs('876543')).toEqual(['amount-commas', 'amount-dots']);
      expect(await slugs('9.87')).toEqual(['amount-dots']);
      expect(await slugs('2022')).toEqual(['amount-commas']);
      expect(await slugs('2,022')).toEqual([]);
    } finally {
      await env.DB.prepare("DELETE FROM legislation WHERE slug LIKE 'amount-%'").run();
      forgetCorpusVersion();
    }
  });

  it('finds Arabic keywords whatever their hamza, diacritics or tatweel', async () => {
    // The official text writes "الأعمال الصغيرة" (with hamza); the query omits it and adds a tatweel.
    const { body } = await list(`?search=${encodeURIComponent('تسهيلات الاعمال الصـغيرة')}`);
    expect(body.records.map((r) => r.slug)).toContain('md-73-2023');
  });

  it('answers one- and two-character keywords', async () => {
    for (const keyword of ['AE', 'e']) {
      const { status, body } = await list(`?search=${keyword}`);
      expect(status).toBe(200);
      expect(body.total).toBeGreaterThan(0);
    }
  });

  it('finds a two-character keyword wherever a scan of the texts would, ends of texts included', async () => {
    // The trigram index holds 'qz' only where a character follows it; each of these records holds it in one place.
    const record = (slug: string, title: string, columns: Record<string, string>) =>
      env.DB.prepare(
        `INSERT INTO legislation (slug, title, tax_category, issue_date_actual, summary, original_text, original_text_continued, search_ar)
         VALUES (?, ?, 'Corporate Tax', '2020-01-01', ?, ?, ?, ?)`,
      ).bind(slug, title, columns.summary ?? null, columns.text ?? null, columns.continued ?? null, columns.ar ?? null);
    await env.DB.batch([
      record('pair-inside', 'Pair inside', { text: 'The qzone rule.' }),
      record('pair-title-end', 'Pair at the end: qz', {}),
      record('pair-summary-end', 'Pair in the summary', { summary: 'It ends with QZ' }),
      record('pair-continued-end', 'Pair in the continued text', { text: 'Nothing here.', continued: 'ending Qz' }),
      record('pair-whole', 'Pair as a whole text', { ar: 'qz' }),
      record('pair-apart', 'Pair apart', { text: 'q z and zq' }),
    ]);
    try {
      const { body } = await list('?search=QZ');
      expect(body.records.map((r) => r.slug).sort()).toEqual(['pair-continued-end', 'pair-inside', 'pair-summary-end', 'pair-title-end', 'pair-whole']);
      const like = await env.DB.prepare(
        `SELECT count(*) AS n FROM legislation WHERE tax_category = 'Corporate Tax' AND (title LIKE '%qz%' OR coalesce(summary, '') LIKE '%qz%'
           OR coalesce(original_text, '') LIKE '%qz%' OR coalesce(original_text_continued, '') LIKE '%qz%' OR coalesce(search_ar, '') LIKE '%qz%')`,
      ).first<{ n: number }>();
      expect(body.total).toBe(like!.n);
      // A pair that no text holds, and none that a trigram starts with; quotes and LIKE's wildcards are plain characters.
      expect((await list(`?search=${encodeURIComponent('q!')}`)).body.total).toBe(0);
      for (const keyword of ['"q', 'q"', '%z', 'q_']) {
        const res = await list(`?search=${encodeURIComponent(keyword)}`);
        expect(res.status, keyword).toBe(200);
        expect(res.body.total, keyword).toBe(0);
      }
    } finally {
      await env.DB.prepare("DELETE FROM legislation WHERE slug LIKE 'pair-%'").run();
    }
  });

  it('reads no text to find a two-character keyword: the trigram vocabulary and the indexed ends of the texts', async () => {
    // A scan read every text of every record (at 100x: 5,900 records, ~10 ms a keyword; bench/README.md).
    const recording = recordingEnv();
    const ctx = createExecutionContext();
    const request = new Request('http://localhost/api/legislation?search=CT', { headers: { 'cache-control': 'no-cache' } });
    const res = await worker.fetch!(request as Parameters<NonNullable<typeof worker.fetch>>[0], recording.env, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const statement = recording.statements.find((s) => s.includes('keyword_hits'));
    expect(statement).toBeDefined();
    const bindings = (statement!.match(/\?/g) ?? []).map(() => 'ct');
    const plan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement}`)
        .bind(...bindings)
        .all<{ detail: string }>()
    ).results
      .map((r) => r.detail)
      .join(' | ');
    expect(plan).toMatch(/legislation_search_vocab VIRTUAL TABLE/);
    for (const index of ['title', 'summary', 'original_text', 'original_text_continued', 'search_ar']) expect(plan).toContain(`legislation_${index}_end_idx`);
  });

  it('applies filters as exact matches', async () => {
    const repealed = await list('?status=repealed');
    expect(repealed.body.records.map((r) => r.slug).sort()).toEqual(['cd-55-2023', 'md-125-2023', 'md-139-2023']);
    const ministerial = await list(`?legislation=${encodeURIComponent('Ministerial Decision')}`);
    expect(ministerial.body.records.every((r) => r.legislation === 'Ministerial Decision')).toBe(true);
    expect(ministerial.body.total).toBe(4);
    expect((await list('?status=repeal')).body.total).toBe(0);
    const both = await list(`?status=active&search=${encodeURIComponent('Tax Period')}`);
    expect(both.body.records.every((r) => r.status === 'active')).toBe(true);
  });

  it('gives the first 25 records of a page their matching articles, and the others through /api/legislation/matches', async () => {
    // More ids than D1's 100 bound parameters per statement: the article lookup must not bind one per record.
    await env.DB.batch([
      env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 130)
        INSERT INTO legislation (slug, title, tax_category, original_text, issue_date_actual)
        SELECT 'quasar-' || i, 'Quasarword decision ' || i, 'Corporate Tax', 'About quasarword reliefs.', '2020-01-01' FROM n`),
      env.DB.prepare(`INSERT INTO articles (legislation_id, ordinal, number, heading, text_en)
        SELECT id, 1, '1', 'Scope', 'This article is about quasarword reliefs.' FROM legislation WHERE slug LIKE 'quasar-%'`),
    ]);
    // Written around the Worker, as a seed from outside is: the isolate would see the new version only within
    // its bound (decision 021); the tests read it at once.
    forgetCorpusVersion();
    try {
      for (const limit of [100, 125]) {
        const { status, body } = await list(`?search=quasarword&limit=${limit}`);
        expect(status).toBe(200);
        expect(body.total).toBe(130);
        expect(body.records).toHaveLength(limit);
        expect(body.records.slice(0, RECORDS_WITH_MATCHES).every((r) => r.matches?.articles[0]?.number === '1')).toBe(true);
        const later = body.records.slice(RECORDS_WITH_MATCHES);
        expect(later.every((r) => r.matches === undefined)).toBe(true);
        // The later rows, a hundred at most per request.
        const ids = later.map((r) => r.id).slice(0, MAX_MATCH_IDS);
        const res = await fetchWorker(`http://localhost/api/legislation/matches?search=QUASARWORD&ids=${ids.join(',')}`);
        expect(res.status).toBe(200);
        const { matches } = (await res.json()) as ArticleMatchesResponse;
        expect(Object.keys(matches).map(Number).sort()).toEqual([...ids].sort());
        for (const id of ids) {
          expect(matches[id]!.total).toBe(1);
          expect(matches[id]!.articles[0]).toMatchObject({ number: '1', heading: 'Scope', anchor: 'article-1' });
          expect(matches[id]!.articles[0]!.snippet.some((seg) => seg.hit && seg.text === 'quasarword')).toBe(true);
        }
      }
      // The next page of Load More starts with matches again.
      const next = await list('?search=quasarword&limit=25&offset=100');
      expect(next.body.records.every((r) => r.matches?.total === 1)).toBe(true);
      const past = await list('?search=quasarword&limit=25&offset=200');
      expect(past.body).toMatchObject({ total: 130, records: [] });
      const none = await list('?search=quasarword&limit=0');
      expect(none.body).toMatchObject({ total: 130, records: [] });
    } finally {
      // The database is shared by the tests of this file.
      await env.DB.prepare("DELETE FROM legislation WHERE slug LIKE 'quasar-%'").run();
      forgetCorpusVersion();
    }
  });

  it("counts and shows a document's own matching articles when its articles' ids interleave with another's", async () => {
    // The substring index is asked about each listed document's span of article ids (decision 036): here each span
    // holds the other document's articles too (articles added to a record later get higher ids), which must not count.
    const doc = (slug: string, date: string) =>
      env.DB.prepare(
        `INSERT INTO legislation (slug, title, tax_category, original_text, issue_date_actual) VALUES (?, ?, 'Corporate Tax', 'About nebulaword.', ?)`,
      ).bind(slug, `Nebulaword decision ${slug}`, date);
    const article = (slug: string, ordinal: number, heading: string | null, text: string) =>
      env.DB.prepare(`INSERT INTO articles (legislation_id, ordinal, number, heading, text_en) SELECT id, ?, ?, ?, ? FROM legislation WHERE slug = ?`).bind(
        ordinal,
        String(ordinal + 1),
        heading,
        text,
        slug,
      );
    await env.DB.batch([
      doc('nebula-a', '2020-01-03'),
      doc('nebula-b', '2020-01-02'),
      doc('nebula-c', '2020-01-01'),
      article('nebula-a', 0, 'Scope', 'The first nebulaword article of A.'),
      article('nebula-b', 0, 'Scope', 'Nebulaword in B.'),
      article('nebula-a', 1, 'Other', 'Nothing to find here.'),
      article('nebula-c', 0, 'Scope', 'C has a nebulaword too.'),
      article('nebula-b', 1, 'Definitions', 'Nothing in this one.'),
      article('nebula-a', 2, 'Nebulaword heading', 'A heading hit ranks first.'),
      article('nebula-b', 2, 'More', 'B mentions nebulaword again, and NEBULAWORD.'),
    ]);
    forgetCorpusVersion();
    try {
      const shown = (r: LegislationListResponse['records'][number] | undefined) => ({
        total: r?.matches?.total,
        numbers: r?.matches?.articles.map((a) => a.number),
      });
      const { status, body } = await list('?search=nebulaword');
      expect(status).toBe(200);
      expect(body.records.map((r) => r.slug)).toEqual(['nebula-a', 'nebula-b', 'nebula-c']);
      const [a, b, c] = body.records;
      expect(shown(a)).toEqual({ total: 2, numbers: ['3', '1'] });
      expect(shown(b)).toEqual({ total: 2, numbers: ['1', '3'] });
      expect(shown(c)).toEqual({ total: 1, numbers: ['1'] });
      expect(b!.matches!.articles[1]!.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['nebulaword', 'NEBULAWORD']);
      // Only B listed (a filter leaves A and C out): A's and C's articles inside B's span do not count for it.
      const onlyB = await list(`?search=nebulaword&title=${encodeURIComponent('Nebulaword decision nebula-b')}`);
      expect(onlyB.body.records.map((r) => [r.slug, shown(r)])).toEqual([['nebula-b', { total: 2, numbers: ['1', '3'] }]]);
      // The later rows' request answers the same.
      const res = await fetchWorker(`http://localhost/api/legislation/matches?search=nebulaword&ids=${body.records.map((r) => r.id).join(',')}`);
      const { matches } = (await res.json()) as ArticleMatchesResponse;
      expect(body.records.map((r) => matches[r.id])).toEqual(body.records.map((r) => r.matches));
    } finally {
      await env.DB.prepare("DELETE FROM legislation WHERE slug LIKE 'nebula-%'").run();
      forgetCorpusVersion();
    }
  });

  it('sorts by title and pages with limit and offset', async () => {
    const all = (await list('?sort=title')).body.records.map((r) => r.title);
    // Natural order: numbers compared as numbers (Ministerial Decision No. 73 before No. 139).
    expect(all).toEqual([...all].sort(new Intl.Collator('en', { numeric: true }).compare));
    const page = await list('?sort=title&limit=2&offset=2');
    expect(page.body.records.map((r) => r.title)).toEqual(all.slice(2, 4));
    expect(page.body.total).toBe(10);
  });

  it.each([
    ['?limit=abc', 'limit'],
    ['?limit=5000', 'limit'],
    ['?offset=-1', 'offset'],
    ['?sort=size', 'sort'],
    [`?search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with 400 and a clear error', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error).toContain(field);
  });
});

describe('GET /api/legislation/matches', () => {
  async function matches(query: string) {
    const res = await fetchWorker(`http://localhost/api/legislation/matches${query}`);
    return { status: res.status, body: (await res.json()) as ArticleMatchesResponse & { error?: string } };
  }

  it('finds the matching articles of the given records, public records only', async () => {
    const { body: listed } = await list('');
    const law = listed.records.find((r) => r.slug === 'fdl-47-2022')!;
    const md139 = listed.records.find((r) => r.slug === 'md-139-2023')!;
    await env.DB.prepare("UPDATE legislation SET tax_category = 'Excise Tax' WHERE id = ?").bind(md139.id).run();
    forgetCorpusVersion();
    try {
      const { status, body } = await matches(`?search=${encodeURIComponent('small business relief')}&ids=${law.id},${md139.id},999999`);
      expect(status).toBe(200);
      expect(Object.keys(body.matches)).toEqual([String(law.id)]);
      expect(body.matches[law.id]!.articles.map((a) => a.number)).toContain('21');
      // A record without the keyword is listed with no articles.
      const none = await matches(`?search=zzqx&ids=${law.id}`);
      expect(none.body.matches[law.id]).toEqual({ total: 0, articles: [] });
      // A two-character keyword's articles are found by scanning the listed documents' texts.
      const short = await matches(`?search=AE&ids=${law.id}`);
      expect(short.body.matches[law.id]!.total).toBeGreaterThan(0);
    } finally {
      await env.DB.prepare("UPDATE legislation SET tax_category = 'Corporate Tax' WHERE id = ?").bind(md139.id).run();
      forgetCorpusVersion();
    }
  });

  it.each([
    ['?ids=1', 'search is required'],
    ['?search=%20&ids=1', 'search is required'],
    [`?search=${'x'.repeat(201)}&ids=1`, 'search must be at most 200 characters'],
    ['?search=tax', 'ids is required'],
    ['?search=tax&ids=1,a', 'ids must be 1 to 100 comma-separated legislation ids'],
    ['?search=tax&ids=', 'ids must be 1 to 100 comma-separated legislation ids'],
    [`?search=tax&ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'ids must be 1 to 100 comma-separated legislation ids'],
  ])('refuses %s with 400 and a clear error', async (query, error) => {
    const { status, body } = await matches(query);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
  });
});

describe('GET /api/legislation/:id', () => {
  it('returns a document with its articles in both languages', async () => {
    const { body } = await list('?search=Small%20Business%20Relief%20for%20the%20Purposes');
    const id = body.records[0]!.id;
    const res = await fetchWorker(`http://localhost/api/legislation/${id}`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as LegislationDetail;
    expect(doc.slug).toBe('md-73-2023');
    expect(doc.articles.map((a) => a.number)).toEqual(['Preamble', '1', '2', '3', '4', '5', '6', '7', 'Notes']);
    const art2 = doc.articles.find((a) => a.number === '2')!;
    expect(art2.heading).toBe('Revenue Threshold of the Taxable Person');
    expect(art2.text_en).toContain('AED (3,000,000)');
    expect(art2.text_ar).toContain('3.000.000');
    expect(art2.heading_ar).toBe('حد إيرادات الخاضع للضريبة');
    expect(doc.translation_note).toMatch(/Unofficial English translation/);
    expect(doc.text).toBe(doc.original_text);
    expect(doc.original_text_ar).toContain('قرار وزاري رقم 73');
  });

  it('keeps chapter headings as the context of the articles under them', async () => {
    const res = await fetchWorker('http://localhost/api/legislation/fdl-47-2022');
    const doc = (await res.json()) as LegislationDetail;
    expect(doc.articles.find((a) => a.number === '21')!.chapter).toBe('Chapter 6: Calculation of Taxable Income');
  });

  it('names each chapter as the official Arabic does too, where the Arabic text has chapter headings (issue 27 item 7)', async () => {
    const law = (await (await fetchWorker('http://localhost/api/legislation/fdl-47-2022')).json()) as LegislationDetail;
    expect(law.articles.find((a) => a.number === '21')).toMatchObject({
      chapter: 'Chapter 6: Calculation of Taxable Income',
      chapter_ar: 'الفصل السادس: احتساب الدخل الخاضع للضريبة',
    });
    expect(law.articles.find((a) => a.number === 'Preamble')).toMatchObject({ chapter: null, chapter_ar: null });
    const procedures = (await (await fetchWorker('http://localhost/api/legislation/fdl-28-2022')).json()) as LegislationDetail;
    expect(procedures.articles.find((a) => a.number === '4')!.chapter_ar).toBe(
      'الباب الثاني: الالتزامات الضريبية — الفصل الأول: مسك السجلات المحاسبية والدفاتر التجارية',
    );
    // Every article under an English chapter has its Arabic one: the page never falls back where the Arabic names it.
    for (const doc of [law, procedures]) for (const a of doc.articles) expect(a.chapter_ar === null, `${doc.slug} ${a.number}`).toBe(a.chapter === null);
    // A decision without chapters has none in either language.
    const decision = (await (await fetchWorker('http://localhost/api/legislation/md-73-2023')).json()) as LegislationDetail;
    expect(decision.articles.every((a) => a.chapter === null && a.chapter_ar === null)).toBe(true);
  });

  it('shows records without text with their metadata and official link', async () => {
    const res = await fetchWorker('http://localhost/api/legislation/cd-55-2023');
    const doc = (await res.json()) as LegislationDetail;
    expect(doc.has_text).toBe(false);
    expect(doc.articles).toEqual([]);
    expect(doc.status).toBe('repealed');
  });

  it("counts the records and those with full text, by the same rule as each record's has_text (issue 27 item 6)", async () => {
    const { body: all } = await list('?limit=1000');
    const withText = all.records.filter((r) => r.has_text);
    // The fixture holds text-less records (cd-55-2023) beside records with text: the two counts differ.
    expect(withText.length).toBeGreaterThan(0);
    expect(withText.length).toBeLessThan(all.records.length);
    expect(all.total_records).toBe(all.records.length);
    expect(all.total_records_with_text).toBe(withText.length);
    expect(all.total_with_text).toBe(withText.length);
    // The count the home and About pages ask for (no rows): the same figures.
    const { body: counts } = await list('?limit=0');
    expect(counts.records).toEqual([]);
    expect(counts).toMatchObject({
      total: all.total_records,
      total_with_text: withText.length,
      total_records: all.total_records,
      total_records_with_text: withText.length,
    });
    // A filtered list counts its own records with text, and still the whole collection's.
    const { body: repealed } = await list('?status=repealed&limit=1');
    const repealedRecords = all.records.filter((r) => r.status === 'repealed');
    expect(repealed.total).toBe(repealedRecords.length);
    expect(repealed.total_with_text).toBe(repealedRecords.filter((r) => r.has_text).length);
    expect(repealed.total_records_with_text).toBe(withText.length);
    // A record without text is so on every read: list, overview and document page.
    const noText = all.records.find((r) => !r.has_text)!;
    const overview = (await (await fetchWorker(`http://localhost/api/legislation/${noText.id}/overview`)).json()) as LegislationDetail;
    expect(overview.has_text).toBe(false);
    expect(((await (await fetchWorker(`http://localhost/api/legislation/${noText.id}`)).json()) as LegislationDetail).has_text).toBe(false);
  });

  it('answers 404 for an unknown record and 400 for a malformed id', async () => {
    const missing = await fetchWorker('http://localhost/api/legislation/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Legislation not found', code: 'LEGISLATION_NOT_FOUND' });
    const bad = await fetchWorker('http://localhost/api/legislation/%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('id');
  });
});

describe('GET /api/field-choices', () => {
  it('returns the distinct status, chapter, type and tax category values', async () => {
    const res = await fetchWorker('http://localhost/api/field-choices');
    const body = (await res.json()) as { records: Array<Record<string, string | null>> };
    // Exactly the table's distinct combinations: other test files sharing the database may have added
    // records of their own, outside the public Corporate Tax category (the authorization matrix, the fuzz suite).
    const { results: distinct } = await env.DB.prepare('SELECT DISTINCT status, chapter, legislation, tax_category FROM legislation').all<
      Record<string, string | null>
    >();
    expect(body.records).toHaveLength(distinct.length);
    expect(body.records).toEqual(expect.arrayContaining(distinct));
    // The seeded corpus: all of the Corporate Tax category, in its three statuses.
    const corpus = body.records.filter((r) => r.tax_category === 'Corporate Tax');
    expect(new Set(corpus.map((r) => r.status))).toEqual(new Set(['active', 'amended', 'repealed']));
  });
});

describe('the legislation table', () => {
  // SQLite keeps what does not fit on a row's page in an overflow chain, in column order: a list column stored after a
  // long text costs a walk through that text's overflow pages on every listed row (0015's summary_ar made a 100x keyword
  // search read every listed document in full). ADD COLUMN appends, so a new column needs the long texts moved behind it.
  const LONG_TEXTS = ['original_text', 'original_text_continued', 'original_text_ar', 'markdown', 'search_ar'];

  it('stores the five long texts after every other column', async () => {
    const { results } = await env.DB.prepare('PRAGMA table_info(legislation)').all<{ cid: number; name: string }>();
    const names = results.sort((a, b) => a.cid - b.cid).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([...LONG_TEXTS, 'summary_ar', 'title']));
    expect(names.slice(-LONG_TEXTS.length).sort()).toEqual([...LONG_TEXTS].sort());
  });

  it('gives the counts of records and of records with text from an index alone, whatever the filters', async () => {
    // Every list answers with these counts; read from the rows they cost one page a record (migration 0020: the 28
    // keyword statements of bench/queries.ts at 100x read 286,002 pages before, 60,402 after; sqlite3 .stats).
    const plan = async (where: string) =>
      (
        await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT count(*), coalesce(sum((word_count > 0)), 0) FROM legislation WHERE ${where}`).all<{ detail: string }>()
      ).results
        .map((r) => r.detail)
        .join(' | ');
    expect(await plan("tax_category = 'Corporate Tax'")).toMatch(/USING COVERING INDEX legislation_counts_idx/);
    for (const where of ["tax_category = 'Corporate Tax' AND status = 'active'", "tax_category = 'Corporate Tax' AND chapter = 'x' AND legislation = 'y'"]) {
      expect(await plan(where), where).toMatch(/USING COVERING INDEX legislation_list_idx/);
    }
  });

  it('is read for its Arabic summaries only by an Arabic reader’s list', async () => {
    // The English list shows no summary_ar; reading it anyway sent ~1 KB a record out of D1 to be dropped.
    const listed = async (lang: string) => {
      const recording = recordingEnv();
      const ctx = createExecutionContext();
      const request = new Request(`http://localhost/api/legislation?search=relief&lang=${lang}`, { headers: { 'cache-control': 'no-cache' } });
      const res = await worker.fetch!(request as Parameters<NonNullable<typeof worker.fetch>>[0], recording.env, ctx);
      const body = (await res.json()) as LegislationListResponse;
      await waitOnExecutionContext(ctx);
      return { body, readsArabicSummary: recording.statements.some((s) => s.includes('summary_ar')) };
    };
    const english = await listed('en');
    const arabic = await listed('ar');
    expect(english.readsArabicSummary).toBe(false);
    expect(english.body.records.every((r) => r.summary_ar === null)).toBe(true);
    expect(arabic.readsArabicSummary).toBe(true);
    expect(arabic.body.records.find((r) => r.slug === 'md-73-2023')?.summary_ar).toMatch(/تسهيلات الأعمال الصغيرة/);
    expect(arabic.body.records.map((r) => r.slug)).toEqual(english.body.records.map((r) => r.slug));
  });
});

describe('the seed', () => {
  it('is idempotent: a second run leaves the same rows and ids', async () => {
    const snapshot = async () =>
      env.DB.batch([
        env.DB.prepare('SELECT id, slug, title, word_count, length(original_text) AS len, length(search_ar) AS ar FROM legislation ORDER BY id'),
        env.DB.prepare('SELECT id, legislation_id, number, length(text_en) AS len, length(text_ar) AS ar FROM articles ORDER BY id'),
        env.DB.prepare('SELECT count(*) AS n FROM legislation_search WHERE legislation_search MATCH \'"small business relief"\''),
        env.DB.prepare('SELECT legislation_id, article_id, position FROM key_point_citations ORDER BY legislation_id, position'),
      ]);
    const before = (await snapshot()).map((r) => r.results);
    await env.DB.batch(env.TEST_SEED.map((s) => env.DB.prepare(s)));
    const after = (await snapshot()).map((r) => r.results);
    expect(after).toEqual(before);
    expect((before[1] as unknown[]).length).toBeGreaterThan(80);
  });

  it('records the articles each document’s key points cite, the Corporate Tax Law’s included', async () => {
    // MD 73 of 2023: "Revenue threshold: AED 3,000,000 … (Art. 2(1))"; "… subject to Art. 37 of the Corporate Tax Law (Art. 4)".
    const { results } = await env.DB.prepare(
      `SELECT t.slug, a.number, k.position FROM key_point_citations k
       JOIN legislation d ON d.id = k.legislation_id JOIN articles a ON a.id = k.article_id JOIN legislation t ON t.id = a.legislation_id
       WHERE d.slug = 'md-73-2023' ORDER BY k.position`,
    ).all<{ slug: string; number: string; position: number }>();
    const cited = results.map((r) => `${r.slug}#${r.number}`);
    expect(cited.slice(0, 4)).toEqual(['md-73-2023#2', 'md-73-2023#3', 'md-73-2023#4', 'fdl-47-2022#37']);
    expect(cited).toEqual(expect.arrayContaining(['md-73-2023#4', 'md-73-2023#5', 'fdl-47-2022#30', 'md-73-2023#6', 'md-73-2023#7']));
    expect(new Set(cited).size).toBe(cited.length);
  });
});

describe('unknown API paths', () => {
  it('answer 404 with an error body', async () => {
    const res = await fetchWorker('http://localhost/api/nothing-here');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/No API route/);
  });
});
