/**
 * How an AI answer is paid for (spec §1): welcome credits first, then the legacy Professional
 * Plan (while its subscription covers now and the month's 25,000 AI words are not used up), then
 * the card on file at AED 5 per chat or search and AED 2 per follow-up
 * (docs/decisions/009-billing-ledger.md, 013-professional-plan.md).
 *
 * - `authorizeAnswer` is the gate before any work: it holds a welcome credit, or checks that the
 *   answer can be charged, or refuses with 403 WORD_LIMIT_EXCEEDED.
 * - `answerCharge` is what the research pipeline writes in the batch that saves the answer (the
 *   usage event; see usage-event-repository.ts#usageEventStatements), so an answer and its charge are
 *   saved together or not at all.
 * - `releaseAnswerPayment` gives a held credit back when no answer is saved or none is charged.
 */
import { BILLING_MESSAGES as M, type CardProviderKind, type PaymentRequiredDetails } from '../../../../schema/api/billing.ts';
import { PRICE_FILS, PROFESSIONAL_PLAN, WELCOME_CREDITS_TOTAL, welcomeCreditFor, type UsageKind, type WelcomeCredit } from '../../../../schema/pricing.ts';
import type { Db } from '../../db/client.ts';
import { planAllowance } from '../../db/repositories/billing-overview-repository.ts';
import { holdWelcomeCredit, releaseHold } from '../../db/repositories/credit-hold-repository.ts';
import { usageByKind, type AnswerCharge } from '../../db/repositories/usage-event-repository.ts';
import { DomainError } from '../../errors.ts';
import { calendarMonthUtc } from '../../lib/calendar-month.ts';
import { fallbackPlan, subscriptionCovers } from './plan-entitlement.ts';

/**
 * How long a held credit waits for its answer before it is given back: far beyond any answer
 * (requests are cut off long before), so a hold is only ever given back when its request died.
 */
export const HOLD_TTL_SECONDS = 10 * 60;

export type AnswerPayment =
  | { by: 'welcome_credit'; userId: number; kind: UsageKind; holdId: number; credit: WelcomeCredit }
  | { by: 'plan'; userId: number; kind: UsageKind }
  | { by: 'card'; userId: number; kind: UsageKind };

export class PaymentRequiredError extends DomainError {
  constructor(message: string, details: PaymentRequiredDetails) {
    super(message, 403, 'WORD_LIMIT_EXCEEDED', details);
  }
}

export async function authorizeAnswer(db: Db, userId: number, kind: UsageKind, provider: CardProviderKind, now: Date): Promise<AnswerPayment> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const credit = welcomeCreditFor(kind);
  const attempt = await holdWelcomeCredit(db, userId, credit, nowSeconds, nowSeconds - HOLD_TTL_SECONDS);
  if (attempt.holdId !== null) return { by: 'welcome_credit', userId, kind, holdId: attempt.holdId, credit };

  const account = attempt.account;
  // A card saved with another provider (e.g. the test provider before Stripe was configured) cannot be charged here.
  const hasCard = account.paymentMethodId !== null && account.provider === provider;
  const chargeable = hasCard && attempt.failedInvoices === 0;
  const month = calendarMonthUtc(now);
  let plan = account.plan;
  if (plan === 'professional') {
    const allowance = await planAllowance(db, userId, month);
    const covered = subscriptionCovers(allowance.subscription, nowSeconds);
    // The allowance is checked before the answer: the answer that crosses 25,000 words is still the plan's.
    if (covered && allowance.wordsUsed < PROFESSIONAL_PLAN.wordLimit) return { by: 'plan', userId, kind };
    // Past the allowance, or the plan lapsed: pay-per-use, if the user enabled it (the plan's card alone is no consent).
    plan = fallbackPlan(account, allowance.subscription, provider);
    if (plan === 'usage_based' && chargeable) return { by: 'card', userId, kind };
    if (covered && attempt.failedInvoices === 0) {
      throw new PaymentRequiredError(M.wordAllowanceUsed, {
        currentUsage: allowance.wordsUsed,
        wordLimit: PROFESSIONAL_PLAN.wordLimit,
        plan: 'professional',
        reason: 'word_limit',
      });
    }
  } else if (plan === 'usage_based' && chargeable) {
    return { by: 'card', userId, kind };
  }

  const uses = (await usageByKind(db, userId, month.start, month.end)).reduce((n, u) => n + u.uses, 0);
  const reason = attempt.failedInvoices > 0 ? 'invoice_failed' : 'no_payment_method';
  throw new PaymentRequiredError(reason === 'invoice_failed' ? M.invoiceUnpaid : M.paymentRequired, {
    currentUsage: uses,
    wordLimit: WELCOME_CREDITS_TOTAL,
    plan,
    reason,
  });
}

/** The usage event to write with the saved answer. */
export function answerCharge(payment: AnswerPayment): AnswerCharge {
  return {
    userId: payment.userId,
    kind: payment.kind,
    priceFils: PRICE_FILS[payment.kind],
    holdId: payment.by === 'welcome_credit' ? payment.holdId : null,
    otherwiseCredit: payment.by === 'plan' ? 'professional_plan' : null,
  };
}

/** No answer was charged (it failed, or found nothing to answer from): a held credit goes back. */
export async function releaseAnswerPayment(db: Db, payment: AnswerPayment): Promise<void> {
  if (payment.by === 'welcome_credit') await releaseHold(db, payment.userId, payment.holdId);
}
