/** This month's ledger on the Monthly Usage tab: one row per AI answer, with its price or the credit that paid for it. */
import { Link } from 'react-router';
import type { UsageEventDto } from '../../../../../schema/api/billing.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatFils } from '../../../lib/format.ts';
import { useUsageEvents } from '../api.ts';
import { BILLING_TEXT as T, CREDIT_LABEL, USAGE_KIND_LABEL } from '../messages.ts';

export function eventPrice(event: Pick<UsageEventDto, 'priceFils' | 'credit'>): string {
  return event.priceFils === 0 && event.credit ? CREDIT_LABEL[event.credit] : formatFils(event.priceFils);
}

function Conversation({ event }: { event: UsageEventDto }) {
  if (event.chatId !== null && event.chatTitle) {
    return (
      <Link to={`/chat/${event.chatId}`} className="font-medium text-blue-800 hover:underline">
        {event.chatTitle}
      </Link>
    );
  }
  return <span className="text-slate-500">{event.chatId !== null ? T.deletedConversation : '—'}</span>;
}

export function UsageEvents({ userId }: { userId: number }) {
  const { data, error } = useUsageEvents(userId);
  return (
    <section aria-labelledby="usage-events-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="usage-events-heading" className="text-lg font-bold text-slate-900">
        {T.eventsTitle}
      </h2>
      {!data && error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Unable to load this month&apos;s answers: {error.message}
        </p>
      ) : !data ? (
        <Spinner label="Loading this month's answers…" />
      ) : data.events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{T.noEvents}</p>
      ) : (
        <DataTable className="mt-3" columns={[{ label: 'Date' }, { label: 'Answer' }, { label: 'Price' }, { label: 'Conversation' }]}>
          {data.events.map((event) => (
            <tr key={event.id}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(event.createdAt)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-800">{USAGE_KIND_LABEL[event.kind]}</td>
              <td className={`whitespace-nowrap px-4 py-3 tabular-nums ${event.priceFils === 0 ? 'text-emerald-700' : 'font-semibold text-slate-900'}`}>{eventPrice(event)}</td>
              <td className="max-w-xs truncate px-4 py-3">
                <Conversation event={event} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
