/** What a quoted sentence states, on sentences of the corpus (../shared/corpus/en). */
import { describe, expect, it } from 'vitest';
import {
  amountSides,
  answersFigure,
  askedFigures,
  clausesReliedOn,
  definedTerm,
  derogatedArticle,
  derogatesFromAnotherLaw,
  figureKinds,
  freeZoneSides,
  asksForRate,
  askedPersonKind,
  otherArticleClausesReliedOn,
  otherPersonKind,
  statedPersonKind,
  asksOwnRight,
  grantsRight,
  givesFigureBeyond,
  isDerogation,
  otherFreeZoneSide,
  statedRates,
  otherAmountSide,
  otherResidence,
  otherSide,
  residenceSides,
  statesConsequence,
  statesProcedure,
  exceptedClauses,
  statesProvision,
  statesVerdict,
  savesThroughout,
  isSavingClause,
  headingNamesFigure,
  sequelTo,
  timeSides,
} from '../../src/services/analyst/sentence-kinds.ts';
import { isConjunctive } from '../../src/services/analyst/answer-plan.ts';

describe('figureKinds', () => {
  it.each([
    ['the Revenue threshold … shall be AED (3,000,000) three million for each Tax Period.', { amount: true, time: false, period: false }],
    ['(b) A rate of (9%) nine percent on Taxable Income exceeding the amount specified in a decision', { amount: true, time: false, period: false }],
    ['members of an MNE Group that has annual revenue of EUR 750 million or more', { amount: true, time: false, period: false }],
    ['shall file a Tax Return … no later than (9) nine months from the end of the relevant Tax Period', { amount: false, time: true, period: true }],
    [
      'submit a Voluntary Disclosure within (20) twenty Business Days from the date on which he became aware of the error',
      { amount: false, time: true, period: true },
    ],
    ['shall continue to apply only to subsequent Tax Periods that end on or before 31 December 2026.', { amount: false, time: true, period: false }],
    ['it shall cease to be a Qualifying Free Zone Person … and for the (4) four subsequent Tax Periods.', { amount: false, time: true, period: true }],
    // The number alone in brackets (Federal Tax Authority Decision No. 5 of 2023 writes no words for it).
    ['(a) Extending the current Tax Period to a maximum of (18) months; or', { amount: false, time: true, period: true }],
    // A point in time is no length of time.
    ['it shall cease to be considered a Qualifying Free Zone Person from the beginning of that Tax Period.', { amount: false, time: true, period: false }],
    // The day a period ends on when its last day is not a Business Day (Article (49)(2) of the Tax Procedures Law).
    [
      'If the last day of the period is not a Business Day, the period shall be extended to the first Business Day following it.',
      { amount: false, time: true, period: false },
    ],
    ['إذا لم يكن آخر يوم في المدة يوم عمل تمدد المدة إلى أول يوم عمل يليه.', { amount: false, time: true, period: false }],
    ['The Authority may request any relevant information or records from the Taxable Person.', { amount: false, time: false, period: false }],
    ['as defined in Cabinet Decision No. (44) of 2020 referred to above', { amount: false, time: false, period: false }],
  ])('%s', (text, kinds) => {
    expect(figureKinds(text)).toEqual(kinds);
  });
});

describe('askedFigures and answersFigure', () => {
  it('reads what kind of figure a question asks for', () => {
    expect(askedFigures('By when must we file our corporate tax return?')).toEqual({ amount: false, time: true, period: false });
    expect(askedFigures('How long can that tax year be at most?')).toMatchObject({ time: true, period: true });
    expect(askedFigures('Which Tax Periods does the threshold apply to?').time).toBe(true);
    expect(askedFigures('What revenue threshold applies to Small Business Relief?')).toEqual({ amount: true, time: false, period: false });
    expect(askedFigures('How much cash can we take without losing the relief?').amount).toBe(true);
    expect(askedFigures('Is a free zone company a Qualifying Free Zone Person?')).toEqual({ amount: false, time: false, period: false });
  });

  it('matches a date to "when" even when the question also names a threshold', () => {
    const asked = askedFigures('Until when does the Small Business Relief revenue threshold apply?');
    expect(answersFigure(asked, figureKinds('Tax Periods that end on or before 31 December 2026.'))).toBe(true);
    expect(answersFigure(asked, figureKinds('AED (3,000,000) three million for each Tax Period.'))).toBe(false);
  });
});

describe('a length of time asked for', () => {
  it('is answered by a period, not by a date or a point in time; "by when" by either', () => {
    const howLong = askedFigures('If we stretch our current tax year, how long can that year be at most?');
    expect(answersFigure(howLong, figureKinds('(a) Extending the current Tax Period to a maximum of (18) months; or'))).toBe(true);
    expect(answersFigure(howLong, figureKinds('it shall cease to be a Qualifying Free Zone Person from the beginning of that Tax Period.'))).toBe(false);
    expect(answersFigure(howLong, figureKinds('Tax Periods that end on or before 31 December 2026.'))).toBe(false);
    const byWhen = askedFigures('By when must we file our corporate tax return?');
    expect(answersFigure(byWhen, figureKinds('no later than (9) nine months from the end of the relevant Tax Period'))).toBe(true);
    expect(answersFigure(byWhen, figureKinds('Tax Periods that end on or before 31 December 2026.'))).toBe(true);
    // The Arabic: "كم سنة" asks a length; "(10) عشر سنوات" gives one, "بداية الفترة الضريبية الأولى" a point.
    const years = askedFigures('كم سنة من السنوات السابقة للضريبة يُسمح لنا باحتسابها؟');
    expect(answersFigure(years, figureKinds('فترة مساوية لـ (10) عشر سنوات، إلا في حالات استثنائية'))).toBe(true);
    expect(answersFigure(years, figureKinds('والقيمة الدفترية الصافية في بداية الفترة الضريبية الأولى.'))).toBe(false);
  });
});

