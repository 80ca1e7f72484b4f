/**
 * The public API's OpenAPI document (issue 29 item 3) is a valid OpenAPI 3.1 document, by a validator of the
 * specification's own JSON Schema (it runs on Node: ajv compiles code, which workerd forbids). That it covers
 * every public read and describes the real responses is checked inside the Worker (openapi.test.ts).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/services/api-docs/openapi-document.ts';

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    // A copy: the validator may annotate what it is given.
    const result = await validator.validate(structuredClone(openApiDocument()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('resolves every reference to a schema of its own', async () => {
    const validator = new Validator();
    await validator.validate(structuredClone(openApiDocument()));
    expect(() => validator.resolveRefs()).not.toThrow();
    const refs = JSON.stringify(openApiDocument()).match(/"\$ref":"[^"]+"/g) ?? [];
    const names = new Set(Object.keys(openApiDocument().components.schemas));
    for (const ref of refs) expect(names.has(ref.replace(/^"\$ref":"#\/components\/schemas\/|"$/g, '')), ref).toBe(true);
  });
});
