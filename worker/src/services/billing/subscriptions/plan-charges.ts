/**
 * GET /api/stripe/plan-charges: what the Professional Plan has charged the user, read from the
 * provider that holds the charges (docs/decisions/026-plan-charges-shown.md): the local test
 * provider's own records of each period's payment, or Stripe's invoices. Nothing is copied into
 * D1: the provider's invoices are the truth, as its subscriptions are (decision 013). Only the
 * configured provider is asked; a user who never subscribed costs no provider call.
 */
import type { PlanChargeDto } from '../../../../../schema/api/subscriptions.ts';
import { findProviderSubscriptionsOfUser } from '../../../db/repositories/subscription-repository.ts';
import type { BillingDeps } from '../billing-deps.ts';

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

export async function planCharges(deps: BillingDeps, userId: number): Promise<PlanChargeDto[]> {
  const records = await findProviderSubscriptionsOfUser(deps.db, userId, deps.provider.kind);
  const byCustomer = new Map<string, string[]>();
  const couponOf = new Map<string, string | null>();
  for (const record of records) {
    const id = record.providerSubscriptionId!;
    couponOf.set(id, record.couponCode);
    byCustomer.set(record.providerCustomerId, [...(byCustomer.get(record.providerCustomerId) ?? []), id]);
  }
  const invoices = (await Promise.all([...byCustomer].map(([customerId, ids]) => deps.provider.listPlanInvoices(customerId, ids)))).flat();
  return (
    invoices
      // Newest first; in the same second a subscription's renewal comes before its first invoice.
      .sort((a, b) => b.created - a.created || Number(a.first) - Number(b.first) || b.id.localeCompare(a.id))
      .map((invoice) => ({
        id: invoice.id,
        createdAt: iso(invoice.created),
        periodStart: invoice.periodStart === null ? null : iso(invoice.periodStart),
        first: invoice.first,
        priceFils: invoice.subtotalFils,
        discountFils: invoice.discountFils,
        amountFils: invoice.totalFils,
        couponCode: invoice.discountFils > 0 ? (couponOf.get(invoice.subscriptionId) ?? null) : null,
        status: invoice.status,
        paidAt: invoice.paidAt === null ? null : iso(invoice.paidAt),
      }))
  );
}
