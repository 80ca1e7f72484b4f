/** What a question asks, and the questions it asks (issue 25): read by retrieval and by the extractive analyst. */
import { describe, expect, it } from 'vitest';
import { questionIntents, questionParts, questionSituation, type QuestionIntents } from '../../src/services/retrieval/question-intents.ts';

const on = (question: string) =>
  Object.entries(questionIntents(question))
    .filter(([, v]) => v)
    .map(([k]) => k as keyof QuestionIntents)
    .sort();

describe('questionIntents', () => {
  it.each([
    ['What rate of corporate tax applies to the profit above that band?', ['amount']],
    // The ownership a rule requires is a threshold: "what ownership do we need" asks for the 5%.
    ['What ownership do we need in a foreign subsidiary for its dividends to be exempt?', ['amount']],
    ['How big a stake must the parent hold?', ['amount']],
    ['How long do we have to cancel our registration?', ['duration', 'length', 'when']],
    ['By when must we file our corporate tax return?', ['duration', 'when']],
    ['From when is it treated as taxable?', ['commencement', 'when']],
    ['Does a federal ministry need to register?', ['yesNo']],
    // After a clause that states the case, and in the first person.
    ['If the group company we nominated to pay the UAE top-up tax does not pay, can the FTA collect it from our other UAE companies?', ['yesNo']],
    ['As a freelance consultant living in the UAE, am I taxed on all my worldwide income?', ['yesNo']],
    ['Which entities must pay the Top-up Tax?', ['who']],
    // "Wholly" owned asks nothing of persons.
    ['Can our wholly owned subsidiary join the tax group?', ['yesNo']],
    ['How can a new charity get added to the list?', ['procedure']],
    ["How is the 'Tax Difference' defined for penalty purposes?", ['consequence', 'definition']],
    ['what happens when a Qualifying Free Zone Person fails one of its conditions?', ['consequence']],
    ['هل يتعين عليها التسجيل؟', ['yesNo']],
    ['خلال كم يوماً يجب إبلاغ الوزارة؟', ['duration', 'length', 'when']],
    ['ما المقصود بالفارق الضريبي؟', ['definition']],
    ['ومن الذي يتولى تقديم هذا الإقرار؟', ['who']],
    ['من هو الشخص الخاضع للضريبة؟', ['who']],
    ['وما مصيرها إذا خرجت الشركة من المجموعة؟', ['consequence']],
    // A term alone, asked about, is asked what it is; its rate or threshold is an amount.
    ['What is a Tax Group?', ['definition']],
    ['ما هي المجموعة الضريبية؟', ['definition']],
    ['What is the corporate tax rate?', ['amount']],
    ['What is the small business relief threshold?', ['amount']],
    // A penalty asked for is its amount, as a fine is (and what follows the breach).
    ['What is the penalty for late filing?', ['amount', 'consequence']],
    ['ما هي عقوبة التأخر في تقديم الإقرار الضريبي؟', ['amount', 'consequence']],
    ['What penalties apply to a late return?', ['consequence']],
    // "When" asks for a moment about an act the law times; about a state, in what circumstances.
    ['When is the return due?', ['duration', 'when']],
    ['When must corporate tax be paid?', ['duration', 'when']],
    ['When is our first UAE top-up tax return due?', ['duration', 'when']],
    ['When can the Authority issue the assessment?', ['when']],
    // A rule's starting to apply asks from when, not for a time limit ("apply" is no application here).
    ['When does the law start to apply to my company?', ['commencement', 'when']],
    // The first year a regime applies to is asked from when it applies.
    ['Which is our first financial year subject to the UAE top-up tax?', ['commencement', 'when']],
    ['ما هي أول سنة مالية لنا تخضع فيها للضريبة التكميلية؟', ['commencement', 'when']],
    ['What is our first tax period?', ['definition']],
    // …unless the point it starts from is an amount.
    ['At what amount does the 9% rate start to apply?', ['amount']],
    ['When do we have to apply for registration?', ['duration', 'procedure', 'when']],
    ['متى يجب تقديم الإقرار الضريبي؟', ['duration', 'when']],
    ['When does a foreign company have a permanent establishment in the UAE?', []],
    ['When is a company a tax resident?', []],
    ['متى تعتبر الشركة مقيمة؟', []],
    // Which things of a kind: the items of a list; a figure or a time of a kind is not a list.
    ['Which expenses are not deductible?', ['which']],
    ['What kinds of income are exempt?', ['which']],
    ['What rates apply to Qualifying Income?', ['amount']],
    ['ما هي النفقات غير القابلة للخصم؟', ['which']],
    ['ما هي شروط تشكيل مجموعة ضريبية؟', ['which']],
  ])('%s', (question, intents) => {
    expect(on(question)).toEqual(intents);
  });
});

describe('questionParts', () => {
  it('splits a question that asks two things, and keeps one that asks one thing whole', () => {
    expect(questionParts('A Saudi company owns a villa in Dubai. Is it within UAE corporate tax, and does it have to register with the FTA?')).toEqual([
      'Is it within UAE corporate tax',
      'does it have to register with the FTA?',
    ]);
    expect(questionParts('By when must we file our corporate tax return and pay the tax due?')).toEqual([
      'By when must we file our corporate tax return and pay the tax due?',
    ]);
    // "… has changed its activities and may no longer meet …" goes on with the same question; so does "… and which pays …".
    expect(questionParts('A listed charity has changed its activities and may no longer meet the conditions. How quickly must the Ministry be told?')).toEqual([
      'How quickly must the Ministry be told?',
    ]);
    expect(questionParts('Do we pay tax on dividends from our subsidiary, in which we hold 30% and which pays tax at 20%?')).toHaveLength(1);
    expect(questionParts('Which entities must pay the Top-up Tax under Cabinet Decision No. 142 of 2024?')).toEqual([
      'Which entities must pay the Top-up Tax under Cabinet Decision No. 142 of 2024?',
    ]);
    expect(questionParts('كيف تُفرض الضريبة على حصتنا من أرباح الصندوق؟ وهل تُفرض الضريبة مرة أخرى على التوزيعات؟')).toHaveLength(2);
  });

  it('gives the situation the question describes, apart from what it asks', () => {
    expect(questionSituation('Our company pays the fuel for a car. How much of that cost can the company deduct?')).toBe(
      'Our company pays the fuel for a car.',
    );
    expect(questionSituation('Is a charity exempt?')).toBe('');
  });
});
