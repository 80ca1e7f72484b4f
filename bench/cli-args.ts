/** Command-line values of the benchmarks. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { OFFLINE_ENV } from './worker.ts';

/** The checkout's root: the folder above bench/. */
export const CHECKOUT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `--corpus DIR`: the corpus to seed, by default CORPUS_DIR or ../shared/corpus beside the checkout at `root`. */
export function corpusOption(root: string) {
  return { type: 'string', default: process.env.CORPUS_DIR ?? resolve(root, '../shared/corpus') } as const;
}

/** `--corpus DIR` and `--rounds N` (default 5): the options of the benchmarks that time a query set over the corpus. */
export function corpusAndRounds(root: string): { corpus: string; rounds: number } {
  const { values } = parseArgs({ options: { corpus: corpusOption(root), rounds: { type: 'string', default: '5' } } });
  return { corpus: values.corpus, rounds: positiveInt('rounds', values.rounds) };
}

/** A whole number ≥ 1 given as `--name`, or a clear refusal naming the option. */
export function positiveInt(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got ${value}`);
  return n;
}

/**
 * The command line of a benchmark that runs the seeded Worker under Miniflare: `--corpus DIR` and its own options.
 * Wrangler's metrics, remote fetches and banner are turned off first (OFFLINE_ENV), before anything starts.
 */
export function seededWorkerArgs<const O extends NonNullable<ParseArgsConfig['options']>>(options: O) {
  Object.assign(process.env, OFFLINE_ENV);
  return parseArgs({ options: { corpus: corpusOption(CHECKOUT_ROOT), ...options } }).values;
}
