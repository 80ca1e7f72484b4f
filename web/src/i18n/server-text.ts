/**
 * A fixed text the server sends (one of the constants shared through schema/) in the interface
 * language: found by its English, given by the same key of its translation; any other text as sent.
 */
export function knownServerText<K extends string>(text: string, en: Readonly<Record<K, string>>, local: Readonly<Record<K, string>>): string {
  const key = (Object.keys(en) as K[]).find((k) => en[k] === text.trim());
  return key ? local[key] : text;
}
