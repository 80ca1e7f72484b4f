/**
 * CPU time of the whole local workerd process (all its threads), from Linux's scheduler statistics:
 * a cross-check of the profiler's figure from outside the runtime. It is an upper bound of the Worker's
 * own CPU time, because the process also runs the local D1 (SQLite), Miniflare's router and the HTTP
 * plumbing, which on Cloudflare are other machines' work.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The workerd processes this Node process started (Miniflare spawns one per instance). */
export function workerdChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 2 is "(comm)", which may hold spaces; fields after its closing parenthesis are fixed.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (comm === 'workerd' && ppid === process.pid) pids.push(Number(entry));
    } catch {
      // The process ended while the directory was read.
    }
  }
  return pids;
}

/** Nanoseconds the process's threads have run on a CPU so far (first field of each thread's schedstat). */
export function processCpuNs(pid: number): number {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended while it was read.
    }
  }
  return total;
}

/** Linux only: elsewhere the cross-check is left out. */
export const canReadProcessCpu = () => process.platform === 'linux';
