/** A Law (a Federal Decree-Law or a Federal Law), not a decision made under one: by its legislation type. */
export function isStatute(legislation: string | null): boolean {
  return !!legislation && /\b(?:decree-law|federal law)\b/i.test(legislation);
}
