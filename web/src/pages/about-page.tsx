/** About page (spec §2 "About page"): what the product is, how it is priced and who it is for. */
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../schema/pricing.ts';
import { useSession } from '../lib/session.tsx';
import { Audiences } from '../features/marketing/audiences.tsx';
import { useLegislationCount } from '../features/legislation/api.ts';
import { documentCountLabel, WORDS_OF_LAW_LABEL } from '../lib/document-count.ts';
import { FounderQuote } from '../features/marketing/founder-quote.tsx';
import { welcomeGiftLine } from '../lib/welcome-gift.ts';
import { AuthPanel } from '../features/auth/components/auth-panel.tsx';
import { GetStartedCta } from '../features/marketing/get-started-cta.tsx';
import { SearchMethods } from '../features/marketing/search-methods.tsx';
import { CheckItem, Hero, primaryLinkClass, Section, secondaryLinkClass, textLinkClass } from '../components/ui/page-sections.tsx';
import { formatFilsShort } from '../lib/format.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function AboutPage() {
  useDocumentTitle('About');
  const documentCount = documentCountLabel(useLegislationCount());
  const signedIn = useSession().user !== null;

  const stats = [
    { value: documentCount, label: 'Corporate Tax documents' },
    { value: WORDS_OF_LAW_LABEL, label: 'words of law' },
    { value: '~3 min', label: 'per expert AI analysis' },
    { value: 'Free', label: 'unlimited keyword search' },
  ];

  return (
    <>
      <Hero eyebrow="About the platform" title="AI-assisted research for UAE Corporate Tax legislation">
        <p>
          {documentCount} Corporate Tax documents and about {WORDS_OF_LAW_LABEL} words of law, pre-loaded and ready to search. Find the
          exact wording for free, or ask the AI for an expert analysis with citations in about 3 minutes. There is nothing to upload.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/" className={primaryLinkClass}>
            Search the legislation
          </Link>
          <Link to="/pricing" className={secondaryLinkClass}>
            See pricing
          </Link>
        </div>
      </Hero>

      <div className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 py-8 sm:px-6 lg:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse items-center p-3 text-center">
              <dt className="mt-1 text-sm text-slate-600">{s.label}</dt>
              <dd className="text-3xl font-black text-blue-900 md:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <Section
        id="search-methods"
        eyebrow="How it works"
        title="Three ways to search the law"
        intro={<p>Start with free keyword search, and bring in the AI when you need an answer rather than a list of results.</p>}
      >
        <SearchMethods documentCount={documentCount} />
      </Section>

      <Section
        id="about-pricing"
        eyebrow="Pricing"
        title="Pay only for the AI analysis you use"
        intro={<p>Pay-per-use pricing in AED, with no monthly caps or subscriptions.</p>}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <ul className="space-y-3 text-slate-700">
            <CheckItem>
              <strong>Keyword search is free</strong> and unlimited, for everyone.
            </CheckItem>
            <CheckItem>
              <strong>{formatFilsShort(PRICE_FILS.chat)} per chat</strong> (single-document conversation) and{' '}
              <strong>{formatFilsShort(PRICE_FILS.search)} per multi-document search</strong>.
            </CheckItem>
            <CheckItem>
              <strong>{formatFilsShort(PRICE_FILS.followup)} per follow-up question.</strong>
            </CheckItem>
          </ul>
          <ul className="space-y-3 text-slate-700">
            <CheckItem>{welcomeGiftLine()}</CheckItem>
            <CheckItem>
              Charges accumulate and are billed monthly, or earlier when pending charges reach {formatFilsShort(BILLING_THRESHOLD_FILS)}.
            </CheckItem>
            <CheckItem>
              <Link to="/pricing" className={textLinkClass}>
                Estimate your monthly cost
              </Link>{' '}
              on the pricing page.
            </CheckItem>
          </ul>
        </div>
      </Section>

      <div className="px-4 py-4 sm:px-6">
        <FounderQuote />
      </div>

      <Section
        id="audiences"
        eyebrow="Who it is for"
        title="Built for the people who answer Corporate Tax questions"
        intro={<p>From the finance team closing the books to the advisor writing the opinion.</p>}
      >
        <Audiences />
      </Section>

      <GetStartedCta signedIn={signedIn} signUpForm={<AuthPanel initialMode="signup" headingLevel={3} />} />
    </>
  );
}
