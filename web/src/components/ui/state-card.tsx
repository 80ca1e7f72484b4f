/**
 * The one full-page state card (decision 034): a title, what happened, and where to go next — login
 * required, not found, access denied, a payment being processed. Loading is the Spinner.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';

const BORDERS = { default: 'border-slate-200', warning: 'border-amber-300', error: 'border-red-200' } as const;

export function StateCard({
  title,
  children,
  actions,
  tone = 'default',
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  tone?: keyof typeof BORDERS;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <div className={`rounded-xl border ${BORDERS[tone]} bg-white p-8 text-center shadow-sm`}>
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <div className="mt-2 text-slate-600">{children}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div>
      </div>
    </div>
  );
}

/** The spec's login-required card of a page that needs a user: its title, why, and 'Go to Login'. */
export function LoginRequiredCard({ title, message, goToLogin }: { title: string; message: ReactNode; goToLogin: string }) {
  return (
    <StateCard
      title={title}
      actions={
        <Link to="/login" className={buttonClass()}>
          {goToLogin}
        </Link>
      }
    >
      <p>{message}</p>
    </StateCard>
  );
}

/** A failure (not found, cannot start): the reason is announced as soon as the card appears. */
export function FailureCard({ title, message, actions }: { title: string; message: ReactNode; actions: ReactNode }) {
  return (
    <StateCard title={title} tone="error" actions={actions}>
      <p role="alert">{message}</p>
    </StateCard>
  );
}
