/** Nearest-rank percentiles and the plain-text table the benchmark prints. */

export interface Summary {
  name: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentile: the smallest sample with at least p % of the samples at or below it. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) throw new Error('percentile of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function round2(ms: number): number {
  return Math.round(ms * 100) / 100;
}

export function summarize(name: string, samples: readonly number[]): Summary {
  return {
    name,
    n: samples.length,
    p50: round2(percentile(samples, 50)),
    p95: round2(percentile(samples, 95)),
    max: round2(Math.max(...samples)),
  };
}

/** Left-aligned first column, right-aligned others. */
export function formatTable(header: string[], rows: string[][]): string {
  const cells = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => [...(r[i] ?? '')].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function summaryTable(summaries: Summary[]): string {
  return formatTable(
    ['measurement', 'n', 'p50 ms', 'p95 ms', 'max ms'],
    summaries.map((s) => [s.name, String(s.n), s.p50.toFixed(2), s.p95.toFixed(2), s.max.toFixed(2)]),
  );
}

/** Milliseconds a call takes as its caller sees it, with its value. */
export async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}
