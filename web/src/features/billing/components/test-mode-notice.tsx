/** The "Test mode" notice of every payment screen: no real card is charged, and the test cards to use. */
import { TEST_CARDS, type SetupIntentResponse } from '../../../../../schema/api/billing.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../messages.ts';

/** The test cards shown, in this order, with what each does (BILLING_TEXT.testCardOutcome). */
const CARDS = ['success', 'declined', 'chargeDeclined', 'authenticationRequired'] as const;

/** The local test provider, or Stripe with a test key: either way no money moves. */
export function isTestMode(intent: Pick<SetupIntentResponse, 'provider' | 'publishableKey'>): boolean {
  return intent.provider === 'test' || !!intent.publishableKey?.startsWith('pk_test_');
}

export function TestModeNotice() {
  const T = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  return (
    <section aria-label={T.testModeTitle} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">
        <span className="me-2 rounded bg-amber-400 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-blue-950">{T.testModeTitle}</span>
        {T.noRealCard}
      </p>
      <p className="mt-1">{format.digits(T.testModeText)}</p>
      <ul className="mt-2 space-y-0.5">
        {CARDS.map((card) => (
          <li key={card}>
            {/* Typed as shown: always Western digits, left to right. */}
            <span dir="ltr" className="font-mono font-semibold">
              {TEST_CARDS[card]}
            </span>{' '}
            ({T.testCardOutcome[card]})
          </li>
        ))}
      </ul>
    </section>
  );
}
