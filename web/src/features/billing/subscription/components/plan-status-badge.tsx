/** The provider's subscription status ('active', 'past_due'…) as a badge: green when active. */
export function PlanStatusBadge({ status }: { status: string }) {
  const colours = status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700';
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{status}</span>;
}
