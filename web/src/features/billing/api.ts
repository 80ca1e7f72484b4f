/**
 * The billing API of the browser (spec §7 "Billing and card provider"): one SWR key and hook per
 * read, typed fetchers for the writes, and their failures as spec §8 "Billing and payments" texts.
 * Contracts: schema/api/billing.ts.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { SubscriptionStatus } from '../../../../schema/api/account.ts';
import {
  BILLING_MESSAGES,
  type BillingCurrent,
  type EnableBillingResponse,
  type InvoiceDto,
  type InvoicesResponse,
  type PayInvoiceResponse,
  type PricingConfig,
  type PricingResponse,
  type SetupCompleteResponse,
  type SetupIntentResponse,
  type TestConfirmSetupResponse,
  type UsageEventsResponse,
} from '../../../../schema/api/billing.ts';
import type { TestConfirmSetupRequest } from '../../../../schema/api/billing-requests.ts';
import type { PlanChargeDto } from '../../../../schema/api/subscriptions.ts';
import { apiGet, apiSend, ApiError, errorCode } from '../../lib/api-client.ts';
import { asSent, billingSaidOf, billingSays, billingText, ENGLISH_FORMAT, wordsIn, type BillingSaid } from './localize.ts';
import { everyVisit, fetchUserData, userKey, type UserKey } from '../../shared/user-key.ts';

/** The endpoints: the reads' SWR keys and the writes' addresses. */
const BILLING_API = {
  current: '/api/billing/current',
  events: '/api/billing/events',
  invoices: '/api/billing/invoices',
  pricing: '/api/billing/pricing',
  subscriptionStatus: '/api/stripe/subscription-status',
  planCharges: '/api/stripe/plan-charges',
  setupIntent: '/api/billing/create-setup-intent',
  testConfirmSetup: '/api/billing/test-provider/confirm-setup',
  setupComplete: '/api/billing/setup-complete',
  paymentMethod: '/api/billing/payment-method',
  enable: '/api/billing/enable',
} as const;
export const payInvoiceUrl = (id: number) => `${BILLING_API.invoices}/${id}/pay`;

/** Spec §7, §9: the usage card and the chat billing line poll the billing figures every 30 s. */
export const BILLING_POLL_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Reads

/** GET /api/billing/current: this month's usage, credits, card, plan; polled every 30 s. */
export function useBillingCurrent(userId: number | null) {
  return useSWR<BillingCurrent, ApiError, UserKey | null>(userKey(BILLING_API.current, userId), fetchUserData<BillingCurrent>, {
    ...everyVisit,
    refreshInterval: BILLING_POLL_MS,
  });
}

/** GET /api/billing/events[?month=YYYY-MM]: the ledger of a month (this month when omitted). */
export function useUsageEvents(userId: number | null, month?: string) {
  const url = month ? `${BILLING_API.events}?month=${encodeURIComponent(month)}` : BILLING_API.events;
  return useSWR<UsageEventsResponse['data'], ApiError, UserKey | null>(userKey(url, userId), fetchUserData<UsageEventsResponse['data']>, everyVisit);
}

/** GET /api/billing/invoices: newest first. */
export function useInvoices(userId: number | null) {
  return useSWR<InvoicesResponse['data'], ApiError, UserKey | null>(userKey(BILLING_API.invoices, userId), fetchUserData<InvoicesResponse['data']>, everyVisit);
}

/** GET /api/stripe/subscription-status: the plan (free, usage_based, legacy professional). */
export function useSubscriptionStatus(userId: number | null) {
  return useSWR<SubscriptionStatus, ApiError, UserKey | null>(
    userKey(BILLING_API.subscriptionStatus, userId),
    ([url]) => apiGet<SubscriptionStatus>(url),
    everyVisit,
  );
}

/** GET /api/stripe/plan-charges: what the Professional Plan charged, newest first (amounts from the provider). */
export function usePlanCharges(userId: number | null) {
  return useSWR<PlanChargeDto[], ApiError, UserKey | null>(userKey(BILLING_API.planCharges, userId), fetchUserData<PlanChargeDto[]>, everyVisit);
}

/** GET /api/billing/pricing (public, the same for everyone: no user in the key). */
export function usePricingConfig() {
  return useSWR<PricingConfig, ApiError>(BILLING_API.pricing, async (url: string) => {
    try {
      return (await apiGet<PricingResponse>(url)).data;
    } catch (e) {
      throw new ApiError(BILLING_MESSAGES.pricingFailed, e instanceof ApiError ? e.status : 0, e instanceof ApiError ? e.body : null);
    }
  });
}

