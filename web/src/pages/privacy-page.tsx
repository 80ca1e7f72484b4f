/** Privacy Policy (spec §1, §2, §9): a static page. */
import { Link } from 'react-router';
import { contactSection, LegalPage, legalMail, type LegalSection } from '../features/marketing/legal-page.tsx';
import { textLinkClass } from '../components/ui/page-sections.tsx';
import { PRODUCT_NAME } from '../shared/site.ts';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {PRODUCT_NAME} (“we”, “us”) runs this web application for researching UAE Corporate Tax legislation and is responsible for the personal data described
        here. You can reach us about privacy at {legalMail}.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your name and e-mail address, your password (stored only as a secure hash) and whether your e-mail address is
            verified.
          </li>
          <li>
            <strong>Questions and answers:</strong> the questions you ask the AI, the answers you receive, the documents they relate to and any share links you
            create.
          </li>
          <li>
            <strong>Usage and billing records:</strong> the chats, searches and follow-up questions you use, word counts, charges, welcome credits and invoices.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type, request times and error logs, used to keep the service secure and working.
          </li>
        </ul>
        <p>
          <strong>Card details are held by our card payment provider, not by us.</strong> When you add a card, you enter it directly with the provider; we
          receive only a reference to your payment method and the status of each payment.
        </p>
        <p>Keyword search works without an account; we do not link those searches to you.</p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <ul>
        <li>to provide the service: sign you in, answer your questions and keep your conversation history;</li>
        <li>to bill you for paid usage and to handle payment questions and refunds;</li>
        <li>to send service e-mails such as e-mail verification, password resets and notice of price or terms changes;</li>
        <li>to send our newsletter: when you sign up, your e-mail address is added to our newsletter list, and every issue has an unsubscribe link;</li>
        <li>to keep the service secure, prevent abuse, fix faults and understand how features are used so we can improve them.</li>
      </ul>
    ),
  },
  {
    id: 'ai-processing',
    title: 'AI processing',
    body: (
      <p>
        To answer a question, we send your question, the earlier messages of the conversation and the relevant legislation text to our AI model provider. Please
        do not include confidential client details or personal data of others in your questions. We do not sell your questions or answers.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share personal data only with service providers that help us run the service, under contracts that protect it:</p>
        <ul>
          <li>our card payment provider, for payments;</li>
          <li>our hosting and database provider;</li>
          <li>our AI model provider, as described above;</li>
          <li>our e-mail and newsletter providers.</li>
        </ul>
        <p>
          We may also disclose data where the law requires it. If you create a share link, anyone with the link can read that conversation, and shared pages may
          be indexed by search engines.
        </p>
        <p>Some providers process data outside the UAE; where they do, we use safeguards appropriate to the transfer.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use <strong>one HttpOnly session cookie</strong>, which keeps you signed in. It cannot be read by scripts in the page and is needed for the service
          to work. We use no advertising or third-party tracking cookies.
        </p>
        <p>
          Your browser’s local storage holds a few interface choices, such as the document you chose before signing in and whether you have seen the welcome
          message. You can clear it at any time in your browser settings.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your data while your account is open. After you close your account, data may be kept for up to 12 months, for example to settle final charges,
        handle disputes and meet legal obligations, and is then deleted or anonymised.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect data with encrypted connections, hashed passwords, access controls and a session cookie that scripts cannot read. No system is perfectly
        secure; if we learn of a breach that affects you, we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        Subject to applicable UAE law, you may ask for a copy of your personal data, ask us to correct or delete it, object to or restrict its use, and withdraw
        consent to marketing e-mails at any time. You can delete your conversations yourself in My Account. For other requests, write to {legalMail}; we may
        need to verify your identity first.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>The service is meant for professionals and is not directed at anyone under 18.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy. We will announce material changes by e-mail or in the service, and the date at the top shows the latest version. See also our{' '}
        <Link to="/terms" className={textLinkClass}>
          Terms of Service
        </Link>
        .
      </p>
    ),
  },
  contactSection('Privacy questions and requests'),
];

const intro = `This policy explains what personal data we collect when you use ${PRODUCT_NAME}, why, who we share it with and how long we keep it. We collect only what we need to run the service.`;

export function PrivacyPage() {
  return <LegalPage title="privacyTitle" intro={intro} sections={sections} />;
}
