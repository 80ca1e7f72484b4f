/** Request validators of legislation management: POST /api/legislation and PATCH /api/legislation/:id (one field). */
import { z } from 'zod';
import { stripUnsafeCharacters } from './text.ts';
import {
  ADMIN_LEGISLATION_MESSAGES as M,
  DEFAULT_TAX_CATEGORY,
  EDITABLE_FIELDS,
  SELECT_EMPTY,
  SELECT_NONE,
  type EditableFieldKey,
} from './admin-legislation.ts';

/** '' and the select markers mean "no value" (spec §5). */
const toNull = (v: unknown) => (v === '' || v === SELECT_NONE || v === SELECT_EMPTY ? null : v);

/** Every stored text loses control and bidirectional-override characters first (./text.ts). */
const clean = (v: unknown) => (typeof v === 'string' ? stripUnsafeCharacters(v) : v);

const text = (label: string, max: number) =>
  z.preprocess(
    (v) => toNull(typeof v === 'string' ? stripUnsafeCharacters(v).trim() : v),
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
      .nullable(),
  );

/** Long texts keep their own spacing (line breaks carry the structure). */
const longText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && stripUnsafeCharacters(v).trim() === '' ? null : clean(v)),
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
      .nullable(),
  );

const date = (label: string) =>
  z.preprocess(
    toNull,
    z
      .string({ error: `${label} must be a date` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), `${label} must be a real date`)
      .nullable(),
  );

/** Spec §5: number fields parse as integers, else 'Please enter a valid number'. */
const integer = z.preprocess(
  (v) => (v === '' || v === null ? null : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({ error: M.invalidNumber })
    .int(M.invalidNumber)
    .min(1900, 'Year must be between 1900 and 2100')
    .max(2100, 'Year must be between 1900 and 2100')
    .nullable(),
);

const url = (label: string, max: number) => text(label, max).refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), `${label} must be an http(s) address`);

function fieldSchema(field: (typeof EDITABLE_FIELDS)[number]): z.ZodType<string | number | null> {
  const max = 'maxLength' in field ? field.maxLength : 1000;
  if (field.key === 'title')
    return z.preprocess(clean, z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(max, `Title must be at most ${max} characters`));
  if (field.key === 'source_file' || field.key === 'redirect_url') return url(field.label, max);
  switch (field.kind) {
    case 'number':
      return integer;
    case 'date':
      return date(field.label);
    case 'textarea':
      return longText(field.label, max);
    default:
      return text(field.label, max);
  }
}

export const FIELD_SCHEMAS = Object.fromEntries(EDITABLE_FIELDS.map((f) => [f.key, fieldSchema(f)])) as Record<
  EditableFieldKey,
  z.ZodType<string | number | null>
>;

const DERIVED = new Set([
  'word_count',
  'estimated_tokens',
  'context_cost',
  'id',
  'slug',
  'created_at',
  'updated_at',
  'has_text',
  'text_language',
  'original_text_ar',
]);

/** PATCH body: exactly one `{field: value}`; becomes `{field, value}` with the value validated for that field. */
export const UpdateLegislationRequest = z.record(z.string(), z.unknown(), { error: M.oneField }).transform((body, ctx) => {
  const keys = Object.keys(body);
  if (keys.length !== 1) {
    ctx.addIssue({ code: 'custom', message: M.oneField });
    return z.NEVER;
  }
  const field = keys[0]!;
  // Own keys only: `in` also finds what every object inherits ("constructor", "toString").
  if (!Object.hasOwn(FIELD_SCHEMAS, field)) {
    ctx.addIssue({ code: 'custom', message: DERIVED.has(field) ? M.derivedField(field) : M.unknownField(field) });
    return z.NEVER;
  }
  const parsed = FIELD_SCHEMAS[field as EditableFieldKey].safeParse(body[field]);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? M.updateFailed });
    return z.NEVER;
  }
  return { field: field as EditableFieldKey, value: parsed.data };
});
export type UpdateLegislationRequest = z.input<typeof UpdateLegislationRequest>;

/** Spec §7: {title, legislation, chapter, status, tax_category}; tax_category defaults to 'Corporate Tax'. */
export const CreateLegislationRequest = z.object({
  title: FIELD_SCHEMAS.title as z.ZodType<string>,
  legislation: FIELD_SCHEMAS.legislation.optional().default(null),
  chapter: FIELD_SCHEMAS.chapter.optional().default(null),
  status: FIELD_SCHEMAS.status.optional().default(null),
  tax_category: z.preprocess(
    (v) => (v === undefined || v === '' || v === SELECT_NONE || v === SELECT_EMPTY ? DEFAULT_TAX_CATEGORY : v),
    FIELD_SCHEMAS.tax_category,
  ),
});
export type CreateLegislationRequest = z.input<typeof CreateLegislationRequest>;
export type CreateLegislationInput = z.output<typeof CreateLegislationRequest>;

/** GET /api/admin/legislation?search=: over title, summary and the original text (all records, all categories). */
export const AdminLegislationQuery = z.object({
  search: z
    .string()
    .max(200, 'search must be at most 200 characters')
    .optional()
    .transform((v) => v?.trim().replace(/\s+/g, ' ') || undefined),
});
