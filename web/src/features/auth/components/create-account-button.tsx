import { useState } from 'react';
import type { SignupSource } from '../../../../../schema/api/auth-messages.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { AUTH_TEXTS } from '../messages.ts';
import { AuthDialog } from './auth-dialog.tsx';

/** A 'Create Account' button (or `label`) that opens the auth dialog in sign-up mode (on success the panel goes to /). */
export function CreateAccountButton({ className, signupSource, label }: { className: string; signupSource?: SignupSource; label?: string }) {
  const t = useTexts(AUTH_TEXTS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        {label ?? t.createAccount}
      </button>
      <AuthDialog open={open} onClose={() => setOpen(false)} initialMode="signup" signupSource={signupSource} />
    </>
  );
}
