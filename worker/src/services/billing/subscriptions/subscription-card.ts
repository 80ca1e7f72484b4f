/** The card paying a running Professional subscription follows the card on file. */
import { findLiveSubscription, isRunning } from '../../../db/repositories/subscription-repository.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { applySnapshot } from './sync-subscription.ts';

/**
 * A new card on file (the payment set-up flow, e.g. from the local portal) also pays the running
 * subscription from now on, and a past-due invoice at once. Failures are logged: the card is on
 * file either way, and the provider's own retries continue.
 */
export async function useCardForSubscription(deps: BillingDeps, userId: number, paymentMethodId: string): Promise<void> {
  const live = await findLiveSubscription(deps.db, userId);
  if (!live?.providerSubscriptionId || live.provider !== deps.provider.kind || !isRunning(live.status)) return;
  try {
    await applySnapshot(deps, await deps.provider.setSubscriptionPaymentMethod(live.providerSubscriptionId, paymentMethodId));
  } catch (err) {
    console.warn(`subscription ${live.id}: could not switch it to the new card`, err);
  }
}
