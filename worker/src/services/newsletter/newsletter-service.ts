/** The newsletter rules (spec §2 "Admin newsletter integration"): the admin's connection test and test add, and the sign-up hook. */
import {
  type AddSubscriberResponse,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCE_OF_SIGNUP,
  type NewsletterTestResult,
} from '../../../../schema/api/admin-newsletter.ts';
import type { SignupSource } from '../../../../schema/api/auth-messages.ts';
import { type Newsletter, NewsletterError, type NewSubscriber } from './newsletter.ts';

/** GET /api/admin/beehiiv/test: a real authenticated read when configured, with the flags of what is set. */
export async function newsletterStatus(newsletter: Newsletter): Promise<NewsletterTestResult> {
  const check = await newsletter.checkConnection();
  return check.connected
    ? { connected: true, config: newsletter.config, publicationName: check.publicationName }
    : { connected: false, config: newsletter.config, error: check.error };
}

/** POST /api/admin/beehiiv/add-subscriber: the provider's refusal or outage is an answer for the admin, not a server error. */
export async function addTestSubscriber(newsletter: Newsletter, subscriber: NewSubscriber): Promise<AddSubscriberResponse> {
  try {
    const created = await newsletter.subscribe(subscriber);
    return { success: true, message: NEWSLETTER_MESSAGES.added(subscriber.email, created.status) };
  } catch (e) {
    if (!(e instanceof NewsletterError)) throw e;
    return { success: false, error: e.message };
  }
}

/**
 * After a sign-up, in the background: the new account joins the newsletter tagged with where it signed up.
 * Without configuration nothing is sent; a failure rejects, for the background runner to log.
 */
export async function subscribeNewAccount(newsletter: Newsletter, account: { email: string; name: string; signupSource: SignupSource }): Promise<void> {
  if (!newsletter.configured) return;
  await newsletter.subscribe({ email: account.email, name: account.name, source: NEWSLETTER_SOURCE_OF_SIGNUP[account.signupSource] });
}
