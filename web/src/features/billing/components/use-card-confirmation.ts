/** What the test provider's card form and Stripe's form share: the screen's handlers, and one confirmation at a time. */
import { useMutation } from '../../../lib/use-mutation.ts';

export interface CardConfirmationProps<A extends unknown[]> {
  /** Sends the card to the provider; throws to fail. */
  confirm: (...args: A) => Promise<void>;
  onConfirmed?: () => void;
  onFailure: (error: unknown) => void;
  /** The screen moves on after a success: the button stays busy. */
  holdOnSuccess?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The id of the screen's error area, which describes the form. */
  errorId?: string;
}

/** The failure goes to the screen (`onFailure`), which says it in its own error area or toast. */
export function useCardConfirmation<A extends unknown[]>({ confirm, onConfirmed, onFailure, holdOnSuccess = false }: CardConfirmationProps<A>) {
  return useMutation(confirm, {
    onSuccess: onConfirmed,
    errorOf: (error) => {
      onFailure(error);
      return null;
    },
    holdOnSuccess,
  });
}
