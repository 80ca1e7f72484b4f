/** Site-wide constants of the spec (§1, §9) used by several pages. */
export const CONTACT_EMAIL = 'support@uaecorporatetax.ai';
export const PRODUCT_NAME = 'UAE Corporate Tax Research';
/** Spec §1: the marketing count falls back to 55 when the real count is unavailable. */
export const FALLBACK_DOCUMENT_COUNT = 55;
/** Under every AI answer: the chat, a shared conversation and its Markdown export. */
export const AI_DISCLAIMER = 'For tax research purposes only. Always consult with a qualified tax advisor';
