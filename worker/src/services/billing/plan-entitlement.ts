/**
 * When the legacy Professional Plan pays for answers (docs/decisions/013-professional-plan.md):
 * while its subscription is active and its paid period has not ended. A subscription cancelled at
 * the period's end stops at that instant; a renewing one is given a day for the provider's renewal
 * to reach us (Stripe moves the period at its boundary and reports it by webhook). Past due,
 * cancelled or deleted: the plan falls back at once to pay-as-you-go if the user enabled it and a
 * card is on file, else free.
 */
import type { BillingPlan, CardProviderKind } from '../../../../schema/api/billing.ts';
import type { BillingAccountRow } from '../../db/repositories/billing-account-repository.ts';

export const RENEWAL_GRACE_SECONDS = 24 * 60 * 60;

export interface EntitlingSubscription {
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** 'usage_based' once the user enabled pay-as-you-go (before subscribing or since). */
  fallbackPlan?: 'free' | 'usage_based';
}

export function subscriptionCovers(sub: EntitlingSubscription | null, nowSeconds: number): boolean {
  if (!sub || (sub.status !== 'active' && sub.status !== 'trialing')) return false;
  if (sub.currentPeriodEnd === null) return true;
  return nowSeconds < sub.currentPeriodEnd + (sub.cancelAtPeriodEnd ? 0 : RENEWAL_GRACE_SECONDS);
}

/**
 * What a lapsed Professional Plan is: pay-as-you-go when the user enabled it and a card of the
 * current provider is on file (the subscription's card is on file too, but is no consent), else free.
 */
export function fallbackPlan(
  account: Pick<BillingAccountRow, 'paymentMethodId' | 'provider'> | null,
  sub: Pick<EntitlingSubscription, 'fallbackPlan'> | null,
  provider: CardProviderKind,
): BillingPlan {
  return sub?.fallbackPlan === 'usage_based' && account?.paymentMethodId && account.provider === provider ? 'usage_based' : 'free';
}

/** The plan as it stands now: the stored 'professional' only while the subscription covers this instant. */
export function effectivePlan(
  account: Pick<BillingAccountRow, 'plan' | 'paymentMethodId' | 'provider'> | null,
  sub: EntitlingSubscription | null,
  provider: CardProviderKind,
  nowSeconds: number,
): BillingPlan {
  const plan = account?.plan ?? 'free';
  if (plan !== 'professional') return plan;
  return subscriptionCovers(sub, nowSeconds) ? 'professional' : fallbackPlan(account, sub, provider);
}
