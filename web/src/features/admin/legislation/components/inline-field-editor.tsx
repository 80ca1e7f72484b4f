/**
 * One field of a record, edited in place (spec §4 "Inline field editor"): view → Edit → Save /
 * Cancel; 'Saving...' while the PATCH runs; back to view with the server's record on success,
 * or still editing with the error shown on failure (and the alert of spec §8). Focus moves into
 * the input on Edit and back to the Edit button after Save or Cancel; Escape cancels.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ADMIN_LEGISLATION_MESSAGES as M, SELECT_NONE } from '../../../../../../schema/api/admin-legislation.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { writeFailureMessage } from '../api.ts';
import { displayText, initialDraft, LONG_TEXT_CHARS, parseDraft, PREVIEW_CHARS, type EditableFieldDef, type FieldValue } from '../field-values.ts';
import { inputClass } from './select-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useMutation } from '../../../../lib/use-mutation.ts';

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function InlineFieldEditor({
  field,
  value,
  choices = [],
  readOnlyNote,
  onSave,
}: {
  field: EditableFieldDef;
  value: FieldValue;
  /** A select's values (from the field choices); 'None' and the current value are added. */
  choices?: string[];
  /** Shown instead of the Edit button when the field cannot be edited for this record. */
  readOnlyNote?: string;
  onSave: (value: string | number | null) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<FormControl | null>(null);
  const editRef = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  const saveDraft = useMutation(onSave, {
    onSuccess: () => close(),
    errorOf: (err) => {
      const message = writeFailureMessage(err, M.updateFailed);
      window.alert(`Failed to update ${field.key}: ${message}`);
      return message;
    },
  });
  const { busy: saving, error, setError } = saveDraft;

  const startEdit = () => {
    setDraft(initialDraft(field, value));
    setError(null);
    setEditing(true);
  };

  function close() {
    returnFocus.current = true;
    setError(null);
    setEditing(false);
  }

  const save = () => {
    const parsed = parseDraft(field, draft);
    if (!parsed.ok) {
      setError(parsed.message);
      inputRef.current?.focus();
      return;
    }
    void saveDraft.run(parsed.value);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !saving) {
      e.preventDefault();
      close();
    }
  };

  const help = readOnlyNote ?? ('help' in field ? field.help : undefined);
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  if (!editing) {
    return (
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 py-3">
        <dl className="min-w-0 flex-1">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{field.label}</dt>
          <dd className="mt-1 text-sm text-slate-900">
            <FieldView field={field} value={value} />
          </dd>
          {help && (
            <dd id={helpId} className="mt-1 text-xs text-slate-500">
              {help}
            </dd>
          )}
        </dl>
        {!readOnlyNote && (
          <Button ref={editRef} onClick={startEdit} aria-label={`Edit ${field.label}`} variant="secondary" size="sm">
            Edit
          </Button>
        )}
      </div>
    );
  }

  const control = {
    id: inputId,
    ref: (el: FormControl | null) => {
      inputRef.current = el;
    },
    value: draft,
    disabled: saving,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
  };
  const options = [...new Set([...choices, ...(displayText(value) ? [displayText(value)] : [])])].sort((a, b) => a.localeCompare(b));

  return (
    // Escape in any of the form's fields cancels the edit: the form listens to the keys its fields let bubble.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      aria-label={`Edit ${field.label}`}
      // The shared validator's messages (spec §5), not the browser's own.
      noValidate
      className="space-y-2 border-b border-slate-100 bg-blue-50/40 px-2 py-3"
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label htmlFor={inputId} className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
        {field.label}
      </label>
      {field.kind === 'select' ? (
        <select {...control} className={inputClass}>
          <option value={SELECT_NONE}>None</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea {...control} rows={field.key === 'summary' ? 8 : 20} className={`${inputClass} ${field.key === 'markdown' ? 'font-mono text-xs' : ''}`} />
      ) : (
        <input
          {...control}
          type={field.kind === 'date' ? 'date' : field.kind === 'number' ? 'number' : 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          className={inputClass}
        />
      )}
      {help && (
        <p id={helpId} className="text-xs text-slate-500">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving} aria-label={saving ? undefined : `Save ${field.label}`} variant="primary" size="sm">
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button disabled={saving} onClick={close} aria-label={`Cancel editing ${field.label}`} variant="secondary" size="sm">
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The value, 'Not set' when empty; long texts collapsed to a preview with their length. */
function FieldView({ field, value }: { field: EditableFieldDef; value: FieldValue }) {
  const [expanded, setExpanded] = useState(false);
  const text = displayText(value);
  if (text.trim() === '') return <span className="italic text-slate-400">Not set</span>;
  if (field.kind !== 'textarea') return <span className="break-words">{text}</span>;
  const long = text.length > LONG_TEXT_CHARS;
  return (
    <div>
      <p
        className={`whitespace-pre-wrap break-words ${field.key === 'markdown' ? 'font-mono text-xs' : ''} ${expanded ? 'max-h-[32rem] overflow-y-auto' : ''}`}
      >
        {long && !expanded ? `${text.slice(0, PREVIEW_CHARS)}…` : text}
      </p>
      {long && (
        <Button onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} variant="link" size="none" className="mt-1 text-xs">
          {expanded ? 'Show less' : `Show all (${formatNumber(text.length)} characters)`}
        </Button>
      )}
    </div>
  );
}
