/** Whether a question is about UAE Corporate Tax (issue 25, "Honest refusal"): judged on the question, before retrieval. */
import { describe, expect, it } from 'vitest';
import { questionScope } from '../../src/services/research/question-scope.ts';
import { asksAboutDelegation, asksAboutReferences, asksAboutStatus, asksWhatItSays } from '../../src/services/analyst/terms.ts';

describe('questionScope', () => {
  it.each([
    ['What is the capital of France?', 'other-country'],
    ['Who is the president of the United States?', 'other-country'],
    ['What is the corporation tax rate in the United Kingdom?', 'other-country'],
    ['What is the US federal corporate income tax rate?', 'other-country'],
    ['What is the VAT rate in the UAE?', 'other-tax'],
    ['Can we recover input VAT on staff entertainment?', 'other-tax'],
    ['How much excise tax is charged on energy drinks?', 'other-tax'],
    ['How do I fill in US Form 1040?', 'other-tax'],
    ['How do I renew my UAE driving licence?', 'other-law'],
    ['What is the fine for speeding on Sheikh Zayed Road?', 'other-law'],
    ['How many days of annual leave does an employee get under the UAE labour law?', 'other-law'],
    ['asdf qwerty zxcv', 'no-tax-concept'],
    ['Recommend a good hotel in Dubai Marina for a family holiday', 'no-tax-concept'],
    ['Who won the football world cup?', 'no-tax-concept'],
    ['What is 15% of 200?', 'no-tax-concept'],
    ['ما نسبة ضريبة القيمة المضافة في الإمارات؟', 'other-tax'],
    ['كيف أجدد رخصة القيادة في دبي؟', 'other-law'],
    ['ما هي عاصمة فرنسا؟', 'other-country'],
  ])('refuses %s (%s)', (question, reason) => {
    expect(questionScope(question)).toEqual({ inScope: false, reason });
  });

  it.each([
    'Is a charity exempt?',
    'When is the return due?',
    'What is the corporate tax rate?',
    'Can tax losses be carried forward?',
    'How long must records be kept?',
    'Who are related parties?',
    'If a filing deadline falls on a weekend or public holiday, when is the filing actually due?',
    'We run several lines of business in one legal entity. Do we get the zero-percent band for each?',
    // A foreign company or person in a UAE question is no foreign tax question.
    'A Saudi company with no office in the UAE collects rent from a villa it owns in Dubai. Does it have to register?',
    'Do we pay UAE corporate tax on dividends from our Saudi subsidiary, which pays Saudi corporate income tax at 20%?',
    // Naming the Corporate Tax Law keeps a question in scope whatever else it names.
    'Does the Corporate Tax Law apply to a visa sponsor?',
    'هل الجمعيات الخيرية معفاة من الضريبة؟',
    'متى يجب تقديم الإقرار الضريبي؟',
    'إذا صادف آخر موعد للتقديم عطلة رسمية، فما هو الموعد الفعلي؟',
    'هل ينظر القانون إلى الشركتين على أنهما ذواتا علاقة لأغراض التسعير التحويلي؟',
    // The Arabic question says what it does ("تخصم", deducts; "نسجل", we register; "يُعفى", is exempted) and the
    // interest it pays ("مصروفات الفائدة"), as "deduct", "register" and "interest expense" do in English.
    'كم يمكن للشركة أن تخصم من مصروفات الفائدة؟',
    'متى يجب أن أسجل شركتي؟',
    'هل يجب أن نسجل لدى الهيئة؟',
    'هل يعفى صندوق التقاعد؟',
    // The Tax Period is the Financial Year.
    'Can a business change its financial year?',
    'هل يمكن للشركة تغيير سنتها المالية؟',
    // A rate of the regime named by its figure.
    'At what amount does the 9% rate start to apply?',
    'ما الحد الذي تبدأ عنده نسبة 9%؟',
    // Gains not yet realised are taxed or not by the realisation basis (Article (20)(3) of the Law).
    'How are unrealised gains on investment property treated?',
    'كيف تعامل الأرباح غير المحققة على العقارات الاستثمارية؟',
    // Partnerships, a business's end and its mergers; the abbreviations practitioners use.
    'How are partnerships treated?',
    'What happens on liquidation?',
    'كيف تعامل الاندماجات؟',
    'ما المقصود بالشخص المرتبط؟',
    'What is a QIF?',
    'How do I obtain a TRC?',
  ])('answers %s', (question) => {
    expect(questionScope(question)).toEqual({ inScope: true });
  });
});

