/** Spec §2/§5: the 'Test Add' form; disabled without an e-mail or while the newsletter is not connected. */
import { useId, useState, type FormEvent } from 'react';
import { type AddSubscriberResponse, NEWSLETTER_SOURCES, type NewsletterSource } from '../../../../../../schema/api/admin-newsletter.ts';
import { Alert, SubmitButton, TextField } from '../../../../components/ui/form-fields.tsx';
import { addTestSubscriber } from '../api.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

export function TestSubscriberForm({ connected }: { connected: boolean }) {
  const sourceId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [source, setSource] = useState<NewsletterSource>('direct');
  const [result, setResult] = useState<AddSubscriberResponse | null>(null);
  const add = useMutation(addTestSubscriber, {
    onSuccess: (answer) => {
      setResult(answer);
      if (answer.success) {
        setEmail('');
        setName('');
      }
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !connected) return;
    setResult(null);
    void add.run({ email: email.trim(), source, ...(name.trim() ? { name: name.trim() } : {}) });
  };

  return (
    <section aria-labelledby="newsletter-test-add" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="newsletter-test-add" className="text-lg font-semibold text-slate-900">
        Test subscriber
      </h2>
      <p className="mt-1 text-sm text-slate-600">Adds one address to the newsletter exactly as a sign-up would, with the source you choose.</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label="Test subscriber">
        {result &&
          (result.success ? (
            <Alert kind="success" title="Subscriber added">
              {result.message}
            </Alert>
          ) : (
            <Alert kind="error" title="Test add failed">
              {result.error}
            </Alert>
          ))}
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="test@example.com"
            autoComplete="off"
          />
          <TextField label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          <div>
            <label htmlFor={sourceId} className="block text-sm font-medium text-slate-800">
              Source
            </label>
            <select
              id={sourceId}
              value={source}
              onChange={(e) => setSource(e.target.value as NewsletterSource)}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
            >
              {NEWSLETTER_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="sm:w-48">
          <SubmitButton busy={add.busy} busyLabel="Adding…" disabled={!email.trim() || !connected}>
            Test Add
          </SubmitButton>
        </div>
        {!connected && <p className="text-sm text-slate-500">Test Add is available once the newsletter is connected.</p>}
      </form>
    </section>
  );
}
