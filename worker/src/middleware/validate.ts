/**
 * One validator for every route input: zod schemas from schema/api, and one error hook
 * that answers 400 with a readable `{error}` naming the offending field.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

/** zod's own wording (ours never starts so): these get the field name in front. */
const DEFAULT_MESSAGE = /^(Invalid input|Invalid option|Invalid string|Unrecognized key|Too (big|small))/;

export function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 3)
    .map((i) => {
      const field = i.path.map(String).join('.');
      return field && DEFAULT_MESSAGE.test(i.message) ? `${field}: ${i.message}` : i.message;
    })
    .filter((m, index, all) => all.indexOf(m) === index)
    .join('; ');
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ error: describeIssues(result.error.issues) }, 400);
  });
}