describe('definedTerm', () => {
  it.each([
    ['**Tax Group**: Two or more Taxable Persons treated as a single Taxable Person according to the conditions of Article (40).', 'Tax Group'],
    [
      '(m) Transition Period means the period that covers all of the Fiscal Years that begin before 1 January 2027 and end before 1 July 2028.',
      'Transition Period',
    ],
    ['(f) Profit (Loss) Before Income Tax means an MNE Group’s Profit (Loss) Before Income Tax in a Jurisdiction.', 'Profit (Loss) Before Income Tax'],
    ['(n) Transition Rate means:', 'Transition Rate'],
    ['Where the Person means to elect, it shall notify the Authority.', null],
    ['This Article means that the election is irrevocable.', null],
    ['The Authority may request any relevant information or records from the Taxable Person.', null],
  ])('%s', (text, term) => {
    expect(definedTerm(text)).toBe(term);
  });
});

describe('statesProcedure', () => {
  it.each([
    ['Any Person may submit to the Authority a request for reconsideration of any decision, or part thereof, issued by it in respect of him', true],
    ['An application for deregistration shall be submitted within (3) months from the date of cessation.', true],
    ['يجوز للشخص تقديم طلب إلى الهيئة لتغيير فترته الضريبية.', true],
    // A prohibition restricts the procedure; it does not set it out.
    ['A request for reconsideration may not be submitted in respect of a Tax Assessment for which a request for review has been submitted', false],
    ['لا يجوز تقديم طلب إعادة النظر بشأن تقييم ضريبي تم تقديم طلب المراجعة للهيئة بشأنه إلا بعد صدور قرار من الهيئة', false],
    ['The Taxable Income of each Taxable Person shall be determined separately.', false],
    // A procedure with a restriction after it is still a procedure.
    ['The Person may submit an application to the Authority, which shall not be accepted after the deadline.', true],
  ])('%s', (text, states) => {
    expect(statesProcedure(text)).toBe(states);
  });
});

describe('statesConsequence', () => {
  it.each([
    'Where a Qualifying Free Zone Person fails to meet any of the conditions set out in Clause (1) of this Article at any time during a Tax Period, it shall cease to be considered a Qualifying Free Zone Person from the beginning of that Tax Period.',
    'Where the Investment Fund does not meet the conditions set out in Clause (3) of this Article, the Investment Fund shall cease to be treated as an Exempt Person with effect from the beginning of the third Financial Year from its establishment.',
    'A Taxable Person may not elect to apply Small Business Relief if its Revenue in any relevant or previous Tax Period exceeded the threshold set out in Clause (1) of this Decision.',
    '(b) Where the Parent Company no longer meets the conditions for forming the Tax Group set out in Clause (1) of this Article.',
    'The reconciliation shall be considered null and void, and all its effects shall cease, if the accused or convicted Person fails to comply with Clause (9) of this Article.',
    'Where the Person fails to pay the Payable Tax within the deadline, the Administrative Penalties shall be imposed in accordance with the Schedule.',
  ])('a consequence: %s', (text) => expect(statesConsequence(text)).toBe(true));

  it.each([
    'A Qualifying Free Zone Person is a Free Zone Person that meets all of the following:',
    'The Authority may take the necessary measures to verify compliance with the conditions of Clause (1) of this Article.',
    'The total amount of the Net Interest Expenditure shall not exceed 30% of the EBITDA.',
    'Revenue for the purposes of this Article shall be determined in accordance with the accounting standards applicable and accepted in the State.',
    '**Administrative Penalties**: Amounts of money imposed on a Person by the Authority for violating the provisions of the Tax Procedures Law.',
    'The Executive Regulation shall specify the mechanism for applying the Administrative Penalties imposed before the Voluntary Disclosure.',
  ])('a rule, not a consequence: %s', (text) => expect(statesConsequence(text)).toBe(false));

  // The same provisions in the official Arabic: what follows a failure is read there too.
  it.each([
    'في حال عدم استيفاء صندوق الاستثمار للشروط الواردة في البند (3) من هذه المادة، تتوقف معاملة صندوق الاستثمار كشخص معفى اعتباراً من بداية السنة المالية الثالثة لتأسيسه.',
    'ب- إذا لم تعد الشركة الأم تستوفي شروط تشكيل المجموعة الضريبية الواردة في البند (1) من هذه المادة.',
    'لا يجوز للخاضع للضريبة أن يختار تطبيق تسهيلات الأعمال الصغيرة إذا تجاوزت إيراداته الحد المنصوص عليه في البند (1) من هذا القرار.',
  ])('a consequence in Arabic: %s', (text) => expect(statesConsequence(text)).toBe(true));

  it.each([
    'يكون الشخص المؤهل القائم في المنطقة الحرة شخصاً قائماً في المنطقة الحرة يستوفي جميع الشروط الآتية:',
    'للهيئة اتخاذ الإجراءات اللازمة للتحقق من الالتزام بشروط البند (1) من هذه المادة.',
    'الغرامات الإدارية: المبالغ المالية التي تفرض على الشخص من قبل الهيئة لمخالفته أحكام قانون الإجراءات الضريبية.',
  ])('a rule, not a consequence, in Arabic: %s', (text) => expect(statesConsequence(text)).toBe(false));
});

