/**
 * A titled card of the billing lists (this month's answers, invoices, plan charges): the load
 * error, a spinner while loading, the empty text, or the list itself.
 */
import { useId, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';

export function ListSection({
  title,
  error,
  loading,
  loadingLabel,
  empty,
  emptyText,
  children,
}: {
  title: string;
  /** Shown instead of the list when there is nothing to show. */
  error: string | null;
  loading: boolean;
  loadingLabel: string;
  empty: boolean;
  emptyText: string;
  /** Rendered only once loaded and not empty. */
  children: () => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {error !== null ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : loading ? (
        <Spinner label={loadingLabel} />
      ) : empty ? (
        <p className="mt-3 text-sm text-slate-600">{emptyText}</p>
      ) : (
        children()
      )}
    </section>
  );
}
