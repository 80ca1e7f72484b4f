import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ChatHistoryItem } from '../../schema/api/account.ts';
import {
  EXTRACTIVE_MODEL,
  EXTRACTIVE_NOTICE,
  READ_NEXT_HEADING,
  RESEARCH_MESSAGES,
  type ChatReplyResponse,
  type Citation,
  type MultiDocumentSearchResponse,
  type ResearchStreamEvent,
} from '../../schema/api/research.ts';
import { call, signedInUser } from './helpers.ts';
import { addTestCard, creditsOf, eventsOf } from './support/billing.ts';

const QUESTION = 'Which businesses can elect Small Business Relief and what revenue threshold applies?';
/** Of these words the collection holds one ("best", in the arm's length article): retrieved, but far from relevant. */
const OFF_TOPIC = 'best pizza mozzarella recipe oven tomato basil';

async function legislationIdOf(slug: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM legislation WHERE slug = ?').bind(slug).first<{ id: number }>();
  return row!.id;
}

/** Every citation must name a stored article of the document it links to. */
async function expectCitationsResolve(citations: Citation[]) {
  for (const c of citations) {
    const row = await env.DB.prepare('SELECT a.number FROM articles a WHERE a.legislation_id = ? AND a.number = ?').bind(c.legislation_id, c.article).first();
    expect(row, `${c.title} ${c.article_label}`).not.toBeNull();
    expect(c.url).toBe(`/legislation/${c.legislation_id}#article-${c.article}`);
  }
}

/** `[n]` markers of an answer, outside Markdown links. */
function citedNumbers(text: string): number[] {
  return [...text.matchAll(/\[(\d+(?:\s*[,–-]\s*\d+)*)\](?!\()/g)].flatMap((m) => m[1]!.split(/[,–-]/).map((s) => Number(s.trim())));
}

async function countRows(table: string, where: string, ...binds: unknown[]) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row!.n;
}

function parseSse<T>(text: string): ResearchStreamEvent<T>[] {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').find((l) => l.startsWith('data:')))
    .filter((line): line is string => !!line)
    .map((line) => JSON.parse(line.slice(5).trim()) as ResearchStreamEvent<T>);
}

