import type { SignupSource } from '../../../../../schema/api/auth-messages.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { User } from '../../../shared/session.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { AUTH_TEXTS } from '../messages.ts';
import { AuthPanel } from './auth-panel.tsx';

/** The sign-in / sign-up panel in a modal (navigation bar, pricing cards, chat entry). */
export function AuthDialog({
  open,
  onClose,
  onSuccess,
  initialMode,
  signupSource,
  redirectTo,
}: {
  open: boolean;
  onClose: () => void;
  onSuccess?: (user: User) => void;
  initialMode?: 'signin' | 'signup';
  signupSource?: SignupSource;
  redirectTo?: string | null;
}) {
  const t = useTexts(AUTH_TEXTS);
  return (
    <Dialog open={open} onClose={onClose} title={t.dialogTitle} description={t.dialogDescription} width="max-w-md">
      <AuthPanel initialMode={initialMode} signupSource={signupSource} onSuccess={onSuccess} redirectTo={redirectTo} headingLevel={3} />
    </Dialog>
  );
}
