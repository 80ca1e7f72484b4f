import { PRICE_FILS } from '../../../../../schema/pricing.ts';
import { formatAed } from '../../../lib/format.ts';
import { useBillingCurrent } from '../api.ts';

const aed = (fils: number) => `AED ${fils / 100}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Spec §2: the chat's billing status line, read-only, refreshed every 30 s. */
export function BillingStatusLine({ userId }: { userId: number }) {
  const { data } = useBillingCurrent(userId);
  if (!data) return null;
  const rates = `${aed(PRICE_FILS.chat)} per chat, ${aed(PRICE_FILS.followup)} per follow-up`;
  const text = data.hasWelcomeCredits
    ? `Welcome credits: ${plural(data.welcomeChatCredits, 'free chat', 'free chats')} and ${plural(data.welcomeFollowupCredits, 'free follow-up', 'free follow-ups')} left. Then ${rates}.`
    : `This month: ${formatAed(data.totalCost)} so far · ${rates}.`;
  return <p className="text-xs text-slate-500">{text}</p>;
}
