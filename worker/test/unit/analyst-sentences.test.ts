import { describe, expect, it } from 'vitest';
import { sectionClause, splitUnits } from '../../src/services/analyst/sentences.ts';
import { arabicVerbalNouns, arabicVerbRoots, arabicVerbsOfNoun } from '../../src/services/text/arabic.ts';
import { arabicQuestionReadings, citedClauses, negatedWording, questionStems, stem, textStems } from '../../src/services/analyst/terms.ts';
import { countWords } from '../../../schema/word-count.ts';

const texts = (text: string) => splitUnits(text).map((u) => u.text);

describe('splitUnits', () => {
  it('keeps every sentence of a list item in the item: a later sentence is not an item of its own', () => {
    const units =
      splitUnits(`4. After a conviction judgment has been issued, the Public Prosecution may reconcile in return for payment of the following amounts:
(b) The Payable Tax in full, in addition to an amount equal to (75%) seventy-five percent of the evaded Tax.
(c) An amount of AED (200,000) two hundred thousand dirhams for each of the crimes. If any of these crimes has resulted in Tax Evasion, the reconciliation shall be by payment of the consideration set out in paragraph (b) of this Clause.
5. If more than one of the acts is committed for a single purpose, they are one crime.`);
    const lead = units[0]!;
    expect(lead.children).toHaveLength(2);
    const last = units[lead.children[1]!]!;
    expect(last.text).toMatch(/^\(c\) An amount of AED .* If any of these crimes has resulted in Tax Evasion, .* paragraph \(b\) of this Clause\.$/);
    expect(units.filter((u) => u.text.startsWith('If any of these crimes'))).toEqual([]);
    // A clause's own sentences stay units of their own.
    expect(units.at(-1)!.text).toBe('If more than one of the acts is committed for a single purpose, they are one crime.');
  });

  it('splits numbered clauses and sub-clauses, dropping the list markers Markdown would read', () => {
    const units = splitUnits(`1. Corporate Tax shall be imposed on Taxable Income at the following rates:

(a) A rate of (0%) zero percent on the portion of Taxable Income that does not exceed the threshold. [Note 10]

(b) A rate of (9%) nine percent on Taxable Income exceeding the threshold.

2. Corporate Tax shall be imposed on a Qualifying Free Zone Person at the following rates:
(a) A rate of (0%) zero percent on Qualifying Income.`);
    expect(units.map((u) => u.text)).toEqual([
      'Corporate Tax shall be imposed on Taxable Income at the following rates:',
      '(a) A rate of (0%) zero percent on the portion of Taxable Income that does not exceed the threshold.',
      '(b) A rate of (9%) nine percent on Taxable Income exceeding the threshold.',
      'Corporate Tax shall be imposed on a Qualifying Free Zone Person at the following rates:',
      '(a) A rate of (0%) zero percent on Qualifying Income.',
    ]);
    expect(units[0]!).toMatchObject({ leadIn: true, children: [1, 2], parent: null });
    expect(units[1]!.parent).toBe(0);
    expect(units[3]!).toMatchObject({ leadIn: true, children: [4] });
  });

  it('reads unlabelled words after a nested list as its item’s closing words: the outer list goes on', () => {
    // Cabinet Decision No. 142 of 2024, Article 8.2.1.11 (shortened): a definition with sub-items and closing words,
    // then the next definitions of the same list.
    const units = splitUnits(`8.2.1.11 For purposes of the provisions in Article 8.2.1:

(a) Deduction Non-inclusion Arrangement means an arrangement under which one Constituent Entity provides credit where:

i. there is no commensurate increase in the revenue; and

ii. the counterparty is not reasonably expected to have a commensurate increase.

An arrangement will not be a Deduction Non-inclusion Arrangement to the extent that the deduction is in respect of Covered Taxes.

(m) Transition Period means the period that covers all of the Fiscal Years that begin before 1 January 2027 and end before 1 July 2028.

8.2.2 Simplified Calculations Safe Harbour

8.2.2.1 At the election of the Filing Constituent Entity, the Jurisdictional Top-up Tax shall be deemed to be zero.`);
    const byText = (start: string) => units.find((u) => u.text.startsWith(start))!;
    const lead = byText('8.2.1.11');
    expect(lead.children.map((o) => units[o]!.text.slice(0, 20))).toEqual(['(a) Deduction Non-in', 'An arrangement will ', '(m) Transition Perio']);
    expect(byText('(a)').children).toHaveLength(2);
    // A numbered part of the article opens a provision of its own; its heading is not quoted.
    expect(byText('8.2.2.1')).toMatchObject({ parent: null });
    expect(byText('8.2.2.1').block).not.toBe(lead.block);
    expect(units.some((u) => u.text.startsWith('8.2.2 Simplified'))).toBe(false);
  });

  it('reads a decimal-numbered provision as a clause of its article ("1.6.2" is Clause (2) of Article 1.6)', () => {
    const units = splitUnits(
      `1.6.1 Notwithstanding Article 1.4, a sovereign wealth fund that meets the definition of a Governmental Entity is not an Ultimate Parent Entity.

1.6.2 Where the sovereign wealth fund described in Article 1.6.1 holds a direct Controlling Interest in an Entity, such Entity will be considered as the Ultimate Parent Entity of a Group provided that it:

(a) owns directly or indirectly a Controlling Interest in another Entity, or

(b) is a Main Entity located in one Jurisdiction.`,
      '1.6',
    );
    expect(units.map((u) => u.clause)).toEqual([1, 2, 2, 2]);
    expect(sectionClause('8.2.1.11', '8.2')).toBe(1);
    expect(sectionClause('1.6.2', '1.5')).toBeNull();
    expect(sectionClause('1.6.2', undefined)).toBeNull();
  });

  it('follows nested lists and returns to the outer one', () => {
    const units = splitUnits(`1. The following Persons shall be exempt from Corporate Tax:
(a) A Government Entity that is listed.
(h) A juridical person that carries out any of the following:
   1. Undertaking the activity of the Exempt Person.
   2. Exclusively holding assets for the Exempt Person.
(i) Any other Person as may be determined by the Cabinet.
2. A second clause that is not an item of the list.`);
    const byText = (start: string) => units.find((u) => u.text.startsWith(start))!;
    expect(byText('The following Persons').children.map((o) => units[o]!.text.slice(0, 3))).toEqual(['(a)', '(h)', '(i)']);
    expect(byText('(h)').children.map((o) => units[o]!.text)).toEqual([
      'Undertaking the activity of the Exempt Person.',
      'Exclusively holding assets for the Exempt Person.',
    ]);
    expect(byText('A second clause').parent).toBeNull();
  });

  it('treats definitions under a lead-in as its items and keeps their bold terms', () => {
    const units = splitUnits(`In applying the provisions of this Decree-Law, the following words shall have the meanings assigned:

- **State**: The United Arab Emirates.
- **Revenue**: The gross amount of income derived during a Tax Period.`);
    expect(units.map((u) => u.text)).toEqual([
      'In applying the provisions of this Decree-Law, the following words shall have the meanings assigned:',
      '**State**: The United Arab Emirates.',
      '**Revenue**: The gross amount of income derived during a Tax Period.',
    ]);
    expect(units[0]!.children).toEqual([1, 2]);
  });

  it('knows which numbered clause of the article each unit belongs to', () => {
    const units = splitUnits(`Opening words of the article.
1. The Person may view or obtain the documents.
2. The Authority shall provide the documents requested under Clause (1) of this Article as follows:
(a) A copy.
(b) An original.
3. The last clause here.`);
    expect(units.map((u) => [u.text.slice(0, 12), u.clause])).toEqual([
      ['Opening word', null],
      ['The Person m', 1],
      ['The Authorit', 2],
      ['(a) A copy.', 2],
      ['(b) An origi', 2],
      ['The last cla', 3],
    ]);
  });

  it('splits sentences but not at abbreviations or initials', () => {
    expect(
      texts('Federal Decree-Law No. 47 of 2022 applies here. The Authority shall publish e.g. guides. It may act. Article (3). Next sentence follows.'),
    ).toEqual([
      'Federal Decree-Law No. 47 of 2022 applies here.',
      'The Authority shall publish e.g. guides.',
      // "Article (3)." ends a sentence, and is too short to quote on its own.
      'It may act.',
      'Next sentence follows.',
    ]);
  });

  it('keeps a sentence whole, however long and however many semicolons it holds', () => {
    const long =
      'The Authority may request the following documents from the Taxable Person for the relevant Tax Period; the financial statements prepared in accordance with the accounting standards applicable in the State; the transfer pricing documentation maintained by the Person; and any other information.';
    expect(texts(long)).toEqual([long]);
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    expect(texts(words)).toEqual([words]);
  });

  it('leaves out editorial amendment notes, removes note references, shows bracketed numbers in round brackets', () => {
    expect(
      texts(`*A new Clause numbered (3) was added to Article (3) as follows:*
---
[Note 3]
The rate applies [Note 4] to all persons.
A clause that cites [12] looks like a citation.
> A quoted line of the text.`),
    ).toEqual(['The rate applies to all persons.', 'A clause that cites (12) looks like a citation.', 'A quoted line of the text.']);
  });

  it('reads a table row by row under its header, as the items of the lead-in that announces it', () => {
    const units = splitUnits(`1. A juridical person shall submit a Tax Registration application in accordance with the following table:

| Category of juridical persons | Deadline |
|---|---|
| A Person that has a Permanent Establishment in the State | (6) six months<br>from its existence. [Note 2] |
| | *A new row was added as follows:* |
| A Person that has a nexus in the State | (3) three months |

2. A second clause.`);
    expect(units.map((u) => u.text)).toEqual([
      'A juridical person shall submit a Tax Registration application in accordance with the following table:',
      'A Person that has a Permanent Establishment in the State — (6) six months from its existence.',
      'A Person that has a nexus in the State — (3) three months',
      'A second clause.',
    ]);
    expect(units[0]).toMatchObject({ leadIn: true, children: [1, 2] });
    expect(units[1]!.row).toEqual({
      id: 0,
      header: ['Category of juridical persons', 'Deadline'],
      cells: ['A Person that has a Permanent Establishment in the State', '(6) six months from its existence.'],
    });
    expect(units[3]).toMatchObject({ parent: null, row: null });
    expect(units[3]!.block).not.toBe(units[0]!.block);
  });

  it('reads a line of one cell inside a table of several columns as no row (an editorial note), and a repeated header as the next part’s header', () => {
    const units = splitUnits(`| م | بيان المخالفة | قيمة الغرامة الإدارية بالدرهم |
|---|---|---|
| 13 | عدم قيام الشخص بتقديم التصريح للهيئة. | (500) |
| أضيف نص مخالفة جديدة وغرامة إدارية جديدة الى جدول المخالفات بموجب المادة الأولى من قرار مجلس الوزراء رقم 10 ، هو التالي : |
| 14 | عدم قيام الخاضع للضريبة بتقديم طلب التسجيل الضريبي خلال المدة المحددة. | (10.000) |
| م | بيان المخالفة (الجزء الثاني) | قيمة الغرامة الإدارية بالدرهم |
| 1 | مخالفة أخرى. | (1.000) |`);
    expect(units.map((u) => u.text)).toEqual([
      '13 — عدم قيام الشخص بتقديم التصريح للهيئة. — (500)',
      '14 — عدم قيام الخاضع للضريبة بتقديم طلب التسجيل الضريبي خلال المدة المحددة. — (10.000)',
      '1 — مخالفة أخرى. — (1.000)',
    ]);
    expect(units[2]!.row!.header[1]).toBe('بيان المخالفة (الجزء الثاني)');
  });

  it('keeps a short list item ("(a) Wage."): leaving it out would drop an item of the list', () => {
    const units = splitUnits('2. The following sources shall not be considered Business:\n(a) Wage.\n(b) Personal Investment income.');
    expect(units.map((u) => u.text)).toEqual(['The following sources shall not be considered Business:', '(a) Wage.', '(b) Personal Investment income.']);
    expect(units[0]!.children).toEqual([1, 2]);
  });

  it('reads the official Arabic lists: lead-ins ending ":-", lettered items "أ-", numbered items nested under them', () => {
    const units = splitUnits(`1- تُعفى جهة النفع العام المؤهلة من ضريبة الشركات في حال استيفاء جميع الشروط الآتية:-
أ- إذا تم تأسيسها وتشغيلها لأي مما يأتي:-
1- حصراً لتحقيق الأغراض الدينية أو الخيرية.
2- العمل كمؤسسة مهنية.
ب- ألا تمارس الأعمال أو أنشطة الأعمال.
2- يسري الإعفاء اعتباراً من بداية الفترة الضريبية.`);
    const byStart = (start: string) => units.find((u) => u.text.startsWith(start))!;
    expect(byStart('تُعفى').leadIn).toBe(true);
    expect(byStart('تُعفى').children.map((o) => units[o]!.text.slice(0, 2))).toEqual(['أ-', 'ب-']);
    expect(byStart('أ-').children.map((o) => units[o]!.text.slice(0, 5))).toEqual(['حصراً', 'العمل']);
    expect(byStart('يسري').parent).toBeNull();
  });

  it('nests lists of another style: "(a)" under a numbered clause, "(i)" or "(1)" under "(a)", and "(i)" after "(h)" as a letter', () => {
    const units = splitUnits(`1. The conditions are the following:
(a) It meets either of the following:
(i) the first test; or
(ii) the second test.
(b) It is resident.
(h) It is listed.
(i) It is not excluded.`);
    const byStart = (start: string) => units.find((u) => u.text.startsWith(start))!;
    expect(byStart('(a)').children.map((o) => units[o]!.text.slice(0, 4))).toEqual(['(i) ', '(ii)']);
    expect(byStart('The conditions').children.map((o) => units[o]!.text.slice(0, 3))).toEqual(['(a)', '(b)', '(h)', '(i)']);
  });

  it('drops emphasis that would not pair up, and never starts a unit with a Markdown marker', () => {
    expect(texts('A clause with *unbalanced emphasis in it.')).toEqual(['A clause with unbalanced emphasis in it.']);
    expect(texts('A sentence ends here. 2. Another numbered clause follows here.')).toEqual(['A sentence ends here.', 'Another numbered clause follows here.']);
    expect(texts('+ plus bullet item text')).toEqual(['plus bullet item text']);
  });

  it('skips fragments too short to say anything', () => {
    expect(texts('Article (3).\n\nOk then.\n\nA full sentence here.')).toEqual(['A full sentence here.']);
  });
});