describe('questionScope with the collection’s own headings', () => {
  // Headings as stored (English and the official Arabic); the scope reads their content words.
  const HEADINGS = [
    'General Anti-abuse Rule',
    'Small Business Relief',
    'Definitions',
    'Publication and Entry into Force',
    'الشخص المقيم',
    'Interest Deduction Limitation Rule',
  ];

  it('answers a question that names a heading of two content words or more, which no hand list holds', () => {
    expect(questionScope('When is the publication and entry into force?')).toEqual({ inScope: false, reason: 'no-tax-concept' });
    expect(questionScope('When is the publication and entry into force?', HEADINGS)).toEqual({ inScope: true });
    expect(questionScope('What is the general anti-abuse rule?', HEADINGS)).toEqual({ inScope: true });
    // The terms the instruments define are the collection's vocabulary too (retrieval-caches.ts cachedScopeVocabulary).
    expect(questionScope('What is market value?', HEADINGS)).toEqual({ inScope: false, reason: 'no-tax-concept' });
    expect(questionScope('What is market value?', [...HEADINGS, 'Market Value'])).toEqual({ inScope: true });
    expect(questionScope('ما هو الشخص المقيم؟', HEADINGS)).toEqual({ inScope: true });
    // Two consecutive content words of a heading name its subject without the others.
    expect(questionScope('What are the anti-abuse rules?', HEADINGS)).toEqual({ inScope: true });
    expect(questionScope('Is there an interest deduction cap?', HEADINGS)).toEqual({ inScope: true });
  });

  it('does not let a heading carry a question about another field, or a one-word heading carry anything', () => {
    expect(questionScope('What does the labour law say about the general anti-abuse rule of my contract?', HEADINGS)).toEqual({
      inScope: false,
      reason: 'other-law',
    });
    expect(questionScope('Give me the definitions of cricket terms', HEADINGS)).toEqual({ inScope: false, reason: 'no-tax-concept' });
    // One word a heading holds ("rule") is not its subject.
    expect(questionScope('What are the rules of cricket?', HEADINGS)).toEqual({ inScope: false, reason: 'no-tax-concept' });
  });
});

describe('questionScope with the practitioner phrases the synonyms know', () => {
  it.each([
    // The official Arabic says "التصريح الطوعي"; practitioners say "الإفصاح الطوعي" (refused before).
    'ما هو الإفصاح الطوعي؟',
    'What is a family foundation?',
    'What is a holding company?',
    'What is the general anti-abuse rule?',
  ])('answers %s: a phrase of two words or more the synonym tables read as a term of the law', (question) => {
    expect(questionScope(question)).toEqual({ inScope: true });
  });

  it('does not let a phrase carry a question about another field, or one word carry anything', () => {
    expect(questionScope('What does the labour law say about a holding company?')).toEqual({ inScope: false, reason: 'other-law' });
    expect(questionScope('How many days of annual leave does an employee get under the UAE labour law?')).toEqual({ inScope: false, reason: 'other-law' });
    expect(questionScope('How do I book a flight to Dubai?')).toEqual({ inScope: false, reason: 'no-tax-concept' });
  });
});

