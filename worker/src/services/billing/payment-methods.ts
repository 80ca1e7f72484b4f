/**
 * The card on file (spec §2 "Payment setup", §4): a set-up intent for the provider's card form,
 * storing the card the provider confirms, replacing and removing it, and enabling pay-as-you-go.
 */
import {
  BILLING_MESSAGES as M,
  type BillingPlan,
  type InvoiceStatus,
  type PaymentMethodSummary,
  type SetupIntentResponse,
} from '../../../../schema/api/billing.ts';
import { formatFils } from '../../../../schema/pricing.ts';
import {
  clearCard,
  enableUsageBased,
  ensureBillingAccount,
  findAccountByCustomer,
  saveCard,
  saveCustomerId,
  type BillingAccountRow,
} from '../../db/repositories/billing-account-repository.ts';
import { uncollectedOfUser } from '../../db/repositories/billing-overview-repository.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { cardLabel, type CardDetails } from './card-provider/types.ts';
import { retryFailedInvoices } from './invoicing.ts';
import type { BillingDeps } from './billing-deps.ts';
import { enablePayAsYouGoWithPlan, findLiveSubscription, isRunning } from '../../db/repositories/subscription-repository.ts';
import { useCardForSubscription } from './subscriptions/subscription-card.ts';

export function paymentMethodOf(account: BillingAccountRow | null, provider: BillingDeps['provider']['kind']): PaymentMethodSummary | null {
  if (!account?.paymentMethodId || account.provider !== provider) return null;
  const brand = account.paymentMethodBrand ?? 'card';
  const last4 = account.paymentMethodLast4 ?? '????';
  return { brand, last4, expMonth: account.paymentMethodExpMonth, expYear: account.paymentMethodExpYear, label: cardLabel(brand, last4) };
}

/** The provider's customer of the user, created on first need. */
export async function customerOf(deps: BillingDeps, user: { id: number; email: string; name: string }): Promise<string> {
  const account = await ensureBillingAccount(deps.db, user.id);
  if (account.providerCustomerId && account.provider === deps.provider.kind) return account.providerCustomerId;
  const created = await deps.provider.createCustomer(user);
  return saveCustomerId(deps.db, user.id, deps.provider.kind, created);
}

export async function createSetupIntent(deps: BillingDeps, user: { id: number; email: string; name: string }): Promise<SetupIntentResponse> {
  const customerId = await customerOf(deps, user);
  const intent = await deps.provider.createSetupIntent(customerId);
  return {
    success: true,
    clientSecret: intent.clientSecret,
    setupIntentId: intent.setupIntentId,
    provider: deps.provider.kind,
    ...(deps.provider.publishableKey ? { publishableKey: deps.provider.publishableKey } : {}),
  };
}

/**
 * Puts a confirmed card on file (replacing any other), makes it the default, has it pay a running
 * Professional subscription too, and detaches the old one.
 */
async function storeCard(deps: BillingDeps, account: BillingAccountRow, card: CardDetails): Promise<BillingAccountRow> {
  const saved = await saveCard(deps.db, account.userId, {
    provider: deps.provider.kind,
    paymentMethodId: card.paymentMethodId,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  });
  if (!saved) throw new Error(`billing account of user ${account.userId} vanished`);
  // Setting a card up for pay-as-you-go is how it is enabled (free → usage_based above); on the Professional Plan,
  // it is what the plan falls back to and what pays past its monthly words.
  if (saved.plan === 'professional') await enablePayAsYouGoWithPlan(deps.db, account.userId);
  await deps.provider.setDefaultPaymentMethod(account.providerCustomerId!, card.paymentMethodId);
  await useCardForSubscription(deps, account.userId, card.paymentMethodId);
  const previous = account.provider === deps.provider.kind ? account.paymentMethodId : null;
  if (previous && previous !== card.paymentMethodId) {
    await deps.provider.detachPaymentMethod(previous).catch((err: unknown) => console.warn('detaching the replaced card failed', err));
  }
  return saved;
}

