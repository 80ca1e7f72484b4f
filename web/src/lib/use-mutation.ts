/**
 * The one way a screen runs an action that changes something (decision 034): one run at a time, `busy`
 * while it runs, and its failure kept as the screen's own message (`errorOf` words it: a key, a BillingSaid,
 * or null when a toast already said it). `run` never rejects, so a handler can `void run()`.
 */
import { useCallback, useRef, useState } from 'react';
import { useLatest } from './use-latest.ts';

export interface MutationOptions<R, E> {
  /** The failure as the screen keeps it; null keeps no message (a toast told it). Default: the error itself. */
  errorOf?: (error: unknown) => E | null;
  /** After a success, with the action's result. */
  onSuccess?: (result: R) => void | Promise<void>;
  /** After every run, success or failure (reload what the action changed). */
  onSettled?: () => void;
  /** Stay busy after a success: the screen is leaving (a redirect), so the button must not come back. */
  holdOnSuccess?: boolean;
}

export interface Mutation<A extends unknown[], E> {
  run: (...args: A) => Promise<void>;
  busy: boolean;
  error: E | null;
  /** Set or clear the message by hand (a form's own check before it runs anything). */
  setError: (error: E | null) => void;
}

export function useMutation<A extends unknown[], R, E = unknown>(action: (...args: A) => Promise<R>, options: MutationOptions<R, E> = {}): Mutation<A, E> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<E | null>(null);
  const running = useRef(false);
  const latest = useLatest({ action, options });

  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      const { action, options } = latest.current;
      running.current = true;
      setBusy(true);
      setError(null);
      let hold = false;
      try {
        const result = await action(...args);
        hold = options.holdOnSuccess ?? false;
        await options.onSuccess?.(result);
      } catch (e) {
        hold = false;
        setError(options.errorOf ? options.errorOf(e) : (e as E));
      } finally {
        if (!hold) {
          running.current = false;
          setBusy(false);
        }
        options.onSettled?.();
      }
    },
    [latest],
  );
  return { run, busy, error, setError };
}
