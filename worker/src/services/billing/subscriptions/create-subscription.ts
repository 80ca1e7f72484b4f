/**
 * POST /api/stripe/create-subscription (spec §4 "Subscription plans"): the subscription whose
 * client secret the payment form confirms. A user has one live subscription at most: the record
 * is claimed ('pending') before the provider is asked, and the unique partial index on live
 * records makes a concurrent second request wait for the first and return the same secret. An
 * incomplete subscription is reused; with another coupon (spec: "after a valid coupon, a
 * subscription is created again with the coupon") it is cancelled and replaced; a running one is
 * refused.
 */
import { SUBSCRIPTION_MESSAGES as M, type CreateSubscriptionResponse } from '../../../../../schema/api/subscriptions.ts';
import { findBillingAccount } from '../../../db/repositories/billing-account-repository.ts';
import {
  claimSubscription,
  dropPendingClaim,
  dropStaleClaims,
  findLatestSubscription,
  findLiveSubscription,
  writeSnapshot,
  type SubscriptionRow,
} from '../../../db/repositories/subscription-repository.ts';
import { ConflictError } from '../../../errors.ts';
import { CouponRefusedError, type CouponTerms, type SubscriptionCheckout } from '../card-provider/types.ts';
import { customerOf } from '../payment-methods.ts';
import { holdCoupon } from './coupon-reservations.ts';
import { applySnapshot, freshRecord } from './sync-subscription.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';

/** A claim whose request died before the provider answered is given up after this long (far beyond any request). */
const STALE_CLAIM_MS = 2 * 60 * 1000;
/** How long a request waits for a concurrent one's claim to reach the provider. */
const WAIT_FOR_CLAIM = { attempts: 40, intervalMs: 250 };
const MAX_ROUNDS = 4;

