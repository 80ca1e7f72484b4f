/**
 * Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits as Western ones: the official Arabic numbers its clauses
 * either way ("البند (٢)", "البند (2)"), and a reader types either. The one digit folder of the product, used by the
 * pricing calculator, the question analysis, the analyst and search's text folding (text-fold.ts).
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}
