/** This month's ledger on the Monthly Usage tab: one row per AI answer, with its price or the credit that paid for it. */
import { Link } from 'react-router';
import type { UsageEventDto } from '../../../../../schema/api/billing.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ListSection } from './list-section.tsx';
import type { Translation } from '../../../i18n/bilingual.ts';
import type { Formatters } from '../../../i18n/format.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { useUsageEvents } from '../api.ts';
import { ENGLISH_FORMAT } from '../localize.ts';
import { BILLING_TEXTS, CREDIT_LABEL, CREDIT_LABELS, USAGE_KIND_LABELS } from '../messages.ts';

export function eventPrice(
  event: Pick<UsageEventDto, 'priceFils' | 'credit'>,
  credits: Translation<typeof CREDIT_LABEL> = CREDIT_LABEL,
  format: Formatters = ENGLISH_FORMAT,
): string {
  return event.priceFils === 0 && event.credit ? credits[event.credit] : format.fils(event.priceFils);
}

function Conversation({ event }: { event: UsageEventDto }) {
  const T = useTexts(BILLING_TEXTS);
  if (event.chatId !== null && event.chatTitle) {
    return (
      <Link to={`/chat/${event.chatId}`} dir="auto" className="font-medium text-blue-800 hover:underline">
        {event.chatTitle}
      </Link>
    );
  }
  return <span className="text-slate-500">{event.chatId !== null ? T.deletedConversation : '—'}</span>;
}

export function UsageEvents({ userId }: { userId: number }) {
  const { data, error } = useUsageEvents(userId);
  const T = useTexts(BILLING_TEXTS);
  const credits = useTexts(CREDIT_LABELS);
  const kinds = useTexts(USAGE_KIND_LABELS);
  const { format } = useLocale();
  const c = T.columns;
  return (
    <ListSection
      title={T.eventsTitle}
      error={!data && error ? T.eventsLoadError(error.message) : null}
      loading={!data}
      loadingLabel={T.loadingEvents}
      empty={data?.events.length === 0}
      emptyText={T.noEvents}
    >
      {() => (
        <DataTable className="mt-3" columns={[{ label: c.date }, { label: c.answer }, { label: c.price }, { label: c.conversation }]}>
          {data!.events.map((event) => (
            <tr key={event.id}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{format.date(event.createdAt)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-800">{kinds[event.kind]}</td>
              <td className={`whitespace-nowrap px-4 py-3 tabular-nums ${event.priceFils === 0 ? 'text-emerald-700' : 'font-semibold text-slate-900'}`}>
                {eventPrice(event, credits, format)}
              </td>
              <td className="max-w-xs truncate px-4 py-3">
                <Conversation event={event} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  );
}
