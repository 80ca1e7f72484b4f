/** The provider's subscription status ('active', 'past_due'…) as a badge, green when active: as it comes in English, named in Arabic. */
import { useTexts } from '../../../../i18n/locale.tsx';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';

export function PlanStatusBadge({ status }: { status: string }) {
  const names: Readonly<Record<string, string>> = useTexts(SUBSCRIPTION_TEXTS).statusNames;
  const colours = status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700';
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{names[status] ?? status}</span>;
}
