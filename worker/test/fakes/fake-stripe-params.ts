/**
 * What both halves of the fake Stripe API (fake-stripe.ts, fake-stripe-subscriptions.ts) share:
 * form-encoded parameters, Stripe-like results and ids. Apart so that neither half imports the other's values.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };
export type Metadata = Record<string, string>;

export interface Result {
  status: number;
  body: object;
}

export function isObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && !Array.isArray(value);
}

export function str(params: FormObject, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
}

export function strings(value: FormValue | undefined): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((v): v is string => typeof v === 'string');
}

export function expandOf(params: FormObject): string[] {
  return strings(params.expand) ?? [];
}

/** Stripe's metadata update: keys are merged, an empty value removes its key. */
export function mergeMetadata(current: Metadata, update: FormValue | undefined): Metadata {
  const out = { ...current };
  if (!isObject(update)) return out;
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== 'string') continue;
    if (value === '') delete out[key];
    else out[key] = value;
  }
  return out;
}

export function unknownParam(params: FormObject, known: string[]): Result | null {
  const unknown = Object.keys(params).find((k) => !known.includes(k));
  if (!unknown) return null;
  return {
    status: 400,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        param: unknown,
        message: `Received unknown parameter: ${unknown}`,
        doc_url: docUrl('parameter_unknown'),
      },
    },
  };
}

export function docUrl(code: string): string {
  return `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`;
}

export function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function now(): number {
  return Math.floor(Date.now() / 1000);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function randomString(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Stripe-like ids (pi_3Qx…), random so that ids never repeat across fakes sharing one database. */
export function newId(prefix: string): string {
  return `${prefix}_${randomString(24)}`;
}
