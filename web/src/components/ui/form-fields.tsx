/** Labelled inputs, alerts and the submit button shared by every form (account, payment). */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from './button.tsx';

type TextFieldProps = {
  label: string;
  hint?: ReactNode;
  /** Digits to read one by one (card numbers). */ mono?: boolean;
} & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, hint, mono = false, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={`mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30 ${mono ? 'font-mono tracking-wide' : ''}`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A required password, written left to right also in the Arabic interface. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'dir' | 'required' | 'mono'>) {
  return <TextField type="password" dir="ltr" required {...props} />;
}

const ALERT_STYLES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
} as const;

export function Alert({ kind, title, id, children }: { kind: keyof typeof ALERT_STYLES; title?: string; id?: string; children?: ReactNode }) {
  return (
    <div id={id} role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2 text-sm ${ALERT_STYLES[kind]}`}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-0.5' : ''}>{children}</div>}
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, disabled = false, children }: { busy: boolean; busyLabel: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" block size="lg" disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}