describe('terms', () => {
  it('stems plural and verb forms together', () => {
    expect(stem('rates')).toBe(stem('rate'));
    expect(stem('rated')).toBe(stem('rate'));
    expect(stem('taxes')).toBe('tax');
    expect(stem('entities')).toBe(stem('entity'));
    expect(stem('qualifying')).toBe(stem('qualify'));
    expect(stem('exemption')).toBe(stem('exempt'));
    expect(stem('transferring')).toBe(stem('transfer'));
    expect(stem('business')).toBe('business');
    expect(stem('2023')).toBe('2023');
  });

  it('meets "deductible" with "deducted", and keeps the short bases of -able apart', () => {
    // "Which expenses are not deductible?" is answered by "None of the following may be deducted:".
    expect(stem('deductible')).toBe(stem('deducted'));
    expect(stem('taxable')).not.toBe(stem('tax'));
    expect(stem('receivables')).not.toBe(stem('received'));
  });

  it('folds and stems text, and drops stop and question words from a question', () => {
    expect(textStems('Corporate TAX Rates')).toEqual(['corporat', 'tax', 'rat']);
    expect(stem('rate')).toBe('rat');
    expect(questionStems('Please explain what the corporate tax rates are for the exempt persons')).toEqual(['corporat', 'tax', 'rat', 'exempt', 'person']);
    // American spellings as the texts' British ones (../text/british-spellings.ts).
    expect(questionStems('Are unrealized gains recognized?')).toEqual(questionStems('Are unrealised gains recognised?'));
    // Arabic is folded (diacritics, letter forms) and reduced to the light stems retrieval uses, so forms meet.
    expect(textStems('الضَّرِيبَة')).toEqual(['ضريب']);
    expect(textStems('الإيرادات')).toEqual(textStems('إيرادات'));
    // "أخرى" (other) is not the "آخر" (last) of "آخر موعد" (the deadline): a stop word keeps its own form.
    expect(textStems('أي مهلة أخرى')).not.toContain(questionStems('آخر موعد للتقديم')[0]);
    expect(questionStems('آخر موعد للتقديم')).toContain(textStems('آخر يوم في المدة')[0]);
  });

  it('reads a question asking to apply as asking of the application, not of what "applies"', () => {
    const application = textStems('shall submit the exemption application within (60) Business Days')[4];
    expect(questionStems('How long do we have to apply for the exemption?')).toContain(application);
    expect(questionStems('Can we apply to the FTA to be treated as a Tax Group?')).toContain(application);
    expect(questionStems('Can a fund apply to be exempt?')).toContain(application);
    // "Does the relief apply to us?" asks whether it is applicable: "the provisions of this Article shall apply".
    expect(questionStems('Does small business relief apply to us?')).not.toContain(application);
    expect(questionStems('Does small business relief apply to us?')).toContain(textStems('shall apply')[1]);
  });

  it('reads "provided that" as the condition it states, not as a question\'s "provides"', () => {
    const provides = questionStems('Our free zone company provides consulting services')[3];
    expect(provides).toBe(textStems('provides')[0]);
    expect(textStems('Any other income, provided that the Qualifying Free Zone Person meets the de minimis requirements')).not.toContain(provides);
    expect(textStems('the services it provided to the Person')).toContain(provides);
  });

  it('reads a negated wording as its negated word and the term it excludes', () => {
    expect(negatedWording('non-free zone person')).toEqual({ negated: textStems('non-free')[0], excluded: ['fre', 'zon', 'person'] });
    expect(negatedWording('non-resident person')).toEqual({ negated: textStems('non-resident')[0], excluded: ['resident', 'person'] });
    expect(negatedWording('qualifying free zone person')).toBeNull();
  });

  it('reads the Authority by its full name as the one concept the law calls "the Authority"', () => {
    // "federal" would meet every "Federal Decree-Law", "للضرائب" every "مدقق الضرائب" (a tax auditor).
    expect(questionStems('Can the Federal Tax Authority hold back our refund?')).toEqual(['authority', 'hold', 'back', 'refund']);
    expect(questionStems('Can the FTA hold back our refund?')).toEqual(questionStems('Can the Authority hold back our refund?'));
    expect(questionStems('حوّلنا مبلغاً إلى الهيئة الاتحادية للضرائب')).toEqual(questionStems('حوّلنا مبلغاً إلى الهيئة'));
    expect(questionStems('حوّلنا مبلغاً إلى الهيئة الاتحادية للضرائب')).not.toContain(textStems('الضرائب')[0]);
  });

  it('reads an Arabic word also without the pronoun attached to it (a feminine "ت" before it as "ة") or its accusative ending', () => {
    const readings = arabicQuestionReadings('نحتفظ بسجلاتنا في شركتنا. هل يلزمني التسجيل؟');
    expect(readings.get(textStems('بسجلاتنا')[0]!)).toContain(textStems('سجلات')[0]);
    expect(readings.get(textStems('شركتنا')[0]!)).toContain(textStems('شركة')[0]);
    expect(readings.get(textStems('يلزمني')[0]!)).toContain(textStems('يلزم')[0]);
    // The accusative ending of an indefinite noun: "نشاطاً جديداً" is the law's "نشاط" and "الجديدة".
    const accusative = arabicQuestionReadings('بدأت نشاطاً جديداً');
    expect(accusative.get(textStems('نشاطاً')[0]!)).toContain(textStems('النشاط')[0]);
    expect(accusative.get(textStems('جديداً')[0]!)).toContain(textStems('الجديدة')[0]);
    expect(arabicQuestionReadings('قاموا بذلك').size).toBe(0);
    // A word without a pronoun ending has no other reading; an English question none at all.
    expect(readings.has(textStems('التسجيل')[0]!)).toBe(false);
    expect(arabicQuestionReadings('Do we keep our records?').size).toBe(0);
  });

  it('reads "غير القابلة لـ…" (not …-able) with what it is not able to be, which stays a word of its own', () => {
    const deductible = questionStems('ما المصروفات غير القابلة للخصم؟');
    // Not deductible is not "not identifiable" ("النفقات غير القابلة للتحديد"); it is still about deducting.
    expect(deductible).not.toContain(textStems('غير القابلة للتحديد')[0]);
    expect(deductible).toContain(textStems('الخصم')[0]);
    // A negation of any other word stays one word: a Non-Resident Person is not a Resident Person.
    expect(textStems('غير المقيم')).toHaveLength(1);
    // With the particle Arabic attaches to it ("for non-residents"), the same negation.
    expect(textStems('لغير المقيمين')).toEqual(textStems('غير المقيم'));
    expect(textStems('وبغير المقيم')).toEqual(textStems('غير المقيم'));
  });

  it('pairs an Arabic verb with its verbal noun, and not with a plain noun of the same root', () => {
    const nouns = arabicVerbalNouns(['انضمام', 'احتفاظ', 'استفاده', 'دخل', 'شريك'].map((w) => textStems(w)[0]!));
    const nounOf = (verb: string) => [...new Set(arabicVerbRoots(textStems(verb)[0]!).flatMap((root) => nouns.get(root) ?? []))];
    expect(nounOf('سينضم')).toEqual(textStems('انضمام'));
    expect(nounOf('نحتفظ')).toEqual(textStems('احتفاظ'));
    expect(nounOf('يستفيد')).toEqual(textStems('الاستفادة'));
    // "تدخل" (falls within) and "دخل" (income) share their letters; a plain noun is no verb's act.
    expect(nounOf('تدخل')).toEqual([]);
    // A noun is no verb: it has no root to look an act up by.
    expect(arabicVerbRoots(textStems('شريك')[0]!)).toEqual([]);
  });

  it('pairs a form V or VI verb with its verbal noun through the form\'s "ت", and not with a form II noun of its root', () => {
    const nouns = arabicVerbalNouns(['تبادل', 'تكبد', 'تعامل', 'الترتيب'].map((w) => textStems(w)[0]!));
    const nounOf = (verb: string) => [...new Set(arabicVerbRoots(textStems(verb)[0]!).flatMap((root) => nouns.get(root) ?? []))];
    // Two companies "exchange" (تتبادلان) what Article (4) of Ministerial Decision No. 132 of 2023 heads "تبادل الأصول".
    expect(nounOf('تتبادلان')).toEqual(textStems('تبادل'));
    expect(nounOf('نتكبد')).toEqual(textStems('تكبد'));
    expect(nounOf('تكبدنا')).toEqual(textStems('تكبد'));
    expect(nounOf('يتعامل')).toEqual(textStems('تعامل'));
    // "يترتب" (results from) is no "ترتيب" (arrangement).
    expect(nounOf('يترتب')).toEqual([]);
  });

  it('reads a verb with its subject or object ending to its root: "أبلغتنا" (it notified us) is the act of "إبلاغ"', () => {
    const nouns = arabicVerbalNouns(['إبلاغ', 'استلام'].map((w) => textStems(w)[0]!));
    const nounOf = (verb: string) => [...new Set(arabicVerbRoots(textStems(verb)[0]!).flatMap((root) => nouns.get(root) ?? []))];
    expect(nounOf('أبلغتنا')).toEqual(textStems('إبلاغ'));
    expect(nounOf('استلمنا')).toEqual(textStems('استلام'));
  });

  it('names the verbs of a derived verbal noun, and none for a plain noun or a weak root', () => {
    const verbsOf = (noun: string) => arabicVerbsOfNoun(textStems(noun)[0]!);
    expect(verbsOf('التسجيل')).toEqual(['يسجل', 'تسجل']);
    expect(verbsOf('الاحتفاظ')).toEqual(['يحتفظ', 'تحتفظ']);
    expect(verbsOf('الاسترداد')).toEqual(['يسترد', 'تسترد']);
    expect(verbsOf('الانضمام')).toEqual(['ينضم', 'تنضم']);
    expect(verbsOf('التعامل')).toEqual(['يتعامل', 'تتعامل']);
    expect(verbsOf('الدخل')).toEqual([]);
    // "إعفاء" (exemption): its verb is "يعفى", not a pattern's letters.
    expect(verbsOf('الإعفاء')).toEqual([]);
  });

  it('drops an Arabic function word with a particle and a pronoun on it, as it drops the bare one', () => {
    // "ولديها خسائر" (and it has losses) is about losses; "فعلية" (actual), which the light stem reads as "ف" + "عليه", stays.
    expect(questionStems('ولديها خسائر لم تستفد منها')).not.toContain(textStems('لدي')[0]);
    expect(questionStems('خسارة فعلية')).toContain(textStems('فعلية')[0]);
  });

  it("meets the law's procedural nouns with their verbs: a registration is registering, a retention period is retaining", () => {
    expect(stem('registration')).toBe(stem('registered'));
    expect(stem('deregistration')).toBe(stem('deregister'));
    expect(stem('notification')).toBe(stem('notified'));
    expect(stem('submission')).toBe(stem('submitted'));
    expect(stem('retention')).toBe(stem('retained'));
    expect(stem('intention')).toBe(stem('intends'));
    expect(stem('payment')).toBe(stem('paid'));
    expect(stem('assessment')).toBe(stem('assessed'));
    expect(stem('liability')).toBe(stem('liable'));
    // "How can a charity get added to the list?" asks for "any amendment, whether by addition or deletion, to the Schedule".
    expect(stem('addition')).toBe(stem('added'));
    expect(stem('additional')).not.toBe(stem('added'));
    // "application" (a request) stays apart from "applies" (is applicable).
    expect(stem('application')).not.toBe(stem('applies'));
  });

  it('reads "عام" in the year of the question\'s story as time, not as the law\'s "public" or "general"', () => {
    expect(questionStems('استحوذ مستثمر على 70% من أسهمنا هذا العام')).not.toContain(textStems('العام')[0]);
    expect(questionStems('في العام الماضي نقلنا قسم التجارة')).not.toContain(textStems('العام')[0]);
    expect(questionStems('وقعنا اتفاقية قرض في عام 2021')).not.toContain(textStems('عام')[0]);
    // The public benefit and the general rule keep it.
    expect(questionStems('هل جهات النفع العام معفاة؟')).toContain(textStems('العام')[0]);
    expect(questionStems('هل تسري القاعدة العامة لقيود خصم الفائدة؟')).toContain(textStems('العامة')[0]);
  });

  it('meets irregular verb forms with their base: records kept are records to keep, an amount paid one to pay', () => {
    expect(questionStems('How long must records be kept?')).toEqual(expect.arrayContaining(textStems('keep records')));
    expect(textStems('paid in instalments')[0]).toBe(textStems('pay')[0]);
    expect(textStems('held for twelve months')[0]).toBe(textStems('holding')[0]);
  });

  it('keeps a negated term apart from the term it negates: a Non-Resident Person is not a Resident Person', () => {
    expect(textStems('A Non-Resident Person')).toEqual(['a', 'nonresident', 'person']);
    expect(textStems('Resident Person')).not.toContain('nonresident');
    expect(questionStems('Must a non-resident company register?')).toEqual(['nonresident', 'company', 'register']);
    expect(questionStems('Must a resident company register?')).not.toContain(textStems('Non-Resident')[0]);
    // Arabic: "غير" is a stop word alone, but "الشخص غير المقيم" is the non-resident person.
    expect(questionStems('هل يلتزم الشخص غير المقيم بالتسجيل؟')).toContain(textStems('غير المقيم')[0]);
    expect(textStems('الشخص غير المقيم')).not.toContain(textStems('المقيم')[0]);
  });
});

describe('countWords', () => {
  it('splits on whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  one two\tthree\nfour  ')).toBe(4);
    expect(countWords('Article (3) [1].')).toBe(3);
  });
});

describe('citedClauses', () => {
  it('reads the clauses a question cites of each article, in English and Arabic', () => {
    const of = (q: string) => Object.fromEntries([...citedClauses(q)].map(([article, clauses]) => [article, [...clauses]]));
    expect(of('What does Article 50(2) provide?')).toEqual({ '50': [2] });
    expect(of('Explain Art. 50 (3) and Clause (1) of Article (50)')).toEqual({ '50': [3, 1] });
    expect(of('clause 2 of the article 21')).toEqual({ '21': [2] });
    expect(of('ماذا ينص البند (٢) من المادة (٥٠)؟')).toEqual({ '50': [2] });
    // An article cited whole, or a percentage after it, cites no clause.
    expect(of('What does Article 50 provide?')).toEqual({});
    expect(of('Article 3 (9%)')).toEqual({});
  });
});
