/**
 * Spec §2 Account page, tab 3 "Monthly Usage": the usage card (billing banner, with the red
 * failed-invoice alert, and the figures), this month's answers and the invoices.
 */
import { useBillingCurrent } from '../api.ts';
import { InvoiceList } from './invoice-list.tsx';
import { UsageCard } from './usage-card.tsx';
import { UsageEvents } from './usage-events.tsx';

export function UsageTab({ userId }: { userId: number }) {
  // The same cache entry as the usage card: no second request.
  const { data } = useBillingCurrent(userId);
  return (
    <div className="space-y-6">
      <UsageCard userId={userId} />
      <UsageEvents userId={userId} />
      <InvoiceList userId={userId} provider={data?.cardProvider ?? 'test'} />
    </div>
  );
}
