/**
 * One piece of work per key at a time in an isolate (decision 021): a request that needs what another
 * request of the same isolate is already working out waits for that work instead of doing it again.
 *
 * Only plain values cross from one request to another (numbers, bytes, header lists), never a Response,
 * a stream or a binding: those belong to the request that made them. And a waiter never depends on
 * another request without a bound: a request the client abandoned is cancelled by the runtime and its
 * work may never settle, so a flight older than the bound is not joined, and a waiter that has waited
 * that long does the work itself.
 */
export class SharedFlights<T> {
  readonly #flights = new Map<string, { promise: Promise<T>; startedAt: number }>();

  constructor(readonly boundMs: number) {}

  /** The work on its way for `key`, if it started within the bound. */
  joinable(key: string): Promise<T> | undefined {
    const flight = this.#flights.get(key);
    if (!flight) return undefined;
    if (Date.now() - flight.startedAt < this.boundMs) return flight.promise;
    this.#flights.delete(key);
    return undefined;
  }

  /** Runs `work` as the flight of `key`: requests arriving meanwhile can join it until it settles. */
  run(key: string, work: () => Promise<T>): Promise<T> {
    const promise = work();
    const flight = { promise, startedAt: Date.now() };
    this.#flights.set(key, flight);
    const land = () => {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
    };
    promise.then(land, land);
    return promise;
  }

  /** Flights on their way (tests and benchmarks). */
  get size(): number {
    return this.#flights.size;
  }
}

/** The value of `promise`, or that of `fallback()` when it has not settled within `ms` (or failed). */
export async function settledWithin<T>(promise: Promise<T>, ms: number, fallback: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = Symbol('late');
  const bound = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    const first = await Promise.race([promise, bound]);
    return first === late ? await fallback() : (first as T);
  } catch {
    return fallback();
  } finally {
    clearTimeout(timer);
  }
}
