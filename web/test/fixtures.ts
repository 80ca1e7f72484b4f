/** API payloads several web tests share. */
import type { BillingCurrent } from '../../schema/api/account.ts';

/** GET /api/billing/current of a new account: nothing used, the welcome credits intact. */
export const welcomeBilling: BillingCurrent = {
  chatsUsed: 0,
  followupsUsed: 0,
  freeLimit: 3,
  isOverFreeLimit: false,
  totalCost: 0,
  chatCost: 0,
  followupCost: 0,
  totalCostFils: 0,
  chatCostFils: 0,
  followupCostFils: 0,
  hasWelcomeCredits: true,
  welcomeChatCredits: 1,
  welcomeFollowupCredits: 2,
};