describe('questionScope: words the subject shares with other fields', () => {
  it.each([
    ['How do I register a trademark in the UAE?', 'other-law'],
    ['What is the minimum wage in the UAE?', 'other-law'],
    ['How much does a trade licence cost in Sharjah?', 'other-law'],
    ['How many hours of overtime can an employee work?', 'other-law'],
  ])('refuses %s (%s): a common word of the subject does not outweigh another field', (question, reason) => {
    expect(questionScope(question)).toEqual({ inScope: false, reason });
  });

  it.each([
    'How long must records be kept?',
    'Who has to register?',
    'Is salary income of an employee subject to corporate tax?',
    'Is royalty income from patents qualifying income for a free zone person?',
  ])('answers %s', (question) => {
    expect(questionScope(question)).toEqual({ inScope: true });
  });

  it('reads the same common words in Arabic, as English reads them', () => {
    // A federal ministry that starts a licensed commercial activity: a government entity, a business activity.
    expect(questionScope('هل يجب على وزارة اتحادية إبلاغ الهيئة عند بدء نشاط تجاري جديد؟')).toEqual({ inScope: true });
    expect(questionScope('هل تخضع الجهة الحكومية للضريبة؟')).toEqual({ inScope: true });
    expect(questionScope('كيف أقدم اعتراضاً على قرار الهيئة؟')).toEqual({ inScope: true });
    expect(questionScope('How long must documents be kept?')).toEqual({ inScope: true });
    expect(questionScope('كيف أعترض على مخالفة مرورية؟')).toEqual({ inScope: false, reason: 'other-law' });
    expect(questionScope('كيف أسجل علامة تجارية؟')).toEqual({ inScope: false, reason: 'other-law' });
    // "الفائدة" alone is also "the use" of something: only the interest a business pays or deducts is the subject's.
    expect(questionScope('ما الفائدة من الرياضة؟')).toEqual({ inScope: false, reason: 'no-tax-concept' });
    // Still not when another field of law is named.
    expect(questionScope('كم يوماً من الإجازة السنوية يستحق الموظف وفق قانون العمل مقابل راتبه؟')).toEqual({ inScope: false, reason: 'other-law' });
  });

  it('reads control and real estate as words of the subject the Law defines and taxes, unless another field is named', () => {
    expect(questionScope('What is meant by control?')).toEqual({ inScope: true });
    expect(questionScope('ما المقصود بالسيطرة؟')).toEqual({ inScope: true });
    expect(questionScope('هل يخضع المستثمر الأجنبي في العقارات؟')).toEqual({ inScope: true });
    expect(questionScope('Who owns the immovable property of a branch?')).toEqual({ inScope: true });
    expect(questionScope('Who settles a rent dispute over real estate in Dubai?')).toEqual({ inScope: false, reason: 'other-law' });
  });

  it('reads the Arabic names of other countries with their endings (السعودية), not only their bare form', () => {
    expect(questionScope('ما هو معدل الضريبة في المملكة العربية السعودية؟')).toEqual({ inScope: false, reason: 'other-country' });
  });
});

describe('questionScope: an article cited and nothing else asked', () => {
  it('is in scope (the Law’s article, which retrieval resolves); an article of another law still is not', () => {
    for (const q of ['Explain Article (50)', 'Article 50?', 'What does Article 33 say?', 'اشرح المادة (٥٠)'])
      expect(questionScope(q), q).toEqual({ inScope: true });
    expect(questionScope('Explain Article 3 of the GDPR').inScope).toBe(false);
    expect(questionScope('What does Article 50 of the VAT Law say?').inScope).toBe(false);
  });
});

describe('asksWhatItSays', () => {
  it('reads a question that cites an article and asks only what it says', () => {
    for (const q of [
      'What does Article 50 of the Corporate Tax Law provide?',
      'Explain Article (50) of Federal Decree-Law No. 47 of 2022',
      'What does Clause (2) of Article 54 state?',
      'ماذا تنص المادة (٥٠) من قانون ضريبة الشركات؟',
    ])
      expect(asksWhatItSays(q), q).toBe(true);
    for (const q of ['Does Article 50 apply to a share buy-back?', 'What does the Law provide on interest?', 'Explain Article 3 of the GDPR'])
      expect(asksWhatItSays(q), q).toBe(false);
  });

  it('reads a question that names an instrument by number and year and asks only what it says (in scope then)', () => {
    for (const q of [
      'What does Ministerial Decision No. 73 of 2023 provide?',
      'Summarise MD 73/2023',
      'What is Cabinet Decision No. 100 of 2023 about?',
      'What does Article 2 of Ministerial Decision No. 73 of 2023 provide?',
      'ما مضمون القرار الوزاري رقم (٧٣) لسنة 2023؟',
    ]) {
      expect(asksWhatItSays(q), q).toBe(true);
      expect(questionScope(q), q).toEqual({ inScope: true });
    }
    // Asking more, or naming no instrument by number.
    for (const q of ['What is the revenue threshold under Ministerial Decision No. 73 of 2023?', 'What does the Ministerial Decision provide?'])
      expect(asksWhatItSays(q), q).toBe(false);
  });
});

