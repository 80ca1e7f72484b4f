/**
 * Password hashes: PBKDF2-SHA256 from WebCrypto with a per-user random salt, at the
 * iteration count the Workers runtime allows (it refuses more than 100,000). Stored as
 * `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so the count can be raised later
 * without invalidating existing hashes. Runs unchanged in Node (for the demo-user seed).
 */
const ALGORITHM = 'pbkdf2-sha256';
export const PBKDF2_ITERATIONS = 100_000;
const KEY_BITS = 256;

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (s: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toB64(salt)}$${toB64(hash)}`;
}

/** Compares every byte whatever the first difference, so timing reveals nothing about the hash. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterations, salt, hash] = stored.split('$');
  if (algorithm !== ALGORITHM || !iterations || !salt || !hash) return false;
  const n = Number(iterations);
  if (!Number.isInteger(n) || n < 1 || n > PBKDF2_ITERATIONS) return false;
  return constantTimeEqual(await derive(password, fromB64(salt), n), fromB64(hash));
}

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | null = null;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser');
  return dummyHash;
}
