/**
 * Managing a running Professional Plan: cancel at the period's end (spec §8 'Subscription
 * Canceled'), take a cancellation back, the provider's portal (Stripe's customer portal, or the
 * app's /billing/portal with the local test provider), and the test provider's stand-in for the
 * browser's confirm step.
 */
import { BILLING_MESSAGES } from '../../../../../schema/api/billing.ts';
import {
  SUBSCRIPTION_MESSAGES as M,
  type CancelSubscriptionResponse,
  type ResumeSubscriptionResponse,
  type TestConfirmSubscriptionResponse,
} from '../../../../../schema/api/subscriptions.ts';
import { findLatestSubscription, findLiveSubscription, isRunning, type SubscriptionRow } from '../../../db/repositories/subscription-repository.ts';
import { ConflictError, NotFoundError } from '../../../errors.ts';
import { TestCardProvider } from '../card-provider/test-provider.ts';
import type { CouponRefusal } from '../card-provider/types.ts';
import type { TestSetupConfirmation } from '../card-provider/test-cards.ts';
import { customerOf } from '../payment-methods.ts';
import { formatPeriodDate } from './periods.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { applySnapshot, freshRecord } from './sync-subscription.ts';

/** The user's running subscription (read again if its period may be over), or 404. */
async function runningSubscription(deps: SubscriptionDeps, userId: number): Promise<SubscriptionRow & { providerSubscriptionId: string }> {
  const live = await findLiveSubscription(deps.db, userId);
  const current = live ? await freshRecord(deps, live) : null;
  if (!current?.providerSubscriptionId || !isRunning(current.status)) throw new NotFoundError(M.noSubscription, 'NO_SUBSCRIPTION');
  return current as SubscriptionRow & { providerSubscriptionId: string };
}

/** POST /api/stripe/cancel-subscription: at the period's end; asking again changes nothing. */
export async function cancelSubscription(deps: SubscriptionDeps, userId: number): Promise<CancelSubscriptionResponse> {
  const sub = await runningSubscription(deps, userId);
  const { record } = sub.cancelAtPeriodEnd
    ? { record: sub }
    : await applySnapshot(deps, await deps.provider.setCancelAtPeriodEnd(sub.providerSubscriptionId, true));
  const end = record?.currentPeriodEnd ?? sub.currentPeriodEnd;
  return { message: end ? M.canceled(formatPeriodDate(end)) : M.canceledNoDate, code: 'PLAN_CANCELED', details: { periodEnd: end ? isoDay(end) : null } };
}

/** POST /api/stripe/resume-subscription: a cancelled plan that has not ended renews again. */
export async function resumeSubscription(deps: SubscriptionDeps, userId: number): Promise<ResumeSubscriptionResponse> {
  const sub = await runningSubscription(deps, userId);
  if (!sub.cancelAtPeriodEnd || (sub.status !== 'active' && sub.status !== 'trialing')) throw new ConflictError(M.notResumable, 'NOT_RESUMABLE');
  const { record } = await applySnapshot(deps, await deps.provider.setCancelAtPeriodEnd(sub.providerSubscriptionId, false));
  const end = record?.currentPeriodEnd ?? sub.currentPeriodEnd;
  return {
    message: end ? M.resumed(formatPeriodDate(end)) : M.resumed('the end of the current period'),
    code: 'PLAN_RESUMED',
    details: { periodEnd: end ? isoDay(end) : null },
  };
}

/** 'YYYY-MM-DD' (UTC) of epoch seconds: the day the SPA words in the reader's language. */
function isoDay(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

/** POST /api/stripe/create-portal-session: for a user who has (or had) a subscription with this provider. */
export async function portalSession(deps: SubscriptionDeps, userId: number): Promise<{ url: string }> {
  const latest = await findLatestSubscription(deps.db, userId);
  if (!latest || latest.provider !== deps.provider.kind) throw new NotFoundError(M.noBillingAccount, 'NO_BILLING_ACCOUNT');
  const url = await deps.provider.createPortalSession(latest.providerCustomerId, { appUrl: deps.appUrl, returnUrl: `${deps.appUrl}/account?tab=subscription` });
  return { url };
}

export type TestConfirmOutcome = { status: 200; body: TestConfirmSubscriptionResponse } | { status: 402; body: TestConfirmSubscriptionResponse };

/** What a refused confirmation means, as a code of schema/api/error-codes.ts: the SPA words it by that. */
function refusalCodeOf(result: { code: string; couponRefusal?: CouponRefusal }): Pick<TestConfirmSubscriptionResponse, 'code' | 'details'> {
  if (result.couponRefusal) return { code: 'COUPON_INVALID', details: { reason: result.couponRefusal } };
  if (result.code === 'resource_missing' || result.code === 'subscription_ended') return { code: 'SUBSCRIPTION_PAYMENT_NOT_FOUND' };
  return { code: 'CARD_REFUSED', details: { provider_code: result.code } };
}

/**
 * POST /api/stripe/test-provider/confirm-subscription: what Stripe's confirmPayment / confirmSetup
 * and the webhook after it do, at once: the card pays the first invoice (or is put on the
 * subscription when nothing is due) and the record and plan follow.
 */
export async function confirmTestSubscription(
  deps: SubscriptionDeps,
  user: { id: number; email: string; name: string },
  clientSecret: string,
  card: TestSetupConfirmation,
): Promise<TestConfirmOutcome> {
  if (!(deps.provider instanceof TestCardProvider)) throw new NotFoundError(BILLING_MESSAGES.testProviderOnly, 'TEST_PROVIDER_ONLY');
  const customerId = await customerOf(deps, user);
  const result = await deps.provider.confirmSubscription(customerId, clientSecret, card);
  if (!result.ok) return { status: 402, body: { success: false, error: { code: result.code, message: result.message }, ...refusalCodeOf(result) } };
  await applySnapshot(deps, result.subscription);
  return { status: 200, body: { success: true, subscription: { id: result.subscription.id, status: result.subscription.status } } };
}