describe('asksAboutStatus', () => {
  it('reads a question that asks only whether a named instrument or article is in force, amended or repealed (in scope then)', () => {
    for (const q of [
      'Is Cabinet Decision No. 55 of 2023 still in force?',
      'Is MD 125/2023 still in force?',
      'Has Ministerial Decision No. 139 of 2023 been repealed?',
      'What replaced Ministerial Decision No. 82 of 2023?',
      'Has the Corporate Tax Law been amended?',
      'What is the status of Cabinet Decision No. 81 of 2023?',
      'Is Article 44 of the Corporate Tax Law still applicable?',
      'هل القرار الوزاري رقم ١٢٥ لسنة 2023 لا يزال ساري المفعول؟',
      'هل أُلغي قرار مجلس الوزراء رقم (55) لسنة 2023؟',
      'هل عُدّل قانون ضريبة الشركات؟',
      'When did Ministerial Decision No. 73 of 2023 come into force?',
      'Does Cabinet Decision No. 56 of 2023 still apply?',
      'هل ما زال القرار الوزاري رقم 139 لسنة 2023 معمولاً به؟',
      'When was Ministerial Decision No. 73 of 2023 issued?',
    ]) {
      expect(asksAboutStatus(q), q).toBe(true);
      expect(asksWhatItSays(q), q).toBe(false);
      expect(questionScope(q), q).toEqual({ inScope: true });
    }
  });

  it('leaves alone what asks more, asks what a text says, or names nothing', () => {
    for (const q of [
      'What does Ministerial Decision No. 73 of 2023 provide?',
      'Is a charity still exempt?',
      'Is the Small Business Relief still available after 2026?',
      'Which provisions of the Law did Federal Decree-Law No. 60 of 2023 amend on interest deductions?',
      'Does Article 50 apply to a share buy-back?',
      'Is the repealed Cabinet Decision No. 55 of 2023 relevant to qualifying income?',
    ])
      expect(asksAboutStatus(q), q).toBe(false);
  });

  it('in a single-document chat, reads the status asked of the document itself', () => {
    for (const q of ['Is this decision still in force?', 'Has it been repealed?', 'هل هذا القرار ساري المفعول؟'])
      expect(asksAboutStatus(q, true), q).toBe(true);
    expect(asksAboutStatus('Is this decision still in force?'), 'across the collection it names nothing').toBe(false);
    expect(asksAboutStatus('What does this decision say about records?', true)).toBe(false);
  });
});

describe('asksAboutDelegation', () => {
  it('reads a question about which provisions implement which (in scope then)', () => {
    for (const q of [
      'Which decisions implement Article 21 of the Corporate Tax Law?',
      'What decisions were issued under Article 18 of the Corporate Tax Law?',
      'Which article of the Corporate Tax Law does Ministerial Decision No. 73 of 2023 implement?',
      'Under which article of the Law was Cabinet Decision No. 100 of 2023 issued?',
      'What is the legal basis of MD 73/2023?',
      'ما القرارات الصادرة تنفيذاً للمادة (21) من قانون ضريبة الشركات؟',
    ]) {
      expect(asksAboutDelegation(q), q).toBe(true);
      expect(questionScope(q), q).toEqual({ inScope: true });
    }
  });

  it('leaves alone what asks what a text says, whether it applies, or names nothing', () => {
    for (const q of [
      'What does Article 21 provide?',
      'Does Article 21 apply to a partnership?',
      'Which decisions did the Ministry issue on transfer pricing?',
      'How is the Small Business Relief implemented in practice?',
    ])
      expect(asksAboutDelegation(q), q).toBe(false);
  });
});

describe('asksAboutReferences', () => {
  it('reads a question about which articles refer to a cited one, or which it refers to (in scope then)', () => {
    for (const q of [
      'Which articles refer to Article 50 of the Corporate Tax Law?',
      'Which provisions cross-refer to Article 18?',
      'What does Article 3 of Cabinet Decision No. 100 of 2023 refer to?',
      'ما المواد التي تشير إلى المادة (50) من قانون ضريبة الشركات؟',
    ]) {
      expect(asksAboutReferences(q), q).toBe(true);
      expect(questionScope(q), q).toEqual({ inScope: true });
    }
    for (const q of ['Which decisions refer to transfer pricing?', 'Does Article 50 refer to a share buy-back?', 'What does Article 50 provide?'])
      expect(asksAboutReferences(q), q).toBe(false);
  });
});
