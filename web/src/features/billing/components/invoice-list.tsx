/**
 * The invoices on the Monthly Usage tab, newest first: the pay-per-use invoices and the
 * Professional Plan's charges (GET /api/stripe/plan-charges, docs/decisions/026-plan-charges-shown.md).
 * A failed pay-per-use invoice shows why and offers 'Retry payment' (POST
 * /api/billing/invoices/:id/pay); when the bank asks the customer to authenticate, Stripe's dialog
 * confirms the payment and the retry is sent again. A plan charge is paid by replacing the card.
 */
import { useId } from 'react';
import { type CardProviderKind, type InvoiceDto, type InvoiceStatus } from '../../../../../schema/api/billing.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { Translation } from '../../../i18n/bilingual.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import type { PlanChargeDto } from '../../../../../schema/api/subscriptions.ts';
import { BillingError, payInvoice, useInvoices, usePlanCharges, useRevalidateBilling } from '../api.ts';
import { problemOfBody } from '../../../lib/api-client.ts';
import { SUBSCRIPTION_TEXTS } from '../subscription/messages.ts';
import { asSent, billingSaidOfProblem, billingText, countText, monthOf, useBillingText, type BillingSaid } from '../localize.ts';
import { BILLING_TEXT, BILLING_TEXTS, INVOICE_REASON_LABELS, INVOICE_STATUS_LABELS } from '../messages.ts';
import { ErrorAlert } from '../../../components/ui/controls.tsx';
import { useMutation } from '../../../lib/use-mutation.ts';
import { ListSection } from './list-section.tsx';
import { Button } from '../../../components/ui/button.tsx';

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
      if (failure) return { ok: false as const, message: asSent(failure) };
    }
    // Authenticated (or the test provider, which accepts an on-session payment): the server now finds it paid.
    res = await payInvoice(id);
  }
  if (res.success && res.data.status === 'paid') return { ok: true as const, invoice: res.data };
  const problem = problemOfBody(402, res);
  if (problem) return { ok: false as const, message: billingSaidOfProblem(problem, billingText('unexpected')) };
  const text = res.error || res.data.failureMessage;
  return { ok: false as const, message: text ? asSent(text) : billingText('unexpected') };
}

function RetryPayment({ invoice, provider }: { invoice: InvoiceDto; provider: CardProviderKind }) {
  const toast = useToast();
  const T = useTexts(BILLING_TEXTS);
  const { format } = useLocale();
  const localized = useBillingText();
  const revalidate = useRevalidateBilling();
  const reasonId = useId();
  const {
    run: retry,
    busy,
    error,
    setError,
  } = useMutation(() => attemptPayment(invoice.id, provider, T), {
    onSuccess: (outcome) => {
      if (outcome.ok) toast({ title: T.invoicePaid, description: T.invoicePaidText(format.fils(outcome.invoice.totalFils)) });
      else setError(outcome.message);
    },
    errorOf: (e): BillingSaid => (e instanceof BillingError ? e.said : billingText('unexpected')),
    onSettled: () => void revalidate(),
  });

  return (
    <div className="space-y-2">
      {invoice.failureMessage && (
        <p id={reasonId} className="text-xs text-red-800">
          {invoice.failureMessage}
        </p>
      )}
      <Button onClick={() => void retry()} disabled={busy} aria-describedby={invoice.failureMessage ? reasonId : undefined} variant="primary" size="xs">
        {busy ? T.retrying : T.retryPayment}
      </Button>
      <ErrorAlert message={error ? localized(error) : null} />
    </div>
  );
}

function StatusCell({ status, paidAt }: { status: InvoiceStatus; paidAt: string | null }) {
  const T = useTexts(BILLING_TEXTS);
  const statusLabel = useTexts(INVOICE_STATUS_LABELS);
  const { format } = useLocale();
  return (
    <td className="whitespace-nowrap px-4 py-3">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{statusLabel[status]}</span>
      {paidAt && <span className="mt-1 block text-xs text-slate-500">{T.paidOn(format.date(paidAt) ?? paidAt)}</span>}
    </td>
  );
}

