/** The "Test mode" notice of every payment screen: no real card is charged, and the test cards to use. */
import { TEST_CARDS, type SetupIntentResponse } from '../../../../../schema/api/billing.ts';
import { BILLING_TEXT as T } from '../messages.ts';

const CARDS: Array<{ number: string; outcome: string }> = [
  { number: TEST_CARDS.success, outcome: 'succeeds' },
  { number: TEST_CARDS.declined, outcome: 'declined' },
  { number: TEST_CARDS.chargeDeclined, outcome: 'saved, but every later charge is declined' },
  { number: TEST_CARDS.authenticationRequired, outcome: 'later charges ask for authentication' },
];

/** The local test provider, or Stripe with a test key: either way no money moves. */
export function isTestMode(intent: Pick<SetupIntentResponse, 'provider' | 'publishableKey'>): boolean {
  return intent.provider === 'test' || !!intent.publishableKey?.startsWith('pk_test_');
}

export function TestModeNotice() {
  return (
    <section aria-label={T.testModeTitle} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">
        <span className="mr-2 rounded bg-amber-400 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-blue-950">{T.testModeTitle}</span>
        No real card is charged.
      </p>
      <p className="mt-1">{T.testModeText}</p>
      <ul className="mt-2 space-y-0.5">
        {CARDS.map((c) => (
          <li key={c.number}>
            <span className="font-mono font-semibold">{c.number}</span> ({c.outcome})
          </li>
        ))}
      </ul>
    </section>
  );
}
