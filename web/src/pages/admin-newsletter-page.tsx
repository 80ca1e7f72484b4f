/**
 * /admin/beehiiv (spec §2 "Admin newsletter integration"): connection status and configuration flags,
 * re-read every 30 s, and a test subscriber form. A 401/403 shows the 'Admin access required…' card.
 */
import { NEWSLETTER_MESSAGES, NEWSLETTER_PROVIDER } from '../../../schema/api/admin-newsletter.ts';
import { Alert } from '../components/ui/form-fields.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { AdminAccessCard, isAccessRefused } from '../features/admin/components/admin-access-card.tsx';
import { AdminPageHeader } from '../features/admin/components/admin-page-header.tsx';
import { useNewsletterStatus } from '../features/admin/newsletter/api.ts';
import { NewsletterStatus } from '../features/admin/newsletter/components/newsletter-status.tsx';
import { TestSubscriberForm } from '../features/admin/newsletter/components/test-subscriber-form.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { Button } from '../components/ui/button.tsx';

const TITLE = `Newsletter (${NEWSLETTER_PROVIDER.name})`;

export function AdminNewsletterPage() {
  useDocumentTitle(TITLE);
  const { data, error, isValidating, mutate } = useNewsletterStatus();

  if (error && isAccessRefused(error)) return <AdminAccessCard title="Admin Access Required" />;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <AdminPageHeader
        title={TITLE}
        subtitle={`Sign-ups join the ${NEWSLETTER_PROVIDER.name} newsletter, tagged with their source.`}
        actions={
          <Button onClick={() => void mutate()} disabled={isValidating} variant="secondary" size="sm">
            {isValidating ? 'Checking…' : 'Check again'}
          </Button>
        }
      />
      {error && (
        <Alert kind="error" title={NEWSLETTER_MESSAGES.loadFailed}>
          {error.message}
        </Alert>
      )}
      {data ? (
        <>
          <NewsletterStatus status={data} />
          <TestSubscriberForm connected={data.connected} />
        </>
      ) : (
        !error && <Spinner label={`Checking the ${NEWSLETTER_PROVIDER.name} connection…`} />
      )}
    </div>
  );
}
