import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { createRetriever } from '../src/services/retrieval/index.ts';
import { forgetCorpusVersion } from '../src/services/legislation/corpus-version.ts';
import { cachedGlossary, cachedScopeVocabulary, resetRetrievalCaches } from '../src/services/retrieval/retrieval-caches.ts';
import { DEFAULT_TUNING, PipelineRetriever } from '../src/services/retrieval/retriever.ts';
import { DEFAULT_PARAMS } from '../src/services/retrieval/scoring.ts';
import type { RetrievedPassage } from '../src/services/retrieval/types.ts';
import { recordingEnv } from './support/d1-statements.ts';

const db = createDb(env.DB);
const retriever = () => createRetriever({ db, env, config: loadConfig(env) });
const ids = (passages: RetrievedPassage[]) => passages.map((p) => `${p.slug}#${p.number}`);

async function legislationId(slug: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM legislation WHERE slug = ?').bind(slug).first<{ id: number }>();
  return row!.id;
}

beforeEach(() => resetRetrievalCaches());

/** The keys of the five best articles for `query`, the scoring's parameters changed by `scoring`. */
async function rankedKeys(query: string, scoring: Partial<typeof DEFAULT_PARAMS>): Promise<string[]> {
  const ranked = await new PipelineRetriever({ db, tuning: { scoring: { ...DEFAULT_PARAMS, ...scoring } } }).rank({ query, k: 5 });
  return ranked.slice(0, 5).map((r) => r.key);
}

