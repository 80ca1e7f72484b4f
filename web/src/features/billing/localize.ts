/**
 * Billing texts in the interface language beyond the text modules (issue 17 item 5): what a billing or plan
 * screen says, worded when shown from keys of the schema's fixed texts (BILLING_MESSAGES,
 * SUBSCRIPTION_MESSAGES) and from the server's codes and their details (decision 032), never from the
 * server's English; a card provider's own words are shown as they came. Counts with their Arabic plural forms.
 */
import { useCallback } from 'react';
import type { BILLING_MESSAGES } from '../../../../schema/api/billing.ts';
import type { CouponRefusal, RateLimitKind, ValidationIssue } from '../../../../schema/api/error-codes.ts';
import type { DiscountTerms, SUBSCRIPTION_MESSAGES, SubscriptionChange } from '../../../../schema/api/subscriptions.ts';
import type { UiLanguage } from '../../../../schema/ui-language.ts';
import { textsIn, type Translation } from '../../i18n/bilingual.ts';
import { countText, type Formatters } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { problemOf, serverMessage, type ApiProblem } from '../../lib/api-client.ts';
import { BILLING_MESSAGES_TEXTS } from './messages.ts';
import { SUBSCRIPTION_MESSAGES_TEXTS, SUBSCRIPTION_TEXTS, type SUBSCRIPTION_TEXT } from './subscription/messages.ts';

export { countText, ENGLISH_FORMAT } from '../../i18n/format.ts';