describe('figures in the official Arabic', () => {
  it('reads amounts, periods and dates as the Arabic texts write them', () => {
    expect(figureKinds('يكون حد الإيرادات مبلغ (3.000.000) ثلاثة ملايين درهم عن كل فترة ضريبية.')).toEqual({ amount: true, time: false, period: false });
    expect(figureKinds('يجب تقديم الإقرار الضريبي خلال (9) تسعة أشهر من نهاية الفترة الضريبية.')).toEqual({ amount: false, time: true, period: true });
    expect(figureKinds('تسري تسهيلات الأعمال الصغيرة حتى 31 ديسمبر 2026.')).toEqual({ amount: false, time: true, period: false });
    expect(figureKinds('يجوز للشخص الخاضع للضريبة اختيار تطبيق التسهيلات.')).toEqual({ amount: false, time: false, period: false });
  });

  it('knows what an Arabic question asks for', () => {
    expect(askedFigures('ما حد الإيرادات لتسهيلات الأعمال الصغيرة؟')).toEqual({ amount: true, time: false, period: false });
    expect(askedFigures('متى يجب تقديم الإقرار الضريبي؟')).toEqual({ amount: false, time: true, period: false });
    expect(askedFigures('كم يوما لدينا للتسجيل؟')).toEqual({ amount: false, time: true, period: true });
    expect(askedFigures('هل يجوز لنا اختيار التسهيلات؟')).toEqual({ amount: false, time: false, period: false });
  });
});

describe('what a provision relies on', () => {
  it('names the article of its own instrument a derogation sets aside, never another instrument’s', () => {
    expect(derogatedArticle('2.2 Notwithstanding Article 2.1:')).toBe('2.1');
    expect(derogatedArticle('By way of exception from the provisions of Article (2) of this Decision, a Real Estate Investment Trust')).toBe('2');
    expect(derogatedArticle('استثناءً من أحكام المادة (2) من هذا القرار، يجب')).toBe('2');
    expect(derogatedArticle('Notwithstanding Article (26) of the Corporate Tax Law, the Transferor')).toBeNull();
    expect(derogatedArticle('Notwithstanding Article (20) of Federal Decree-Law No. (47) of 2022')).toBeNull();
    expect(derogatedArticle('استثناءً من المادة (26) من المرسوم بقانون')).toBeNull();
    expect(derogatedArticle('Notwithstanding Clause (1) of this Article, the Authority')).toBeNull();
    // Not a derogation at all.
    expect(derogatedArticle('The Taxable Person shall comply with Article (2) of this Decision.')).toBeNull();
  });

  it('finds the clauses of its own article a provision relies on, but not one it is only subject to', () => {
    const clause3 =
      'Subject to Clause (4) of this Article, the Authority shall provide the Person with the documents, data and information requested in accordance with Clause (2) of this Article within (10) ten Business Days';
    expect(clausesReliedOn(clause3)).toEqual([2]);
    expect(clausesReliedOn('For the purposes of paragraph (a) of Clause (1) of this Article, income shall be considered derived')).toEqual([1]);
    expect(clausesReliedOn('the periods referred to in Clauses (1) and (2) of this Article')).toEqual([1, 2]);
    expect(clausesReliedOn('مع مراعاة البند (4) من هذه المادة، تزود الهيئة الشخص بالمستندات المطلوبة وفقاً للبند (2) من هذه المادة')).toEqual([2]);
    expect(clausesReliedOn('بالإضافة إلى المدد المشار إليها في البند (1) من هذه المادة، يتعين')).toEqual([1]);
    expect(clausesReliedOn('A Person shall comply with Clause (2) of Article (10) of the Corporate Tax Law.')).toEqual([]);
    // The Top-up Tax annex names its own clauses by their decimal number.
    expect(clausesReliedOn('Where the sovereign wealth fund described in Article 1.6.1 holds a direct Controlling Interest', '1.6')).toEqual([1]);
    expect(clausesReliedOn('Notwithstanding Article 1.4, a sovereign wealth fund', '1.6')).toEqual([]);
    expect(clausesReliedOn('Subject to Article 1.6.3, the Entity', '1.6')).toEqual([]);
  });
});

