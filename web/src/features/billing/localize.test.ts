/** The billing texts of schema/ in Arabic, with the amounts, dates and discounts inside them (issue 17 item 5). */
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../../schema/api/billing.ts';
import { SUBSCRIPTION_MESSAGES } from '../../../../schema/api/subscriptions.ts';
import { createFormatters } from '../../i18n/format.ts';
import { countText, localizeDiscount, monthOf, serverText } from './localize.ts';
import { BILLING_TEXTS } from './messages.ts';

const en = createFormatters('en', 'latn');
const ar = createFormatters('ar', 'latn');
const arab = createFormatters('ar', 'arab');

describe('serverText', () => {
  it('leaves every text unchanged in English', () => {
    expect(serverText(BILLING_MESSAGES.setupFailed, 'en', en)).toBe('Failed to setup payment method');
    expect(serverText('Your card was declined.', 'en', en)).toBe('Your card was declined.');
  });

  it("gives a schema constant's Arabic, keyed by its English", () => {
    expect(serverText(BILLING_MESSAGES.setupFailed, 'ar', ar)).toBe('تعذّر إعداد وسيلة الدفع');
    expect(serverText(SUBSCRIPTION_MESSAGES.couponRequiredTitle, 'ar', ar)).toBe('الرمز مطلوب');
    expect(serverText(BILLING_MESSAGES.wordAllowanceUsed, 'ar', arab)).toContain('٢٥ ألف كلمة');
  });

  it('reads the values inside a templated constant: amounts, dates, discounts', () => {
    expect(serverText(BILLING_MESSAGES.removeBlocked('AED 12.50'), 'ar', arab)).toContain('بقيمة ١٢٫٥٠ درهم');
    expect(serverText(SUBSCRIPTION_MESSAGES.canceled('15 January 2027'), 'ar', ar)).toBe('أُلغيت خطتك الاحترافية: تبقى متاحة لك حتى 15 يناير 2027، ولن تُجدَّد.');
    expect(serverText(SUBSCRIPTION_MESSAGES.couponValid('20% off for 3 months'), 'ar', ar)).toBe('طُبّقت القسيمة: خصم 20٪ لمدة 3 أشهر.');
    expect(serverText(SUBSCRIPTION_MESSAGES.resumed('the end of the current period'), 'ar', ar)).toBe('ستُجدَّد خطتك الاحترافية في نهاية فترة الفوترة الحالية.');
  });

  it("keeps a card provider's own words as sent", () => {
    expect(serverText('Your card was declined.', 'ar', ar)).toBe('Your card was declined.');
  });
});

describe('localizeDiscount', () => {
  it('rewords the server’s discount text in Arabic', () => {
    expect(localizeDiscount('100% off', 'ar', arab)).toBe('خصم ١٠٠٪');
    expect(localizeDiscount('AED 10.00 off the first month', 'ar', ar)).toBe('خصم 10.00 درهم على الشهر الأول');
    expect(localizeDiscount('20% off for 2 months', 'ar', ar)).toBe('خصم 20٪ لمدة شهرين');
    expect(localizeDiscount('20% off for 3 months', 'en', en)).toBe('20% off for 3 months');
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
