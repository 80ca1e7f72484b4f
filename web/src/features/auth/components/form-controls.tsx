/** The frame of the account screens; their fields come from components/ui/form-fields.tsx. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/locale.tsx';
import { AUTH_TEXTS } from '../messages.ts';

/** The centred card of the password and verification screens. */
export function AuthCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** The way on under an auth card's form. */
export function AuthCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={to} className="font-medium text-blue-800 hover:underline">
        {children}
      </Link>
    </p>
  );
}

export function BackToLogin() {
  const t = useTexts(AUTH_TEXTS);
  return <AuthCardLink to="/login">{t.backToLogin}</AuthCardLink>;
}
