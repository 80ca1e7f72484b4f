/**
 * CPU time of one Worker's isolate in workerd, from V8's sampling profiler over the inspector protocol
 * (CDP) that workerd serves for the Worker (Miniflare `inspectorPort` + `unsafeInspectorProxy`).
 *
 * Why the profiler and not a clock: inside workerd, `Date.now()` and `performance.now()` stop while code
 * runs (a Spectre mitigation), and the workerd process also runs the local D1 (SQLite), Miniflare's router
 * and the HTTP plumbing, none of which counts as the Worker's CPU time on Cloudflare. V8 samples only the
 * Worker's isolate, and marks every sample taken while it waits (on D1, KV, fetch, the client) as
 * "(idle)": the other samples are the CPU time Cloudflare bills and limits (JavaScript, garbage
 * collection, WebCrypto and other native calls made from it).
 */
import WebSocket from 'ws';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface Profile {
  nodes: ProfileNode[];
  /** Microseconds on the monotonic clock. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

export interface IsolateCpu {
  /** Non-idle samples: what Cloudflare counts as CPU time. */
  cpuMs: number;
  /** Of `cpuMs`, samples in V8's own native code outside any JavaScript frame ("(program)"). */
  programMs: number;
  /** Of `cpuMs`, garbage collection. */
  gcMs: number;
  /** The functions with the most samples (self time), for finding what to reduce. */
  top: { name: string; ms: number }[];
}

/** Microseconds between samples: fine enough for sub-millisecond routes, coarse enough to cost little. */
const SAMPLING_INTERVAL_US = 100;
/** Far longer than Miniflare's proxy takes to reach workerd's inspector (a few milliseconds here). */
const PROXY_SETTLE_MS = 2_000;

export class IsolateProfiler {
  #nextId = 0;
  readonly #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: { message: string } };
      const waiter = message.id === undefined ? undefined : this.#pending.get(message.id);
      if (!waiter) return;
      this.#pending.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result);
    });
  }

  /**
   * Connects to the inspector Miniflare serves for `workerName` on `inspectorPort`. Miniflare's proxy opens
   * its own connection to workerd after `mf.ready`, and a message that arrives before it is open throws
   * in Miniflare (crashing this process), with nothing to wait on: hence the pause.
   */
  static async connect(inspectorPort: number, workerName: string): Promise<IsolateProfiler> {
    await new Promise((resolve) => setTimeout(resolve, PROXY_SETTLE_MS));
    const ws = new WebSocket(`ws://127.0.0.1:${inspectorPort}/${workerName}`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const profiler = new IsolateProfiler(ws);
    await profiler.#send('Profiler.enable');
    await profiler.#send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    return profiler;
  }

  #send(method: string, params: object = {}): Promise<unknown> {
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /**
   * Runs `requests` one after another under one profile, and gives each its CPU time: the non-idle samples
   * taken while it ran. V8 stamps samples with the monotonic clock (CLOCK_MONOTONIC, microseconds), the
   * clock of Node's `process.hrtime`, so the samples fall into the requests' windows exactly; one profile per
   * series, not per request, because starting the profiler costs the isolate far more than sampling does.
   */
  async measureEach(requests: readonly (() => Promise<unknown>)[]): Promise<IsolateCpu[]> {
    const windows: [number, number][] = [];
    await this.#send('Profiler.start');
    try {
      for (const request of requests) {
        const from = nowUs();
        await request();
        windows.push([from, nowUs()]);
      }
    } catch (err) {
      await this.#send('Profiler.stop').catch(() => undefined);
      throw err;
    }
    const { profile } = (await this.#send('Profiler.stop')) as { profile: Profile };
    return windows.map(([from, to]) => summarize(profile, from, to));
  }

  close() {
    this.ws.close();
  }
}

/** The samples taken in [fromUs, toUs] (all of them by default). */
export function summarize(profile: Profile, fromUs = -Infinity, toUs = Infinity): IsolateCpu {
  const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName || '(anonymous)']));
  const self = new Map<string, number>();
  let cpuUs = 0;
  let programUs = 0;
  let gcUs = 0;
  let at = profile.startTime;
  profile.samples.forEach((nodeId, i) => {
    const name = names.get(nodeId) ?? '(unknown)';
    // timeDeltas[i] is the time since the previous sample: the interval this sample stands for.
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    if (name === '(idle)' || at < fromUs || at > toUs) return;
    cpuUs += us;
    if (name === '(program)') programUs += us;
    if (name === '(garbage collector)') gcUs += us;
    self.set(name, (self.get(name) ?? 0) + us);
  });
  const top = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, us]) => ({ name, ms: us / 1000 }));
  return { cpuMs: cpuUs / 1000, programMs: programUs / 1000, gcMs: gcUs / 1000, top };
}
