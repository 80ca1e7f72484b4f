/** About page (spec §2 "About page"): what the product is, how it is priced and who it is for. */
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../schema/pricing.ts';
import { useSession } from '../shared/session.tsx';
import { Audiences } from '../features/marketing/audiences.tsx';
import { useCollectionCounts } from '../features/legislation/api.ts';
import { useCollectionLabels, WORDS_OF_LAW_LABEL } from '../shared/document-count.ts';
import { FounderQuote } from '../features/marketing/founder-quote.tsx';
import { AuthPanel } from '../features/auth/components/auth-panel.tsx';
import { GetStartedCta } from '../features/marketing/get-started-cta.tsx';
import { ABOUT_TEXTS } from '../features/marketing/messages.ts';
import { SearchMethods } from '../features/marketing/search-methods.tsx';
import { CheckItem, Hero, primaryLinkClass, Section, secondaryLinkClass, textLinkClass } from '../components/ui/page-sections.tsx';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { useWelcomeGift } from '../shared/welcome-gift.ts';

export function AboutPage() {
  const t = useTexts(ABOUT_TEXTS);
  const { format } = useLocale();
  useDocumentTitle(t.documentTitle);
  // The server's counts (issue 27 item 6): the same figures as the home page's, with how many documents have full text.
  const { documents: documentCount, fullText } = useCollectionLabels(useCollectionCounts());
  // '90,000+' in the reader's digits and separators.
  const wordsOfLaw = `${format.number(Number(WORDS_OF_LAW_LABEL.replace(/\D/g, '')))}+`;
  const signedIn = useSession().user !== null;
  const welcomeGift = useWelcomeGift();

  const stats = [
    { key: 'documents', value: documentCount, label: fullText ? t.statDocumentsWithText(fullText) : t.statDocuments },
    { key: 'words', value: wordsOfLaw, label: t.statWords },
    { key: 'minutes', value: t.statMinutes(format.number(3)), label: t.statMinutesLabel },
    { key: 'free', value: t.statFree, label: t.statFreeLabel },
  ];

  return (
    <>
      <Hero eyebrow={t.heroEyebrow} title={t.heroTitle}>
        <p>{format.digits(t.heroBody(documentCount, fullText, wordsOfLaw))}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/" className={primaryLinkClass}>
            {t.searchLegislation}
          </Link>
          <Link to="/pricing" className={secondaryLinkClass}>
            {t.seePricing}
          </Link>
        </div>
      </Hero>

      <div className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 py-8 sm:px-6 lg:grid-cols-4">
          {stats.map((s) => (
            <div key={s.key} className="flex flex-col-reverse items-center p-3 text-center">
              <dt className="mt-1 text-sm text-slate-600">{s.label}</dt>
              <dd className="text-3xl font-black text-blue-900 md:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <Section id="search-methods" eyebrow={t.methodsEyebrow} title={t.methodsTitle} intro={<p>{t.methodsIntro}</p>}>
        <SearchMethods documentCount={documentCount} fullText={fullText} />
      </Section>

      <Section id="about-pricing" eyebrow={t.pricingEyebrow} title={t.pricingTitle} intro={<p>{t.pricingIntro}</p>}>
        <div className="grid gap-6 lg:grid-cols-2">
          <ul className="space-y-3 text-slate-700">
            <CheckItem>
              <strong>{t.keywordFree}</strong>
              {t.keywordFreeRest}
            </CheckItem>
            <CheckItem>
              <strong>{t.perChat(format.filsShort(PRICE_FILS.chat))}</strong>
              {t.perChatRest}
              <strong>{t.perSearch(format.filsShort(PRICE_FILS.search))}</strong>
              {t.perSearchRest}
            </CheckItem>
            <CheckItem>
              <strong>{t.perFollowup(format.filsShort(PRICE_FILS.followup))}</strong>
            </CheckItem>
          </ul>
          <ul className="space-y-3 text-slate-700">
            <CheckItem>{welcomeGift.line}</CheckItem>
            <CheckItem>{t.billing(format.filsShort(BILLING_THRESHOLD_FILS))}</CheckItem>
            <CheckItem>
              <Link to="/pricing" className={textLinkClass}>
                {t.estimateLink}
              </Link>{' '}
              {t.estimateRest}
            </CheckItem>
          </ul>
        </div>
      </Section>

      <div className="px-4 py-4 sm:px-6">
        <FounderQuote />
      </div>

      <Section id="audiences" eyebrow={t.audiencesEyebrow} title={t.audiencesTitle} intro={<p>{t.audiencesIntro}</p>}>
        <Audiences />
      </Section>

      <GetStartedCta signedIn={signedIn} signUpForm={<AuthPanel initialMode="signup" headingLevel={3} />} />
    </>
  );
}