describe('sequelTo', () => {
  it('finds the clause of its own article a provision follows on from being applied, not from its failing', () => {
    // Ministerial Decision No. 132 of 2023, Article (4)(2).
    expect(
      sequelTo(
        '2. Where Clause (1) of this Article applies, the provisions of Article (26) of the Corporate Tax Law … shall apply to each transfer if at least one of the Taxable Persons … elects',
      ),
    ).toBe(1);
    expect(sequelTo('Where the application made under Clause (8) of this Article is approved:')).toBe(8);
    expect(sequelTo('في حال تطبيق البند (1) من هذه المادة، يجب على الجهة الحكومية الاتحادية الممثلة إخطار الهيئة')).toBe(1);
    // Not met: a consequence, not what follows the rule.
    // The next step of a procedure: what is done with the request made under the clause.
    expect(
      sequelTo(
        '3. Subject to Clause (4) of this Article, the Authority shall provide the Person with the documents, data and information requested in accordance with Clause (2) of this Article within (10) ten Business Days',
      ),
    ).toBe(2);
    expect(sequelTo('3. The Authority shall review the request submitted under Clause (1) of this Article and decide on it')).toBe(1);
    expect(
      sequelTo(
        '3- مع مراعاة البند (4) من هذه المادة، على الهيئة تزويد الشخص بالمستندات والمعلومات المطلوبة وفق البند (2) من هذه المادة خلال (10) عشرة أيام عمل',
      ),
    ).toBe(2);
    expect(sequelTo('1. Unless an application is made under Clause (8) of this Article, and subject to any conditions')).toBeNull();
    expect(sequelTo('Where the condition set out in Clause (1) of this Article is not met, the Person')).toBeNull();
    expect(sequelTo('Where the Investment Fund does not meet the conditions set out in Clause (3) of this Article, it')).toBeNull();
    // Relying on a clause is not following on from it; nor is naming another article's clause.
    expect(sequelTo('For the purposes of paragraph (a) of Clause (1) of this Article, income shall be considered derived')).toBeNull();
    expect(sequelTo('Where Clause (2) of Article (10) of the Corporate Tax Law applies, the Person')).toBeNull();
  });
});

describe('isConjunctive', () => {
  it('reads a list as a whole where every item is a condition, or where the rule is read from all the items together', () => {
    expect(isConjunctive('An investment fund may apply …, where all of the following conditions are met:')).toBe(true);
    expect(isConjunctive('… does not exceed the lower of the following two values:')).toBe(true);
    expect(isConjunctive('… لا تتجاوز القيمة السوقية لأي شكل آخر من المقابل … القيمة الأدنى من القيمتين الآتيتين:')).toBe(true);
    expect(isConjunctive('The Authority may refrain from refunding … in any of the following cases:')).toBe(false);
    expect(isConjunctive('Corporate Tax shall be imposed on Taxable Income at the following rates:')).toBe(false);
  });
});

describe('the side of an event a text speaks of', () => {
  it('reads "before" and "after" in English and Arabic, not "before the Authority" or "من قبل" (by)', () => {
    expect(timeSides('Before a criminal case is initiated, the Authority may reconcile …')).toEqual({ before: true, after: false });
    expect(timeSides('After a conviction judgment has been issued, …')).toEqual({ before: false, after: true });
    expect(timeSides('The objection shall be submitted before the Authority within (40) forty Business Days.')).toEqual({ before: false, after: false });
    expect(timeSides('بعد صدور حكم بالإدانة، …')).toEqual({ before: false, after: true });
    expect(timeSides('قبل تحريك الدعوى الجزائية، …')).toEqual({ before: true, after: false });
    expect(timeSides('يتم تقديم الطلب من قبل الشخص …')).toEqual({ before: false, after: false });
  });

  it('puts a provision on the other side only when it speaks of that side alone', () => {
    const before = { before: true, after: false };
    expect(otherSide(before, { before: false, after: true })).toBe(true);
    expect(otherSide(before, { before: true, after: true })).toBe(false);
    expect(otherSide(before, { before: false, after: false })).toBe(false);
    expect(otherSide({ before: true, after: true }, { before: false, after: true })).toBe(false);
  });
});

