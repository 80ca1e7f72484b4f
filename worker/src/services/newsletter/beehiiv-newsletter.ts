/**
 * Beehiiv's HTTP API v2, as its official TypeScript SDK (github.com/beehiiv/typescript-sdk, Fern-generated
 * from Beehiiv's API definition; reference https://developers.beehiiv.com/api-reference) describes it:
 * - base `https://api.beehiiv.com/v2`, every call with `Authorization: Bearer {API key}`;
 * - `GET /v2/publications/{publicationId}` → `{data: {id, name, organization_name, …}}` (publications.get): the connection test;
 * - `POST /v2/publications/{publicationId}/subscriptions` with `{email, reactivate_existing, send_welcome_email,
 *   utm_source, utm_medium, referring_site, custom_fields: [{name, value}], automation_ids}` → `{data: {id, email,
 *   status, …}}` (subscriptions.create). Custom fields must already exist on the publication (others are dropped);
 *   automations need an active "Add by API" trigger;
 * - errors as `{status, statusText, errors: [{message, code}]}` (400, 404, 429, 500).
 * Plain fetch instead of that SDK (@beehiiv/sdk): two calls do not warrant a generated client of every Beehiiv
 * resource, with its own retry and timeout machinery, in the Worker bundle; AbortSignal.timeout bounds each call.
 */
import { NEWSLETTER_SETTINGS, type NewsletterConfigFlags } from '../../../../schema/api/admin-newsletter.ts';
import { type ConnectionCheck, type Newsletter, NewsletterError, type NewSubscriber, type SubscriptionCreated } from './newsletter.ts';

export interface BeehiivOptions {
  apiKey: string;
  /** pub_… */
  publicationId: string;
  /** aut_… ids a new subscriber enters; none when empty. */
  automationIds: readonly string[];
  /** Default https://api.beehiiv.com; tests point it at a fake. */
  apiUrl: string;
  /** The site new subscribers come from (APP_URL). */
  referringSite: string;
  /** Per call, headers and body; a sign-up never waits for it (it runs in the background). */
  timeoutMs?: number;
}

/** Sent as every subscriber's utm_source; utm_medium carries the sign-up source. */
export const BEEHIIV_UTM_SOURCE = 'uaecorporatetax.ai';
/** The publication's custom field that receives the subscriber's name. */
export const BEEHIIV_NAME_FIELD = 'Name';
const DEFAULT_TIMEOUT_MS = 10_000;

interface BeehiivErrorBody {
  status?: number;
  statusText?: string;
  errors?: { message?: string; code?: string }[];
}

export class BeehiivNewsletter implements Newsletter {
  readonly configured = true;
  readonly config: NewsletterConfigFlags;
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly options: BeehiivOptions,
    // Looked up at call time, so tests that intercept the global fetch reach their fake.
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {
    this.config = { apiKeySet: true, publicationIdSet: true, automationIdsSet: options.automationIds.length > 0 };
    this.base = `${options.apiUrl.replace(/\/+$/, '')}/v2/publications/${encodeURIComponent(options.publicationId)}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async checkConnection(): Promise<ConnectionCheck> {
    try {
      const body = await this.call<{ data?: { name?: string } }>('GET', '');
      return { connected: true, publicationName: body.data?.name ?? this.options.publicationId };
    } catch (e) {
      if (e instanceof NewsletterError) return { connected: false, error: e.message };
      throw e;
    }
  }

  async subscribe(subscriber: NewSubscriber): Promise<SubscriptionCreated> {
    const { automationIds, referringSite } = this.options;
    const body = await this.call<{ data?: { id?: string; status?: string } }>('POST', '/subscriptions', {
      email: subscriber.email,
      // Someone who unsubscribed is not signed up again by creating an account.
      reactivate_existing: false,
      send_welcome_email: true,
      utm_source: BEEHIIV_UTM_SOURCE,
      utm_medium: subscriber.source,
      referring_site: referringSite,
      ...(subscriber.name ? { custom_fields: [{ name: BEEHIIV_NAME_FIELD, value: subscriber.name }] } : {}),
      ...(automationIds.length > 0 ? { automation_ids: [...automationIds] } : {}),
    });
    const status = body.data?.status ?? 'unknown';
    if (status === 'invalid') throw new NewsletterError(`Beehiiv rejected ${subscriber.email} as an invalid address`);
    return { id: body.data?.id ?? '', status };
  }

  /** One authenticated call, headers and body within the timeout; every failure is a NewsletterError saying what happened. */
  private async call<T>(method: 'GET' | 'POST', path: string, json?: unknown): Promise<T> {
    let res: Response;
    let text: string;
    try {
      res = await this.fetcher(`${this.base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.apiKey}`,
          Accept: 'application/json',
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) {
        throw new NewsletterError(`Beehiiv did not answer within ${this.timeoutMs / 1000} s`);
      }
      throw new NewsletterError(`Beehiiv could not be reached: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!res.ok) throw new NewsletterError(failureMessage(res, text));
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new NewsletterError(`Beehiiv answered ${res.status} with a body that is not JSON`);
    }
  }
}

/** Beehiiv's own error messages, and which setting to check when the key or the publication is refused. */
function failureMessage(res: Response, text: string): string {
  let detail = '';
  try {
    const body = JSON.parse(text) as BeehiivErrorBody;
    detail =
      body.errors
        ?.map((e) => e.message)
        .filter(Boolean)
        .join('; ') ||
      body.statusText ||
      '';
  } catch {
    detail = text.trim().slice(0, 200);
  }
  const setting = res.status === 401 || res.status === 403 ? NEWSLETTER_SETTINGS.apiKey : res.status === 404 ? NEWSLETTER_SETTINGS.publicationId : null;
  const hint = setting ? ` (check ${setting})` : '';
  return `Beehiiv answered ${res.status}${detail ? `: ${detail}` : ''}${hint}`;
}
