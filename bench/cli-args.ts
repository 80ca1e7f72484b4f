/** Command-line values of the benchmarks. */

/** A whole number ≥ 1 given as `--name`, or a clear refusal naming the option. */
export function positiveInt(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got ${value}`);
  return n;
}
