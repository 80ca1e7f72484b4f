/**
 * Arabic questions (issue 17): the bilingual glossary aligned from the stored definition articles, the
 * Arabic wordings of practitioner concepts, and references written the Arabic way all reach the same
 * English terms an English question would use; the official Arabic titles count in the document prior.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.ts';
import { definitionArticles } from '../src/db/repositories/retrieval-repository.ts';
import { buildArabicTitleIndex, scoreArabicTitles, titleSubject } from '../src/services/retrieval/arabic-titles.ts';
import { alignDefinitions, arabicContentStems, buildBilingualGlossary } from '../src/services/retrieval/bilingual-terms.ts';
import { parseGlossary } from '../src/services/retrieval/glossary.ts';
import { analyseQuery } from '../src/services/retrieval/query-analysis.ts';
import { PipelineRetriever, resetRetrievalCaches } from '../src/services/retrieval/retriever.ts';

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
  const english = (p: Awaited<ReturnType<typeof plan>>, source: string) => p.terms.filter((t) => !t.arabic && t.source === source).map((t) => t.words.join(' '));

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
  const top3 = async (query: string, synonyms: boolean) => (await new PipelineRetriever({ db, tuning: { synonyms } }).rank({ query, k: 5 })).slice(0, 3).map((r) => r.key);

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
});

describe('the official Arabic titles in the document prior', () => {
  const LAW = 'مرسوم بقانون اتحادي رقم 47: في شأن الضريبة على الشركات والأعمال';
  const PURPOSE = 'لأغراض المرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال';
  const index = buildArabicTitleIndex([
    { legislationId: 1, titleAr: LAW },
    { legislationId: 2, titleAr: `قرار الهيئة الاتحادية للضرائب رقم (05): في شأن شروط تغيير الفترة الضريبية ${PURPOSE}` },
    { legislationId: 3, titleAr: `قرار وزاري رقم 73: في شأن تسهيلات الأعمال الصغيرة ${PURPOSE}` },
    { legislationId: 4, titleAr: `قرار وزاري رقم 139: في شأن الأنشطة المؤهلة والأنشطة المستبعدة ${PURPOSE}` },
    { legislationId: 5, titleAr: null },
  ])!;

  it('reads a title’s subject, not its type, issuer and number', () => {
    expect(titleSubject('قرار الهيئة الاتحادية للضرائب رقم 12: في شأن تحديد شروط')).toBe(' في شأن تحديد شروط');
    expect(index.titles.map((t) => t.legislationId)).toEqual([1, 2, 3, 4]);
    // A question naming the Federal Tax Authority is not about the Authority's decisions.
    expect(scoreArabicTitles(index, arabicContentStems('هل يجب التسجيل لدى الهيئة الاتحادية للضرائب؟')).get(2) ?? 0).toBeLessThan(1e-3);
  });

  it('scores a title by the question’s rarer words; words nearly every title has weigh next to nothing', () => {
    const scores = scoreArabicTitles(index, arabicContentStems('هل تشمل التسهيلات شركتنا الصغيرة في ضريبة الشركات؟'));
    expect(scores.get(3)).toBeGreaterThan(1);
    for (const id of [1, 2, 4]) expect(scores.get(id) ?? 0).toBeLessThan(1e-3);
  });

  it('gives the document whose Arabic title an Arabic question names a prior its English record does not', async () => {
    const prior = async (arabicTitleWeight: number) => {
      const ranked = await new PipelineRetriever({ db, tuning: { arabicTitleWeight } }).rank({ query: 'هل تشمل التسهيلات شركتنا الصغيرة؟', k: 5 });
      return ranked.find((r) => r.row.slug === 'md-73-2023')?.breakdown.documentPrior ?? 0;
    };
    expect(await prior(0)).toBe(0);
    resetRetrievalCaches();
    expect(await prior(2)).toBeGreaterThan(0.2);
  });
});
