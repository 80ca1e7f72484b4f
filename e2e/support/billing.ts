/** Billing helpers for the browser tests: a signed-in page that can pay for more answers than its welcome credits. */
import { expect, type Page } from '@playwright/test';
import { TEST_CARDS, type BillingCurrentResponse, type SetupIntentResponse } from '../../schema/api/billing.ts';

/** Saves the local test provider's success card for the page's account, unless it can already ask (credits or a card). */
export async function ensureCanAsk(page: Page, { evenWithCredits = false } = {}): Promise<void> {
  const current = async () => ((await (await page.request.get('/api/billing/current')).json()) as BillingCurrentResponse).data;
  const billing = await current();
  if (billing.canChargeCard || (billing.welcomeChatCredits > 0 && !evenWithCredits)) return;
  const intent = (await (await page.request.post('/api/billing/create-setup-intent')).json()) as SetupIntentResponse;
  const [month, year] = [12, new Date().getUTCFullYear() + 5];
  const confirm = await page.request.post('/api/billing/test-provider/confirm-setup', {
    data: { clientSecret: intent.clientSecret, cardNumber: TEST_CARDS.success, expMonth: month, expYear: year, cvc: '123' },
  });
  expect(confirm.status()).toBe(200);
  expect((await page.request.post('/api/billing/setup-complete', { data: { setupIntentId: intent.setupIntentId } })).status()).toBe(200);
  expect((await current()).canChargeCard).toBe(true);
}