describe('the side of an amount a text speaks of', () => {
  it('reads over and within an amount in English and Arabic, "does not exceed" as within', () => {
    expect(amountSides('What rate applies to the profit above that band?')).toEqual({ within: false, over: true });
    expect(amountSides('the portion of the Taxable Income that does not exceed AED (375,000)')).toEqual({ within: true, over: false });
    expect(amountSides('A rate of (9%) nine percent on Taxable Income exceeding the amount specified')).toEqual({ within: false, over: true });
    expect(amountSides('Our revenue is below AED 3 million.')).toEqual({ within: true, over: false });
    expect(amountSides('الجزء من الدخل الخاضع للضريبة الذي لا يتجاوز مبلغ (375,000)')).toEqual({ within: true, over: false });
    expect(amountSides('ويزيد إيراد الإيجار على مليون درهم')).toEqual({ within: false, over: true });
    // "Referred to above", "without prejudice" (دون الإخلال) and a deadline name no amount.
    expect(amountSides('the conditions referred to above')).toEqual({ within: false, over: false });
    expect(amountSides('دون الإخلال بأحكام البند (1)')).toEqual({ within: false, over: false });
    expect(amountSides('within (20) twenty Business Days')).toEqual({ within: false, over: false });
  });

  it('reads a floor as over the amount and a ceiling as within it, in English and Arabic', () => {
    expect(amountSides('The Parent Company owns at least (95%) ninety-five percent')).toEqual({ within: false, over: true });
    expect(amountSides('for a period of not less than (12) twelve months')).toEqual({ within: false, over: true });
    expect(amountSides('أن يملك ذات الشخص نسبة (50%) خمسين بالمائة على الأقل')).toEqual({ within: false, over: true });
    expect(amountSides('لمدة لا تقل عن (12) اثني عشر شهراً')).toEqual({ within: false, over: true });
    expect(amountSides('What is the maximum amount of losses we can use?')).toEqual({ within: true, over: false });
    expect(amountSides('ما الحد الأقصى للخسائر الضريبية المرحلة التي يمكن خصمها؟')).toEqual({ within: true, over: false });
    expect(amountSides('لا يجوز أن يتجاوز مبلغ الخسارة الضريبية نسبة (75%)')).toEqual({ within: true, over: false });
  });

  it('puts a provision on the other side only when it speaks of that side alone', () => {
    const over = { within: false, over: true };
    expect(otherAmountSide(over, { within: true, over: false })).toBe(true);
    expect(otherAmountSide(over, { within: true, over: true })).toBe(false);
    expect(otherAmountSide({ within: true, over: true }, { within: false, over: true })).toBe(false);
  });
});

describe("a provision setting its own article's rule aside", () => {
  it('derogates from that rule, in English and Arabic', () => {
    expect(isDerogation('The exemption set out in this Article shall not apply to income derived by the Taxable Person from a Participating Interest')).toBe(
      true,
    );
    expect(isDerogation('The exemption in this Article shall not apply to contractors, sub-contractors, suppliers')).toBe(true);
    expect(isDerogation('لا يسري الإعفاء المنصوص عليه في هذه المادة على الخسائر المتكبدة عند تصفية المشاركة.')).toBe(true);
    // A clause of its own article set aside in a case.
    expect(isDerogation('Clause (3) of this Article shall not apply to a fixed or permanent place in the State that is used')).toBe(true);
    expect(isDerogation('لا ينطبق البند (3) من هذه المادة على المكان الثابت أو الدائم في الدولة')).toBe(true);
    expect(isDerogation('Income derived from a Participating Interest shall be exempt from Corporate Tax')).toBe(false);
  });
});

describe('a provision setting another law aside (the special rule for its subject)', () => {
  it('names that law in its opening words, in English and Arabic; one derogating from its own instrument does not', () => {
    expect(
      derogatesFromAnotherLaw(
        'By way of exception from the provisions of the Tax Procedures Law, a Taxable Person shall keep, for a period of (7) seven years',
      ),
    ).toBe(true);
    expect(derogatesFromAnotherLaw('استثناءً من أحكام قانون الإجراءات الضريبية، على الخاضع للضريبة الاحتفاظ بالسجلات')).toBe(true);
    expect(derogatesFromAnotherLaw('By way of exception from the provisions of Clause (1) of this Article, activities that generate Turnover')).toBe(false);
    expect(derogatesFromAnotherLaw('استثناءً من أحكام البند (1) من هذه المادة، لا تعد الأنشطة')).toBe(false);
    expect(derogatesFromAnotherLaw('Notwithstanding Article 2.1, an Investment Entity')).toBe(false);
    // Naming the law further on is no derogation from it.
    expect(derogatesFromAnotherLaw('A Taxable Person shall keep records by way of exception from the provisions of the Tax Procedures Law')).toBe(false);
  });
});

describe('the kind of person a text speaks of: a Resident or a Non-Resident Person', () => {
  it('reads a foreign company as a Non-Resident Person, "Non-Resident" not as "Resident", in English and Arabic', () => {
    expect(residenceSides('A foreign company created a permanent establishment in the UAE.')).toEqual({ resident: false, nonResident: true });
    expect(residenceSides('A juridical person that is a Non-Resident Person on or after the effective date')).toEqual({ resident: false, nonResident: true });
    expect(residenceSides('A juridical person that is a Resident Person and that is incorporated')).toEqual({ resident: true, nonResident: false });
    expect(residenceSides('the Taxable Person shall be a Resident Person or a Non-Resident Person')).toEqual({ resident: true, nonResident: true });
    expect(residenceSides('الشخص الاعتباري غير المقيم الذي لديه منشأة دائمة')).toEqual({ resident: false, nonResident: true });
    expect(residenceSides('شركة أجنبية لديها فرع في الدولة')).toEqual({ resident: false, nonResident: true });
    expect(residenceSides('Is a UAE branch of a foreign bank taxed on its worldwide income?')).toEqual({ resident: false, nonResident: true });
    expect(residenceSides('فرع بنك أجنبي في الدولة')).toEqual({ resident: false, nonResident: true });
    expect(residenceSides('الشخص الاعتباري المقيم')).toEqual({ resident: true, nonResident: false });
    // With a particle ("للشركة الأجنبية"); a Free Zone Person is a Resident Person (Article (11)(3)(a) of the Law).
    expect(residenceSides('ما الذي يجعل للشركة الأجنبية منشأة دائمة في الدولة؟')).toEqual({ resident: false, nonResident: true });
    expect(residenceSides('A Qualifying Free Zone Person shall be subject to Corporate Tax')).toEqual({ resident: true, nonResident: false });
    expect(residenceSides('الدخل العائد إلى منشأة أجنبية دائمة للشخص المؤهل القائم في المنطقة الحرة')).toEqual({ resident: true, nonResident: false });
    expect(residenceSides('ما سعر ضريبة الاستقطاع على المدفوعات لغير المقيمين؟')).toEqual({ resident: false, nonResident: true });
    // Income from abroad is no person's kind: a resident company asks about its foreign income.
    expect(residenceSides('Is our foreign branch income taxed?')).toEqual({ resident: false, nonResident: false });
  });

  it('puts a provision on the other side only when it speaks of the other kind alone', () => {
    const foreign = { resident: false, nonResident: true };
    expect(otherResidence(foreign, { resident: true, nonResident: false })).toBe(true);
    expect(otherResidence(foreign, { resident: true, nonResident: true })).toBe(false);
    expect(otherResidence(foreign, { resident: false, nonResident: false })).toBe(false);
  });
});

