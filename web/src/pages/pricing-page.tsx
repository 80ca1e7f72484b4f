/** Pricing page (spec §2 "Pricing page", §5 cost calculator, §9 constants). */
import { Link } from 'react-router';
import { WELCOME_CREDITS, WELCOME_GIFT_VALUE_FILS } from '../../../schema/pricing.ts';
import { CreateAccountButton } from '../features/auth/components/create-account-button.tsx';
import { useSession } from '../lib/session.tsx';
import { useEnableBilling } from '../features/billing/use-enable-billing.ts';
import { Audiences } from '../features/marketing/audiences.tsx';
import { useLegislationCount } from '../features/legislation/api.ts';
import { documentCountLabel } from '../lib/document-count.ts';
import { AuthPanel } from '../features/auth/components/auth-panel.tsx';
import { GetStartedCta } from '../features/marketing/get-started-cta.tsx';
import { brandLinkClass, Hero, primaryLinkClass, Section, secondaryLinkClass, textLinkClass } from '../components/ui/page-sections.tsx';
import { CostCalculator } from '../features/pricing/cost-calculator.tsx';
import { HowItWorks } from '../features/pricing/how-it-works.tsx';
import { countOf, formatFilsShort } from '../lib/format.ts';
import { PricingCards } from '../features/pricing/pricing-cards.tsx';
import { PricingFaq } from '../features/pricing/pricing-faq.tsx';
import { RoiBlock } from '../features/pricing/roi-block.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function PricingPage() {
  useDocumentTitle('Pricing');
  const documentCount = documentCountLabel(useLegislationCount());
  const signedIn = useSession().user !== null;
  const { enable, enabling } = useEnableBilling();

  return (
    <>
      <Hero eyebrow="Pricing" title="Simple pay-per-use pricing for Corporate Tax research">
        <p>Pay only for the AI analysis you use, in AED. No monthly caps, no subscriptions.</p>
        <p className="mt-5 inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-white/10 px-4 py-3 text-sm font-medium text-white ring-1 ring-white/20 sm:text-base">
          <span className="font-bold text-amber-300">Free trial:</span>
          <span>
            {countOf(WELCOME_CREDITS.chats, 'chat', 'chats')} + {countOf(WELCOME_CREDITS.followups, 'follow-up', 'follow-ups')} free (worth {formatFilsShort(WELCOME_GIFT_VALUE_FILS)})
          </span>
          <span aria-hidden="true">•</span>
          <span>Keyword search always free</span>
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {signedIn ? (
            <Link to="/" className={primaryLinkClass}>
              Start Research Now
            </Link>
          ) : (
            <CreateAccountButton className={primaryLinkClass} signupSource="pricing_page" />
          )}
          <Link to="/about" className={secondaryLinkClass}>
            Learn more about the platform
          </Link>
        </div>
      </Hero>

      <Section id="prices" eyebrow="Prices" title="Two prices, no plans to compare">
        <PricingCards signedIn={signedIn} createAccount={<CreateAccountButton className={`${brandLinkClass} px-8 text-lg`} signupSource="pricing_page" />} />
      </Section>

      <div className="bg-slate-50">
        <Section
          id="roi"
          eyebrow="Return on investment"
          title="Minutes instead of hours"
          intro={<p>What one research question costs when done by hand, and with an AI analysis.</p>}
        >
          <RoiBlock />
        </Section>
      </div>

      <Section id="how-it-works" eyebrow="Getting started" title="How it works">
        <HowItWorks signedIn={signedIn} onEnable={() => void enable()} enabling={enabling} />
      </Section>

      <div className="bg-slate-50">
        <Section
          id="calculator"
          eyebrow="Cost calculator"
          title="Estimate your monthly cost"
          intro={<p>Move the sliders or type your expected usage. Keyword searches are free and not counted.</p>}
        >
          <CostCalculator />
        </Section>
      </div>

      <Section id="audiences" eyebrow="Who it is for" title="Priced for teams and advisors alike">
        <Audiences showExampleCost />
      </Section>

      <GetStartedCta
        signedIn={signedIn}
        signUpForm={<AuthPanel initialMode="signup" headingLevel={3} />}
        id="pricing-cta"
        signedOutText="Create your account, use your welcome gift, and pay as you go after that. Keyword search stays free."
      />

      <Section id="faq" eyebrow="FAQ" title="Frequently asked questions">
        <PricingFaq documentCount={documentCount} />
        <p className="mt-6 text-slate-600">
          More questions? Read{' '}
          <Link to="/about" className={textLinkClass}>
            about the platform
          </Link>{' '}
          or{' '}
          <Link to="/login" className={textLinkClass}>
            sign in
          </Link>{' '}
          to get started.
        </p>
      </Section>
    </>
  );
}
