/** The billing texts in Arabic, worded from keys, codes and values, never from the server's English (issue 17 item 5, decision 032). */
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../../schema/api/billing.ts';
import { SUBSCRIPTION_MESSAGES, type DiscountTerms } from '../../../../schema/api/subscriptions.ts';
import { createFormatters } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api-client.ts';
import {
  billingSaidOf,
  billingSays,
  billingText,
  countText,
  discountText,
  monthOf,
  planText,
  subscriptionChangeText,
  wordsIn,
  type BillingSaid,
} from './localize.ts';
import { BILLING_TEXTS } from './messages.ts';

const en = createFormatters('en', 'latn');
const ar = createFormatters('ar', 'latn');
const arab = createFormatters('ar', 'arab');
const inEnglish = (said: BillingSaid) => billingSays(said, wordsIn('en', en));
const inArabic = (said: BillingSaid, format = ar) => billingSays(said, wordsIn('ar', format));
const refusal = (status: number, body: unknown) => new ApiError(`${status}`, status, body);

describe('billing messages from keys and codes (decision 032)', () => {
  it('words a fixed text by its key in either language', () => {
    expect(inEnglish(billingText('setupFailed'))).toBe(BILLING_MESSAGES.setupFailed);
    expect(inArabic(billingText('setupFailed'))).toBe('تعذّر إعداد وسيلة الدفع');
    expect(inArabic(planText('couponRequiredTitle'))).toBe('الرمز مطلوب');
    expect(inArabic(billingText('wordAllowanceUsed'), arab)).toContain('٢٥ ألف كلمة');
  });

  it('words a refusal from its code and details, whatever English the server sent', () => {
    const pending = billingSaidOf(
      refusal(409, { error: 'Reworded: some charges are open.', code: 'CHARGES_PENDING', details: { pending_fils: 1250 } }),
      billingText('unexpected'),
    );
    expect(inEnglish(pending)).toBe(BILLING_MESSAGES.removeBlocked('AED 12.50'));
    expect(inArabic(pending, arab)).toContain('بقيمة ١٢٫٥٠ درهم');
    const held = billingSaidOf(refusal(400, { error: 'Reworded.', code: 'COUPON_INVALID', details: { reason: 'held' } }), planText('couponApplyFailed'));
    expect(inEnglish(held)).toBe(SUBSCRIPTION_MESSAGES.couponHeld);
    expect(inArabic(held)).toBe('رمز القسيمة هذا محجوز لعملية دفع جارية. يُرجى المحاولة لاحقًا.');
    const busy = billingSaidOf(refusal(409, { error: 'Reworded.', code: 'SUBSCRIPTION_BUSY' }), planText('initFailed'));
    expect(inArabic(busy)).toBe('لا يزال اشتراكك قيد الإعداد. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.');
    const unreachable = billingSaidOf(refusal(503, { error: 'Reworded.', code: 'CARD_PROVIDER_UNAVAILABLE' }), billingText('setupFailed'));
    expect(inEnglish(unreachable)).toBe(BILLING_MESSAGES.providerUnavailable);
  });

  it("keeps a card provider's own words as sent, and a server failure as the fallback", () => {
    expect(
      inArabic(
        billingSaidOf(
          refusal(402, { error: 'Your card was declined.', code: 'PAYMENT_FAILED', details: { provider_code: 'card_declined' } }),
          billingText('unexpected'),
        ),
      ),
    ).toBe('Your card was declined.');
    expect(inArabic(billingSaidOf(refusal(500, { error: 'Internal server error', code: 'INTERNAL' }), billingText('confirmFailed')))).toBe(
      'تعذّر تأكيد إعداد وسيلة الدفع',
    );
  });

  it('words the plan’s end and a discount from their values', () => {
    expect(inEnglish(subscriptionChangeText({ code: 'PLAN_CANCELED', details: { periodEnd: '2027-01-15' } }))).toBe(
      SUBSCRIPTION_MESSAGES.canceled('15 January 2027'),
    );
    expect(inArabic(subscriptionChangeText({ code: 'PLAN_CANCELED', details: { periodEnd: '2027-01-15' } }))).toBe(
      'أُلغيت خطتك الاحترافية: تبقى متاحة لك حتى 15 يناير 2027، ولن تُجدَّد.',
    );
    expect(inArabic(subscriptionChangeText({ code: 'PLAN_RESUMED', details: { periodEnd: null } }))).toBe(
      'ستُجدَّد خطتك الاحترافية في نهاية فترة الفوترة الحالية.',
    );
    expect(inEnglish(subscriptionChangeText({ code: 'PLAN_RESUMED', details: { periodEnd: null } }))).toBe(
      SUBSCRIPTION_MESSAGES.resumed('the end of the current period'),
    );
    const terms = (t: Partial<DiscountTerms>): DiscountTerms => ({ percentOff: null, amountOffFils: null, duration: 'forever', durationInMonths: null, ...t });
    expect(inArabic(discountText(terms({ percentOff: 100 })), arab)).toBe('خصم ١٠٠٪');
    expect(inArabic(discountText(terms({ amountOffFils: 1000, duration: 'once' })))).toBe('خصم 10.00 درهم على الشهر الأول');
    expect(inArabic(discountText(terms({ percentOff: 20, duration: 'repeating', durationInMonths: 2 })))).toBe('خصم 20٪ لمدة شهرين');
    expect(inEnglish(discountText(terms({ percentOff: 20, duration: 'repeating', durationInMonths: 3 })))).toBe('20% off for 3 months');
    expect(inEnglish(discountText(terms({ amountOffFils: 1000, duration: 'once' })))).toBe('AED 10.00 off the first month');
  });
});

describe('counts and months', () => {
  it('Arabic plural forms with the preferred digits', () => {
    const t = BILLING_TEXTS.ar;
    expect(countText(arab, 1, t.freeChats)).toBe('محادثة مجانية واحدة');
    expect(countText(arab, 2, t.freeFollowups)).toBe('سؤالا متابعة مجانيان');
    expect(countText(arab, 3, t.answers)).toBe('٣ إجابات');
    expect(countText(arab, 11, t.answers)).toBe('١١ إجابة');
    expect(countText(en, 1, BILLING_TEXTS.en.answers)).toBe('1 answer');
    expect(countText(en, 3, BILLING_TEXTS.en.answers)).toBe('3 answers');
  });

  it('an invoice period as month and year', () => {
    expect(monthOf('2026-11')).toBe('November 2026');
    expect(monthOf('2026-10', 'ar', 'arab')).toBe('أكتوبر ٢٠٢٦');
  });
});
