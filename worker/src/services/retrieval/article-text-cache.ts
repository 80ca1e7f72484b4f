/**
 * Article texts held by the isolate (one cache for the English, one for the normalised Arabic), for one version of
 * the collection (corpus_version): the candidate statement then leaves out the texts the isolate already has, which
 * were most of what a question's retrieval read from D1. Bounded in characters, least recently used out first.
 */
export class ArticleTextCache {
  private version: number | null = null;
  /** Insertion order is use order: a hit is moved to the end. */
  private readonly texts = new Map<number, string>();
  private chars = 0;

  constructor(
    private readonly maxChars: number,
    private readonly maxKnown: number,
  ) {}

  /** The ids to name as known in the next read, most recently used first. */
  known(): number[] {
    const ids = [...this.texts.keys()];
    return ids.slice(Math.max(0, ids.length - this.maxKnown)).reverse();
  }

  /** The version whose texts are held; null before the first sync (a new isolate) and after clear(). */
  get heldVersion(): number | null {
    return this.version;
  }

  /** Whether the texts held belong to `version`; if not, forgets them and holds that version's from now on. */
  sync(version: number): boolean {
    if (this.version === version) return true;
    this.texts.clear();
    this.chars = 0;
    this.version = version;
    return false;
  }

  get(id: number): string | undefined {
    const text = this.texts.get(id);
    if (text !== undefined) {
      this.texts.delete(id);
      this.texts.set(id, text);
    }
    return text;
  }

  put(id: number, text: string): void {
    if (text.length > this.maxChars) return;
    const old = this.texts.get(id);
    if (old !== undefined) {
      this.texts.delete(id);
      this.chars -= old.length;
    }
    this.texts.set(id, text);
    this.chars += text.length;
    for (const [oldest, t] of this.texts) {
      if (this.chars <= this.maxChars) break;
      this.texts.delete(oldest);
      this.chars -= t.length;
    }
  }

  clear(): void {
    this.texts.clear();
    this.chars = 0;
    this.version = null;
  }
}
