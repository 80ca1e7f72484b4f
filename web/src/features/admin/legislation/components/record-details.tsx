/**
 * An expanded record (spec §2): tabs Basic Info, Content, Dates & Metadata with one inline editor
 * per editable field; the last tab also shows the figures the server computes from the text and
 * the record's change history.
 */
import { useId, useState } from 'react';
import {
  ADMIN_LEGISLATION_MESSAGES as M,
  DERIVED_FIELDS,
  EDITABLE_FIELDS,
  type AdminLegislationRecord,
  type FieldTab,
  type LegislationAuditEntry,
} from '../../../../../../schema/api/admin-legislation.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { formatContextCost, formatNumber } from '../../../../lib/format.ts';
import { useAdminLegislationRecord, useLegislationWrites } from '../api.ts';
import type { Choices, FilterKey } from '../record-filters.ts';
import { InlineFieldEditor } from './inline-field-editor.tsx';

const TABS: Array<{ key: FieldTab; label: string }> = [
  { key: 'basic', label: 'Basic Info' },
  { key: 'content', label: 'Content' },
  { key: 'dates', label: 'Dates & Metadata' },
];

/** '3 Apr 2026, 09:15 UTC' from an ISO timestamp. */
export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;
}

function derivedValue(record: AdminLegislationRecord, key: (typeof DERIVED_FIELDS)[number]['key']): string {
  switch (key) {
    case 'context_cost':
      return formatContextCost(record.context_cost);
    case 'created_at':
    case 'updated_at':
      return formatTimestamp(record[key]);
    default:
      return formatNumber(record[key]);
  }
}

const isChoiceField = (key: string): key is FilterKey => key === 'chapter' || key === 'legislation' || key === 'tax_category' || key === 'status';
const fieldLabel = (key: string) => (key === '*' ? 'Record' : (EDITABLE_FIELDS.find((f) => f.key === key)?.label ?? key));

export function RecordDetails({ id, choices }: { id: number; choices: Choices }) {
  const [tab, setTab] = useState<FieldTab>('basic');
  const { data, error, isLoading } = useAdminLegislationRecord(id);
  const { saveField } = useLegislationWrites();

  if (isLoading && !data) return <Spinner label="Loading record…" />;
  if (error || !data) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        Could not load this record: {error?.message ?? 'no data'}
      </p>
    );
  }
  const { record, audit } = data;

  const panel = (key: FieldTab) => (
    <div>
      {EDITABLE_FIELDS.filter((f) => f.tab === key).map((field) => (
        <InlineFieldEditor
          key={field.key}
          field={field}
          value={record[field.key]}
          choices={field.kind === 'select' && isChoiceField(field.key) ? choices[field.key] : undefined}
          readOnlyNote={field.key === 'original_text' && record.markdown ? M.textFollowsMarkdown : undefined}
          onSave={(value) => saveField(id, field.key, value)}
        />
      ))}
      {key === 'dates' && (
        <>
          <DerivedFigures record={record} />
          <AuditLog entries={audit} />
        </>
      )}
    </div>
  );

  return (
    <Tabs label={`Fields of ${record.title}`} selected={tab} onSelect={setTab} items={TABS.map((t) => ({ key: t.key, label: t.label, panel: panel(t.key) }))} />
  );
}

function DerivedFigures({ record }: { record: AdminLegislationRecord }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Computed figures
      </h4>
      <p className="text-xs text-slate-500">Computed by the server from the text after every change; they cannot be edited.</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {DERIVED_FIELDS.map((f) => (
          <div key={f.key}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{f.label}</dt>
            <dd className="text-sm tabular-nums text-slate-900">{derivedValue(record, f.key)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function AuditValue({ value }: { value: string | null }) {
  return value === null || value === '' ? (
    <span className="italic text-slate-400">empty</span>
  ) : (
    <span className="whitespace-pre-wrap break-words">{value}</span>
  );
}

function AuditLog({ entries }: { entries: LegislationAuditEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        History
      </h4>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">No changes recorded.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {entries.map((e) => (
            <li key={e.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="text-xs text-slate-500">
                <span className="font-semibold text-slate-700">{e.user_email}</span> · <time dateTime={e.created_at}>{formatTimestamp(e.created_at)}</time>
              </p>
              {e.action === 'create' ? (
                <p className="mt-1 text-slate-800">Created the record</p>
              ) : (
                <p className="mt-1 text-slate-800">
                  <span className="font-semibold">{fieldLabel(e.field)}</span>: <AuditValue value={e.old_value} /> <span aria-label="changed to">→</span>{' '}
                  <AuditValue value={e.new_value} />
                  {e.truncated && <span className="ms-1 text-xs text-slate-500">(cut)</span>}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