describe('the kind of person a text speaks of: natural or juridical', () => {
  it("reads the law's kinds, and how a person asking says what they are", () => {
    expect(statedPersonKind('A Resident Person that is a juridical person shall be subject to Corporate Tax')).toEqual({ natural: false, juridical: true });
    expect(statedPersonKind('الدخل الخاضع للضريبة للشخص المقيم الذي يكون شخصاً طبيعياً')).toEqual({ natural: true, juridical: false });
    expect(statedPersonKind('a natural person or a juridical person')).toEqual({ natural: true, juridical: true });
    expect(askedPersonKind('As a freelance consultant living in the UAE, am I taxed on my worldwide income?')).toEqual({ natural: true, juridical: false });
    // "ضريبة الشركات" names the tax, not a company.
    expect(askedPersonKind('أعمل مستشاراً مستقلاً (فريلانسر). هل أخضع بموجب قانون ضريبة الشركات للضريبة؟')).toEqual({ natural: true, juridical: false });
    expect(askedPersonKind('Is our company taxed on its worldwide income?')).toEqual({ natural: false, juridical: true });
    expect(otherPersonKind({ natural: true, juridical: false }, { natural: false, juridical: true })).toBe(true);
    expect(otherPersonKind({ natural: true, juridical: false }, { natural: true, juridical: true })).toBe(false);
  });

  it('finds the clause of another article of its instrument a provision states its rule by, not one it is subject to', () => {
    expect(otherArticleClausesReliedOn('conducted by the natural person in the State as set out in Clause (6) of Article (11) of this Decree-Law.')).toEqual([
      { article: '11', clause: 6 },
    ]);
    expect(otherArticleClausesReliedOn('كما هو منصوص عليه في البند (6) من المادة (11) من هذا المرسوم بقانون.')).toEqual([{ article: '11', clause: 6 }]);
    expect(otherArticleClausesReliedOn('Subject to Clause (2) of Article (10) of this Decree-Law, a fund')).toEqual([]);
    expect(otherArticleClausesReliedOn('Clause (1) of Article (18) of the Corporate Tax Law')).toEqual([]);
  });
});

describe('the side of a Free Zone a text speaks of', () => {
  it('reads the mainland and a Non-Free Zone Person as one side, a (Qualifying) Free Zone Person as the other', () => {
    expect(freeZoneSides('Our mainland LLC expects annual profits above the band.')).toEqual({ freeZone: false, mainland: true });
    expect(freeZoneSides('Corporate Tax shall be imposed on a Qualifying Free Zone Person at the following rates:')).toEqual({
      freeZone: true,
      mainland: false,
    });
    expect(freeZoneSides('transactions with a Non-Free Zone Person, but only in respect of Qualifying Activities')).toEqual({
      freeZone: false,
      mainland: true,
    });
    expect(freeZoneSides('Our free zone company serves a client on the Dubai mainland.')).toEqual({ freeZone: true, mainland: true });
    expect(freeZoneSides('شركتنا في البر الرئيسي')).toEqual({ freeZone: false, mainland: true });
    expect(freeZoneSides('المعاملات التي تتم مع الشخص غير القائم في المنطقة الحرة')).toEqual({ freeZone: false, mainland: true });
    expect(freeZoneSides('تُفرض ضريبة الشركات على الشخص المؤهل القائم في المنطقة الحرة')).toEqual({ freeZone: true, mainland: false });
    expect(freeZoneSides('Corporate Tax shall be imposed on Taxable Income at the following rates:')).toEqual({ freeZone: false, mainland: false });
  });

  it('puts a provision on the other side only when it speaks of the other side alone', () => {
    const mainland = { freeZone: false, mainland: true };
    expect(otherFreeZoneSide(mainland, { freeZone: true, mainland: false })).toBe(true);
    expect(otherFreeZoneSide(mainland, { freeZone: false, mainland: false })).toBe(false);
    expect(otherFreeZoneSide({ freeZone: true, mainland: true }, { freeZone: true, mainland: false })).toBe(false);
  });
});

