/**
 * GET /api/stripe/subscription-status (spec §3 "Subscription status"): the plan as it stands now,
 * the running subscription's status and period end, and the month's AI words against the
 * Professional Plan's 25,000. A record that may be out of date (waiting for its first payment, or
 * its period over) is read again from the provider first, so the thank-you page sees a payment
 * the browser just confirmed even before the provider's webhook arrives.
 */
import type { SubscriptionStatus } from '../../../../../schema/api/account.ts';
import { PROFESSIONAL_PLAN } from '../../../../../schema/pricing.ts';
import { findBillingAccount } from '../../../db/repositories/billing-account-repository.ts';
import { planAllowance } from '../../../db/repositories/billing-overview-repository.ts';
import { chatTotalsOfUser } from '../../../db/repositories/chat-repository.ts';
import { findLatestSubscription, isRunning } from '../../../db/repositories/subscription-repository.ts';
import { calendarMonthUtc } from '../../../lib/calendar-month.ts';
import { cardLabel } from '../card-provider/types.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { effectivePlan } from '../plan-entitlement.ts';
import { freshRecord } from './sync-subscription.ts';

export async function subscriptionStatus(deps: BillingDeps, userId: number): Promise<SubscriptionStatus> {
  const now = deps.now();
  const stored = await findLatestSubscription(deps.db, userId);
  const latest = stored ? await freshRecord(deps, stored) : null;
  const month = calendarMonthUtc(now);
  const [account, allowance, chats] = await Promise.all([
    findBillingAccount(deps.db, userId),
    planAllowance(deps.db, userId, month),
    chatTotalsOfUser(deps.db, userId, month.start, month.end),
  ]);
  const plan = effectivePlan(account, allowance.subscription, deps.provider.kind, Math.floor(now.getTime() / 1000));
  const running = latest && isRunning(latest.status) ? latest : null;
  return {
    status: running?.status ?? (plan === 'free' ? 'inactive' : 'active'),
    plan,
    current_period_end: running?.currentPeriodEnd ?? null,
    word_limit: plan === 'professional' ? PROFESSIONAL_PLAN.wordLimit : null,
    cancel_at_period_end: running?.cancelAtPeriodEnd ?? false,
    words_used: allowance.wordsUsed,
    chats_this_month: chats.inPeriod,
    subscription_status: latest?.status ?? null,
    payment_method:
      running?.cardBrand && running.cardLast4
        ? { brand: running.cardBrand, last4: running.cardLast4, label: cardLabel(running.cardBrand, running.cardLast4) }
        : null,
  };
}
