/**
 * The invoices on the Monthly Usage tab, newest first. A failed one shows why and offers
 * 'Retry payment' (POST /api/billing/invoices/:id/pay); when the bank asks the customer to
 * authenticate, Stripe's dialog confirms the payment and the retry is sent again.
 */
import { useId, useState } from 'react';
import { BILLING_MESSAGES, type CardProviderKind, type InvoiceDto, type InvoiceStatus } from '../../../../../schema/api/billing.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { Translation } from '../../../i18n/bilingual.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { payInvoice, useInvoices, useRevalidateBilling } from '../api.ts';
import { countText, monthOf, useServerText } from '../localize.ts';
import { BILLING_TEXT, BILLING_TEXTS, INVOICE_REASON_LABELS, INVOICE_STATUS_LABELS } from '../messages.ts';
import { ErrorAlert, primaryButton } from '../../../components/ui/controls.tsx';

/** 'November 2026' from '2026-11' (in English; the list shows the active language's). */
export function formatPeriod(period: string): string {
  return monthOf(period);
}

const STATUS_STYLE: Record<InvoiceStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  open: 'bg-blue-100 text-blue-800',
  failed: 'bg-red-100 text-red-800',
  void: 'bg-slate-100 text-slate-700',
};

/** One payment attempt, with the browser's authentication step when the bank asks for it. */
async function attemptPayment(id: number, provider: CardProviderKind, t: Pick<Translation<typeof BILLING_TEXT>, 'stripeNotLoaded' | 'paymentNotConfirmed'>) {
  let res = await payInvoice(id);
  if (res.requiresAction) {
    const { clientSecret, paymentMethodId, publishableKey } = res.requiresAction;
    if (provider === 'stripe' && publishableKey) {
      const { confirmInvoicePayment } = await import('../stripe-client.ts');
      const failure = await confirmInvoicePayment(publishableKey, clientSecret, paymentMethodId, t);
      if (failure) return { ok: false as const, message: failure };
    }
    // Authenticated (or the test provider, which accepts an on-session payment): the server now finds it paid.
    res = await payInvoice(id);
  }
  if (res.success && res.data.status === 'paid') return { ok: true as const, invoice: res.data };
  return { ok: false as const, message: res.error || res.data.failureMessage || BILLING_MESSAGES.unexpected };
}

function RetryPayment({ invoice, provider }: { invoice: InvoiceDto; provider: CardProviderKind }) {
  const toast = useToast();
  const T = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  const localized = useServerText();
  const revalidate = useRevalidateBilling();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await attemptPayment(invoice.id, provider, T);
      if (outcome.ok) toast({ title: T.invoicePaid, description: T.invoicePaidText(format.fils(outcome.invoice.totalFils)) });
      else setError(outcome.message);
    } catch (e) {
      setError(e instanceof Error ? e.message : BILLING_MESSAGES.unexpected);
    } finally {
      setBusy(false);
      void revalidate();
    }
  };

  return (
    <div className="space-y-2">
      {invoice.failureMessage && (
        <p id={reasonId} className="text-xs text-red-800">
          {localized(invoice.failureMessage)}
        </p>
      )}
      <button type="button" onClick={() => void retry()} disabled={busy} aria-describedby={invoice.failureMessage ? reasonId : undefined} className={`${primaryButton} px-3 py-1.5 text-xs`}>
        {busy ? T.retrying : T.retryPayment}
      </button>
      <ErrorAlert message={localized(error)} />
    </div>
  );
}

export function InvoiceList({ userId, provider }: { userId: number; provider: CardProviderKind }) {
  const { data, error } = useInvoices(userId);
  const T = useTexts(BILLING_TEXTS);
  const statusLabel = useTexts(INVOICE_STATUS_LABELS);
  const reasonLabel = useTexts(INVOICE_REASON_LABELS);
  const { language, numerals, format } = useLocale();
  const localized = useServerText();
  const c = T.columns;
  return (
    <section aria-labelledby="invoices-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="invoices-heading" className="text-lg font-bold text-slate-900">
        {T.invoicesTitle}
      </h2>
      {!data && error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {T.invoicesLoadError(localized(error.message))}
        </p>
      ) : !data ? (
        <Spinner label={T.loadingInvoices} />
      ) : data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{T.noInvoices}</p>
      ) : (
        <DataTable className="mt-3" columns={[{ label: c.date }, { label: c.period }, { label: c.amount, align: 'right' }, { label: c.status }, { label: c.actions, hidden: true }]}>
          {data.map((invoice) => (
            <tr key={invoice.id} className="align-top">
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{format.date(invoice.createdAt)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-800">
                {monthOf(invoice.period, language, numerals)}
                <span className="block text-xs text-slate-500">
                  {reasonLabel[invoice.reason]} · {countText(format, invoice.lineCount, T.answers)}
                </span>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-end font-semibold tabular-nums text-slate-900">{format.fils(invoice.totalFils)}</td>
              <td className="whitespace-nowrap px-4 py-3">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[invoice.status]}`}>{statusLabel[invoice.status]}</span>
                {invoice.paidAt && <span className="mt-1 block text-xs text-slate-500">{T.paidOn(format.date(invoice.paidAt) ?? invoice.paidAt)}</span>}
              </td>
              <td className="min-w-48 px-4 py-3">{invoice.status === 'failed' && <RetryPayment invoice={invoice} provider={provider} />}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
