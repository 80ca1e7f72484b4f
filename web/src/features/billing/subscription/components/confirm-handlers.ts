import type { BillingSaid } from '../../localize.ts';

/** What a payment form reports once the provider has answered (the page turns it into toasts and a redirect). */
export interface ConfirmHandlers {
  /** Where a confirmed subscription lands (spec §7 return URLs): Stripe may send the browser there itself. */
  returnPath: string;
  onPaid: () => void;
  /** The provider refused: its message, shown as 'Payment Failed'. */
  onFailed: (message: BillingSaid) => void;
  /** Anything else went wrong: 'Payment Error'. */
  onUnexpected: () => void;
  /** The id of the screen's error area, which describes the form. */
  errorId?: string;
}
