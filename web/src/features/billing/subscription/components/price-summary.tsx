/**
 * /subscribe: the first month's price before paying, as the server priced the subscription's first
 * invoice (create-subscription's priceFils, discountFils, amountDueFils): the plan's price, what
 * the coupon takes off, and what is due today (AED 49.00 − AED 24.50 = AED 24.50 with ONCE50).
 */
import { useLocale, useTexts } from '../../../../i18n/locale.tsx';
import type { SubscriptionIntent } from '../api.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';

const row = 'flex items-baseline justify-between gap-4 py-1.5';

export function PriceSummary({ intent, couponCode }: { intent: SubscriptionIntent; couponCode: string | null }) {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const { format } = useLocale();
  const { priceFils, amountDueFils } = intent;
  if (typeof priceFils !== 'number' || typeof amountDueFils !== 'number') return null;
  const discountFils = intent.discountFils ?? 0;
  return (
    <section aria-label={T.priceSummaryLabel} className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm">
      <dl className="divide-y divide-slate-200">
        <div className={row}>
          <dt className="text-slate-700">{T.priceLabel}</dt>
          <dd className={`tabular-nums ${discountFils > 0 ? 'text-slate-500 line-through' : 'text-slate-900'}`}>{format.fils(priceFils)}</dd>
        </div>
        {discountFils > 0 && (
          <div className={row}>
            <dt className="text-emerald-800">{T.discountLabel(couponCode ?? '')}</dt>
            <dd className="tabular-nums text-emerald-800">
              <bdi>−{format.fils(discountFils)}</bdi>
            </dd>
          </div>
        )}
        <div className={`${row} font-bold text-slate-900`}>
          <dt>{T.dueTodayLabel}</dt>
          <dd className="tabular-nums">{format.fils(amountDueFils)}</dd>
        </div>
      </dl>
    </section>
  );
}
