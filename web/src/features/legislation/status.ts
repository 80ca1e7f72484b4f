/** Spec §4 status styling: containing 'active' → green, containing 'repealed' → red, else grey (case-insensitive). */
export type StatusTone = 'active' | 'repealed' | 'other';

export function statusTone(status: string | null | undefined): StatusTone {
  const s = (status ?? '').toLowerCase();
  if (s.includes('active')) return 'active';
  if (s.includes('repealed')) return 'repealed';
  return 'other';
}

export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return status.charAt(0).toUpperCase() + status.slice(1);
}
