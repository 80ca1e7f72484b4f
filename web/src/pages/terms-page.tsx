/** Terms of Service (spec §1, §2, §9): a static page. */
import { Link } from 'react-router';
import { BILLING_THRESHOLD_FILS, PRICE_FILS } from '../../../schema/pricing.ts';
import { welcomeGiftLine } from '../shared/welcome-gift.ts';
import { contactSection, LegalPage, legalMail, type LegalSection } from '../features/marketing/legal-page.tsx';
import { textLinkClass } from '../components/ui/page-sections.tsx';
import { formatFilsShort } from '../lib/format.ts';
import { PRODUCT_NAME } from '../shared/site.ts';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <>
        <p>
          These terms govern your use of {PRODUCT_NAME} (“the service”, “we”, “us”), a web application for researching UAE Corporate Tax legislation. By
          creating an account or using the service you agree to them. If you use the service for an organisation, you confirm that you may accept these terms on
          its behalf.
        </p>
        <p>
          Our{' '}
          <Link to="/privacy" className={textLinkClass}>
            Privacy Policy
          </Link>{' '}
          explains how we handle personal data and forms part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <>
        <p>The service gives access to a pre-loaded collection of UAE Corporate Tax legislation and offers:</p>
        <ul>
          <li>exact keyword search over all legislation, free and unlimited, also for visitors who are not signed in;</li>
          <li>single-document AI chat, which analyses one document you choose;</li>
          <li>multi-document AI search, which answers a question from the whole collection with numbered citations.</li>
        </ul>
        <p>
          We may add, change or remove features and documents over time. We aim to keep the service available but do not promise that it will be uninterrupted
          or error-free.
        </p>
      </>
    ),
  },
  {
    id: 'not-advice',
    title: 'Research support, not tax advice',
    body: (
      <>
        <p>
          <strong>The service is research support, not tax advice. Always consult a qualified tax advisor before acting on anything you read here.</strong>
        </p>
        <p>
          AI answers are generated automatically from the legislation in the collection. They may be incomplete, out of date or wrong, and they do not take your
          particular facts into account. You are responsible for checking every answer against the cited source text and for any decision you make. Using the
          service does not create an advisor–client relationship.
        </p>
      </>
    ),
  },
  {
    id: 'translations',
    title: 'Legislation texts and translations',
    body: (
      <p>
        The English texts in the collection are unofficial translations, except where marked as official. Where an English text and the official Arabic text
        differ, the official Arabic text prevails. Links to the source files of the competent authorities are provided so that you can check the authoritative
        wording.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <>
        <p>
          You need an account for any AI feature. Give accurate details, verify your e-mail address, keep your password confidential and tell us at {legalMail}{' '}
          if you think your account has been misused. You are responsible for activity under your account.
        </p>
        <p>You may close your account at any time by writing to us. Charges incurred before closure remain payable.</p>
      </>
    ),
  },
  {
    id: 'pricing',
    title: 'Prices, billing and payment',
    body: (
      <>
        <p>The AI features are priced per use in UAE dirhams (AED), with no monthly caps or subscriptions:</p>
        <ul>
          <li>
            {formatFilsShort(PRICE_FILS.chat)} per chat (single-document conversation) and {formatFilsShort(PRICE_FILS.search)} per multi-document search;
          </li>
          <li>{formatFilsShort(PRICE_FILS.followup)} per follow-up question.</li>
        </ul>
        <p>{welcomeGiftLine()}</p>
        <p>
          Charges accumulate and are billed monthly, or earlier when pending charges reach {formatFilsShort(BILLING_THRESHOLD_FILS)}. Card payments are
          processed by our third-party card payment provider under its own terms; we do not store your card details. A 100% off coupon still requires card
          details. Current prices are shown on the{' '}
          <Link to="/pricing" className={textLinkClass}>
            pricing page
          </Link>
          .
        </p>
        <p>
          <strong>Price changes need 30 days notice.</strong> We will tell you by e-mail or in the service at least 30 days before a price change takes effect;
          the new prices apply only to usage after that date.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        Refunds are handled case by case. If you believe you were charged in error, for example for an answer that failed because of a fault on our side, write
        to {legalMail} with the date and the conversation concerned and we will review it.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use the service unlawfully, or to mislead others about the source or status of an answer;</li>
          <li>scrape, bulk-download or resell the content or the AI answers, or use automated means to access the service;</li>
          <li>try to get around usage limits, billing or security, or interfere with the service or other users;</li>
          <li>share your account, or put confidential information of others into your questions without the right to do so.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and shared conversations',
    body: (
      <p>
        Your questions and the answers you receive remain available to you in your account. If you create a share link, anyone with the link can read that
        conversation, and shared pages may be found through search engines; do not share conversations that contain confidential information. We may use your
        content to provide, secure and improve the service, as described in the Privacy Policy.
      </p>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual property',
    body: (
      <p>
        The legislation belongs to the issuing authorities. The service itself, including its software, design, summaries, key points and organisation of the
        collection, belongs to us or our licensors. You may use AI answers and extracts in your own work and for your clients, provided you do not present them
        as official texts or as our advice.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the extent permitted by law, the service is provided “as is”, and we are not liable for indirect or consequential loss, loss of profit, or loss
          arising from reliance on an answer without independent professional advice.
        </p>
        <p>
          <strong>
            Our total liability to you for all claims relating to the service is capped at the amount you paid us in the 12 months before the event giving rise
            to the claim.
          </strong>{' '}
          Nothing in these terms limits liability that cannot be limited under applicable law.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the service at any time. We may suspend or end your access if you break these terms, fail to pay, or if we stop offering the service;
        where reasonable we will give notice first. Sections on payment, liability and governing law survive termination.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will announce material changes by e-mail or in the service before they take effect, and price changes at least 30 days in
        advance. The date at the top shows the latest version. Continuing to use the service after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the United Arab Emirates, and the courts of the UAE have jurisdiction over any dispute arising from them. We
        encourage you to contact us first so that we can try to resolve the matter informally.
      </p>
    ),
  },
  contactSection('Questions about these terms'),
];

const intro =
  'Please read these terms carefully. In short: keyword search is free, AI analysis is paid per use, the service supports your research but is not tax advice, and the official Arabic text of the law prevails.';

export function TermsPage() {
  return <LegalPage title="termsTitle" intro={intro} sections={sections} />;
}