describe('createRetriever (lexical, no embeddings configured)', () => {
  it('finds the article for a question in everyday words and returns what a citation needs', async () => {
    const passages = await retriever().retrieve({ query: 'Our startup has small revenue. Up to what turnover can we claim the small business relief?', k: 5 });
    expect(passages).toHaveLength(5);
    expect(ids(passages).slice(0, 3)).toContain('md-73-2023#2');
    const top = passages[0]!;
    expect(top).toMatchObject({ title: expect.any(String), legislation: expect.any(String), textEn: expect.any(String), repealed: false });
    expect(top.articleId).toBeGreaterThan(0);
    expect(top.legislationId).toBeGreaterThan(0);
    // The official Arabic text travels with the passage when asked for (one more read).
    expect(passages.every((p) => p.textAr === null)).toBe(true);
    const withArabic = await retriever().retrieve({ query: 'Up to what turnover can we claim the small business relief?', k: 5, withArabicText: true });
    const md73 = withArabic.find((p) => p.slug === 'md-73-2023' && p.number === '2')!;
    expect(md73.textAr).toMatch(/[\u0600-\u06FF]/);
    // …and its document's official Arabic title, which an Arabic answer names it by.
    expect(md73.titleAr).toMatch(/^قرار وزاري رقم 73/);
    const scores = passages.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('adds, beyond the k best, the other end of a delegation of the best ones when asked (linked), marked as such', async () => {
    const query = 'Up to what revenue threshold can we claim the small business relief?';
    const best = await retriever().retrieve({ query, k: 1 });
    expect(ids(best)).toEqual(['md-73-2023#2']);
    const withPartner = await retriever().retrieve({ query, k: 1, linked: 2 });
    expect(withPartner[0]).toMatchObject({ slug: 'md-73-2023', number: '2' });
    expect(withPartner[0]!.linked).toBeUndefined();
    // Article (2) of the decision implements Article (21) of the Law: the Law's article joins, after the k best.
    const partner = withPartner.find((p) => p.slug === 'fdl-47-2022' && p.number === '21');
    expect(partner?.linked).toBe(true);
    expect(withPartner.length).toBeLessThanOrEqual(3);
    expect(withPartner[0]!.links.find((l) => l.slug === 'fdl-47-2022' && l.number === '21')?.retrieved).toBe(true);
  });

  it('joins a Law’s article that leaves a matter to its Executive Regulation with the regulation’s article the question reaches, both ways', async () => {
    // Article (9) of the Tax Procedures Law leaves the allocation of an unspecified payment to the Executive Regulation
    // (Cabinet Decision No. 74 of 2023), whose Article (9) fills it in without citing it: the citator has no edge.
    const query = 'We paid an amount to the FTA without specifying the type of tax or the tax period. How will it be allocated?';
    const passages = await retriever().retrieve({ query, k: 1, linked: 2 });
    const keys = ids(passages);
    expect(keys).toContain('fdl-28-2022#9');
    expect(keys).toContain('cd-74-2023#9');
    const law = passages.find((p) => p.slug === 'fdl-28-2022' && p.number === '9')!;
    const regulation = passages.find((p) => p.slug === 'cd-74-2023' && p.number === '9')!;
    expect(law.links).toContainEqual(expect.objectContaining({ kind: 'implemented_by', slug: 'cd-74-2023', number: '9', retrieved: true }));
    expect(regulation.links).toContainEqual(expect.objectContaining({ kind: 'implements', slug: 'fdl-28-2022', number: '9', retrieved: true }));
    // Whichever end retrieval put first, the other joins as linked; without `linked`, neither is added.
    expect(passages.filter((p) => p.linked)).toHaveLength(1);
    expect(await retriever().retrieve({ query, k: 1 })).toHaveLength(1);
    // A Law article that leaves nothing to a regulation gets no regulation article.
    const rate = await retriever().retrieve({ query: 'What is the corporate tax rate on taxable income above the threshold?', k: 2, linked: 2 });
    expect(rate.some((p) => p.slug === 'cd-74-2023')).toBe(false);
  });

  it('maps practitioner wording to the Law’s terms', async () => {
    const thinCap = await retriever().retrieve({ query: 'How does the thin cap work?', k: 3 });
    expect(ids(thinCap)).toContain('fdl-47-2022#30');
    const group = await retriever().retrieve({ query: 'Can two sister companies file one consolidated return (fiscal unity)?', k: 5 });
    expect(ids(group)).toContain('fdl-47-2022#40');
    const charity = await retriever().retrieve({ query: 'Is a charity exempt?', k: 5 });
    expect(ids(charity)).toContain('fdl-47-2022#9');
  });

  it('answers a general question from the Law before the decisions that implement its particulars', async () => {
    const keys = (query: string, statute?: number) => rankedKeys(query, statute === undefined ? {} : { statute });
    // Article (53) of the Law, Tax Returns: a voluntary disclosure deadline of the Executive Regulation ranked first without the Law's weight.
    expect((await keys('When is the return due?'))[0]).toBe('fdl-47-2022#53');
    expect((await keys('When is the return due?', 0))[0]).not.toBe('fdl-47-2022#53');
    expect((await keys('Is interest expense deductible?'))[0]).toMatch(/^fdl-47-2022#(?:28|30)$/);
    // A question that states its own situation or names an instrument is not general: nothing changes for it.
    const situation = 'Our free zone company earns a small amount from sales that do not qualify. How much can we have before losing the 0% rate?';
    expect(await keys(situation)).toEqual(await keys(situation, 0));
  });

  it('answers a general question about a subject from the article headed with it', async () => {
    const keys = (query: string, subject?: number) => rankedKeys(query, subject === undefined ? {} : { subject });
    // Article (11), headed "Taxable Person"; without the heading's weight, Small Business Relief (Article 21), which names a
    // Taxable Person throughout, ranked first. Article (47), "Foreign Tax Credit", ranked below the exemption of Article (24).
    expect((await keys('Who is a taxable person?'))[0]).toBe('fdl-47-2022#11');
    expect((await keys('Who is a taxable person?', 0))[0]).not.toBe('fdl-47-2022#11');
    expect((await keys('How does the foreign tax credit work?'))[0]).toBe('fdl-47-2022#47');
    expect((await keys('How does the foreign tax credit work?', 0))[0]).not.toBe('fdl-47-2022#47');
    // An article headed with the subject that does not state the figure asked for gains nothing: the deadline is elsewhere.
    const deadline = 'Is there a deadline after which a voluntary disclosure can no longer be submitted?';
    const ranked = await new PipelineRetriever({ db }).rank({ query: deadline, k: 5 });
    expect(ranked.find((r) => r.key === 'fdl-28-2022#10')?.breakdown.subject).toBe(0);
    expect(ranked[0]!.key).toBe('fdl-28-2022#46');
  });

  it('answers a question that asks for a defined term by its meaning from the article headed with the term', async () => {
    // "Who is subject to Corporate Tax?" asks which Person is, the Law's definition of a Taxable Person (Article (1)), whose
    // article is headed "Taxable Person"; before, Article (19) "Election to be Subject to Corporate Tax" led, on its words.
    const asked: Array<[string, string]> = [
      ['Who is subject to Corporate Tax in the UAE?', 'fdl-47-2022#11'],
      ['Who is exempt from corporate tax?', 'fdl-47-2022#4'],
      ['What income is exempt from Corporate Tax?', 'fdl-47-2022#22'],
    ];
    for (const [question, article] of asked) expect((await rankedKeys(question, {}))[0], question).toBe(article);
    for (const query of ['Who is subject to Corporate Tax in the UAE?', 'من يخضع لضريبة الشركات في الإمارات؟']) {
      const passages = await retriever().retrieve({ query, k: 5 });
      expect(
        passages.filter((p) => p.headsAskedTerm).map((p) => `${p.slug}#${p.number}`),
        query,
      ).toEqual(['fdl-47-2022#11']);
    }
    // In Arabic too, on the Law's official Arabic definitions: the question's verb "يخضع" is the definition's, and the
    // article says who that is ("تُفرض ضريبة الشركات على الخاضع للضريبة"); before, Article (7)'s extractive businesses,
    // which hold "يخضع", led.
    expect((await rankedKeys('من يخضع لضريبة الشركات في الإمارات؟', {}))[0]).toBe('fdl-47-2022#11');
    expect((await rankedKeys('ما هو الدخل المعفى من ضريبة الشركات؟', {}))[0]).toBe('fdl-47-2022#22');
    // A question naming a kind of person the definition does not is asked on its own words.
    const foreign = await retriever().retrieve({ query: 'Are foreign companies subject to UAE Corporate Tax?', k: 5 });
    expect(foreign.some((p) => p.headsAskedTerm)).toBe(false);
  });

  it('answers a question asking what a term means from the definitions article defining it, in either language', async () => {
    // "What is market value?": before, Articles (36) and (26), which use the term, led and Article (1), which defines it,
    // was seventh; "What are Business Days?" was led by the time limits counted in them (Article (28) of the Tax
    // Procedures Law), and its Article (1) was not among the ten best.
    const asked: Array<[string, string, string]> = [
      ['What is market value?', 'fdl-47-2022#1', 'Market Value'],
      ['What is the meaning of Revenue?', 'fdl-47-2022#1', 'Revenue'],
      ['What are Business Days?', 'fdl-28-2022#1', 'Business Day'],
      ['ما المقصود بيوم العمل؟', 'fdl-28-2022#1', 'يوم عمل'],
    ];
    for (const [query, key, term] of asked) {
      const passages = await retriever().retrieve({ query, k: 5 });
      expect(ids(passages)[0], query).toBe(key);
      expect(passages[0]!.definesAskedTerm, query).toEqual([term]);
      expect(passages.filter((p) => p.definesAskedTerm).length, query).toBe(1);
    }
    // Not when an article of the Law is headed by the term (it says what a Tax Group is), nor when the definition sends the
    // reader to the article that governs the term ("Financial Year: The period specified under Article (57)"), nor when
    // the question asks more than the term's meaning.
    for (const query of ['What is a Tax Group?', 'What is a Financial Year?', 'What is the market value of shares transferred within a group?']) {
      const passages = await retriever().retrieve({ query, k: 5 });
      expect(
        passages.some((p) => p.definesAskedTerm),
        query,
      ).toBe(false);
    }
    expect((await rankedKeys('What is a Tax Group?', {}))[0]).toBe('fdl-47-2022#40');
  });

  it('answers from when the regime applies from the Law’s provision saying so, not from the elections that "take effect"', async () => {
    // Article (69): "This Decree-Law shall apply to Tax Periods commencing on or after 1 June 2023." Before, Article (19)'s
    // election that "shall take effect from …" and the Law's other articles naming "corporate tax" ranked first.
    for (const question of ['When does the Corporate Tax Law take effect?', 'When does UAE corporate tax come into effect?', 'متى يبدأ تطبيق ضريبة الشركات؟'])
      expect((await rankedKeys(question, {}))[0], question).toBe('fdl-47-2022#69');
    // A question about something else that takes effect keeps the words it asks with.
    expect(await rankedKeys('When does an election to be subject to Corporate Tax take effect?', {})).toContain('fdl-47-2022#19');
  });

  it('reads the Top-up Tax regime for a question about that regime only', async () => {
    // Cabinet Decision No. 142 of 2024 has a "Joint Venture" of its own (Pillar Two's): on the whole collection, its articles
    // took the five best places for a question on a contractual joint venture, and the Law's Unincorporated Partnership none.
    // The fixture holds no Top-up Tax instrument: one is added, its article written in the question's words.
    // Shared with the other test files: removed again whatever happens.
    try {
      await env.DB.prepare(
        `INSERT INTO legislation (slug, title, legislation, tax_category, issue_date_actual, status)
         VALUES ('cd-900-2030', 'Cabinet Decision No. 900 of 2030 on the Imposition of Top-up Tax on Multinational Enterprises', 'Cabinet Decision', 'Corporate Tax', '2030-01-01', 'active')`,
      ).run();
      await env.DB.prepare(
        `INSERT INTO articles (legislation_id, ordinal, number, heading, text_en) SELECT id, 1, '2.1', 'Joint Ventures',
           'A Joint Venture formed by two companies under a contract, without a separate legal entity, shall be taxed as a joint venture.'
         FROM legislation WHERE slug = 'cd-900-2030'`,
      ).run();
      resetRetrievalCaches();
      const jv = 'Two UAE companies have formed a contractual joint venture without creating a separate legal entity. Is the joint venture itself taxed?';
      const weighed = await rankedKeys(jv, {});
      const at = (key: string) => (weighed.includes(key) ? weighed.indexOf(key) : Infinity);
      expect(at('fdl-47-2022#16')).toBeLessThan(at('cd-900-2030#2.1'));
      expect((await rankedKeys(jv, { otherRegime: 1 }))[0]).toBe('cd-900-2030#2.1');
      // A question about the regime reads it as before.
      const topUp = 'Is a contractual joint venture of our multinational group taxed itself under the top-up tax?';
      expect(await rankedKeys(topUp, {})).toContain('cd-900-2030#2.1');
      expect(await rankedKeys(topUp, {})).toEqual(await rankedKeys(topUp, { otherRegime: 1 }));
    } finally {
      await env.DB.prepare("DELETE FROM articles WHERE legislation_id IN (SELECT id FROM legislation WHERE slug = 'cd-900-2030')").run();
      await env.DB.prepare("DELETE FROM legislation WHERE slug = 'cd-900-2030'").run();
      resetRetrievalCaches();
      // The collection's version moved twice, around the Worker: the next file's requests read it again (an edge-cache
      // entry stored under the old one would otherwise be missed by the next call once the isolate rereads it).
      forgetCorpusVersion();
    }
  });

  it('reads the Authority named in full in Arabic as "الهيئة", not as taxes', async () => {
    // "للضرائب" of "الهيئة الاتحادية للضرائب" met every "مدقق الضرائب" (the tax auditor): the audit articles came first.
    const full = 'أبلغتنا الهيئة الاتحادية للضرائب بأنها ستدقق حساباتنا. كم سنة يجب أن نحتفظ بسجلاتنا؟';
    const keys = await rankedKeys(full, {});
    expect(keys).toEqual(await rankedKeys('أبلغتنا الهيئة بأنها ستدقق حساباتنا. كم سنة يجب أن نحتفظ بسجلاتنا؟', {}));
    expect(keys.slice(0, 3)).toContain('cd-74-2023#3');
  });

  it('reads "Is X available?" by what X is', async () => {
    // "available" is in Article (24) ("would be available under Article (47)"), not in Article (47), Foreign Tax Credit.
    expect((await rankedKeys('Is a foreign tax credit available?', {}))[0]).toBe('fdl-47-2022#47');
  });

  it('counts a practitioner word the law never uses by the statute’s wording for it', async () => {
    // "freelancers" is in no article; "natural person" (its wording in the Law) is. Without its weight, coverage ignored the
    // word, and Article (48) on paying the tax (which holds "pay" and "Corporate Tax") came before Article (11), Taxable Person.
    const ranked = await new PipelineRetriever({ db }).rank({ query: 'Do freelancers pay corporate tax?', k: 10 });
    const at = (key: string) => ranked.findIndex((r) => r.key === key);
    expect(at('fdl-47-2022#11')).toBeGreaterThanOrEqual(0);
    expect(at('fdl-47-2022#11')).toBeLessThan(at('fdl-47-2022#48'));
  });

  it('reads its glossary from the stored Article 1, not from a copy', async () => {
    const article1 = await env.DB.prepare(
      "SELECT a.id, a.text_en FROM articles a JOIN legislation l ON l.id = a.legislation_id WHERE l.slug = 'fdl-47-2022' AND a.number = '1'",
    ).first<{ id: number; text_en: string }>();
    const query = 'What is a quokka arrangement?';
    const pointed = async () => {
      const ranked = await new PipelineRetriever({ db }).rank({ query, k: 5 });
      return ranked.find((r) => r.key === 'fdl-47-2022#21')?.breakdown.pointers ?? 0;
    };
    expect(await pointed()).toBe(0);
    try {
      await env.DB.prepare('UPDATE articles SET text_en = ? WHERE id = ?')
        .bind(`${article1!.text_en}\n- **Quokka Arrangement**: A relief arrangement as set out in Article (21) of this Decree-Law.`, article1!.id)
        .run();
      resetRetrievalCaches();
      // The new defined term points at the article that governs it, though that article never says "quokka".
      expect(await pointed()).toBeGreaterThan(0);
    } finally {
      await env.DB.prepare('UPDATE articles SET text_en = ? WHERE id = ?').bind(article1!.text_en, article1!.id).run();
      resetRetrievalCaches();
    }
  });

  it('notices a changed article by itself: the texts and tokens the isolate holds start over', async () => {
    const question = 'Up to what revenue can a small business claim the relief?';
    const before = await retriever().retrieve({ query: question, k: 5 });
    const article = before.find((p) => p.slug === 'md-73-2023' && p.number === '2')!;
    const edited = `${article.textEn} A wombat clause added by an editor.`;
    try {
      await env.DB.prepare('UPDATE articles SET text_en = ? WHERE id = ?').bind(edited, article.articleId).run();
      // The second question names the article as known to this isolate: the new version makes it read the text again.
      const after = await retriever().retrieve({ query: question, k: 5 });
      expect(after.find((p) => p.articleId === article.articleId)?.textEn).toBe(edited);
      const again = await retriever().retrieve({ query: question, k: 5 });
      expect(again.find((p) => p.articleId === article.articleId)?.textEn).toBe(edited);
    } finally {
      await env.DB.prepare('UPDATE articles SET text_en = ? WHERE id = ?').bind(article.textEn, article.articleId).run();
    }
  });

  it('keeps what a new isolate’s first question read for the next one, and starts over when the collection changes', async () => {
    const recorded = recordingEnv();
    const recording = new PipelineRetriever({ db: createDb(recorded.env.DB) });
    // What the caches read: the documents' records, the glossary's article, the citator's graph.
    const cacheReads = () =>
      recorded.statements.filter((q) => /LEFT JOIN legislation l ON 1|l\.slug = \? AND a\.number = \?|FROM legislation_references r\s/.test(q)).length;
    await recording.rank({ query: 'Up to what revenue can a small business claim the relief?', k: 5 });
    expect(cacheReads()).toBeGreaterThanOrEqual(2);
    recorded.statements.length = 0;
    await recording.rank({ query: 'When must a taxable person register for corporate tax?', k: 5 });
    expect(cacheReads()).toBe(0);
    // Another version of the collection: read again.
    await env.DB.prepare('UPDATE corpus_version SET version = version + 1 WHERE id = 1').run();
    await recording.rank({ query: 'When must a taxable person register for corporate tax?', k: 5 });
    expect(cacheReads()).toBeGreaterThanOrEqual(2);
  });

  it('forgets what a new isolate read before the collection changed, though no question had reached the articles yet', async () => {
    // A question the scope refused fills the vocabulary and the glossary, and stops before the articles.
    await cachedScopeVocabulary(db);
    const kept = await cachedGlossary(db);
    await retriever().retrieve({ query: 'When must a taxable person register for corporate tax?', k: 5 });
    expect(await cachedGlossary(db)).toBe(kept);

    resetRetrievalCaches();
    await cachedScopeVocabulary(db);
    const read = await cachedGlossary(db);
    // An edit before the next question: what was read before it may no longer hold.
    await env.DB.prepare('UPDATE corpus_version SET version = version + 1 WHERE id = 1').run();
    await retriever().retrieve({ query: 'When must a taxable person register for corporate tax?', k: 5 });
    expect(await cachedGlossary(db)).not.toBe(read);
  });

  it('restricts a single-document chat to its document', async () => {
    const id = await legislationId('md-73-2023');
    const passages = await retriever().retrieve({ query: 'What happens to losses and interest when the relief is elected?', k: 6, legislationId: id });
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((p) => p.legislationId === id)).toBe(true);
    expect(ids(passages).slice(0, 2)).toEqual(expect.arrayContaining(['md-73-2023#4']));
  });

  it('flags repealed documents and ranks them lower', async () => {
    const query = 'de minimis requirements for a qualifying free zone person';
    const passages = await retriever().retrieve({ query, k: 8 });
    const repealed = passages.filter((p) => p.slug === 'md-139-2023');
    expect(repealed.length).toBeGreaterThan(0);
    for (const p of repealed) expect(p).toMatchObject({ repealed: true, status: 'repealed' });
    expect(passages.filter((p) => p.slug !== 'md-139-2023').every((p) => !p.repealed)).toBe(true);

    // The same question without the discount: the repealed decision's articles score higher and rank no lower.
    const discounted = await new PipelineRetriever({ db }).rank({ query, k: 8 });
    const undiscounted = await new PipelineRetriever({ db, tuning: { scoring: { ...DEFAULT_PARAMS, repealed: 1 } } }).rank({ query, k: 8 });
    const at = (list: typeof discounted, key: string) => list.findIndex((r) => r.key === key);
    for (const r of discounted.filter((x) => x.row.slug === 'md-139-2023')) {
      expect(r.breakdown.factor).toBeLessThanOrEqual(DEFAULT_PARAMS.repealed);
      expect(r.score).toBeLessThan(undiscounted[at(undiscounted, r.key)]!.score);
      expect(at(discounted, r.key)).toBeGreaterThanOrEqual(at(undiscounted, r.key));
    }
  });

  it('spreads a collection-wide answer over the documents that answer', async () => {
    const passages = await retriever().retrieve({ query: 'small business relief revenue threshold and tax losses', k: 8 });
    expect(new Set(passages.map((p) => p.slug)).size).toBeGreaterThanOrEqual(2);
  });

  it('uses the earlier questions of a follow-up', async () => {
    const alone = await retriever().retrieve({ query: 'And for banks?', k: 3 });
    const followUp = await retriever().retrieve({
      query: 'And for banks?',
      k: 3,
      history: ['Does the general interest deduction limitation rule cap our interest deductions?'],
    });
    expect(ids(followUp)).toContain('fdl-47-2022#30');
    expect(ids(alone)).not.toEqual(ids(followUp));
  });

  it('searches the official Arabic text', async () => {
    const passages = await retriever().retrieve({ query: 'حد الإيرادات', k: 3 });
    expect(ids(passages)[0]).toBe('md-73-2023#2');
  });

  it('gives each passage its edges in the citator, both ways, marking those retrieved with it', async () => {
    const passages = await retriever().retrieve({ query: 'small business relief revenue threshold AED 3,000,000 election Article 21', k: 10 });
    const md73 = passages.find((p) => p.slug === 'md-73-2023' && p.number === '2')!;
    expect(md73.links).toContainEqual(expect.objectContaining({ kind: 'implements', slug: 'fdl-47-2022', number: '21', repealed: false }));
    const law = passages.find((p) => p.slug === 'fdl-47-2022' && p.number === '21');
    const link = md73.links.find((l) => l.slug === 'fdl-47-2022' && l.number === '21')!;
    expect(link.retrieved).toBe(law !== undefined);
    if (law) expect(law.links).toContainEqual(expect.objectContaining({ kind: 'implemented_by', slug: 'md-73-2023', number: '2', retrieved: true }));
  });

  it('follows the graph: an article linked to one of the best, from another document, gains in proportion to its anchor’s score', async () => {
    const query = 'What is the revenue threshold of the small business relief, and which tax losses can be carried forward?';
    // One anchor, so that the small test collection still has documents outside the anchor's.
    const on = { ...DEFAULT_TUNING.graph, anchors: 1 };
    const off = { anchors: 1, weights: { implements: 0, implemented_by: 0, refers_to: 0, referred_to_by: 0, replaced_by: 0 } };
    const without = await new PipelineRetriever({ db, tuning: { graph: off } }).rank({ query, k: 10 });
    const withGraph = await new PipelineRetriever({ db, tuning: { graph: on } }).rank({ query, k: 10 });
    const before = new Map(without.map((r) => [r.key, r.score]));
    const lifted = withGraph.filter((r) => r.score > (before.get(r.key) ?? 0) + 1e-9);
    expect(lifted.length).toBeGreaterThan(0);
    // Nothing loses; what gains comes from another document than the anchor's.
    for (const r of withGraph) expect(r.score).toBeGreaterThanOrEqual((before.get(r.key) ?? 0) - 1e-9);
    for (const r of lifted) expect(r.row.slug).not.toBe(without[0]!.row.slug);
  });

  it('keeps the graph current: an edited text’s new references are followed on the next question', async () => {
    const md73 = await env.DB.prepare(
      "SELECT a.id, a.text_en, l.id AS legislation_id FROM articles a JOIN legislation l ON l.id = a.legislation_id WHERE l.slug = 'md-73-2023' AND a.number = '2'",
    ).first<{ id: number; text_en: string; legislation_id: number }>();
    const law = await legislationId('fdl-47-2022');
    const query = 'small business relief revenue threshold';
    const linksTo = async (number: string) =>
      (await retriever().retrieve({ query, k: 10 })).find((p) => p.articleId === md73!.id)?.links.some((l) => l.slug === 'fdl-47-2022' && l.number === number);
    expect(await linksTo('65')).toBe(false);
    try {
      // What an admin edit does in one batch: the new text (a new corpus version) and its re-parsed references.
      await env.DB.batch([
        env.DB.prepare('UPDATE articles SET text_en = ? WHERE id = ?').bind(`${md73!.text_en} See also Article (65) of the Corporate Tax Law.`, md73!.id),
        env.DB.prepare(
          "INSERT INTO legislation_references (from_legislation_id, from_article, to_legislation_id, to_article, kind, text, language, source) VALUES (?, '2', ?, '65', 'refers_to', 'Article (65) of the Corporate Tax Law', 'en', 'text')",
        ).bind(md73!.legislation_id, law),
      ]);
      expect(await linksTo('65')).toBe(true);
    } finally {
      await env.DB.batch([
        env.DB.prepare('UPDATE articles SET text_en = ? WHERE id = ?').bind(md73!.text_en, md73!.id),
        env.DB.prepare("DELETE FROM legislation_references WHERE from_legislation_id = ? AND from_article = '2' AND to_article = '65'").bind(
          md73!.legislation_id,
        ),
      ]);
    }
  });

  it('rates each passage’s relevance: high for a question the legislation answers, low when nothing bears on it', async () => {
    const relevant = await retriever().retrieve({ query: 'Up to what revenue can a small business claim the relief?', k: 5 });
    expect(Math.max(...relevant.map((p) => p.relevance))).toBeGreaterThan(0.5);
    for (const q of ['How do I bake sourdough bread?', 'How many goals did Messi score in 2022?']) {
      const passages = await retriever().retrieve({ query: q, k: 5 });
      expect(passages.every((p) => p.relevance < 0.15)).toBe(true);
    }
  });

  it('returns nothing for a question without words, and never reads FTS5 syntax', async () => {
    expect(await retriever().retrieve({ query: '?!', k: 5 })).toEqual([]);
    await expect(retriever().retrieve({ query: 'relief" OR NEAR(tax* AND -', k: 5 })).resolves.toBeInstanceOf(Array);
  });
});
describe('articles the question cites', () => {
  it('lead the passages when the question asks about them, in English and Arabic, by number alone or with the Law', async () => {
    for (const query of [
      'What does Article 50 of the Corporate Tax Law provide?',
      'What does Article (50) say?',
      'ماذا تنص المادة (٥٠) من قانون ضريبة الشركات؟',
      'ما أحكام المادة (50) من المرسوم بقانون اتحادي رقم (47) لسنة 2022؟',
      'What does Article 50 of Federal Decree-Law No. 47 of 2022 provide?',
      'Explain Article 50 and Article 33',
    ]) {
      const passages = await retriever().retrieve({ query, k: 5 });
      expect(ids(passages)[0], query).toBe('fdl-47-2022#50');
    }
    expect(ids(await retriever().retrieve({ query: 'Explain Article 50 and Article 33', k: 5 })).slice(0, 2)).toEqual(['fdl-47-2022#50', 'fdl-47-2022#33']);
  });

  it("lead in a document's chat as that document's articles", async () => {
    const id = await legislationId('md-73-2023');
    const passages = await retriever().retrieve({ query: 'What does Article 3 say?', k: 3, legislationId: id });
    expect(ids(passages)[0]).toBe('md-73-2023#3');
  });

  it('do not lead when cited as the basis of what is asked, nor when another instrument is named', async () => {
    const basis = await retriever().retrieve({
      query: 'Which persons must prepare audited financial statements under Article 54(2) of the Corporate Tax Law?',
      k: 5,
    });
    expect(ids(basis)[0]).not.toBe('fdl-47-2022#54');
    const other = await retriever().retrieve({ query: 'What does Article 2 of the Ministerial Decision on Small Business Relief provide?', k: 5 });
    expect(ids(other)[0]).not.toBe('fdl-47-2022#2');
  });
});
