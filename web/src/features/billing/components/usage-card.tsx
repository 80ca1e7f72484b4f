/** Spec §2 Account page, tab 3: this month's usage (the billing banner and the figures), polled every 30 s. */
import { BILLING_MESSAGES } from '../../../../../schema/api/billing.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { formatFils, formatNumber } from '../../../lib/format.ts';
import { useBillingCurrent } from '../api.ts';
import { BillingBanner } from './billing-banner.tsx';

export function UsageCard({ userId }: { userId: number }) {
  const { data, error } = useBillingCurrent(userId);
  return (
    <section aria-labelledby="usage-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="usage-heading" className="text-lg font-bold text-slate-900">
        This Month&apos;s Usage
      </h2>
      {/* A failed poll keeps the last figures on screen; only a card that never loaded shows the error. */}
      {!data && error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {BILLING_MESSAGES.usageUnavailable}
        </p>
      ) : !data ? (
        <Spinner label="Loading billing data…" />
      ) : (
        <div className="mt-4 space-y-4">
          <BillingBanner billing={data} />
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <StatTile label="Chats & searches" value={formatNumber(data.chatsUsed)} />
            <StatTile label="Follow-ups" value={formatNumber(data.followupsUsed)} />
            <StatTile label="Chat cost" value={formatFils(data.chatCostFils)} />
            <StatTile label="Follow-up cost" value={formatFils(data.followupCostFils)} />
            <StatTile label="Total this month" value={formatFils(data.totalCostFils)} />
          </dl>
        </div>
      )}
    </section>
  );
}
