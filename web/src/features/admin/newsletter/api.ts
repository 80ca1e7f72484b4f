/**
 * The admin newsletter API of the browser (spec §7 "Admin"): the connection test, polled every 30 s,
 * and the test add. Contracts: schema/api/admin-newsletter.ts.
 */
import useSWR from 'swr';
import {
  type AddSubscriberRequest,
  type AddSubscriberResponse,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_POLL_MS,
  NEWSLETTER_PROVIDER,
  type NewsletterTestResult,
} from '../../../../../schema/api/admin-newsletter.ts';
import { apiGet, apiSend, type ApiError, serverMessage } from '../../../lib/api-client.ts';

const base = `/api/admin/${NEWSLETTER_PROVIDER.slug}`;
export const NEWSLETTER_TEST_URL = `${base}/test`;
export const NEWSLETTER_ADD_URL = `${base}/add-subscriber`;

/** GET /api/admin/beehiiv/test: connected, and which settings are present; re-read every 30 s. */
export function useNewsletterStatus() {
  return useSWR<NewsletterTestResult, ApiError>(NEWSLETTER_TEST_URL, (url: string) => apiGet<NewsletterTestResult>(url), {
    revalidateOnMount: true,
    refreshInterval: NEWSLETTER_POLL_MS,
  });
}

/**
 * POST /api/admin/beehiiv/add-subscriber. The server answers a provider failure as `{success: false, error}`;
 * a refused request (bad input, lost admin rights) comes back the same way, with the server's message.
 */
export async function addTestSubscriber(body: AddSubscriberRequest): Promise<AddSubscriberResponse> {
  try {
    return await apiSend<AddSubscriberResponse>('POST', NEWSLETTER_ADD_URL, body);
  } catch (err) {
    return { success: false, error: serverMessage(err, NEWSLETTER_MESSAGES.addFailed) };
  }
}
