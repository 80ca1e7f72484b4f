/** The labelled input, error alert and submit button of the billing forms. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export function CardField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm tracking-wide text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
        {...input}
      />
    </div>
  );
}

/** The error alert area of the payment screens: announced when a message appears. */
export function ErrorAlert({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, disabled = false, children }: { busy: boolean; busyLabel: string; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="w-full rounded-md bg-blue-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? busyLabel : children}
    </button>
  );
}

export const primaryButton = 'inline-flex items-center justify-center rounded-md bg-blue-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60';
export const secondaryButton = 'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60';
export const dangerButton = 'inline-flex items-center justify-center rounded-md border border-red-200 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60';