const BILLING_READS: readonly string[] = [
  BILLING_API.current,
  BILLING_API.events,
  BILLING_API.invoices,
  BILLING_API.subscriptionStatus,
  BILLING_API.planCharges,
];

/** Whether an SWR key is one of the user's billing reads (any user id, any month). */
export function isBillingKey(key: unknown): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  const url = key[0].split('?')[0]!;
  return BILLING_READS.includes(url);
}

/**
 * Reloads every billing read on screen after a write (card added or removed, plan enabled,
 * invoice paid, an answer charged). Matching by address, so callers need no user id.
 */
export function useRevalidateBilling() {
  const { mutate } = useSWRConfig();
  return () => mutate(isBillingKey);
}

// ---------------------------------------------------------------------------------------------
// Writes

/** A billing write's failure: what to show, worded when shown (localize.ts), from the server's code or a fallback. */
export class BillingError extends Error {
  override name = 'BillingError';
  constructor(readonly said: BillingSaid) {
    super(billingSays(said, wordsIn('en', ENGLISH_FORMAT)));
  }
}

/** A card form's failure. */
export class SetupError extends BillingError {
  override name = 'SetupError';
}

/** POST /api/billing/create-setup-intent: what the card form needs. Failure: the server's reason, else 'Failed to setup payment method'. */
export async function createSetupIntent(): Promise<SetupIntentResponse> {
  try {
    return await apiSend<SetupIntentResponse>('POST', BILLING_API.setupIntent);
  } catch (e) {
    throw new SetupError(billingSaidOf(e, billingText('setupFailed')));
  }
}

function errorText(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const { error } = body as { error: unknown };
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return null;
}

/**
 * POST /api/billing/test-provider/confirm-setup: the local test provider's stand-in for the card
 * provider's confirm step. Resolves with the succeeded set-up's id; a decline (402) or a refused
 * card (400) rejects with the provider's message, e.g. 'Your card was declined.'
 */
export async function confirmTestSetup(request: TestConfirmSetupRequest): Promise<string> {
  try {
    const res = await apiSend<TestConfirmSetupResponse>('POST', BILLING_API.testConfirmSetup, request);
    if (res?.success && res.setupIntent) return res.setupIntent.id;
  } catch (e) {
    // The card provider's own words ('Your card was declined.'), shown as they came.
    const message = e instanceof ApiError && e.status < 500 ? errorText(e.body) : null;
    throw new SetupError(message ? asSent(message) : billingText('setupFailed'));
  }
  throw new SetupError(billingText('setupFailed'));
}

/** POST /api/billing/setup-complete: stores the card; failure: the server's reason, else 'Failed to confirm payment setup'. */
export async function completeSetup(setupIntentId: string): Promise<SetupCompleteResponse> {
  try {
    return await apiSend<SetupCompleteResponse>('POST', BILLING_API.setupComplete, { setupIntentId });
  } catch (e) {
    throw new SetupError(billingSaidOf(e, billingText('confirmFailed')));
  }
}

/** DELETE /api/billing/payment-method; a 409 (charges pending) rejects with the server's message. */
export async function removePaymentMethod(): Promise<void> {
  try {
    await apiSend<{ success: true }>('DELETE', BILLING_API.paymentMethod);
  } catch (e) {
    throw new BillingError(billingSaidOf(e, billingText('unexpected')));
  }
}

export type EnableOutcome = 'enabled' | 'payment-method-required' | 'failed';

/** POST /api/billing/enable: free → usage_based, or 409 PAYMENT_METHOD_REQUIRED without a card. */
export async function enableBilling(): Promise<EnableOutcome> {
  try {
    const res = await apiSend<EnableBillingResponse>('POST', BILLING_API.enable);
    if (res?.success) return 'enabled';
    return res?.code === 'PAYMENT_METHOD_REQUIRED' ? 'payment-method-required' : 'failed';
  } catch (e) {
    return errorCode(e) === 'PAYMENT_METHOD_REQUIRED' ? 'payment-method-required' : 'failed';
  }
}

/**
 * POST /api/billing/invoices/:id/pay. The answer (success or a declined attempt, whatever its
 * status) is returned when the server describes the invoice; other refusals reject with the
 * server's message (already paid, payment in progress, not found).
 */
export async function payInvoice(id: number): Promise<PayInvoiceResponse> {
  try {
    return await apiSend<PayInvoiceResponse>('POST', payInvoiceUrl(id));
  } catch (e) {
    if (e instanceof ApiError && e.body && typeof e.body === 'object' && 'data' in e.body && (e.body as { data?: InvoiceDto }).data) {
      return e.body as PayInvoiceResponse;
    }
    throw new BillingError(billingSaidOf(e, billingText('unexpected')));
  }
}
