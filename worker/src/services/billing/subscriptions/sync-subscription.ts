/**
 * Keeps the app's subscription records true to the provider: every change is read from the
 * provider (never taken from a webhook's payload), so an event that arrives late, twice or out of
 * order can only ever write the provider's current state; the plan follows in the same batch.
 */
import {
  findSubscription,
  findSubscriptionByProviderId,
  isRunning,
  subscriptionsDueForSync,
  writeSnapshot,
  type SubscriptionRow,
} from '../../../db/repositories/subscription-repository.ts';
import { putSubscriptionCardOnFile } from '../../../db/repositories/billing-account-repository.ts';
import { CardProviderUnavailableError, SubscriptionNotFoundError, type CardDetails, type ProviderSubscription } from '../card-provider/types.ts';
import type { BillingDeps } from '../billing-deps.ts';

/** Stripe expires an unpaid first invoice after 23 hours; past a day an incomplete record is looked at again. */
const INCOMPLETE_CHECK_AFTER_MS = 24 * 60 * 60 * 1000;
const PAGE = 100;

export type SyncResult = 'applied' | 'unchanged' | 'unknown';

const FIELDS = [
  'providerSubscriptionId',
  'status',
  'currentPeriodStart',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'canceledAt',
  'endedAt',
  'cardBrand',
  'cardLast4',
] as const;

function sameState(a: SubscriptionRow, b: SubscriptionRow): boolean {
  return FIELDS.every((f) => a[f] === b[f]);
}

/** The record a provider subscription belongs to: by its id, else the pending claim the provider names in its metadata. */
async function recordOf(deps: BillingDeps, snapshot: ProviderSubscription): Promise<SubscriptionRow | null> {
  const byId = await findSubscriptionByProviderId(deps.db, snapshot.id);
  if (byId) return byId;
  if (snapshot.appSubscriptionId === null) return null;
  const claim = await findSubscription(deps.db, snapshot.appSubscriptionId);
  return claim && claim.providerSubscriptionId === null && claim.providerCustomerId === snapshot.customerId ? claim : null;
}

/** Writes a snapshot onto its record (and the plan); 'unknown' for a subscription the app never created. */
export async function applySnapshot(deps: BillingDeps, snapshot: ProviderSubscription): Promise<{ result: SyncResult; record: SubscriptionRow | null }> {
  const record = await recordOf(deps, snapshot);
  if (!record) return { result: 'unknown', record: null };
  const written = await writeSnapshot(deps.db, record, snapshot, deps.provider.kind);
  if (!written) return { result: 'unchanged', record };
  if (snapshot.card && isRunning(written.status)) await keepCardOnFile(deps, written.userId, snapshot.card);
  return { result: sameState(record, written) ? 'unchanged' : 'applied', record: written };
}

/**
 * One card per account: the card paying a running subscription is the card on file, shown and
 * replaced in one place. It does not enable pay-as-you-go (the plan is left alone); the card it
 * replaces is detached from the customer, as a replaced card on file always is.
 */
async function keepCardOnFile(deps: BillingDeps, userId: number, card: CardDetails): Promise<void> {
  const put = await putSubscriptionCardOnFile(deps.db, userId, { provider: deps.provider.kind, ...card });
  if (put?.replaced && put.replaced !== card.paymentMethodId) {
    await deps.provider.detachPaymentMethod(put.replaced).catch((err: unknown) => console.warn('detaching the replaced card failed', err));
  }
}

/** A webhook said the subscription changed: read it and write it. */
export async function syncSubscription(deps: BillingDeps, providerSubscriptionId: string): Promise<SyncResult> {
  try {
    return (await applySnapshot(deps, await deps.provider.retrieveSubscription(providerSubscriptionId))).result;
  } catch (err) {
    // Not the provider's (any more): nothing of ours can follow it, and a retried delivery would not change that.
    if (err instanceof SubscriptionNotFoundError) return 'unknown';
    throw err;
  }
}

/**
 * The record read again from the provider when it may be out of date (waiting for the first
 * payment, or its period over); as stored when the provider cannot be reached.
 */
export async function freshRecord(deps: BillingDeps, record: SubscriptionRow): Promise<SubscriptionRow> {
  if (!record.providerSubscriptionId || !mayBeStale(record, deps.now())) return record;
  try {
    return (await applySnapshot(deps, await deps.provider.retrieveSubscription(record.providerSubscriptionId))).record ?? record;
  } catch (err) {
    if (!(err instanceof CardProviderUnavailableError) && !(err instanceof SubscriptionNotFoundError)) throw err;
    console.warn(`subscription ${record.id}: could not be read from the provider, showing the stored state`, err);
    return record;
  }
}

function mayBeStale(record: SubscriptionRow, now: Date): boolean {
  if (record.status === 'incomplete') return true;
  return isRunning(record.status) && record.currentPeriodEnd !== null && record.currentPeriodEnd <= Math.floor(now.getTime() / 1000);
}

/**
 * The scheduled run's catch-up: every subscription whose period has ended (renewed, or ended once
 * cancelled) or whose first payment never came is read again. With Stripe it repairs a missed
 * webhook; with the local test provider it is what renews subscriptions nobody looks at.
 */
export async function syncDueSubscriptions(deps: BillingDeps): Promise<{ synced: number; failed: number }> {
  const now = deps.now();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const incompleteBefore = new Date(now.getTime() - INCOMPLETE_CHECK_AFTER_MS).toISOString();
  let afterId = 0;
  const report = { synced: 0, failed: 0 };
  for (;;) {
    const due = await subscriptionsDueForSync(deps.db, deps.provider.kind, nowSeconds, incompleteBefore, afterId, PAGE);
    for (const record of due) {
      try {
        await applySnapshot(deps, await deps.provider.retrieveSubscription(record.providerSubscriptionId!));
        report.synced += 1;
      } catch (err) {
        report.failed += 1;
        console.warn(`subscription ${record.id}: sync failed`, err);
      }
    }
    if (due.length < PAGE) return report;
    afterId = due.at(-1)!.id;
  }
}
