/**
 * Arabic questions (issue 17): the bilingual glossary aligned from the stored definition articles, the
 * Arabic wordings of practitioner concepts, and references written the Arabic way all reach the same
 * English terms an English question would use; the documents' Arabic records (official Arabic title, the team's
 * Arabic summary and key points) give the document prior and key-point notes.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.ts';
import { definitionArticles, findCandidates, type ArabicDocumentRow } from '../src/db/repositories/retrieval-repository.ts';
import { buildArabicDocumentIndex, scoreArabicDocuments, scoreArabicNotes, StemCounts, titleSubject } from '../src/services/retrieval/arabic-documents.ts';
import { alignDefinitions, arabicContentStems, buildBilingualGlossary } from '../src/services/retrieval/bilingual-terms.ts';
import { parseGlossary } from '../src/services/retrieval/glossary.ts';
import { analyseQuery } from '../src/services/retrieval/query-analysis.ts';
import { arabicTextCache, resetRetrievalCaches } from '../src/services/retrieval/retrieval-caches.ts';
import { PipelineRetriever } from '../src/services/retrieval/retriever.ts';

const db = createDb(env.DB);
beforeEach(() => resetRetrievalCaches());

const EN = `In applying this Decision:

- **Tax Group**: Two or more Taxable Persons treated as a single Taxable Person.
- **Parent Company**: The Resident Person that holds the ownership of the Subsidiaries.
- **Top-up Tax**: The tax imposed under this Decision.`;
const AR = `في تطبيق أحكام هذا القرار، يُقصد بالكلمات والعبارات التالية المعاني الموضحة قرين كل منها:
المجموعة الضريبية: شخصان خاضعان للضريبة أو أكثر يعاملان كخاضع واحد للضريبة.
الشركة الأم: الشخص المقيم الذي يملك الشركات التابعة.
الضريبة التكميلية: الضريبة المفروضة بموجب هذا القرار.`;

describe('the bilingual glossary', () => {
  it('pairs the Arabic and English defined terms of a definition article by their position', () => {
    const pairs = alignDefinitions(EN, AR);
    expect(pairs.map((p) => [p.en, p.ar])).toEqual([
      ['Tax Group', 'المجموعة الضريبية'],
      ['Parent Company', 'الشركة الأم'],
      ['Top-up Tax', 'الضريبة التكميلية'],
    ]);
    // Every English word is kept, so the phrase reads as the text writes it.
    expect(pairs[2]!.enWords).toEqual(['top', 'up', 'tax']);
  });

  it('takes nothing from an article whose two lists differ in length, rather than guess', () => {
    const shorter = AR.split('\n').slice(0, 3).join('\n');
    expect(alignDefinitions(EN, shorter)).toEqual([]);
  });

  it('is read from the stored Article 1 texts of the collection', async () => {
    const glossary = buildBilingualGlossary(await definitionArticles(db, 'fdl-47-2022'));
    expect(glossary.aligned).toBeGreaterThan(0);
    const byEnglish = new Map(glossary.terms.map((t) => [t.en, t.ar]));
    expect(byEnglish.get('Qualifying Free Zone Person')).toMatch(/المنطقة الحرة/);
    expect(byEnglish.get('Tax Group')).toMatch(/المجموعة الضريبية/);
  });
});

describe('an Arabic question', () => {
  async function plan(query: string) {
    const articles = await definitionArticles(db, 'fdl-47-2022');
    const law = articles.find((a) => a.slug === 'fdl-47-2022')!;
    return analyseQuery(query, { glossary: parseGlossary(law.textEn), bilingual: buildBilingualGlossary(articles) });
  }
  const english = (p: Awaited<ReturnType<typeof plan>>, source: string) =>
    p.terms.filter((t) => !t.arabic && t.source === source).map((t) => t.words.join(' '));

  it('that names a defined term also asks for it in English, as its own words, and the Law’s entry for it applies', async () => {
    const p = await plan('متى يمكن تكوين المجموعة الضريبية بين شركتين؟');
    // The English term joins at the weight of the question's own words (whether the practitioner wordings reached it first).
    const term = p.terms.find((t) => !t.arabic && t.words.join(' ') === 'tax group')!;
    expect(term.weight).toBe(1);
    // The English term stands for the Arabic words it translates.
    const covered = term.concepts.map((c) => p.concepts[c]!.stem);
    expect(covered).toEqual(expect.arrayContaining(['مجموع', 'ضريب']));
    expect(p.glossaryHits.map((h) => h.entry.term)).toContain('Tax Group');
  });

  it('names a defined term of two words in its broken plural ("المناطق الحرة": Free Zone), not a word of the same letters', async () => {
    expect(english(await plan('هل تخضع الأعمال في المناطق الحرة لضريبة الشركات؟'), 'glossary')).toContain('free zone');
    // "الشركات الأجنبية" (foreign companies) shares the letters of "الشراكة الأجنبية" (Foreign Partnership), in no plural's pattern.
    expect(english(await plan('هل تخضع الشركات الأجنبية لضريبة الشركات في الدولة؟'), 'glossary')).not.toContain('foreign partnership');
  });

  it('does not gain a term every definition uses ("Corporate Tax")', async () => {
    expect(english(await plan('هل تخضع أرباح الشركة لضريبة الشركات؟'), 'glossary')).not.toContain('corporate tax');
  });

  it('in everyday Arabic gains the statute’s English terms of the practitioner concept', async () => {
    const p = await plan('نحن شركة في المنطقة الحرة ونقدم خدمات لعملاء في البر الرئيسي');
    expect(english(p, 'synonym')).toEqual(expect.arrayContaining(['free zone person', 'non free zone person']));
  });

  it('reads references written the Arabic way, in Arabic or Western digits', async () => {
    const p = await plan('ما الذي تنص عليه المادة (54) من قرار مجلس الوزراء رقم (١٤٢) لسنة ٢٠٢٤؟');
    expect(p.articleRefs).toEqual(['54']);
    expect(p.documentRefs).toEqual([{ number: '142', year: 2024 }]);
  });
});

describe('retrieval of an Arabic question in everyday words', () => {
  // The documents' Arabic records reach some of the same articles on their own: left out here, to see the wordings' part.
  const top3 = async (query: string, synonyms: boolean) =>
    (await new PipelineRetriever({ db, tuning: { synonyms, arabicRecords: { prior: 0, notes: false } } }).rank({ query, k: 5 })).slice(0, 3).map((r) => r.key);

  it('reaches the articles an English question in the same words reaches, through the Arabic wordings of practitioner concepts', async () => {
    // A charity asking whether it is exempt: the Qualifying Public Benefit Entity (Article 9).
    const charity = 'نحن جمعية خيرية غير ربحية، هل نحن معفون من الضريبة؟';
    expect(await top3(charity, true)).toContain('fdl-47-2022#9');
    expect(await top3(charity, false)).not.toContain('fdl-47-2022#9');
    // Thin capitalisation in everyday words: the General Interest Deduction Limitation Rule (Article 30).
    const interest = 'كيف تطبق قواعد الحد من خصم الفوائد على تكاليف التمويل لدينا؟';
    expect(await top3(interest, true)).toContain('fdl-47-2022#30');
    expect(await top3(interest, false)).not.toContain('fdl-47-2022#30');
  });

  it('reads a word without the pronoun or the accusative ending the question attached to it, where few articles write the word so', async () => {
    // "بسجلاتنا" (our records) is in no article; "السجلات" is: the retention periods of Article (3) of Cabinet Decision
    // No. 74 of 2023. Read as written only, the question met too little of the collection to be answered at all.
    const records = 'أبلغتنا الهيئة الاتحادية للضرائب بأنها ستدقق حساباتنا. كم سنة يجب أن نحتفظ بسجلاتنا؟';
    const ranked = await new PipelineRetriever({ db }).rank({ query: records, k: 5 });
    expect(ranked[0]!.key).toBe('cd-74-2023#3');
    expect(ranked[0]!.breakdown.matchedConcepts).toBeGreaterThanOrEqual(3);
    // "اعتراضاً" (an objection, accusative) is in the odd article, "الاعتراض" in many: Article (32), "Procedures for
    // Submitting an Objection", not the allocation of payments that shared only "قرار الهيئة".
    const objection = await new PipelineRetriever({ db }).rank({ query: 'كيف أقدم اعتراضاً على قرار الهيئة؟', k: 5 });
    expect(objection[0]!.key).toBe('fdl-28-2022#32');
  });
});

describe('the normalised Arabic an isolate holds', () => {
  const question = 'ما هو حد الإيرادات لتسهيلات الأعمال الصغيرة؟';
  const ranking = async (query: string) => (await new PipelineRetriever({ db }).rank({ query, k: 5 })).map((r) => [r.key, r.score]);

  it('is not sent again for an Arabic question, and the ranking is the same as when it was', async () => {
    const first = await ranking(question);
    const candidate = await env.DB.prepare(
      "SELECT a.id FROM articles a JOIN legislation l ON l.id = a.legislation_id WHERE l.slug = 'md-73-2023' AND a.number = '2'",
    ).first<{ id: number }>();
    expect(arabicTextCache.known()).toContain(candidate!.id);
    // The statement withholds what the isolate names as known, and says which rows it withheld.
    const asked = { matchOwn: null, named: [['md-73-2023', '2']] as Array<[string, string]>, limit: 5, withArabic: true, citedArticles: 0 };
    const documents: Array<{ legislationId: number; score: number }> = [];
    const withheld = await findCandidates(db, { ...asked, matchExpansions: 'zzqx', documents, knownArabic: [candidate!.id] });
    expect(withheld.articles.find((a) => a.id === candidate!.id)).toMatchObject({ searchAr: null });
    expect([...withheld.withheldArabic]).toEqual([candidate!.id]);
    const sent = await findCandidates(db, { ...asked, matchExpansions: 'zzqx', documents });
    expect(sent.articles.find((a) => a.id === candidate!.id)?.searchAr).toContain('الايرادات');
    expect(sent.withheldArabic.size).toBe(0);
    // Asked again, the question's candidates' Arabic comes from the isolate: every score is the same.
    expect(await ranking(question)).toEqual(first);
  });

  it('is read again when an article’s text changes', async () => {
    await ranking(question);
    const row = await env.DB.prepare(
      "SELECT a.id, a.search_ar FROM articles a JOIN legislation l ON l.id = a.legislation_id WHERE l.slug = 'md-73-2023' AND a.number = '4'",
    ).first<{ id: number; search_ar: string }>();
    try {
      // A word no article holds, added by an editor to an article the first question read.
      await env.DB.prepare('UPDATE articles SET search_ar = ? WHERE id = ?').bind(`${row!.search_ar} الكنغر`, row!.id).run();
      const ranked = await new PipelineRetriever({ db }).rank({ query: 'الكنغر', k: 5 });
      expect(ranked[0]!.key).toBe('md-73-2023#4');
      // Read in the new text, not only found by the index.
      expect(ranked[0]!.breakdown.matchedConcepts).toBe(1);
    } finally {
      await env.DB.prepare('UPDATE articles SET search_ar = ? WHERE id = ?').bind(row!.search_ar, row!.id).run();
    }
  });
});

describe('the documents’ Arabic records', () => {
  const LAW = 'مرسوم بقانون اتحادي رقم 47: في شأن الضريبة على الشركات والأعمال';
  const PURPOSE = 'لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال';
  const row = (legislationId: number, titleAr: string | null, more: Partial<ArabicDocumentRow> = {}): ArabicDocumentRow => ({
    legislationId,
    slug: `doc-${legislationId}`,
    titleAr,
    summaryAr: null,
    keyPointsAr: null,
    keyPoints: null,
    ...more,
  });
  const index = buildArabicDocumentIndex(
    [
      row(1, LAW),
      row(2, `قرار الهيئة الاتحادية للضرائب رقم (05): في شأن شروط تغيير الفترة الضريبية ${PURPOSE}`),
      row(3, `قرار وزاري رقم 73: في شأن تسهيلات الأعمال الصغيرة ${PURPOSE}`, {
        summaryAr: 'يحدد حد الإيرادات الذي يتاح دونه اختيار التسهيلات.',
        keyPoints: 'Revenue threshold: AED 3,000,000 (Art. 2(1)).\nAbuse is an arrangement under Art. 50(1) of the Corporate Tax Law (Art. 6).',
        keyPointsAr: 'حد الإيرادات: 3,000,000 درهم (المادة 2(1)).\nالفصل الصوري للأعمال ترتيب خاضع للقواعد العامة لمكافحة إساءة الاستخدام (المادة 6).',
      }),
      row(4, `قرار وزاري رقم 139: في شأن الأنشطة المؤهلة والأنشطة المستبعدة ${PURPOSE}`, {
        // One Arabic line for two English ones: which articles it cites is unknown, so it is no note.
        keyPoints: 'Qualifying activities (Art. 2).\nExcluded activities (Art. 3).',
        keyPointsAr: 'الأنشطة المؤهلة والمستبعدة (المادتان 2 و3).',
      }),
      row(5, null),
    ],
    'fdl-47-2022',
  )!;

  it('reads a title’s subject, not its type, issuer and number, and pairs key point N with English key point N', () => {
    expect(titleSubject('قرار الهيئة الاتحادية للضرائب رقم 12: في شأن تحديد شروط')).toBe(' في شأن تحديد شروط');
    expect(index.records.map((r) => r.legislationId)).toEqual([1, 2, 3, 4]);
    // A question naming the Federal Tax Authority is not about the Authority's decisions.
    expect(scoreArabicDocuments(index, arabicContentStems('هل يجب التسجيل لدى الهيئة الاتحادية للضرائب؟'), [2, 1, 1]).get(2) ?? 0).toBeLessThan(1e-3);
    const sbr = index.records.find((r) => r.legislationId === 3)!;
    expect(sbr.notes.map((n) => n.articles)).toEqual([
      [['doc-3', '2']],
      [
        ['doc-3', '6'],
        ['fdl-47-2022', '50'],
      ],
    ]);
    expect(index.records.find((r) => r.legislationId === 4)!.notes).toEqual([]);
  });

  it('counts a stem of four letters or more also in the longer stems it begins, a shorter one exactly', () => {
    const counts = new StemCounts(['ايراد', 'ايرادات', 'ايراد', 'حد', 'حدود', 'خسار']);
    expect(counts.count('ايراد')).toBe(3);
    expect(counts.count('حد')).toBe(1);
    expect(counts.count('خسا')).toBe(0);
    expect(counts.count('ضريب')).toBe(0);
  });

  it('scores a record by the question’s rarer words, in its title, summary and key points', () => {
    const scores = scoreArabicDocuments(index, arabicContentStems('هل تشمل التسهيلات شركتنا الصغيرة في ضريبة الشركات؟'), [2, 1, 1]);
    expect(scores.get(3)).toBeGreaterThan(1);
    for (const id of [1, 2, 4]) expect(scores.get(id) ?? 0).toBeLessThan(1e-3);
    // Words only the summary or a key point holds.
    const abuse = scoreArabicDocuments(index, arabicContentStems('هل يعد الفصل الصوري للأعمال إساءة استخدام؟'), [2, 1, 1]);
    expect(abuse.get(3)).toBeGreaterThan(1);
    for (const id of [1, 2, 4]) expect(abuse.get(id) ?? 0).toBeLessThan(1e-3);
  });

  it('scores from the posting lists exactly what reading every record’s stems gives', () => {
    // The reference: each record's stems counted column by column (StemCounts), BM25 as FTS5 computes it.
    const records = [
      { id: 1, title: LAW, summary: '', points: '' },
      { id: 3, title: 'في شأن تسهيلات الأعمال الصغيرة', summary: 'يحدد حد الإيرادات الذي يتاح دونه اختيار التسهيلات.', points: 'حد الإيرادات: 3,000,000 درهم' },
      { id: 6, title: 'في شأن الإيرادات المؤهلة', summary: 'الإيرادات والإيراد والتسهيلات الضريبية', points: 'الإيراد المؤهل للشخص المؤهل في المنطقة الحرة' },
    ];
    const built = buildArabicDocumentIndex(
      records.map((r) => row(r.id, r.title, { summaryAr: r.summary || null, keyPointsAr: r.points || null })),
      'fdl-47-2022',
    )!;
    const columns = records.map((r) => [arabicContentStems(titleSubject(r.title)), arabicContentStems(r.summary), arabicContentStems(r.points)]);
    const mean = columns.reduce((n, c) => n + c.flat().length, 0) / columns.length;
    const questions = ['الإيرادات', 'تسهيلات الأعمال الصغيرة وحد الإيراد', 'المنطقة الحرة والشخص المؤهل', 'ضريبة الشركات'].map((q) => arabicContentStems(q));
    // A stem of four letters stands also for the longer ones it begins ("ايرا": "ايراد"), a shorter one only for itself.
    questions.push(['ايرا', 'تسه', 'منط']);
    for (const question of questions) {
      const stems = [...new Set(question)];
      const expected = new Map<number, number>();
      columns.forEach((c, i) => {
        let score = 0;
        for (const stem of stems) {
          const d = columns.filter((x) => new StemCounts(x.flat()).count(stem)).length;
          const idf = d ? Math.max(1e-6, Math.log((columns.length - d + 0.5) / (d + 0.5))) : 0;
          const f = 2 * new StemCounts(c[0]!).count(stem) + new StemCounts(c[1]!).count(stem) + new StemCounts(c[2]!).count(stem);
          if (idf && f) score += (idf * f * 2.2) / (f + 1.2 * (1 - 0.75 + (0.75 * c.flat().length) / mean));
        }
        if (score > 0) expected.set(records[i]!.id, score);
      });
      const scored = scoreArabicDocuments(built, stems, [2, 1, 1]);
      expect([...scored.keys()]).toEqual([...expected.keys()]);
      for (const [id, score] of expected) expect(scored.get(id)).toBeCloseTo(score, 12);
    }
  });

  it('makes a key point a note on the articles it cites, by the share of the question’s words it holds', () => {
    const stems = arabicContentStems('الفصل الصوري الإيرادات');
    const notes = scoreArabicNotes(
      index,
      new Set([3]),
      stems.map((stem, concept) => ({ stem, idf: 1, concept })),
      (slug, n) => `${slug}#${n}`,
    );
    expect(notes.get('doc-3#6')).toBeCloseTo(2 / 3);
    expect(notes.get('fdl-47-2022#50')).toBeCloseTo(2 / 3);
    expect(notes.get('doc-3#2')).toBeCloseTo(1 / 3);
    // Another form of a word the question wrote (read without its pronoun) counts once with it: the share stays.
    const withForm = scoreArabicNotes(
      index,
      new Set([3]),
      [...stems.map((stem, concept) => ({ stem, idf: 1, concept })), { stem: 'فصلنا', idf: 1, concept: 0 }],
      (slug, n) => `${slug}#${n}`,
    );
    expect(withForm.get('doc-3#6')).toBeCloseTo(2 / 3);
    // Only the given documents' key points are read.
    expect(
      scoreArabicNotes(
        index,
        new Set([1]),
        stems.map((stem, concept) => ({ stem, idf: 1, concept })),
        (slug, n) => `${slug}#${n}`,
      ).size,
    ).toBe(0);
  });

  it('gives an Arabic question the prior and the notes of the Arabic record its English one lacks', async () => {
    const question = 'هل يجوز لشركة عضو في مجموعة شركات متعددة الجنسيات اختيار تطبيق تسهيلات الأعمال الصغيرة؟';
    const evidence = async (arabicRecords: { prior: number; notes: boolean }) => {
      resetRetrievalCaches();
      const ranked = await new PipelineRetriever({ db, tuning: { arabicRecords } }).rank({ query: question, k: 5 });
      const article = ranked.find((r) => r.key === 'md-73-2023#3');
      return {
        rank: ranked.findIndex((r) => r.key === 'md-73-2023#3') + 1,
        notes: article?.breakdown.notes ?? 0,
        prior: article?.breakdown.documentPrior ?? 0,
      };
    };
    const off = await evidence({ prior: 0, notes: false });
    const on = await evidence({ prior: 0.5, notes: true });
    expect(on.notes).toBeGreaterThan(off.notes);
    expect(on.notes).toBeGreaterThan(0.5);
    expect(on.prior).toBeGreaterThanOrEqual(off.prior);
    expect(on.rank).toBe(1);
  });

  it('reaches, through the Law’s Arabic key points, an article no Arabic wording of a practitioner concept names', async () => {
    const interest = 'كيف تطبق قواعد الحد من خصم الفوائد على تكاليف التمويل لدينا؟';
    const top3 = async (arabicRecords: { prior: number; notes: boolean }) =>
      (await new PipelineRetriever({ db, tuning: { synonyms: false, arabicRecords } }).rank({ query: interest, k: 5 })).slice(0, 3).map((r) => r.key);
    expect(await top3({ prior: 0, notes: false })).not.toContain('fdl-47-2022#30');
    resetRetrievalCaches();
    expect(await top3({ prior: 0.5, notes: true })).toContain('fdl-47-2022#30');
  });
});
