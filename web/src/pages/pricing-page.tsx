/** Pricing page (spec §2 "Pricing page", §5 cost calculator, §9 constants). */
import { Link } from 'react-router';
import { CreateAccountButton } from '../features/auth/components/create-account-button.tsx';
import { useSession } from '../shared/session.tsx';
import { useEnableBilling } from '../features/billing/use-enable-billing.ts';
import { Audiences } from '../features/marketing/audiences.tsx';
import { useCollectionCounts } from '../features/legislation/api.ts';
import { useCollectionLabels } from '../shared/document-count.ts';
import { AuthPanel } from '../features/auth/components/auth-panel.tsx';
import { GetStartedCta } from '../features/marketing/get-started-cta.tsx';
import { brandLinkClass, Hero, primaryLinkClass, Section, secondaryLinkClass, textLinkClass } from '../components/ui/page-sections.tsx';
import { CostCalculator } from '../features/pricing/cost-calculator.tsx';
import { HowItWorks } from '../features/pricing/how-it-works.tsx';
import { PRICING_PAGE_TEXTS } from '../features/pricing/messages.ts';
import { PricingCards } from '../features/pricing/pricing-cards.tsx';
import { PricingFaq } from '../features/pricing/pricing-faq.tsx';
import { RoiBlock } from '../features/pricing/roi-block.tsx';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

export function PricingPage() {
  const t = useTexts(PRICING_PAGE_TEXTS);
  const { format } = useLocale();
  useDocumentTitle(t.documentTitle);
  const { documents: documentCount, fullText } = useCollectionLabels(useCollectionCounts());
  const signedIn = useSession().user !== null;
  const { enable, enabling } = useEnableBilling();

  return (
    <>
      <Hero eyebrow={t.heroEyebrow} title={t.heroTitle}>
        <p>{t.heroIntro}</p>
        <p className="mt-5 inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-white/10 px-4 py-3 text-sm font-medium text-white ring-1 ring-white/20 sm:text-base">
          <span className="font-bold text-amber-300">{t.freeTrial}</span>
          <span>{t.freeTrialDetail(format)}</span>
          <span aria-hidden="true">•</span>
          <span>{t.keywordAlwaysFree}</span>
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {signedIn ? (
            <Link to="/" className={primaryLinkClass}>
              {t.startResearch}
            </Link>
          ) : (
            <CreateAccountButton className={primaryLinkClass} signupSource="pricing_page" />
          )}
          <Link to="/about" className={secondaryLinkClass}>
            {t.learnMore}
          </Link>
        </div>
      </Hero>

      <Section id="prices" eyebrow={t.pricesEyebrow} title={t.pricesTitle}>
        <PricingCards signedIn={signedIn} createAccount={<CreateAccountButton className={`${brandLinkClass} px-8 text-lg`} signupSource="pricing_page" />} />
      </Section>

      <div className="bg-slate-50">
        <Section id="roi" eyebrow={t.roiEyebrow} title={t.roiTitle} intro={<p>{t.roiIntro}</p>}>
          <RoiBlock />
        </Section>
      </div>

      <Section id="how-it-works" eyebrow={t.howEyebrow} title={t.howTitle}>
        <HowItWorks signedIn={signedIn} onEnable={() => void enable()} enabling={enabling} />
      </Section>

      <div className="bg-slate-50">
        <Section id="calculator" eyebrow={t.calculatorEyebrow} title={t.calculatorTitle} intro={<p>{t.calculatorIntro}</p>}>
          <CostCalculator />
        </Section>
      </div>

      <Section id="audiences" eyebrow={t.audiencesEyebrow} title={t.audiencesTitle}>
        <Audiences showExampleCost />
      </Section>

      <GetStartedCta signedIn={signedIn} signUpForm={<AuthPanel initialMode="signup" headingLevel={3} />} id="pricing-cta" signedOutText={t.ctaText} />

      <Section id="faq" eyebrow={t.faqEyebrow} title={t.faqTitle}>
        <PricingFaq documentCount={documentCount} fullText={fullText} />
        <p className="mt-6 text-slate-600">
          {t.moreQuestions}{' '}
          <Link to="/about" className={textLinkClass}>
            {t.aboutLink}
          </Link>{' '}
          {t.or}{' '}
          <Link to="/login" className={textLinkClass}>
            {t.signInLink}
          </Link>{' '}
          {t.toGetStarted}
        </p>
      </Section>
    </>
  );
}
