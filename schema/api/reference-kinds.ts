/** The kinds of cross-reference edge of the citator (./citator.ts), free of zod: both the schemas and the web read them. */
/**
 * - refers_to: the text names another article or instrument ("Article (20) of this Decree-Law").
 * - implements: a decision's article fills in what a Law's article delegates ("For the purposes of
 *   Article (21) of the Corporate Tax Law").
 * - amends / repeals: one instrument changes or ends another (texts, titles, the manifest's status notes).
 */
export const REFERENCE_KINDS = ['refers_to', 'implements', 'amends', 'repeals'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
