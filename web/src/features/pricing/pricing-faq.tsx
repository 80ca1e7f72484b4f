/** The pricing FAQ: native <details>/<summary> disclosures (keyboard and screen-reader friendly). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../../schema/pricing.ts';
import { WORDS_OF_LAW_LABEL } from '../../lib/document-count.ts';
import { welcomeGiftLine } from '../../lib/welcome-gift.ts';
import { textLinkClass } from '../../components/ui/page-sections.tsx';
import { EXAMPLE_DOCUMENT } from './how-it-works.tsx';
import { formatFilsShort } from '../../lib/format.ts';

export function pricingFaq(documentCount: string): Array<{ q: string; a: ReactNode }> {
  const chat = formatFilsShort(PRICE_FILS.chat);
  const followup = formatFilsShort(PRICE_FILS.followup);
  const threshold = formatFilsShort(BILLING_THRESHOLD_FILS);
  return [
    {
      q: 'What is free?',
      a: (
        <p>
          Exact keyword search over all legislation is free and unlimited, and you do not need an account for it. You can also read each
          document’s summary, key points and original text for free. Only the AI features are paid: {chat} per chat or multi-document
          search and {followup} per follow-up question. New accounts also get a welcome gift.
        </p>
      ),
    },
    {
      q: 'How does billing work?',
      a: (
        <p>
          Pay as you go, with no monthly caps or subscriptions. Your charges accumulate and are billed monthly, or earlier when your
          pending charges reach {threshold}. The count starts again each month.
        </p>
      ),
    },
    {
      q: 'What is the welcome gift?',
      a: <p>{welcomeGiftLine()} It is used before any paid usage, so your first chat and first two follow-ups cost nothing.</p>,
    },
    {
      q: 'Do I need a card?',
      a: (
        <p>
          Not for keyword search or to create an account. To use the AI features beyond the welcome gift you add a card, which is held by
          our third-party card payment provider, not by us. A 100% off coupon still requires card details.
        </p>
      ),
    },
    {
      q: 'Which documents are covered?',
      a: (
        <p>
          {documentCount} UAE Corporate Tax documents, about {WORDS_OF_LAW_LABEL} words of law: Federal Decree-Laws, Cabinet Decisions,
          Ministerial Decisions and Federal Tax Authority Decisions, pre-loaded so you never upload anything. For example,{' '}
          <Link to={EXAMPLE_DOCUMENT.path} className={textLinkClass}>
            {EXAMPLE_DOCUMENT.title}
          </Link>
          .
        </p>
      ),
    },
    {
      q: 'Do the answers cite the articles they rely on?',
      a: (
        <p>
          Yes. A single-document chat answers with a summary, key points and details, and links to the source text. A multi-document search
          gives numbered citations to the legislation it relied on. Always check the cited text before relying on an answer: the service is
          research support, not tax advice.
        </p>
      ),
    },
    {
      q: 'Are the English texts official?',
      a: (
        <p>
          The English texts are unofficial translations, except Cabinet Decision No. 142 of 2024. The official Arabic text prevails
          wherever the two differ.
        </p>
      ),
    },
  ];
}

export function PricingFaq({ documentCount }: { documentCount: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {pricingFaq(documentCount).map((item) => (
        <details key={item.q} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-blue-950 [&::-webkit-details-marker]:hidden">
            <span className="text-base sm:text-lg">{item.q}</span>
            <svg viewBox="0 0 20 20" className="h-5 w-5 flex-none text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true">
              <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="pb-5 text-slate-600">{item.a}</div>
        </details>
      ))}
    </div>
  );
}
