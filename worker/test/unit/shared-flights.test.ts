import { describe, expect, it } from 'vitest';
import { SharedFlights, settledWithin } from '../../src/lib/shared-flights.ts';

describe('SharedFlights', () => {
  it('lets requests join the work on its way for a key, and forgets it once it settles', async () => {
    const flights = new SharedFlights<number>(1_000);
    let runs = 0;
    let finish!: (n: number) => void;
    const first = flights.run('k', () => {
      runs += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    });
    const joined = flights.joinable('k');
    expect(joined).toBe(first);
    expect(flights.joinable('other')).toBeUndefined();
    finish(42);
    expect(await joined).toBe(42);
    await Promise.resolve();
    expect(flights.joinable('k')).toBeUndefined();
    expect(runs).toBe(1);
  });

  it('forgets a failed flight too, so the next request works it out again', async () => {
    const flights = new SharedFlights<number>(1_000);
    await expect(flights.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(flights.size).toBe(0);
  });

  it('does not let anyone join a flight older than its bound: its request may have been cancelled', async () => {
    const flights = new SharedFlights<number>(20);
    void flights.run('k', () => new Promise<number>(() => {}));
    expect(flights.joinable('k')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(flights.joinable('k')).toBeUndefined();
  });
});

describe('settledWithin', () => {
  it('gives the value when it comes in time, else what the fallback works out', async () => {
    expect(await settledWithin(Promise.resolve(1), 50, () => Promise.resolve(2))).toBe(1);
    expect(await settledWithin(new Promise<number>(() => {}), 10, () => Promise.resolve(2))).toBe(2);
    expect(await settledWithin(Promise.reject(new Error('x')), 50, () => Promise.resolve(3))).toBe(3);
  });
});