describe('a right the law grants the one asking', () => {
  it("reads a person's \"may\" as a right, the Authority's or its auditor's as a power, in English and Arabic", () => {
    expect(grantsRight('The Person subject to the Tax Audit may view or obtain the documents, data and information')).toBe(true);
    expect(grantsRight('يجوز للشخص الخاضع للتدقيق الضريبي الاطلاع أو الحصول على المستندات')).toBe(true);
    expect(grantsRight('The Authority may request any relevant information')).toBe(false);
    expect(grantsRight('The Tax Auditor may seize any Assets or documents')).toBe(false);
    expect(grantsRight('The Cabinet may, at the suggestion of the Minister, issue a decision')).toBe(false);
    expect(grantsRight('يجوز لمجلس الوزراء أن يصدر قراراً')).toBe(false);
    expect(grantsRight('يجوز للهيئة أن تطلب أي معلومات')).toBe(false);
    expect(grantsRight('the Authority shall provide the Person with the documents requested')).toBe(false);
    expect(grantsRight('documents that may be in the possession of the Person')).toBe(false);
  });

  it('reads "Can we …?" as the asker\'s right, "Can the FTA …?" not', () => {
    expect(asksOwnRight('After an FTA audit, can we get copies of the documents?')).toBe(true);
    expect(asksOwnRight('هل يحق لنا الحصول على نسخ من المستندات؟')).toBe(true);
    expect(asksOwnRight('Can the FTA hold back our refund?')).toBe(false);
  });
});

describe('a rate the question already states', () => {
  it('reads the rates a text states, in digits, Arabic digits and as the zero rate named', () => {
    expect([...statedRates('A rate of (9%) nine percent on Taxable Income')]).toEqual(['9']);
    expect([...statedRates('profits well above the zero-rate band')]).toEqual(['0']);
    expect([...statedRates('قبل أن نفقد نسبة ٠٪')]).toEqual(['0']);
    expect([...statedRates('تفوق بكثير شريحة النسبة الصفرية')]).toEqual(['0']);
    expect([...statedRates('(15%) fifteen percent or 4.5 %')].sort()).toEqual(['15', '4.5']);
    expect(statedRates('AED (375,000) three hundred and seventy-five thousand').size).toBe(0);
  });

  it('asks for a rate it does not know: a provision stating only the known one does not give it', () => {
    const question = 'Our LLC expects profits well above the zero-rate band. What rate applies to the profit above that band?';
    const known = statedRates(question);
    expect(asksForRate(question)).toBe(true);
    expect(asksForRate('ما النسبة الضريبية التي تُطبق على الأرباح الزائدة؟')).toBe(true);
    const separated = 'subjected to Corporate Tax at the rate of (0%) zero percent on an amount exceeding AED (375,000)';
    expect(givesFigureBeyond(separated, known, true)).toBe(false);
    expect(givesFigureBeyond('(b) A rate of (9%) nine percent on Taxable Income exceeding the amount', known, true)).toBe(true);
    // Asked for another figure ("how much"), a provision giving an amount beside the known rate gives it.
    const howMuch = 'How much non-qualifying revenue can we earn before we lose the 0% rate?';
    expect(asksForRate(howMuch)).toBe(false);
    expect(givesFigureBeyond(separated, statedRates(howMuch), false)).toBe(true);
    expect(givesFigureBeyond('(a) A rate of (0%) zero percent on Qualifying Income.', statedRates(howMuch), false)).toBe(false);
    // Nothing known: any figure gives it.
    expect(givesFigureBeyond('AED 10,000', new Set(), false)).toBe(true);
  });
});

describe('a numbered line that states a provision of its own', () => {
  it('has a verb of the law; a line that only ends its lead-in’s sentence has none', () => {
    expect(statesProvision('1. The Authority shall notify the Person within (20) twenty Business Days.')).toBe(true);
    expect(statesProvision('2. The application is submitted before the end of the Tax Period.')).toBe(true);
    expect(statesProvision('2. A Qualifying Free Zone Person.')).toBe(false);
    expect(statesProvision('1- يجب على الخاضع للضريبة تقديم الإقرار.')).toBe(true);
    expect(statesProvision('2- الشخص المؤهل المقيم في المنطقة الحرة.')).toBe(false);
  });
});

describe('exceptedClauses', () => {
  it('reads the clauses of its own article a general rule names as its exceptions, in English and Arabic', () => {
    expect(
      exceptedClauses('1. Except for the cases set out in Clauses (2), (3), (6) and (7) of this Article, the Authority may not conduct a Tax Audit'),
    ).toEqual([2, 3, 6, 7]);
    expect(exceptedClauses('1- باستثناء الحالات الواردة في البنود (2) و(3) و(6) و(7) من هذه المادة، لا يجوز للهيئة إجراء تدقيق ضريبي')).toEqual([2, 3, 6, 7]);
    // A clause the rule is only subject to, or one of another article, is no exception of its own.
    expect(exceptedClauses('Subject to Clause (4) of this Article, the Authority shall provide the Person with the documents')).toEqual([]);
    expect(exceptedClauses('Except for the cases set out in Article (51) of the Corporate Tax Law, a Person shall register')).toEqual([]);
  });
});