/** 'November 2026' / 'نوفمبر 2026' from '2026-11'. */
export function monthOf(period: string, language: UiLanguage = 'en', numerals: 'latn' | 'arab' = 'latn'): string {
  const d = new Date(`${period}-01T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return period;
  const locale = language === 'ar' ? `ar-AE-u-nu-${numerals}` : 'en-GB';
  return d.toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The texts a billing message is worded with, in one language. */
export interface BillingWords {
  billing: Translation<typeof BILLING_MESSAGES>;
  plan: Translation<typeof SUBSCRIPTION_MESSAGES>;
  subscription: Translation<typeof SUBSCRIPTION_TEXT>;
  format: Formatters;
}

/**
 * A message of the billing screens, worded when shown, so it follows the interface language. (An object, not a
 * bare function: it is kept in React state, where a function would be taken for an updater.)
 */
export interface BillingSaid {
  readonly say: (w: BillingWords) => string;
}

export const saying = (say: (w: BillingWords) => string): BillingSaid => ({ say });

type FixedKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
export type BillingKey = FixedKey<typeof BILLING_MESSAGES>;
export type PlanKey = FixedKey<typeof SUBSCRIPTION_MESSAGES>;

/** One of BILLING_MESSAGES. */
export const billingText = (key: BillingKey): BillingSaid => saying((w) => w.billing[key] as string);
/** One of SUBSCRIPTION_MESSAGES. */
export const planText = (key: PlanKey): BillingSaid => saying((w) => w.plan[key] as string);
/** A card provider's own words ('Your card was declined.'), shown as they came. */
export const asSent = (text: string): BillingSaid => saying(() => text);

export function wordsIn(language: UiLanguage, format: Formatters): BillingWords {
  return {
    billing: textsIn(BILLING_MESSAGES_TEXTS, language),
    plan: textsIn(SUBSCRIPTION_MESSAGES_TEXTS, language),
    subscription: textsIn(SUBSCRIPTION_TEXTS, language),
    format,
  };
}

/** A message in the language of `w`, with the preferred digits. */
export function billingSays(said: BillingSaid, w: BillingWords): string {
  return w.format.digits(said.say(w));
}

/** Words billing messages in the active language. */
export function useBillingText(): (said: BillingSaid) => string {
  const { language, format } = useLocale();
  return useCallback((said: BillingSaid) => billingSays(said, wordsIn(language, format)), [language, format]);
}

const REFUSAL_KEY: Record<CouponRefusal, PlanKey> = {
  expired: 'couponExpired',
  used_up: 'couponUsedUp',
  already_used: 'couponAlreadyUsed',
  held: 'couponHeld',
  unknown: 'invalidCoupon',
  inactive: 'invalidCoupon',
};

/** Why a coupon code cannot be used. */
export function couponRefusalText(reason: CouponRefusal | undefined): BillingSaid {
  return planText(REFUSAL_KEY[reason ?? 'unknown'] ?? 'invalidCoupon');
}

const BILLING_KEY_OF_CODE: Partial<Record<string, BillingKey>> = {
  SETUP_NOT_FOUND: 'setupIntentNotFound',
  SETUP_NOT_SUCCEEDED: 'setupNotSucceeded',
  NO_PAYMENT_METHOD: 'noPaymentMethod',
  CARD_PAYS_SUBSCRIPTION: 'cardPaysPlan',
  PAYMENT_METHOD_REQUIRED: 'paymentMethodRequired',
  INVOICE_NOT_FOUND: 'invoiceNotFound',
  INVOICE_ALREADY_PAID: 'invoiceAlreadyPaid',
  INVOICE_BUSY: 'invoiceBusy',
  CARD_PROVIDER_UNAVAILABLE: 'providerUnavailable',
  TEST_PROVIDER_ONLY: 'testProviderOnly',
};

const PLAN_KEY_OF_CODE: Partial<Record<string, PlanKey>> = {
  ALREADY_SUBSCRIBED: 'alreadySubscribed',
  SUBSCRIPTION_PAST_DUE: 'pastDue',
  SUBSCRIPTION_BUSY: 'subscriptionBusy',
  NO_SUBSCRIPTION: 'noSubscription',
  NOT_RESUMABLE: 'notResumable',
  NO_BILLING_ACCOUNT: 'noBillingAccount',
  PLAN_NOT_CONFIGURED: 'planNotConfigured',
  SUBSCRIPTION_PAYMENT_NOT_FOUND: 'testSubscriptionNotFound',
};

const RATE_LIMIT_TEXT: Partial<Record<RateLimitKind, BillingSaid>> = {
  card_setups: billingText('tooManyCardSetups'),
  card_attempts: billingText('tooManyCardAttempts'),
  payment_attempts: billingText('tooManyPaymentAttempts'),
  coupon_checks: planText('tooManyCouponChecks'),
  subscription_attempts: planText('tooManySubscriptionAttempts'),
};

const VALIDATION_KEYS: ReadonlySet<string> = new Set<PlanKey>(['couponRequired', 'couponFormat']);

/**
 * What a refused billing call says (spec §8: the server's message, else `fallback`), from its code and details.
 * A card provider's refusal (PAYMENT_FAILED, CARD_REFUSED) and a code these screens do not know show the
 * server's text as sent; a server failure shows `fallback`, except the card provider being out of reach.
 */
export function billingSaidOf(err: unknown, fallback: BillingSaid): BillingSaid {
  const problem = problemOf(err);
  if (!problem) {
    const text = serverMessage(err, '');
    return text ? asSent(text) : fallback;
  }
  return billingSaidOfProblem(problem, fallback);
}

/** The same, for a problem read off a body (an answer that describes its refusal with a 200 or 402). */
export function billingSaidOfProblem(problem: ApiProblem, fallback: BillingSaid): BillingSaid {
  const billingKey = BILLING_KEY_OF_CODE[problem.code];
  if (billingKey) return billingText(billingKey);
  if (problem.status >= 500) return fallback;
  const planKey = PLAN_KEY_OF_CODE[problem.code];
  if (planKey) return planText(planKey);
  switch (problem.code) {
    case 'CHARGES_PENDING': {
      const pending = Number(problem.details.pending_fils);
      return Number.isFinite(pending) ? saying((w) => w.billing.removeBlocked(w.format.fils(pending))) : asSent(problem.error);
    }
    case 'COUPON_INVALID':
      return couponRefusalText(problem.details.reason as CouponRefusal | undefined);
    case 'RATE_LIMITED': {
      const limit = RATE_LIMIT_TEXT[problem.details.limit as RateLimitKind];
      return limit ?? (problem.error ? asSent(problem.error) : fallback);
    }
    case 'VALIDATION_FAILED': {
      const issues = (Array.isArray(problem.details.issues) ? problem.details.issues : []) as ValidationIssue[];
      const key = issues[0]?.text;
      return issues.length === 1 && key && VALIDATION_KEYS.has(key) ? planText(key as PlanKey) : asSent(problem.error);
    }
    default:
      return problem.error ? asSent(problem.error) : fallback;
  }
}

/** A coupon's discount ('20% off for 3 months'), from its terms. */
export function discountText(terms: DiscountTerms): BillingSaid {
  return saying(({ subscription, format }) => {
    const t = subscription.discount;
    const off = terms.percentOff !== null ? t.percentOff(format.number(terms.percentOff)) : t.amountOff(format.fils(terms.amountOffFils ?? 0));
    if (terms.duration === 'once') return t.firstMonth(off);
    if (terms.duration === 'repeating') return t.forMonths(off, countText(format, terms.durationInMonths ?? 0, t.months));
    return off;
  });
}

/** What cancelling or resuming the plan says, with the day its paid period ends in the reader's words. */
export function subscriptionChangeText(change: Pick<SubscriptionChange, 'code' | 'details'>): BillingSaid {
  return saying(({ plan, subscription, format }) => {
    const day = change.details?.periodEnd ? format.date(`${change.details.periodEnd}T00:00:00.000Z`) : null;
    if (change.code === 'PLAN_RESUMED') return plan.resumed(day ?? subscription.periodEndFallback);
    return day ? plan.canceled(day) : plan.canceledNoDate;
  });
}