describe('AI endpoints refuse callers who may not use them', () => {
  const routes = ['/api/multi-document-search', '/api/multi-document-search/stream', '/api/chat', '/api/chat/stream'];

  it.each(routes)('%s answers 401 to anonymous callers', async (path) => {
    const res = await call(path, { body: { query: QUESTION, message: QUESTION } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: RESEARCH_MESSAGES.loginRequired, code: 'LOGIN_REQUIRED' });
  });

  it.each(routes)('%s answers 403 until the e-mail address is verified', async (path) => {
    const { cookie, user } = await signedInUser();
    await env.DB.prepare('UPDATE users SET email_verified = 0 WHERE id = ?').bind(user.id).run();
    const res = await call(path, { body: { query: QUESTION, message: QUESTION }, cookie });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: RESEARCH_MESSAGES.verifyEmail, code: 'EMAIL_NOT_VERIFIED' });
    expect(res.json.error).toContain('verify your email');
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/multi-document-search', { body: { query: QUESTION }, cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('AI endpoints validate their input', () => {
  it.each([
    [{ query: '   ' }, 'query must not be empty'],
    [{}, 'query is required'],
    [{ query: 'x'.repeat(2001) }, 'query must be at most 2000 characters'],
    [{ query: QUESTION, sessionId: 'chat-abc' }, "sessionId must look like 'chat-123'"],
    [{ query: QUESTION, conversationHistory: [{ role: 'system', content: 'x' }] }, "conversationHistory role must be 'user' or 'assistant'"],
  ])('multi-document search %j → 400', async (body, message) => {
    const { cookie } = await signedInUser();
    const res = await call('/api/multi-document-search', { body, cookie });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
  });

  it.each([
    [{ message: QUESTION, legislationId: -3 }, 'legislationId must be a positive whole number'],
    [{ message: QUESTION, legislationId: 'abc' }, 'legislationId must be a number'],
    [{ message: '' }, 'message must not be empty'],
  ])('chat %j → 400', async (body, message) => {
    const { cookie } = await signedInUser();
    const res = await call('/api/chat', { body, cookie });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/chat', { body: '{"message": ', cookie });
    expect(res.status).toBe(400);
    expect(typeof res.json.error).toBe('string');
  });
});

/** A new signed-in user's question to the whole collection, answered 200. */
async function askAsNewUser(query: string): Promise<MultiDocumentSearchResponse> {
  const { cookie } = await signedInUser();
  const res = await call('/api/multi-document-search', { body: { query }, cookie });
  expect(res.status, query).toBe(200);
  return res.json as unknown as MultiDocumentSearchResponse;
}

/** The answer's Summary: from its first heading's text to the next heading. */
const summaryOf = (response: string) => response.slice(response.indexOf('\n\n', response.indexOf('#')), response.indexOf('\n## ', response.indexOf('#') + 3));

describe('POST /api/multi-document-search with the extractive analyst (no model configured)', () => {
  it('answers a question about an article it cites from that article, quoted in its order, in English and Arabic', async () => {
    for (const query of ['What does Article 50 of the Corporate Tax Law provide?', 'Explain Article (50)', 'ماذا تنص المادة (٥٠) من قانون ضريبة الشركات؟']) {
      const body = await askAsNewUser(query);
      expect(body.no_match, query).toBe(false);
      expect(body.citations[0], query).toMatchObject({ slug: 'fdl-47-2022', article: '50' });
      const summary = summaryOf(body.response);
      // The article's opening provision, not a sentence that shares the question's number ("(50%) fifty percent").
      expect(summary, query).toMatch(query.startsWith('ماذا') ? /\[1\]/ : /This Article shall apply to a transaction or an arrangement[^[]*\[1\]/);
      expect(body.response, query).not.toContain('(50%)');
    }
  });

  it('answers a question about an article of a decision from that article, however the decision is named', async () => {
    for (const query of [
      'What does Article 2 of Ministerial Decision No. 73 of 2023 provide?',
      'What does Article 2 of MD 73/2023 say?',
      'ماذا تنص المادة (2) من القرار الوزاري رقم (73) لسنة 2023؟',
    ]) {
      const body = await askAsNewUser(query);
      // Refused as naming no tax concept before; the Law's Article 2 had been quoted for "MD 73/2023".
      expect(body.no_match, query).toBe(false);
      expect(body.citations[0], query).toMatchObject({ slug: 'md-73-2023', article: '2' });
    }
    // An article of an instrument outside the collection is not answered from the collection's.
    const { cookie } = await signedInUser();
    const other = (await call('/api/multi-document-search', { body: { query: 'What does Article 2 of Cabinet Decision No. 52 of 2017 provide?' }, cookie }))
      .json as unknown as MultiDocumentSearchResponse;
    expect(other.citations.some((c) => c.slug === 'md-73-2023' || (c.slug === 'fdl-47-2022' && c.article === '2'))).toBe(false);
  });

  it("answers a question about what an instrument provides from its articles in order, each one's opening first", async () => {
    for (const query of ['What does Ministerial Decision No. 73 of 2023 provide?', 'Summarise MD 73/2023', 'ما مضمون القرار الوزاري رقم (73) لسنة 2023؟']) {
      const body = await askAsNewUser(query);
      // Refused before (no tax concept in its words); now its rules, not its definitions (Article 1), in its order.
      expect(body.no_match, query).toBe(false);
      expect(
        body.citations.map((c) => `${c.slug}#${c.article}`),
        query,
      ).toEqual(expect.arrayContaining(['md-73-2023#2', 'md-73-2023#3']));
      expect(body.citations[0], query).toMatchObject({ slug: 'md-73-2023', article: '2' });
      expect(body.citations.some((c) => c.slug === 'md-73-2023' && c.article === '1')).toBe(false);
    }
  });

  it('answers a question about a clause it cites from that clause first, then the rest of its article', async () => {
    for (const query of [
      'What does Article 50(2) of the Corporate Tax Law provide?',
      'Explain Clause (2) of Article (50)',
      'ماذا ينص البند (2) من المادة (50)؟',
    ]) {
      const body = await askAsNewUser(query);
      expect(body.citations[0], query).toMatchObject({ slug: 'fdl-47-2022', article: '50' });
      const summary = summaryOf(body.response);
      // Clause (2) (what a Corporate Tax advantage includes), not Clause (1), which the article opens with.
      expect(summary, query).toMatch(query.startsWith('ماذا') ? /ميزة تتعلق بضريبة الشركات/ : /a Corporate Tax advantage includes/);
      expect(summary, query).not.toMatch(/This Article shall apply to a transaction/);
    }
  });

  it('answers whether an instrument is in force with its recorded status, then the provision that repealed it', async () => {
    // The fixture holds no text that repeals another of its records: the real corpus's Cabinet Decision No. 100 of 2023
    // (its Article 10 repeals Cabinet Decision No. 55 of 2023) is added, with the relation its seed would record.
    const repeal =
      'Cabinet Decision No. (55) of 2023 on Determining Qualifying Income for the Qualifying Free Zone Person for the Purposes of Federal Decree-Law No. (47) of 2022 on the Taxation of Corporations and Businesses is hereby repealed.';
    const cd55 = await legislationIdOf('cd-55-2023');
    const cd100 = (await env.DB.prepare(
      `INSERT INTO legislation (slug, title, legislation, status, tax_category, issue_date_actual, word_count, original_text)
       VALUES ('cd-100-2023', 'Cabinet Decision No. 100 of 2023 on Determining Qualifying Income for the Qualifying Free Zone Person', 'Cabinet Decision', 'active', 'Corporate Tax', '2023-10-25', 40, ?) RETURNING id`,
    )
      .bind(repeal)
      .first<{ id: number }>())!.id;
    try {
      await env.DB.batch([
        env.DB.prepare(`INSERT INTO articles (legislation_id, ordinal, number, heading, text_en, word_count) VALUES (?, 10, '10', 'Repeals', ?, 40)`).bind(
          cd100,
          repeal,
        ),
        env.DB.prepare(
          `INSERT INTO legislation_references (from_legislation_id, from_article, to_legislation_id, to_article, kind, text, source) VALUES (?, NULL, ?, NULL, 'repeals', ?, 'text')`,
        ).bind(cd100, cd55, repeal),
        env.DB.prepare(
          `INSERT INTO legislation_references (from_legislation_id, from_article, to_legislation_id, to_article, kind, text, language, source) VALUES (?, '10', ?, NULL, 'refers_to', 'Cabinet Decision No. (55) of 2023', 'en', 'text')`,
        ).bind(cd100, cd55),
      ]);
      const body = await askAsNewUser('Is Cabinet Decision No. 55 of 2023 still in force?');
      expect(body.no_match).toBe(false);
      // The collection holds no text of CD 55/2023: its repeal, Article (10) of CD 100/2023, is what is quoted.
      expect(body.citations.map((c) => `${c.slug}#${c.article}`)).toEqual(['cd-100-2023#10']);
      const summary = summaryOf(body.response);
      expect(summary).toContain(
        `**Status, as this collection records it:** Cabinet Decision No. 55 of 2023 is repealed: replaced by [Cabinet Decision No. 100 of 2023](/legislation/${cd100}).`,
      );
      expect(body.response).toMatch(/is hereby repealed\. \[1\]\s*$/);
      await expectCitationsResolve(body.citations);
    } finally {
      await env.DB.batch([
        env.DB.prepare('DELETE FROM legislation_references WHERE from_legislation_id = ?').bind(cd100),
        env.DB.prepare('DELETE FROM articles WHERE legislation_id = ?').bind(cd100),
        env.DB.prepare('DELETE FROM legislation WHERE id = ?').bind(cd100),
      ]);
    }
    // Without it, the record is all there is: its note names what repealed it.
    const recorded = await askAsNewUser('هل أُلغي قرار مجلس الوزراء رقم (55) لسنة 2023؟');
    expect(recorded.citations).toEqual([]);
    expect(recorded.response).toContain('**الحالة وفق سجل هذه المجموعة:** قرار مجلس الوزراء رقم (55) لسنة 2023 ملغى. ولا تتضمن هذه المجموعة نصّه بعد.');
  });

  it('answers whether an instrument is in force (refused before as naming no tax concept) from its record and its own articles only', async () => {
    const md301 = await legislationIdOf('md-301-2024');
    for (const query of ['Is Ministerial Decision No. 125 of 2023 still in force?', 'هل القرار الوزاري رقم 125 لسنة 2023 لا يزال ساري المفعول؟']) {
      const body = await askAsNewUser(query);
      expect(body.no_match, query).toBe(false);
      expect(body.response, query).toContain(
        query.startsWith('Is')
          ? `Ministerial Decision No. 125 of 2023 is repealed: replaced by [Ministerial Decision No. 301 of 2024](/legislation/${md301}), whose text this collection does not yet hold.`
          : `قرار وزاري رقم (125) لسنة 2023 ملغى: حلّ محلّه [قرار وزاري رقم (301) لسنة 2024](/legislation/${md301})، ولا تتضمن هذه المجموعة نصّه بعد.`,
      );
      // Its entry into force, not the other instruments' articles that also say "shall come into force".
      expect(
        body.citations.map((c) => c.slug),
        query,
      ).toEqual(['md-125-2023']);
      expect(body.citations[0]!.article, query).toBe('14');
    }
  });

  it('answers whether the Law has been amended with what amended it and how far the text held reflects it', async () => {
    const fdl60 = await legislationIdOf('fdl-60-2023');
    const note = (await env.DB.prepare("SELECT status_note FROM legislation WHERE slug = 'fdl-47-2022'").first<{ status_note: string }>())!.status_note;
    // An article cited by its number alone is the Law's, as practitioners cite it.
    for (const query of [
      'Has the Corporate Tax Law been amended?',
      'Is Article 50 of the Corporate Tax Law still in force?',
      'Is Article 50 still in force?',
    ]) {
      const body = await askAsNewUser(query);
      const summary = summaryOf(body.response);
      expect(summary, query).toContain(
        `Federal Decree-Law No. 47 of 2022 is in force, as amended by [Federal Decree-Law No. 60 of 2023](/legislation/${fdl60}), whose text this collection does not yet hold.`,
      );
      // The record's note, which says how far the text held here reflects the amendment.
      expect(summary, query).toContain(note);
      expect(body.citations.length, query).toBeGreaterThan(0);
      expect(
        body.citations.every((c) => c.slug === 'fdl-47-2022'),
        query,
      ).toBe(true);
    }
    // The article cited is what is quoted.
    expect((await askAsNewUser('Is Article 50 of the Corporate Tax Law still in force?')).citations[0]).toMatchObject({ slug: 'fdl-47-2022', article: '50' });
  });

  it('answers what an instrument provides, when the collection lacks its text, with its record (was: articles sharing its words)', async () => {
    const body = await askAsNewUser('What does Cabinet Decision No. 55 of 2023 provide?');
    expect(body).toMatchObject({ no_match: false, citations: [] });
    expect(body.response).toBe(
      '**Status, as this collection records it:** Cabinet Decision No. 55 of 2023 is repealed: Abrogated by Cabinet Decision No. 100 of 2023. This collection does not yet hold its text.\n\n' +
        '*This collection holds no provision that states this, so there is nothing to quote or cite.*',
    );
    // An instrument whose text it holds is answered from its articles, as before.
    expect((await askAsNewUser('What does Ministerial Decision No. 73 of 2023 provide?')).response).not.toContain('Status, as this collection records it');
  });

  it('answers when an instrument was issued from its entry into force, which carries the date of issue', async () => {
    const body = await askAsNewUser('When was Ministerial Decision No. 73 of 2023 issued?');
    expect(body.citations.map((c) => `${c.slug}#${c.article}`)).toEqual(['md-73-2023#7']);
    expect(body.response).toMatch(/On: 03\/04\/2023 AD \[1\]/);
  });

  it('charges exactly one answer when record-only status answers and a quoted one are asked at once', async () => {
    const { cookie, user } = await signedInUser();
    await addTestCard(cookie);
    const ask = (query: string) => call('/api/multi-document-search', { body: { query }, cookie });
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => ask('Is Ministerial Decision No. 301 of 2024 in force?')),
      ask('Is Ministerial Decision No. 125 of 2023 still in force?'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = responses.map((r) => r.json as unknown as MultiDocumentSearchResponse);
    expect(bodies.slice(0, 4).every((b) => b.citations.length === 0)).toBe(true);
    expect(bodies[4]!.citations.length).toBeGreaterThan(0);
    // One charge (the quoted answer), nothing held, five exchanges saved.
    expect(await eventsOf(user.id)).toHaveLength(1);
    expect(await countRows('credit_holds', 'user_id = ?', user.id)).toBe(0);
    expect(await countRows('api_calls', 'user_id = ?', user.id)).toBe(5);
  });

  it("quotes an instrument's entry into force for its status, not its scope of application, and says it is amended as recorded", async () => {
    const body = await askAsNewUser('Is the Tax Procedures Law still in force?');
    // Recorded as amended by an instrument the collection does not list: said so, the note naming it.
    expect(summaryOf(body.response)).toContain('**Status, as this collection records it:** Federal Decree-Law No. 28 of 2022 is in force, as amended. ');
    expect(body.citations.map((c) => `${c.slug}#${c.article}`)).toEqual(['fdl-28-2022#57']);
  });

  it('answers from the record alone, uncharged, when the collection holds no provision on the instrument asked about', async () => {
    const { cookie, user } = await signedInUser();
    await addTestCard(cookie);
    const credits = await creditsOf(user.id);
    const res = await call('/api/multi-document-search', { body: { query: 'Is Ministerial Decision No. 301 of 2024 in force?' }, cookie });
    expect(res.status).toBe(200);
    const body = res.json as unknown as MultiDocumentSearchResponse;
    expect(body).toMatchObject({ no_match: false, documents_analyzed: 0, citations: [] });
    expect(body.response).toBe(
      '**Status, as this collection records it:** Ministerial Decision No. 301 of 2024 is in force; this collection records no instrument amending or repealing it. Replaced Ministerial Decision No. 125 of 2023. This collection does not yet hold its text.\n\n' +
        '*This collection holds no provision that states this, so there is nothing to quote or cite.*',
    );
    // Not charged: no usage event, the welcome credit still there, nothing held.
    expect(await eventsOf(user.id)).toEqual([]);
    expect(await creditsOf(user.id)).toEqual(credits);
    expect(await countRows('credit_holds', 'user_id = ?', user.id)).toBe(0);
    const context = await env.DB.prepare('SELECT context, output_words FROM api_calls WHERE chat_id = ?')
      .bind(body.chatId)
      .first<{ context: string; output_words: number }>();
    expect(JSON.parse(context!.context)).toMatchObject({ noMatch: false, recordOnly: true, passages: [] });
    // No AI words used of a plan's month.
    expect(context!.output_words).toBe(0);
  });

  it('answers which decisions implement an article, and which articles a decision implements, from the citator, quoting both ends', async () => {
    const [law, md73] = [await legislationIdOf('fdl-47-2022'), await legislationIdOf('md-73-2023')];
    const implementing = await askAsNewUser('Which decisions implement Article 21 of the Corporate Tax Law?');
    expect(summaryOf(implementing.response)).toContain(
      `**As the citator of this collection records it:** Article (21) of Federal Decree-Law No. 47 of 2022 is implemented by [Ministerial Decision No. 73 of 2023, Article (2)](/legislation/${md73}#article-2)`,
    );
    expect(implementing.citations[0]).toMatchObject({ slug: 'fdl-47-2022', article: '21' });
    expect(implementing.citations.map((c) => `${c.slug}#${c.article}`)).toContain('md-73-2023#2');

    const implemented = await askAsNewUser('Which article of the Corporate Tax Law does Ministerial Decision No. 73 of 2023 implement?');
    expect(summaryOf(implemented.response)).toContain(
      `**As the citator of this collection records it:** Ministerial Decision No. 73 of 2023 implements [Federal Decree-Law No. 47 of 2022, Article (21)](/legislation/${law}#article-21)`,
    );
    // The decision is what the question is about, not the Law it also names.
    expect(implemented.citations[0]!.slug).toBe('md-73-2023');
    await expectCitationsResolve([...implementing.citations, ...implemented.citations]);
  });

  it('answers which articles refer to an article from the citator, quoting that article', async () => {
    const md73 = await legislationIdOf('md-73-2023');
    for (const query of ['Which articles refer to Article 50 of the Corporate Tax Law?', 'ما المواد التي تشير إلى المادة (50) من قانون ضريبة الشركات؟']) {
      const body = await askAsNewUser(query);
      expect(
        body.citations.map((c) => `${c.slug}#${c.article}`),
        query,
      ).toEqual(['fdl-47-2022#50']);
      expect(summaryOf(body.response), query).toContain(
        query.startsWith('Which')
          ? '**As the citator of this collection records it:** Article (50) of Federal Decree-Law No. 47 of 2022 is referred to by ['
          : '**وفق ما يسجّله فهرس الإحالات في هذه المجموعة:** المادة (50) من مرسوم بقانون اتحادي رقم (47) لسنة 2022 تشير إليها [',
      );
      expect(body.response, query).toContain(`(/legislation/${md73}#article-6)`);
    }
  });

  it('answers from retrieved articles with numbered citations that all resolve, and saves the conversation', async () => {
    const { cookie, user } = await signedInUser();
    const res = await call('/api/multi-document-search', { body: { query: QUESTION }, cookie });
    expect(res.status).toBe(200);
    const body = res.json as unknown as MultiDocumentSearchResponse;
    expect(body.success).toBe(true);
    expect(body.analyst).toBe('extractive');
    expect(body.response).toContain(EXTRACTIVE_NOTICE);
    // Titled by the question, cut at a word boundary to 80 characters.
    expect(body.conversation_title).toBe('Which businesses can elect Small Business Relief and what revenue threshold…');
    expect(body.citations.length).toBeGreaterThan(0);
    expect(body.documents_analyzed).toBeGreaterThan(0);
    await expectCitationsResolve(body.citations);

    // Every [n] in the answer names a listed citation, and the list is numbered 1..m without gaps or repeats.
    const numbers = body.citations.map((c) => c.n);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of citedNumbers(body.response)) expect(numbers).toContain(n);
    expect(body.professional_citations).toEqual(body.citations.map((c) => c.text));
    expect(body.source_documents).toEqual([...new Set(body.citations.map((c) => c.title))]);
    // The Small Business Relief article of the Corporate Tax Law or MD 73 is among them.
    expect(body.citations.some((c) => (c.slug === 'fdl-47-2022' && c.article === '21') || c.slug === 'md-73-2023')).toBe(true);
    expect(body.no_match).toBe(false);
    // The answer ends with the articles to read next: in-app links to linked articles that were not retrieved, not citations.
    const readNext = body.response.slice(body.response.indexOf(`\n## ${READ_NEXT_HEADING}\n`));
    expect(readNext).toMatch(/^\n## Read Next\n\n(?:- \[[^\]]+\]\(\/legislation\/\d+#article-[\d.]+\) — [^\n]+\n?)+$/);
    for (const c of body.citations) expect(readNext).not.toContain(`(${c.url})`);

    const saved = await call(`/api/account/chat/${body.chatId}`, { cookie });
    const chat = saved.json.data as ChatHistoryItem;
    expect(chat.kind).toBe('collection');
    expect(chat.legislation_id).toBeNull();
    expect(chat.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(chat.messages[0]!.content).toBe(QUESTION);
    expect(chat.messages[1]!.content).toBe(body.response);
    expect(chat.messages[1]!.citations).toEqual(body.citations);
    // What wrote each message, for the printed copy (issue 27): the extractive analyst here, nothing for the question.
    expect(chat.messages.map((m) => m.model)).toEqual([null, EXTRACTIVE_MODEL]);
    expect(chat.word_count).toBe(body.word_count);
    expect(await countRows('api_calls', 'user_id = ? AND chat_id = ? AND model = ?', user.id, body.chatId, 'extractive')).toBe(1);
    // The answer is recorded once in the ledger, paid by the welcome chat credit.
    const event = await env.DB.prepare('SELECT kind, price_fils, credit, chat_id FROM usage_events WHERE user_id = ?').bind(user.id).all();
    expect(event.results).toEqual([{ kind: 'search', price_fils: 0, credit: 'welcome_chat', chat_id: body.chatId }]);
  });

  it('answers a follow-up in the same conversation, re-retrieving for the new question', async () => {
    const { cookie } = await signedInUser();
    const first = (await call('/api/multi-document-search', { body: { query: QUESTION }, cookie })).json as unknown as MultiDocumentSearchResponse;
    const followUp = await call('/api/multi-document-search', {
      body: {
        query: 'Which tax periods does it cover?',
        sessionId: `chat-${first.chatId}`,
        conversationHistory: [
          { role: 'user', content: QUESTION },
          { role: 'assistant', content: first.response },
        ],
      },
      cookie,
    });
    expect(followUp.status).toBe(200);
    const body = followUp.json as unknown as MultiDocumentSearchResponse;
    expect(body.chatId).toBe(first.chatId);
    expect(body.conversation_title).toBe(first.conversation_title);
    await expectCitationsResolve(body.citations);
    const chat = (await call(`/api/account/chat/${first.chatId}`, { cookie })).json.data as ChatHistoryItem;
    expect(chat.messages).toHaveLength(4);
    expect(chat.word_count).toBe(first.word_count + body.word_count);
  });

  it("answers 404 for another user's conversation and writes nothing to it", async () => {
    const owner = await signedInUser();
    const first = (await call('/api/multi-document-search', { body: { query: QUESTION }, cookie: owner.cookie }))
      .json as unknown as MultiDocumentSearchResponse;
    const intruder = await signedInUser();
    for (const path of ['/api/multi-document-search', '/api/chat']) {
      const res = await call(path, { body: { query: QUESTION, message: QUESTION, sessionId: `chat-${first.chatId}` }, cookie: intruder.cookie });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(RESEARCH_MESSAGES.chatNotFound);
    }
    expect(await countRows('messages', 'chat_id = ?', first.chatId)).toBe(2);
    expect(await countRows('chats', 'user_id = ?', intruder.user.id)).toBe(0);
  });

  it('answers a yes/no question with the rule of the article, not with the clause setting the rule aside in some cases', async () => {
    // Article (23) of the Law: Clause (5)(b) exempts gains on the disposal of a Participating Interest; Clause (6), "The
    // exemption set out in this Article shall not apply …", holds the question's words as much.
    const u = await signedInUser();
    const res = await call('/api/multi-document-search', { cookie: u.cookie, body: { query: 'Is income from the sale of shares in a subsidiary taxable?' } });
    expect(res.status).toBe(200);
    const { response } = res.json as unknown as MultiDocumentSearchResponse;
    const lead = response.split('## Summary')[1]!.trim().split('\n')[0]!;
    expect(lead, response).not.toMatch(/^The exemption set out in this Article shall not apply/);
  });

  it('answers honestly when no article matches', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/multi-document-search', { body: { query: 'zzzzqx qqqzzv' }, cookie });
    expect(res.status).toBe(200);
    const body = res.json as unknown as MultiDocumentSearchResponse;
    expect(body.response).toBe(RESEARCH_MESSAGES.noPassages);
    expect(body.citations).toEqual([]);
    expect(body.no_match).toBe(true);
    expect(body.documents_analyzed).toBe(0);
  });

  it('says plainly that nothing matches when the retrieved articles do not bear on the question, and charges nothing', async () => {
    const { cookie, user } = await signedInUser();
    await addTestCard(cookie);
    const credits = await creditsOf(user.id);
    // Retrieval finds an article holding "best", but nothing else the question is about.
    const res = await call('/api/multi-document-search', { body: { query: OFF_TOPIC }, cookie });
    expect(res.status).toBe(200);
    const body = res.json as unknown as MultiDocumentSearchResponse;
    expect(body).toMatchObject({ success: true, no_match: true, documents_analyzed: 0, citations: [], professional_citations: [], source_documents: [] });
    expect(body.response).toBe(RESEARCH_MESSAGES.noPassages);
    const context = await env.DB.prepare('SELECT context FROM api_calls WHERE chat_id = ?').bind(body.chatId).first<{ context: string }>();
    const recorded = JSON.parse(context!.context) as { noMatch: boolean; passages: unknown[]; outOfScope?: string };
    expect(recorded.noMatch).toBe(true);
    // No Corporate Tax concept in the question: refused before anything is retrieved.
    expect(recorded.outOfScope).toBe('no-tax-concept');
    expect(recorded.passages).toEqual([]);
    // Not charged: no usage event, no invoice line, the welcome credit still there.
    expect(await eventsOf(user.id)).toEqual([]);
    expect(await creditsOf(user.id)).toEqual(credits);
    expect(await countRows('credit_holds', 'user_id = ?', user.id)).toBe(0);

    // A relevant question afterwards is answered, counted and charged as usual.
    const answered = (await call('/api/multi-document-search', { body: { query: QUESTION }, cookie })).json as unknown as MultiDocumentSearchResponse;
    expect(answered.no_match).toBe(false);
    expect(answered.documents_analyzed).toBeGreaterThan(0);
    expect(await eventsOf(user.id)).toHaveLength(1);
  });

  it("refuses, without charge, another tax, another country's tax and a question retrieval cannot match; answers a short genuine one", async () => {
    const { cookie, user } = await signedInUser();
    await addTestCard(cookie);
    const ask = async (query: string) => {
      const body = (await call('/api/multi-document-search', { body: { query }, cookie })).json as unknown as MultiDocumentSearchResponse;
      const context = await env.DB.prepare('SELECT context FROM api_calls WHERE chat_id = ?').bind(body.chatId).first<{ context: string }>();
      return { body, recorded: JSON.parse(context!.context) as { outOfScope?: string; passages: unknown[] } };
    };
    const vat = await ask('What is the VAT rate in the UAE?');
    expect(vat.body.no_match).toBe(true);
    expect(vat.recorded.outOfScope).toBe('other-tax');
    const foreign = await ask('What is the US federal corporate income tax rate?');
    expect(foreign.body.no_match).toBe(true);
    expect(foreign.recorded.outOfScope).toBe('other-country');
    // In scope (it names a tax), but nothing retrieved bears on it: the relevance gate refuses it.
    const unmatched = await ask('Which tax applies to mozzarella pizza recipes baked in a wood oven with basil?');
    expect(unmatched.body.no_match).toBe(true);
    expect(unmatched.recorded.outOfScope).toBeUndefined();
    expect(unmatched.recorded.passages.length).toBeGreaterThan(0);
    // Sent at once, refusals still charge nothing, hold no credit and use none of a plan's monthly AI words.
    const credits = await creditsOf(user.id);
    const burst = await Promise.all(
      ['What is the capital of France?', 'How do I renew my UAE driving licence?', 'asdf qwerty zxcv', 'What is the VAT rate in the UAE?'].map(ask),
    );
    expect(burst.every((r) => r.body.no_match)).toBe(true);
    expect(await eventsOf(user.id)).toEqual([]);
    expect(await creditsOf(user.id)).toEqual(credits);
    expect(await countRows('credit_holds', 'user_id = ?', user.id)).toBe(0);
    const words = await env.DB.prepare('SELECT coalesce(sum(output_words), 0) AS words FROM api_calls WHERE user_id = ?')
      .bind(user.id)
      .first<{ words: number }>();
    expect(words!.words).toBe(0);
    // A short genuine question is answered, and charged.
    const genuine = await ask('Who may elect Small Business Relief?');
    expect(genuine.body.no_match).toBe(false);
    expect(genuine.body.citations.length).toBeGreaterThan(0);
    expect(await eventsOf(user.id)).toHaveLength(1);
  });

  it('answers a question that names a term the collection defines, or a practitioner phrase for one, which no hand list holds', async () => {
    const { cookie } = await signedInUser();
    await addTestCard(cookie);
    const ask = async (query: string) => (await call('/api/multi-document-search', { body: { query }, cookie })).json as unknown as MultiDocumentSearchResponse;
    // "Business Days" is defined in Article (1) of the Tax Procedures Law; "الإفصاح الطوعي" is the practitioner's word for its
    // "التصريح الطوعي" (Article (10)). Both were refused as off-topic before anything was retrieved.
    const businessDays = await ask('What are Business Days?');
    expect(businessDays.no_match).toBe(false);
    expect(businessDays.citations.map((c) => c.slug)).toContain('fdl-28-2022');
    const disclosure = await ask('ما هو الإفصاح الطوعي؟');
    expect(disclosure.no_match).toBe(false);
    expect(disclosure.citations.map((c) => `${c.slug}#${c.article}`)).toContain('fdl-28-2022#10');
  });

  it('does not charge a follow-up that nothing matches', async () => {
    const { cookie, user } = await signedInUser();
    const first = (await call('/api/multi-document-search', { body: { query: QUESTION }, cookie })).json as unknown as MultiDocumentSearchResponse;
    const events = await eventsOf(user.id);
    const followUp = await call('/api/multi-document-search', { body: { query: OFF_TOPIC, sessionId: `chat-${first.chatId}` }, cookie });
    expect(followUp.status).toBe(200);
    expect(followUp.json).toMatchObject({ no_match: true, documents_analyzed: 0, chatId: first.chatId, response: RESEARCH_MESSAGES.noPassages });
    expect(await eventsOf(user.id)).toEqual(events);
  });
});

describe('POST /api/chat (single document)', () => {
  it('answers from the chosen document only and continues with the returned sessionId', async () => {
    const { cookie } = await signedInUser();
    const md73 = await legislationIdOf('md-73-2023');
    const res = await call('/api/chat', { body: { message: 'What is the revenue threshold?', legislationId: md73 }, cookie });
    expect(res.status).toBe(200);
    const body = res.json as unknown as ChatReplyResponse;
    expect(body.sessionId).toBe(`chat-${body.chatId}`);
    expect(body.message).toBe(body.response);
    expect(body.citations.length).toBeGreaterThan(0);
    expect(body.citations.every((c) => c.legislation_id === md73)).toBe(true);
    await expectCitationsResolve(body.citations);

    const next = await call('/api/chat', { body: { message: 'When does the relief end?', legislationId: md73, sessionId: body.sessionId }, cookie });
    expect(next.status).toBe(200);
    expect((next.json as unknown as ChatReplyResponse).chatId).toBe(body.chatId);
    const chat = (await call(`/api/account/chat/${body.chatId}`, { cookie })).json.data as ChatHistoryItem;
    expect(chat.kind).toBe('document');
    expect(chat.legislation_id).toBe(md73);
    expect(chat.title).toContain('Ministerial Decision No. 73 of 2023');
    expect(chat.messages).toHaveLength(4);
  });

  it("answers whether the chat's document is in force from its record and its own articles", async () => {
    const { cookie } = await signedInUser();
    const md125 = await legislationIdOf('md-125-2023');
    const res = await call('/api/chat', { body: { message: 'Is this decision still in force?', legislationId: md125 }, cookie });
    expect(res.status).toBe(200);
    const body = res.json as unknown as ChatReplyResponse;
    expect(body.response).toContain('**Status, as this collection records it:** Ministerial Decision No. 125 of 2023 is repealed: replaced by');
    expect(body.citations.length).toBeGreaterThan(0);
    expect(body.citations.every((c) => c.legislation_id === md125)).toBe(true);
    expect(body.citations[0]!.article).toBe('14');
  });

  it('refuses a sessionId whose conversation is about another document', async () => {
    const { cookie } = await signedInUser();
    const md73 = await legislationIdOf('md-73-2023');
    const first = (await call('/api/chat', { body: { message: 'What is the revenue threshold?', legislationId: md73 }, cookie }))
      .json as unknown as ChatReplyResponse;
    const res = await call('/api/chat', {
      body: { message: 'And here?', legislationId: await legislationIdOf('fdl-47-2022'), sessionId: first.sessionId },
      cookie,
    });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown document and 422 for one whose text is not loaded', async () => {
    const { cookie } = await signedInUser();
    const missing = await call('/api/chat', { body: { message: QUESTION, legislationId: 999999 }, cookie });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe(RESEARCH_MESSAGES.legislationNotFound);
    const noText = await call('/api/chat', { body: { message: QUESTION, legislationId: await legislationIdOf('cd-55-2023') }, cookie });
    expect(noText.status).toBe(422);
    expect(noText.json).toEqual({ error: RESEARCH_MESSAGES.textStillProcessing, code: 'NO_TEXT' });
  });

  it('without a document is a general consultation over the whole collection', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/chat', { body: { message: QUESTION, legislationId: null }, cookie });
    expect(res.status).toBe(200);
    const body = res.json as unknown as ChatReplyResponse;
    const chat = (await call(`/api/account/chat/${body.chatId}`, { cookie })).json.data as ChatHistoryItem;
    expect(chat.kind).toBe('collection');
  });

  it('refuses to continue a document chat whose document is gone', async () => {
    const { cookie, user } = await signedInUser();
    const row = await env.DB.prepare("INSERT INTO chats (user_id, legislation_id, kind, title) VALUES (?, NULL, 'document', 'Orphan') RETURNING id")
      .bind(user.id)
      .first<{ id: number }>();
    const res = await call('/api/chat', { body: { message: QUESTION, sessionId: `chat-${row!.id}` }, cookie });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(RESEARCH_MESSAGES.missingLegislationReference);
  });
});

describe('streamed answers', () => {
  it('sends stages, the answer as it arrives, then the same result as the JSON endpoint', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/multi-document-search/stream', { body: { query: QUESTION }, cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse<MultiDocumentSearchResponse>(res.text);
    expect(events.map((e) => e.type).filter((t, i, all) => all.indexOf(t) === i)).toEqual(['stage', 'delta', 'done']);
    expect(events.filter((e) => e.type === 'stage').map((e) => (e.type === 'stage' ? e.stage : ''))).toEqual(['retrieving', 'analyzing', 'checking']);
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error('no done event');
    const streamed = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(streamed.trim()).toBe(done.result.response);
    // Citations are numbered in reading order: the first marker read is [1].
    expect(citedNumbers(done.result.response)[0]).toBe(1);
    expect(done.result.citations.map((c) => c.n)).toEqual(done.result.citations.map((_, i) => i + 1));
    await expectCitationsResolve(done.result.citations);
    expect(await countRows('messages', 'chat_id = ?', done.result.chatId)).toBe(2);
  });

  it('chat stream refuses before streaming with a JSON error', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/api/chat/stream', { body: { message: QUESTION, legislationId: 999999 }, cookie });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