interface SubscribingUser {
  id: number;
  email: string;
  name: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function response(deps: SubscriptionDeps, checkout: SubscriptionCheckout, couponCode: string | null): CreateSubscriptionResponse {
  return {
    clientSecret: checkout.clientSecret,
    status: checkout.subscription.status,
    intent: checkout.intent,
    provider: deps.provider.kind,
    ...(deps.provider.publishableKey ? { publishableKey: deps.provider.publishableKey } : {}),
    amountDueFils: checkout.amountDueFils,
    ...(checkout.priceFils !== null ? { priceFils: checkout.priceFils, discountFils: Math.max(0, checkout.priceFils - checkout.amountDueFils) } : {}),
    couponCode,
  };
}

/** The coupon's terms, or 400 with why it cannot be used. */
async function couponTerms(deps: SubscriptionDeps, code: string | null): Promise<CouponTerms | null> {
  if (!code) return null;
  const lookup = await deps.provider.findCoupon(code);
  if (lookup.status !== 'valid') throw new CouponRefusedError(lookup.status);
  return lookup.coupon;
}

type Step = { done: CreateSubscriptionResponse } | { retry: true };

/** What to do about the user's live subscription, if any, before creating one. */
async function settleLive(deps: SubscriptionDeps, live: SubscriptionRow, coupon: CouponTerms | null): Promise<Step | null> {
  const couponCode = coupon?.code ?? null;
  if (live.status === 'pending') {
    if (Date.parse(live.createdAt) < deps.now().getTime() - STALE_CLAIM_MS) {
      await dropStaleClaims(deps.db, live.userId, new Date(deps.now().getTime() - STALE_CLAIM_MS).toISOString());
      return { retry: true };
    }
    // Another request is creating it: wait until the provider has answered it.
    for (let i = 0; i < WAIT_FOR_CLAIM.attempts; i++) {
      await sleep(WAIT_FOR_CLAIM.intervalMs);
      const now = await findLiveSubscription(deps.db, live.userId);
      if (!now || now.id !== live.id || now.status !== 'pending') return { retry: true };
    }
    throw new ConflictError(M.subscriptionBusy, 'SUBSCRIPTION_BUSY');
  }
  const current = await freshRecord(deps, live);
  if (current.status === 'incomplete' && current.providerSubscriptionId) {
    if (current.couponCode === couponCode) {
      // The checkout in progress asks again: its hold on a limited code is extended (or, when others
      // took the uses left after it lapsed, it is ended unpaid and the code refused).
      if (coupon)
        await holdCoupon(deps, coupon, current, true).catch(async (err: unknown) => {
          if (err instanceof CouponRefusedError) await applySnapshot(deps, await deps.provider.cancelSubscriptionNow(current.providerSubscriptionId!));
          throw err;
        });
      return { done: response(deps, await deps.provider.subscriptionCheckout(current.providerSubscriptionId), couponCode) };
    }
    // Created with another coupon (or none): replaced, as its first invoice cannot change.
    const ended = await deps.provider.cancelSubscriptionNow(current.providerSubscriptionId);
    await applySnapshot(deps, ended);
    if (ended.status === 'incomplete') throw new ConflictError(M.subscriptionBusy, 'SUBSCRIPTION_BUSY');
    return { retry: true };
  }
  if (current.status === 'active' || current.status === 'trialing') throw new ConflictError(M.alreadySubscribed, 'ALREADY_SUBSCRIBED');
  if (current.status === 'past_due' || current.status === 'unpaid' || current.status === 'paused') throw new ConflictError(M.pastDue, 'SUBSCRIPTION_PAST_DUE');
  // Over meanwhile (expired, cancelled): nothing stands in the way.
  return current.status === 'incomplete' ? { retry: true } : null;
}

/** Whether the user had enabled pay-as-you-go: what the plan will fall back to when the subscription lapses. */
async function fallbackOf(deps: SubscriptionDeps, userId: number): Promise<'free' | 'usage_based'> {
  const account = await findBillingAccount(deps.db, userId);
  if (account?.plan === 'usage_based') return 'usage_based';
  // Still 'professional' from an earlier subscription not yet read back: that one's choice stands.
  if (account?.plan === 'professional') return (await findLatestSubscription(deps.db, userId))?.fallbackPlan ?? 'free';
  return 'free';
}

/** Claims the record, creates the provider's subscription for it, and writes what the provider answered. */
async function createNew(deps: SubscriptionDeps, user: SubscribingUser, customerId: string, coupon: CouponTerms | null): Promise<Step> {
  const claim = await claimSubscription(deps.db, {
    userId: user.id,
    provider: deps.provider.kind,
    customerId,
    couponCode: coupon?.code ?? null,
    fallbackPlan: await fallbackOf(deps, user.id),
  });
  if (!claim) return { retry: true };
  let checkout: SubscriptionCheckout;
  try {
    // A limited code is held for this claim before the provider is asked (the claim given up takes the hold with it).
    if (coupon) await holdCoupon(deps, coupon, claim);
    checkout = await deps.provider.createSubscription({
      customerId,
      userId: user.id,
      appSubscriptionId: claim.id,
      coupon,
      // One subscription per claim, however often the SDK retries the request.
      idempotencyKey: `professional-subscription-${claim.id}`,
    });
  } catch (err) {
    await dropPendingClaim(deps.db, claim.id);
    throw err;
  }
  // A webhook may have written a newer state first; then it stands.
  await writeSnapshot(deps.db, claim, checkout.subscription, deps.provider.kind, { onlyPending: true });
  return { done: response(deps, checkout, coupon?.code ?? null) };
}

export async function createSubscription(deps: SubscriptionDeps, user: SubscribingUser, couponCode: string | null): Promise<CreateSubscriptionResponse> {
  const customerId = await customerOf(deps, user);
  // The code is checked before anything is changed: a mistyped or expired code is refused with the
  // checkout in progress left as it was (issue 26). The provider counts only paid redemptions, so the
  // user's own unpaid checkout with the code never makes it look used up.
  const coupon = await couponTerms(deps, couponCode);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const live = await findLiveSubscription(deps.db, user.id);
    const step = live ? await settleLive(deps, live, coupon) : null;
    if (step && 'done' in step) return step.done;
    if (step) continue;
    const created = await createNew(deps, user, customerId, coupon);
    if ('done' in created) return created.done;
  }
  throw new ConflictError(M.subscriptionBusy, 'SUBSCRIPTION_BUSY');
}