export interface SetupCompleted {
  paymentMethod: PaymentMethodSummary;
  plan: BillingPlan;
  retriedInvoices: Array<{ id: number; status: InvoiceStatus }>;
}

/**
 * POST /api/billing/setup-complete: the set-up intent must belong to the user's customer and have
 * succeeded at the provider (the browser's word is not enough). Failed invoices are then charged
 * again with the new card.
 */
export async function completeSetup(deps: BillingDeps, userId: number, setupIntentId: string): Promise<SetupCompleted> {
  const account = await ensureBillingAccount(deps.db, userId);
  if (!account.providerCustomerId || account.provider !== deps.provider.kind) throw new BadRequestError(M.setupIntentNotFound, 'SETUP_NOT_FOUND');
  const card = await deps.provider.completedSetup(account.providerCustomerId, setupIntentId);
  if (!card) throw new BadRequestError(M.setupNotSucceeded, 'SETUP_NOT_SUCCEEDED');
  const saved = account.paymentMethodId === card.paymentMethodId && account.provider === deps.provider.kind ? account : await storeCard(deps, account, card);
  const retried = await retryFailedInvoices(deps, userId);
  return {
    paymentMethod: paymentMethodOf(saved, deps.provider.kind)!,
    plan: saved.plan,
    retriedInvoices: retried.flatMap((r) => (r.invoice ? [{ id: r.invoice.id, status: r.invoice.status }] : [])),
  };
}

/** A set-up the browser never reported (the tab closed): the provider's webhook stores the card if none is on file. */
export async function completeSetupFromWebhook(deps: BillingDeps, customerId: string, setupIntentId: string): Promise<boolean> {
  const account = await findAccountByCustomer(deps.db, deps.provider.kind, customerId);
  if (!account || account.paymentMethodId) return false;
  const card = await deps.provider.completedSetup(customerId, setupIntentId);
  if (!card) return false;
  await storeCard(deps, account, card);
  return true;
}

/**
 * DELETE /api/billing/payment-method. Refused while charges are pending or unpaid: they could not
 * be collected any more. Pay-as-you-go ends with the card (the plan goes back to free).
 */
export async function removePaymentMethod(deps: BillingDeps, userId: number): Promise<void> {
  const account = await ensureBillingAccount(deps.db, userId);
  if (!account.paymentMethodId) throw new BadRequestError(M.noPaymentMethod, 'NO_PAYMENT_METHOD');
  const live = await findLiveSubscription(deps.db, userId);
  if (live && isRunning(live.status)) throw new ConflictError(M.cardPaysPlan, 'CARD_PAYS_SUBSCRIPTION');
  const { pendingFils, unpaidFils } = await uncollectedOfUser(deps.db, userId);
  if (pendingFils + unpaidFils > 0)
    throw new ConflictError(M.removeBlocked(formatFils(pendingFils + unpaidFils)), 'CHARGES_PENDING', { pending_fils: pendingFils + unpaidFils });
  if (await clearCard(deps.db, userId, account.paymentMethodId)) {
    if (account.provider === deps.provider.kind) {
      await deps.provider.detachPaymentMethod(account.paymentMethodId).catch((err: unknown) => console.warn('detaching the removed card failed', err));
    }
  }
}

/**
 * POST /api/billing/enable: free → usage_based, which needs a card on file. On the Professional
 * Plan the plan stays; pay-as-you-go becomes what it falls back to and what pays past its words.
 */
export async function enableBilling(deps: BillingDeps, userId: number): Promise<BillingPlan> {
  await ensureBillingAccount(deps.db, userId);
  const account = await enableUsageBased(deps.db, userId, deps.provider.kind);
  if (!account) throw new Error(`billing account of user ${userId} missing`);
  if (account.plan === 'professional' && account.paymentMethodId && account.provider === deps.provider.kind) {
    await enablePayAsYouGoWithPlan(deps.db, userId);
    return account.plan;
  }
  if (account.plan !== 'usage_based') throw new ConflictError(M.paymentMethodRequired, 'PAYMENT_METHOD_REQUIRED');
  return account.plan;
}
