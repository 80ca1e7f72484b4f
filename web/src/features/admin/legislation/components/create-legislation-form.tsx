/**
 * The 'Add Legislation' form (spec §2, §4 "Create legislation", §5): the title is required
 * (Create stays disabled while it is blank); type, chapter and tax category are selects with a
 * 'None' option; the status is free text; the tax category starts on 'Corporate Tax'.
 */
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_TAX_CATEGORY, SELECT_NONE } from '../../../../../../schema/api/admin-legislation.ts';
import type { CreateLegislationRequest } from '../../../../../../schema/api/admin-legislation-requests.ts';
import { writeFailureMessage } from '../api.ts';
import type { Choices } from '../record-filters.ts';

import { Button } from '../../../../components/ui/button.tsx';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { inputClass, labelClass, SelectField } from './select-field.tsx';

export const CREATE_FAILED = 'Failed to create legislation';

const EMPTY_FORM = { title: '', legislation: SELECT_NONE, chapter: SELECT_NONE, status: '', tax_category: DEFAULT_TAX_CATEGORY };
const orNull = (v: string) => (v === SELECT_NONE || v.trim() === '' ? null : v.trim());

export function CreateLegislationForm({
  choices,
  onCreate,
  onCreated,
}: {
  choices: Choices;
  onCreate: (body: CreateLegislationRequest) => Promise<unknown>;
  onCreated: () => void;
}) {
  const [form, setForm] = useState(EMPTY_FORM);
  const titleId = useId();
  const statusId = useId();
  const set = (change: Partial<typeof EMPTY_FORM>) => setForm((f) => ({ ...f, ...change }));
  const none = { value: SELECT_NONE, label: 'None' };
  const create = useMutation(onCreate, {
    onSuccess: () => {
      setForm(EMPTY_FORM);
      onCreated();
    },
    errorOf: (err) => {
      console.error(CREATE_FAILED, err);
      window.alert(`${CREATE_FAILED}: ${writeFailureMessage(err, CREATE_FAILED)}`);
      return null;
    },
  });
  const creating = create.busy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.title.trim() || creating) return;
    void create.run({
      title: form.title.trim(),
      legislation: orNull(form.legislation),
      chapter: orNull(form.chapter),
      status: orNull(form.status),
      tax_category: orNull(form.tax_category),
    });
  };

  return (
    <form aria-label="Add Legislation" onSubmit={submit} className="space-y-4 rounded-lg border border-blue-200 bg-blue-50/40 p-4">
      <div>
        <label htmlFor={titleId} className={labelClass}>
          Title (required)
        </label>
        <input id={titleId} value={form.title} onChange={(e) => set({ title: e.target.value })} required maxLength={500} className={inputClass} />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Type" value={form.legislation} onValue={(legislation) => set({ legislation })} options={choices.legislation} first={none} />
        <SelectField label="Chapter" value={form.chapter} onValue={(chapter) => set({ chapter })} options={choices.chapter} first={none} />
        <div>
          <label htmlFor={statusId} className={labelClass}>
            Status
          </label>
          <input
            id={statusId}
            value={form.status}
            onChange={(e) => set({ status: e.target.value })}
            placeholder="e.g. Active"
            maxLength={100}
            className={inputClass}
          />
        </div>
        <SelectField
          label="Tax category"
          value={form.tax_category}
          onValue={(tax_category) => set({ tax_category })}
          options={choices.tax_category}
          first={none}
        />
      </div>
      <Button type="submit" disabled={creating || !form.title.trim()} variant="primary" size="sm">
        {creating ? 'Creating...' : 'Create'}
      </Button>
    </form>
  );
}
