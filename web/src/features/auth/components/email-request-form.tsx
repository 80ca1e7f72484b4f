import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES as M } from '../../../../../schema/api/auth-messages.ts';
import { serverMessage } from '../../../lib/api-client.ts';
import { Alert, SubmitButton, TextField } from '../../../components/ui/form-fields.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { AUTH_TEXTS } from '../messages.ts';
import { useAuthMessage } from '../use-auth-message.ts';

/**
 * An e-mail field that asks the server to mail a link (forgot password, resend verification).
 * The server answers the same whether or not the address has an account.
 */
export function EmailRequestForm({
  send,
  submitLabel,
  sentText,
  errorTitle,
  fallbackError,
  onSent,
  keepFormAfterSending = false,
}: {
  send: (email: string) => Promise<unknown>;
  submitLabel: string;
  sentText: string;
  errorTitle: string;
  fallbackError: string;
  onSent?: () => void;
  keepFormAfterSending?: boolean;
}) {
  const t = useTexts(AUTH_TEXTS);
  const localize = useAuthMessage();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError(M.enterEmail);
    setBusy(true);
    setError(null);
    try {
      await send(email.trim());
      setSent(true);
      onSent?.();
    } catch (err) {
      setError(serverMessage(err, fallbackError));
    } finally {
      setBusy(false);
    }
  };

  if (sent && !keepFormAfterSending) return <Alert kind="success">{sentText}</Alert>;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {sent && <Alert kind="success">{sentText}</Alert>}
      {error && (
        <Alert kind="error" title={errorTitle}>
          {localize(error)}
        </Alert>
      )}
      <TextField label={t.email} type="email" name="email" autoComplete="email" dir="ltr" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <SubmitButton busy={busy} busyLabel={t.sending}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