describe('statesVerdict', () => {
  it('reads whether something is taxed, exempt or deductible, in the main clause, in English and Arabic', () => {
    expect(
      statesVerdict('Income derived from a Participating Interest shall be exempt from Corporate Tax, subject to the conditions set out in this Article.'),
    ).toBe(true);
    expect(statesVerdict('No deduction shall be allowed for any Interest expenditure incurred on loans obtained from a Related Party')).toBe(true);
    expect(statesVerdict('1- يُعفى من ضريبة الشركات الدخل الذي يتمّ تحقيقه من حصص المشاركة، وذلك مع مراعاة الشروط المنصوص عليها في هذه المادة.')).toBe(true);
    expect(statesVerdict('لا يجوز خصم أياً مما يأتي:-')).toBe(true);
    // Not a definition, nor a condition that names the tax ("where the Related Party is subject to Corporate Tax").
    expect(statesVerdict('A Participating Interest means an ownership interest of (5%) five percent or more in the shares')).toBe(false);
    expect(statesVerdict('no Corporate Tax advantage shall arise where the Related Party is subject to Corporate Tax')).toBe(false);
    expect(statesVerdict('2- يُقصد بحصص المشاركة، تملّك حصص ملكية بنسبة (5%) خمسة بالمائة أو أكثر')).toBe(false);
    expect(statesVerdict('ب- خضوع المشاركة لضريبة الشركات أو أي ضريبة أخرى مماثلة لضريبة الشركات إذا كان الشخص يخضع للضريبة')).toBe(false);
  });
});

describe('headingNamesFigure', () => {
  const time = { amount: false, time: true, period: false };
  const amount = { amount: true, time: false, period: false };
  it('reads a heading naming the kind of figure asked, in English and in Arabic', () => {
    expect(headingNamesFigure('Deadline for Submitting the Exemption Application and Its Effective Date', time)).toBe(true);
    expect(headingNamesFigure('Revenue Threshold of the Taxable Person', amount)).toBe(true);
    expect(headingNamesFigure('حد إيرادات الخاضع للضريبة', amount)).toBe(true);
    expect(headingNamesFigure('الموعد النهائي لتقديم طلب الإعفاء', time)).toBe(true);
    // Another kind than the one asked, and words that only hold the letters ("تحديد" holds "حد", "المعتمدة" holds "مدة").
    expect(headingNamesFigure('Revenue Threshold of the Taxable Person', time)).toBe(false);
    expect(headingNamesFigure('تحديد الشخص الخاضع للضريبة', amount)).toBe(false);
    expect(headingNamesFigure('المعايير المحاسبية المعتمدة', time)).toBe(false);
  });
});

describe('isSavingClause', () => {
  it("reads a decision's implementing rule, which names the provision it serves and what it leaves intact, as that rule", () => {
    // Ministerial Decision No. 127 of 2023, Article (2), in English and in Arabic.
    const rule =
      'For the purposes of Clause (1) of Article (16) of the Corporate Tax Law, and without prejudice to the provisions of Clause (7) of Article (16) and Article (17) of the Corporate Tax Law, an Unincorporated Partnership shall not be considered a Taxable Person in its own right, provided that it is not a juridical person.';
    expect(isSavingClause(rule)).toBe(false);
    expect(
      isSavingClause(
        'لأغراض البند (1) من المادة (16) من قانون ضريبة الشركات، ودون الإخلال بأحكام البند (7) من المادة (16) والمادة (17) من قانون ضريبة الشركات، لا يُعتبر الائتلاف المشترك شخصاً خاضعاً للضريبة بحد ذاته',
      ),
    ).toBe(false);
    // A rule that opens by keeping another intact without naming what it serves stays a saving clause (it leads last),
    // and so does one whose purpose is followed by a saving of its own.
    expect(
      isSavingClause('Without prejudice to Clauses (1) and (2) of this Article, the Cabinet shall issue a decision regulating the imposition of Top-up Tax.'),
    ).toBe(true);
    expect(isSavingClause('For the purposes of this Article, the provisions of Clause (1) shall not prejudice the obligation of a Person to register.')).toBe(
      true,
    );
  });
});

describe('savesThroughout', () => {
  it('reads a rule opening "Without prejudice to …," as that rule, and a clause that only keeps another intact as saving', () => {
    const opener =
      'Without prejudice to the provisions of Article (28) of this Decree-Law, payments or benefits provided by a Taxable Person to its Connected Person shall be deductible only if, and to the extent that, they correspond to the Market Value';
    expect(savesThroughout(opener)).toBe(false);
    expect(savesThroughout('مع عدم الإخلال بأحكام المادة (28) من هذا المرسوم بقانون، يجوز خصم المبالغ المدفوعة للشخص المرتبط')).toBe(false);
    expect(savesThroughout('The provisions of this Article shall not prejudice the obligation of a Person to register for Corporate Tax.')).toBe(true);
    expect(savesThroughout('لا تخل أحكام هذه المادة بالتزام الشخص بالتسجيل')).toBe(true);
  });
});
