/** The three price cards of the pricing page (spec §2 "Pricing page"). */
import type { ReactNode } from 'react';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../schema/pricing.ts';
import { welcomeGiftLine } from '../../lib/welcome-gift.ts';
import { CheckItem } from '../../components/ui/page-sections.tsx';
import { formatFilsShort } from '../../lib/format.ts';

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
  return (
    <div>
      <div className="grid gap-6 md:grid-cols-3">
        <PriceCard title="AI Chat" price={formatFilsShort(PRICE_FILS.chat)} unit="per chat" highlight>
          <CheckItem>A single-document conversation: AI analysis of the document you choose</CheckItem>
          <CheckItem>Summary, key points, details and a link to the source text</CheckItem>
          <CheckItem>Each multi-document AI search is also {formatFilsShort(PRICE_FILS.search)}, with numbered citations</CheckItem>
        </PriceCard>
        <PriceCard title="Follow-up Question" price={formatFilsShort(PRICE_FILS.followup)} unit="per follow-up">
          <CheckItem>Ask more about the same chat or search</CheckItem>
          <CheckItem>The AI keeps the context of the conversation</CheckItem>
          <CheckItem>Ask as many as you need, one at a time</CheckItem>
        </PriceCard>
        <PriceCard title="Transparent Pay As You Go" price="AED 0" unit="monthly fee">
          <CheckItem>No monthly caps or subscriptions</CheckItem>
          <CheckItem>Charges accumulate and are billed monthly</CheckItem>
          <CheckItem>Or earlier, when pending charges reach {formatFilsShort(BILLING_THRESHOLD_FILS)}</CheckItem>
          <CheckItem>Keyword search is always free</CheckItem>
        </PriceCard>
      </div>
      {!signedIn && (
        <div className="mt-8 flex flex-col items-center gap-3 text-center">
          {createAccount}
          <p className="text-sm text-slate-600">{welcomeGiftLine()}</p>
        </div>
      )}
    </div>
  );
}