/** One charge of the Professional Plan: the month it pays for, the price before a coupon, what was charged. */
export function PlanChargeRow({ charge, withActions = false }: { charge: PlanChargeDto; withActions?: boolean }) {
  const S = useTexts(SUBSCRIPTION_TEXTS);
  const { language, numerals, format } = useLocale();
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">{format.date(charge.createdAt)}</td>
      {/* The description wraps: in the narrow portal a table wider than its box would scroll sideways. */}
      <td className="min-w-40 px-4 py-3 text-slate-800">
        {monthOf((charge.periodStart ?? charge.createdAt).slice(0, 7), language, numerals)}
        <span className="block text-xs text-slate-500">
          {S.planName}
          {charge.discountFils > 0 && <> · {S.chargeBeforeDiscount(format.fils(charge.priceFils), charge.couponCode)}</>}
        </span>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-end font-semibold tabular-nums text-slate-900">{format.fils(charge.amountFils)}</td>
      <StatusCell status={charge.status} paidAt={charge.paidAt} />
      {withActions && <td className="min-w-48 px-4 py-3" />}
    </tr>
  );
}

/** The local test portal's list of the plan's charges. */
export function PlanChargeList({ userId }: { userId: number }) {
  const { data, error } = usePlanCharges(userId);
  const T = useTexts(BILLING_TEXTS);
  const S = useTexts(SUBSCRIPTION_TEXTS);
  const c = T.columns;
  return (
    <ListSection
      title={S.chargesTitle}
      error={!data && error ? S.chargesLoadError : null}
      loading={!data}
      loadingLabel={S.loadingCharges}
      empty={data?.length === 0}
      emptyText={S.noCharges}
    >
      {() => (
        <DataTable className="mt-3" columns={[{ label: c.date }, { label: c.period }, { label: c.amount, align: 'right' }, { label: c.status }]}>
          {data!.map((charge) => (
            <PlanChargeRow key={charge.id} charge={charge} />
          ))}
        </DataTable>
      )}
    </ListSection>
  );
}

/** A pay-per-use invoice: its answers, and 'Retry payment' when its payment failed. */
function UsageInvoiceRow({ invoice, provider }: { invoice: InvoiceDto; provider: CardProviderKind }) {
  const T = useTexts(BILLING_TEXTS);
  const reasonLabel = useTexts(INVOICE_REASON_LABELS);
  const { language, numerals, format } = useLocale();
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">{format.date(invoice.createdAt)}</td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-800">
        {monthOf(invoice.period, language, numerals)}
        <span className="block text-xs text-slate-500">
          {reasonLabel[invoice.reason]} · {countText(format, invoice.lineCount, T.answers)}
        </span>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-end font-semibold tabular-nums text-slate-900">{format.fils(invoice.totalFils)}</td>
      <StatusCell status={invoice.status} paidAt={invoice.paidAt} />
      <td className="min-w-48 px-4 py-3">{invoice.status === 'failed' && <RetryPayment invoice={invoice} provider={provider} />}</td>
    </tr>
  );
}

type Row = { kind: 'usage'; at: string; invoice: InvoiceDto } | { kind: 'plan'; at: string; charge: PlanChargeDto };

/** Pay-per-use invoices and plan charges in one list, newest first. */
function rowsOf(invoices: InvoiceDto[], charges: PlanChargeDto[]): Row[] {
  const rows: Row[] = [
    ...invoices.map((invoice) => ({ kind: 'usage' as const, at: invoice.createdAt, invoice })),
    ...charges.map((charge) => ({ kind: 'plan' as const, at: charge.createdAt, charge })),
  ];
  return rows.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export function InvoiceList({ userId, provider }: { userId: number; provider: CardProviderKind }) {
  const { data, error } = useInvoices(userId);
  // The plan's charges come from the card provider: if they cannot be read, the invoices still show.
  const charges = usePlanCharges(userId);
  const T = useTexts(BILLING_TEXTS);
  const c = T.columns;
  const loading = !data || (!charges.data && !charges.error);
  const rows = data ? rowsOf(data, charges.data ?? []) : [];
  return (
    <ListSection
      title={T.invoicesTitle}
      error={!data && error ? T.invoicesLoadError(error.message) : null}
      loading={loading}
      loadingLabel={T.loadingInvoices}
      empty={rows.length === 0}
      emptyText={T.noInvoices}
    >
      {() => (
        <DataTable
          className="mt-3"
          columns={[{ label: c.date }, { label: c.period }, { label: c.amount, align: 'right' }, { label: c.status }, { label: c.actions, hidden: true }]}
        >
          {rows.map((row) =>
            row.kind === 'plan' ? (
              <PlanChargeRow key={`plan-${row.charge.id}`} charge={row.charge} withActions />
            ) : (
              <UsageInvoiceRow key={row.invoice.id} invoice={row.invoice} provider={provider} />
            ),
          )}
        </DataTable>
      )}
    </ListSection>
  );
}
