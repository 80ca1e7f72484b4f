/**
 * What is embedded for an article, shared by the seed (which stores the vectors) and the worker
 * (which must embed questions in the same space): the document's title and the article's place
 * and heading give a short article its context. Pure: no runtime-specific imports.
 */

/** Characters of article text embedded: well within an embeddings model's input limit. */
export const EMBEDDING_TEXT_MAX_CHARS = 6_000;

export function articleEmbeddingText(a: { title: string; number: string; heading: string | null; chapter: string | null; text: string }): string {
  const label = /^\d/.test(a.number) ? `Article ${a.number}` : a.number;
  const head = [a.title, a.chapter, `${label}${a.heading ? `: ${a.heading}` : ''}`].filter(Boolean).join('\n');
  const body = a.text
    .replace(/\*\*/g, '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/[ \t]+/g, ' ');
  return `${head}\n\n${body}`.slice(0, EMBEDDING_TEXT_MAX_CHARS);
}

/** Vector ids (Vectorize) and keys (local index): stable across databases, unlike row ids. */
export function vectorKey(slug: string, number: string): string {
  return `${slug}#${number}`;
}

/** Scales a vector to unit length (cosine similarity becomes a dot product). */
export function normalise(v: ArrayLike<number>): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  const norm = Math.sqrt(sum) || 1;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i]! / norm;
  return out;
}

/** Float32 little-endian bytes of a vector, as stored in article_embeddings.embedding. */
export function vectorToBytes(v: Float32Array): Uint8Array {
  const bytes = new Uint8Array(v.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < v.length; i++) view.setFloat32(i * 4, v[i]!, true);
  return bytes;
}

/** The stored BLOB back to a vector. D1 hands BLOBs over as ArrayBuffer, a typed array or an array of byte values. */
export function bytesToVector(blob: unknown): Float32Array | null {
  let bytes: Uint8Array;
  if (blob instanceof ArrayBuffer) bytes = new Uint8Array(blob);
  else if (ArrayBuffer.isView(blob)) bytes = new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength);
  else if (Array.isArray(blob)) bytes = Uint8Array.from(blob as number[]);
  else return null;
  if (bytes.length % 4 !== 0 || bytes.length === 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}
