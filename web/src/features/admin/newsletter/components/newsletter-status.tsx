/** Spec §2 "Admin newsletter integration": connection status and the flags of what is configured. */
import {
  missingNewsletterSettings,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PROVIDER,
  NEWSLETTER_SETTINGS,
  type NewsletterConfigFlags,
  type NewsletterTestResult,
} from '../../../../../../schema/api/admin-newsletter.ts';
import { Alert } from '../../../../components/ui/form-fields.tsx';

const FLAGS: { key: keyof NewsletterConfigFlags; label: string }[] = [
  { key: 'apiKeySet', label: 'API key set' },
  { key: 'publicationIdSet', label: 'Publication ID set' },
  { key: 'automationIdsSet', label: 'Automation IDs set (optional)' },
];

export function NewsletterStatus({ status }: { status: NewsletterTestResult }) {
  const missing = missingNewsletterSettings(status.config);
  return (
    <section aria-labelledby="newsletter-status" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-status" className="text-lg font-semibold text-slate-900">
          Connection status
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${status.connected ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
          data-testid="newsletter-connection"
        >
          {status.connected ? 'Connected' : 'Not connected'}
        </span>
      </div>

      {status.connected && status.publicationName && (
        <p className="text-sm text-slate-700">
          Publication: <span className="font-semibold">{status.publicationName}</span>
        </p>
      )}
      {missing.length > 0 ? (
        <Alert kind="info" title={NEWSLETTER_MESSAGES.notConfigured}>
          <p>
            Set{' '}
            {missing.map((name, i) => (
              <span key={name}>
                {i > 0 && ' and '}
                <code className="font-mono">{name}</code>
              </span>
            ))}{' '}
            (optionally <code className="font-mono">{NEWSLETTER_SETTINGS.automationIds}</code>) as Worker secrets with{' '}
            <code className="font-mono">wrangler secret put</code>, or in <code className="font-mono">.dev.vars</code> locally.
          </p>
        </Alert>
      ) : (
        !status.connected &&
        status.error && (
          <Alert kind="error" title={`${NEWSLETTER_PROVIDER.name} connection failed`}>
            {status.error}
          </Alert>
        )
      )}

      <dl className="grid gap-2 sm:grid-cols-3">
        {FLAGS.map(({ key, label }) => (
          <div key={key} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className={`text-sm font-semibold ${status.config[key] ? 'text-green-700' : 'text-slate-500'}`}>{status.config[key] ? 'Yes' : 'No'}</dd>
          </div>
        ))}
      </dl>

      <ul className="list-disc space-y-1 ps-5 text-sm text-slate-600">
        <li>Once configured, every sign-up is added automatically, tagged with where it signed up (pricing, about, chat, direct).</li>
        <li>A newsletter failure never blocks or slows registration; it is only logged.</li>
      </ul>
    </section>
  );
}
