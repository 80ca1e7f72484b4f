/**
 * Read side of billing (spec §3 "Billing current", "Subscription status"). Nothing here
 * writes: a user without a billing account yet is shown the account they would get.
 */
import type { BillingCurrent, SubscriptionStatus } from '../../../../schema/api/account.ts';
import { filsToAed, PROFESSIONAL_PLAN, WELCOME_CREDITS, WELCOME_CREDITS_TOTAL } from '../../../../schema/pricing.ts';
import type { Db } from '../../db/client.ts';
import { findBillingAccount, usageByKind } from '../../db/repositories/billing-repository.ts';
import { calendarMonthUtc } from '../../lib/calendar-month.ts';

export async function currentBilling(db: Db, userId: number, now: Date): Promise<BillingCurrent> {
  const month = calendarMonthUtc(now);
  const [account, usage] = await Promise.all([findBillingAccount(db, userId), usageByKind(db, userId, month.start, month.end)]);

  let chatsUsed = 0;
  let followupsUsed = 0;
  let chatCostFils = 0;
  let followupCostFils = 0;
  for (const u of usage) {
    // A multi-document search is priced and counted like a chat (spec §1).
    if (u.kind === 'followup') {
      followupsUsed += u.uses;
      followupCostFils += u.fils;
    } else {
      chatsUsed += u.uses;
      chatCostFils += u.fils;
    }
  }
  const totalCostFils = chatCostFils + followupCostFils;
  const welcomeChatCredits = account?.welcomeChatsLeft ?? WELCOME_CREDITS.chats;
  const welcomeFollowupCredits = account?.welcomeFollowupsLeft ?? WELCOME_CREDITS.followups;

  return {
    chatsUsed,
    followupsUsed,
    freeLimit: WELCOME_CREDITS_TOTAL,
    isOverFreeLimit: chatsUsed + followupsUsed > WELCOME_CREDITS_TOTAL,
    totalCost: filsToAed(totalCostFils),
    chatCost: filsToAed(chatCostFils),
    followupCost: filsToAed(followupCostFils),
    totalCostFils,
    chatCostFils,
    followupCostFils,
    hasWelcomeCredits: welcomeChatCredits > 0 || welcomeFollowupCredits > 0,
    welcomeChatCredits,
    welcomeFollowupCredits,
  };
}

/**
 * billing_accounts stores the plan only, so the status follows from it: pay-as-you-go is
 * 'active' once enabled, the free plan 'inactive', and a legacy Professional account is taken
 * as 'active' until the card provider's webhooks store its real state and period end.
 */
export async function subscriptionStatus(db: Db, userId: number): Promise<SubscriptionStatus> {
  const plan = (await findBillingAccount(db, userId))?.plan ?? 'free';
  return {
    status: plan === 'free' ? 'inactive' : 'active',
    plan,
    current_period_end: null,
    word_limit: plan === 'professional' ? PROFESSIONAL_PLAN.wordLimit : null,
  };
}
