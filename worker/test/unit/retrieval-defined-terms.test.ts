import { describe, expect, it } from 'vitest';
import { buildDefinitionIndex, definitionsAsked } from '../../src/services/retrieval/defined-terms.ts';
import { analyseQuery } from '../../src/services/retrieval/query-analysis.ts';

const LAW_EN = `In applying the provisions of this Decree-Law, the following words and expressions shall have the meanings assigned against each of them:
- **Market Value**: The price that could be agreed in a free market transaction between Persons who are not Related Parties.
- **Financial Year**: The period specified under Article (57) of this Decree-Law.
- **Tax Group**: Two or more Taxable Persons treated as a single Taxable Person in accordance with the conditions set out in Article (40) of this Decree-Law.
- **Person**: A natural person or a juridical person.`;
const LAW_AR = `في تطبيق أحكام هذا المرسوم بقانون، يُقصد بالكلمات والعبارات التالية المعاني المبينة قرين كل منها:
القيمة السوقية: السعر الذي يمكن الاتفاق عليه في معاملة سوق حرة بين أشخاص غير مرتبطين.
السنة المالية: الفترة المحددة بموجب المادة (57) من هذا المرسوم بقانون.
المجموعة الضريبية: اثنين أو أكثر من الخاضعين للضريبة يعاملون كخاضع واحد للضريبة وفقاً للشروط المبينة في المادة (40) من هذا المرسوم بقانون.
الشخص: الشخص الطبيعي أو الشخص الاعتباري.`;
const PROCEDURES_EN = `- **Business Day**: Any day of the week, excluding weekends and the official holidays of the Federal Government.
- **Person**: A natural person or a juridical person.`;

const index = buildDefinitionIndex([
  { slug: 'fdl-47-2022', textEn: LAW_EN, textAr: LAW_AR },
  { slug: 'fdl-28-2022', textEn: PROCEDURES_EN, textAr: null },
  { slug: null, textEn: '- **Widget**: A record without a slug cannot be cited.', textAr: null },
]);
const LAW_HEADINGS = new Map([['40', 'Tax Group']]);

function asked(question: string) {
  const plan = analyseQuery(question, { glossary: null });
  return definitionsAsked(index, { asksDefinition: plan.asksDefinition, conceptStems: plan.concepts.map((c) => c.stem) }, LAW_HEADINGS);
}

describe('definitionsAsked', () => {
  it('finds the definitions article defining the term a question asks the meaning of, with the term as it writes it', () => {
    expect(asked('What is market value?')).toEqual([{ slug: 'fdl-47-2022', number: '1', terms: ['Market Value'] }]);
    expect(asked('What does Market Value mean?')).toEqual([{ slug: 'fdl-47-2022', number: '1', terms: ['Market Value'] }]);
    expect(asked('What are Business Days in the UAE?')).toEqual([{ slug: 'fdl-28-2022', number: '1', terms: ['Business Day'] }]);
    expect(asked('ما المقصود بالقيمة السوقية؟')).toEqual([{ slug: 'fdl-47-2022', number: '1', terms: ['القيمة السوقية'] }]);
  });

  it('prefers the Corporate Tax Law where several instruments define the term', () => {
    expect(asked('What is a Person?')).toEqual([{ slug: 'fdl-47-2022', number: '1', terms: ['Person'] }]);
  });

  it('leaves a term whose own article governs it, and a question asking more than a meaning, to the rest of retrieval', () => {
    // "Financial Year: The period specified under Article (57)": the article is the answer, and the glossary points at it.
    expect(asked('What is a Financial Year?')).toEqual([]);
    expect(asked('ما المقصود بالسنة المالية؟')).toEqual([]);
    // An article of the Law is headed by the term, in either language (the Arabic list is aligned with the English one).
    expect(asked('What is a Tax Group?')).toEqual([]);
    expect(asked('ما هي المجموعة الضريبية؟')).toEqual([]);
    expect(asked('How is market value determined for a transfer of shares?')).toEqual([]);
    expect(asked('Is market value used for related party payments?')).toEqual([]);
    expect(asked('What is a widget?')).toEqual([]);
  });
});
