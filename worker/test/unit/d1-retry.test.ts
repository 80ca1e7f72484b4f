/**
 * Issue 26 item 8: idempotent D1 calls are retried on D1's documented transient errors, with a bounded random
 * back-off; other errors are not retried. Checked on the helper with fakes, and through a repository on a D1
 * binding that fails transiently.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client.ts';
import { findUserByEmail } from '../../src/db/repositories/user-repository.ts';
import { D1_RETRY, isTransientD1Error, withD1Retry, type RetryOptions } from '../../src/db/retry.ts';

/** The retry options with a recorded, instant sleep and a fixed "random" draw. */
function recording(overrides: Partial<RetryOptions> = {}) {
  const waits: number[] = [];
  const options: RetryOptions = { ...D1_RETRY, sleep: async (ms) => void waits.push(ms), random: () => 1, ...overrides };
  return { waits, options };
}

/** An operation that fails with `errors` in turn, then answers `value`. */
function flaky<T>(errors: unknown[], value: T) {
  let calls = 0;
  const operation = async () => {
    calls += 1;
    if (calls <= errors.length) throw errors[calls - 1];
    return value;
  };
  return { operation, calls: () => calls };
}

const transient = [
  new Error('D1_ERROR: Network connection lost.'),
  new Error('D1_ERROR: Internal error in D1 DB storage caused object to be reset.'),
  new Error('D1_ERROR: D1 DB reset because its code was updated.'),
];

describe('isTransientD1Error', () => {
  it("knows D1's retryable errors, also when drizzle wraps them, and nothing else", () => {
    for (const e of transient) expect(isTransientD1Error(e)).toBe(true);
    expect(isTransientD1Error(new Error('Failed query: select 1', { cause: transient[0] }))).toBe(true);
    expect(isTransientD1Error(new Error('D1_ERROR: UNIQUE constraint failed: users.email'))).toBe(false);
    expect(isTransientD1Error(new Error('D1_ERROR: no such table: x'))).toBe(false);
    expect(isTransientD1Error(undefined)).toBe(false);
  });
});

describe('withD1Retry', () => {
  it('retries transient failures with growing, bounded waits, and returns the answer', async () => {
    const { waits, options } = recording();
    const op = flaky(transient.slice(0, 2), 'rows');
    await expect(withD1Retry(op.operation, options)).resolves.toBe('rows');
    expect(op.calls()).toBe(3);
    expect(waits).toEqual([50, 100]);
  });

  it('draws each wait at random below its bound (full jitter), never above maxDelayMs', async () => {
    const { waits, options } = recording({ attempts: 8, random: () => 0.5 });
    const op = flaky(
      Array.from({ length: 7 }, () => transient[0]),
      1,
    );
    await withD1Retry(op.operation, options);
    expect(waits).toEqual([25, 50, 100, 200, 200, 200, 200]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const { waits, options } = recording();
    const op = flaky([transient[0], transient[1], transient[2], transient[0]], 'never');
    await expect(withD1Retry(op.operation, options)).rejects.toBe(transient[2]);
    expect(op.calls()).toBe(D1_RETRY.attempts);
    expect(waits.length).toBe(D1_RETRY.attempts - 1);
  });

  it('does not retry other errors', async () => {
    const { waits, options } = recording();
    const constraint = new Error('D1_ERROR: UNIQUE constraint failed: users.email');
    const op = flaky([constraint], 'never');
    await expect(withD1Retry(op.operation, options)).rejects.toBe(constraint);
    expect(op.calls()).toBe(1);
    expect(waits).toEqual([]);
  });
});

/**
 * The real D1 binding, whose statements fail with a transient error the first `failures` times one runs. Its
 * other methods (batch, exec…) pass through.
 */
function d1FailingFirst(failures: number) {
  let left = failures;
  let runs = 0;
  const wrapStatement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'bind') return (...args: unknown[]) => wrapStatement((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args));
        if (['all', 'raw', 'first', 'run'].includes(String(prop))) {
          return (...args: unknown[]) => {
            runs += 1;
            if (left > 0) {
              left -= 1;
              return Promise.reject(new Error('D1_ERROR: Network connection lost.'));
            }
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  const d1 = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'prepare') return (sql: string) => wrapStatement(target.prepare(sql));
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { d1, runs: () => runs };
}

describe('a repository read on a D1 that fails transiently', () => {
  it('answers after the retry instead of failing the request', async () => {
    const email = 'nobody-retry@test.example';
    const { d1, runs } = d1FailingFirst(1);
    await expect(findUserByEmail(createDb(d1), email)).resolves.toBe(null);
    expect(runs()).toBe(2);
  });

  it('fails with the error once the failures outlast the retries', async () => {
    const { d1, runs } = d1FailingFirst(10);
    await expect(findUserByEmail(createDb(d1), 'nobody-retry@test.example')).rejects.toThrow(/Network connection lost|Failed query/);
    expect(runs()).toBe(D1_RETRY.attempts);
  });
});
