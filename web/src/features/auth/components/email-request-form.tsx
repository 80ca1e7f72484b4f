import { useState, type FormEvent } from 'react';
import { Alert, SubmitButton, TextField } from '../../../components/ui/form-fields.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { AUTH_TEXTS, authSaidOf, type AuthSaid, type AuthTextKey } from '../messages.ts';
import { useAuthText } from '../use-auth-text.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

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
  fallbackError: AuthTextKey;
  onSent?: () => void;
  keepFormAfterSending?: boolean;
}) {
  const t = useTexts(AUTH_TEXTS);
  const localize = useAuthText();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const request = useMutation(send, {
    onSuccess: () => {
      setSent(true);
      onSent?.();
    },
    errorOf: (err): AuthSaid => authSaidOf(err, fallbackError),
  });
  const { busy, error } = request;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return request.setError({ key: 'enterEmail' });
    void request.run(email.trim());
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
