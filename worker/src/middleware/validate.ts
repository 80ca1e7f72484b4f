/**
 * One validator for every route input: zod schemas from schema/api, and one error hook that answers 400
 * VALIDATION_FAILED with a readable `{error}` naming the offending field, and each refused field with the key
 * of its message (schema/api/validation-texts.ts), which the SPA words it by (decision 032).
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import type { ValidationIssue, ValidationTextKey } from '../../../schema/api/error-codes.ts';
import { VALIDATION_TEXTS } from '../../../schema/api/validation-texts.ts';

/** zod's own wording (ours never starts so): these get the field name in front. */
const DEFAULT_MESSAGE = /^(Invalid input|Invalid option|Invalid string|Unrecognized key|Too (big|small))/;

type Issue = { path: PropertyKey[]; message: string };

export function describeIssues(issues: ReadonlyArray<Issue>): string {
  return issues
    .slice(0, 3)
    .map((i) => {
      const field = i.path.map(String).join('.');
      return field && DEFAULT_MESSAGE.test(i.message) ? `${field}: ${i.message}` : i.message;
    })
    .filter((m, index, all) => all.indexOf(m) === index)
    .join('; ');
}

/** The validators word their refusals with the constants of VALIDATION_TEXTS: each message's key, by the message. */
const KEY_OF_TEXT: ReadonlyMap<string, ValidationTextKey> = new Map(Object.entries(VALIDATION_TEXTS).map(([key, text]) => [text, key as ValidationTextKey]));

/** The refused fields as `details.issues`: the same (at most 3, distinct) as the sentence names. */
export function issuesOf(issues: ReadonlyArray<Issue>): ValidationIssue[] {
  const seen = new Set<string>();
  const out: ValidationIssue[] = [];
  for (const i of issues.slice(0, 3)) {
    const field = i.path.map(String).join('.');
    const text = KEY_OF_TEXT.get(i.message);
    const id = `${field}\u0000${text ?? i.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(text ? { field, text } : { field });
  }
  return out;
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success)
      return c.json(
        { error: describeIssues(result.error.issues), code: 'VALIDATION_FAILED' as const, details: { issues: issuesOf(result.error.issues) } },
        400,
      );
  });
}

/**
 * A `:id` path parameter: up to `maxDigits` decimal digits, as a number, refused with `message`. 15 digits keep
 * the id a safe integer; `positive` also refuses 0, which AUTOINCREMENT never issues.
 */
export function idParam(message: string, { maxDigits = 15, positive = true }: { maxDigits?: number; positive?: boolean } = {}) {
  const digits = z
    .string()
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`), message)
    .transform(Number);
  return z.object({ id: positive ? digits.refine((n) => n > 0, message) : digits });
}
