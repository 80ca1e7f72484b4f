/**
 * What the card provider tells us by webhook (POST /api/stripe/webhook), already verified: a
 * payment succeeded or failed, a card set-up succeeded, a Professional Plan subscription changed
 * (read again from the provider, so late or repeated events only ever write the current state). Each event id is stored first, so a replay
 * (the provider retries deliveries) changes nothing; every transition is also conditional on the
 * current state, so an event that arrives late or twice cannot undo a payment or count it twice.
 */
import { claimWebhookEvent, unclaimWebhookEvent } from '../../db/repositories/webhook-event-repository.ts';
import { markFailedFromProvider, markInvoicePaid } from '../../db/repositories/invoice-repository.ts';
import { CARD_ON_FILE_PURPOSE, type ProviderEvent } from './card-provider/types.ts';
import type { BillingDeps } from './billing-deps.ts';
import { completeSetupFromWebhook } from './payment-methods.ts';
import { syncSubscription } from './subscriptions/sync-subscription.ts';

export type ProviderEventResult = 'applied' | 'unchanged' | 'replay' | 'ignored';

export async function handleProviderEvent(deps: BillingDeps, event: ProviderEvent): Promise<ProviderEventResult> {
  if (event.type === 'ignored') return 'ignored';
  if (!(await claimWebhookEvent(deps.db, event.id, event.type))) return 'replay';
  try {
    switch (event.type) {
      case 'payment.succeeded':
        if (event.invoiceId === null) return 'unchanged';
        return (await markInvoicePaid(deps.db, event.invoiceId, event.paymentId, false)) ? 'applied' : 'unchanged';
      case 'payment.failed':
        if (event.invoiceId === null) return 'unchanged';
        return (await markFailedFromProvider(deps.db, event.invoiceId, { paymentId: event.paymentId, code: event.code, message: event.message }))
          ? 'applied'
          : 'unchanged';
      case 'setup.succeeded':
        // A subscription's set-up puts a card on the subscription only: pay-as-you-go needs the customer's own consent.
        if (!event.customerId || event.purpose !== CARD_ON_FILE_PURPOSE) return 'unchanged';
        return (await completeSetupFromWebhook(deps, event.customerId, event.setupIntentId)) ? 'applied' : 'unchanged';
      case 'subscription.changed':
        return (await syncSubscription(deps, event.subscriptionId)) === 'applied' ? 'applied' : 'unchanged';
    }
  } catch (err) {
    // Not handled: forget the event so that the provider's next delivery is handled in full.
    await unclaimWebhookEvent(deps.db, event.id);
    throw err;
  }
}
