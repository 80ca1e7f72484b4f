/** Readings of the subscription status (schema/api/account.ts SubscriptionStatus) shared by the plan's screens. */
import type { SubscriptionStatus } from '../../../../../schema/api/account.ts';
import type { Formatters } from '../../../i18n/format.ts';
import { ENGLISH_FORMAT } from '../localize.ts';

/**
 * Spec §4: an active status stops /subscribe. Usage-based billing also reads 'active', but it is
 * pay-per-use, not a subscription: only the Professional Plan counts as subscribed.
 */
export function hasActivePlan(status: SubscriptionStatus | undefined): boolean {
  return status?.plan === 'professional' && status.status === 'active';
}

/** current_period_end (epoch seconds) as '3 April 2027' (or in `format`'s language); null while the server has none. */
export function periodEndDate(status: SubscriptionStatus, format: Formatters = ENGLISH_FORMAT): string | null {
  return status.current_period_end === null ? null : format.date(new Date(status.current_period_end * 1000).toISOString());
}

/** Spec §9 "Subscription progress bar": current-month chats divided by word_limit (at least 1), capped at 100%. */
export function allowancePercent(chatsThisMonth: number, wordLimit: number | null): number {
  return Math.min(100, (Math.max(0, chatsThisMonth) / Math.max(1, wordLimit ?? 0)) * 100);
}
