/** Display formats of the monitoring page. */
import { MONITORING_TEXT as T } from './messages.ts';

/** '45 s', '12 min 5 s', '3 h 12 min', '2 d 4 h'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  if (d) return `${d} d ${h} h`;
  if (h) return `${h} h ${m} min`;
  if (m) return `${m} min ${s % 60} s`;
  return `${s} s`;
}

/** A memory figure in MB, or the plain statement that Workers have none. */
export function formatMemory(bytes: number | null): string {
  return bytes === null ? T.notAvailable : `${(bytes / 1_048_576).toFixed(1)} MB`;
}

export function formatLatency(ms: number | null): string {
  return ms === null ? 'no answer' : `${ms} ms`;
}

/** '23 Nov 2026, 14:05:09 UTC'. */
export function formatTimestampUtc(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'UTC' })} UTC`;
}

/** Spec §2: average chats per user to 1 decimal. */
export const formatAverage = (n: number) => n.toFixed(1);
