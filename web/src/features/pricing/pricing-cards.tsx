/** The three price cards of the pricing page (spec §2 "Pricing page"). */
import type { ReactNode } from 'react';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../schema/pricing.ts';
import { CheckItem } from '../../components/ui/page-sections.tsx';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { useWelcomeGift } from '../../shared/welcome-gift.ts';
import { PRICING_CARDS_TEXTS } from './messages.ts';

function PriceCard({
  title,
  price,
  unit,
  highlight = false,
  children,
}: {
  title: string;
  price: string;
  unit: string;
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-7 ${highlight ? 'border-blue-900 ring-2 ring-blue-900' : 'border-slate-200'}`}
    >
      <h3 className="text-lg font-bold text-blue-950">{title}</h3>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-black tracking-tight text-blue-900">{price}</span>
        <span className="text-sm font-medium text-slate-600">{unit}</span>
      </p>
      <ul className="mt-5 space-y-2.5 text-slate-700">{children}</ul>
    </article>
  );
}

/** `createAccount`: the sign-up button the page puts under the cards for visitors (the auth feature's). */
export function PricingCards({ signedIn, createAccount }: { signedIn: boolean; createAccount: ReactNode }) {
  const { format } = useLocale();
  const t = useTexts(PRICING_CARDS_TEXTS);
  const welcomeGift = useWelcomeGift();
  return (
    <div>
      <div className="grid gap-6 md:grid-cols-3">
        <PriceCard title={t.chatTitle} price={format.filsShort(PRICE_FILS.chat)} unit={t.perChat} highlight>
          <CheckItem>{t.chatPoint1}</CheckItem>
          <CheckItem>{t.chatPoint2}</CheckItem>
          <CheckItem>{t.chatPoint3(format.filsShort(PRICE_FILS.search))}</CheckItem>
        </PriceCard>
        <PriceCard title={t.followupTitle} price={format.filsShort(PRICE_FILS.followup)} unit={t.perFollowup}>
          <CheckItem>{t.followupPoint1}</CheckItem>
          <CheckItem>{t.followupPoint2}</CheckItem>
          <CheckItem>{t.followupPoint3}</CheckItem>
        </PriceCard>
        <PriceCard title={t.paygTitle} price={format.filsShort(0)} unit={t.monthlyFee}>
          <CheckItem>{t.paygPoint1}</CheckItem>
          <CheckItem>{t.paygPoint2}</CheckItem>
          <CheckItem>{t.paygPoint3(format.filsShort(BILLING_THRESHOLD_FILS))}</CheckItem>
          <CheckItem>{t.paygPoint4}</CheckItem>
        </PriceCard>
      </div>
      {!signedIn && (
        <div className="mt-8 flex flex-col items-center gap-3 text-center">
          {createAccount}
          <p className="text-sm text-slate-600">{welcomeGift.line}</p>
        </div>
      )}
    </div>
  );
}
