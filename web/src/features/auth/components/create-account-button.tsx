import { useState } from 'react';
import type { SignupSource } from '../../../../../schema/api/auth-messages.ts';
import { AuthDialog } from './auth-dialog.tsx';

/** A 'Create Account' button that opens the auth dialog in sign-up mode (on success the panel goes to /). */
export function CreateAccountButton({ className, signupSource, label = 'Create Account' }: { className: string; signupSource?: SignupSource; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        {label}
      </button>
      <AuthDialog open={open} onClose={() => setOpen(false)} initialMode="signup" signupSource={signupSource} />
    </>
  );
}
