/** Spec §2 Account page, tab 3: this month's usage (the billing banner and the figures), polled every 30 s. */
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { useBillingCurrent } from '../api.ts';
import { billingText, useBillingText } from '../localize.ts';
import { BILLING_TEXTS } from '../messages.ts';
import { BillingBanner } from './billing-banner.tsx';

export function UsageCard({ userId }: { userId: number }) {
  const { data, error } = useBillingCurrent(userId);
  const T = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  const localized = useBillingText();
  return (
    <section aria-labelledby="usage-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="usage-heading" className="text-lg font-bold text-slate-900">
        {T.usageTitle}
      </h2>
      {/* A failed poll keeps the last figures on screen; only a card that never loaded shows the error. */}
      {!data && error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {localized(billingText('usageUnavailable'))}
        </p>
      ) : !data ? (
        <Spinner label={T.loadingBilling} />
      ) : (
        <div className="mt-4 space-y-4">
          <BillingBanner billing={data} />
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <StatTile label={T.statChats} value={format.number(data.chatsUsed)} />
            <StatTile label={T.statFollowups} value={format.number(data.followupsUsed)} />
            <StatTile label={T.statChatCost} value={format.fils(data.chatCostFils)} />
            <StatTile label={T.statFollowupCost} value={format.fils(data.followupCostFils)} />
            <StatTile label={T.statTotal} value={format.fils(data.totalCostFils)} />
          </dl>
        </div>
      )}
    </section>
  );
}
