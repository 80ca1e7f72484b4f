/**
 * Spec §7 "Billing and card provider": /api/billing. Prices are public; everything else is the
 * signed-in user's own billing only (every query is keyed by the session's user id).
 */
import { Hono } from 'hono';
import {
  BILLING_MESSAGES as M,
  type EnableBillingResponse,
  type PayInvoiceResponse,
  type SetupCompleteResponse,
  type TestConfirmSetupResponse,
} from '../../../schema/api/billing.ts';
import {
  EstimateRequest,
  EventsQuery,
  InvoiceIdParam,
  SetupCompleteRequest,
  TestConfirmSetupRequest,
  TrackRequest,
} from '../../../schema/api/billing-requests.ts';
import type { AppEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';
import { validate } from '../middleware/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { billingServices } from '../middleware/services.ts';
import type { Limit } from '../services/security/rate-limits.ts';
import {
  currentBilling,
  estimate,
  invoiceDtoOf,
  invoiceOfUser,
  invoicesOfUser,
  isInvoiceOfUser,
  pricingConfig,
  trackProjection,
  usageEventsOfMonth,
} from '../services/billing/billing-service.ts';
import { TestCardProvider } from '../services/billing/card-provider/test-provider.ts';
import { chargeInvoice } from '../services/billing/invoicing.ts';
import { completeSetup, createSetupIntent, enableBilling, removePaymentMethod } from '../services/billing/payment-methods.ts';

/** Card set-ups per user: plenty for a person fixing a typo, a wall for a script testing stolen cards. */
const CARD_SETUPS: Limit = { name: 'card-setup', max: 20, windowSeconds: 60 * 60, message: M.tooManyCardSetups, kind: 'card_setups' };
const CARD_CONFIRMS: Limit = { name: 'card-confirm', max: 15, windowSeconds: 60 * 60, message: M.tooManyCardAttempts, kind: 'card_attempts' };
const INVOICE_PAYMENTS: Limit = { name: 'invoice-pay', max: 10, windowSeconds: 60 * 60, message: M.tooManyPaymentAttempts, kind: 'payment_attempts' };

export const billingRoutes = new Hono<AppEnv>()
  // Public: the pricing page and its calculator show the same prices to visitors.
  .get('/pricing', (c) => c.json({ success: true as const, data: pricingConfig() }))
  .use(requireUser)
  .use(billingServices)
  .get('/current', async (c) => {
    const deps = c.var.billing;
    return c.json({ success: true as const, data: await currentBilling(deps.db, deps.provider.kind, currentUser(c).id, new Date()) });
  })
  .get('/events', validate('query', EventsQuery), async (c) => {
    const deps = c.var.billing;
    return c.json({ success: true as const, data: await usageEventsOfMonth(deps.db, currentUser(c).id, c.req.valid('query').month, new Date()) });
  })
  .get('/invoices', async (c) => {
    const deps = c.var.billing;
    return c.json({ success: true as const, data: await invoicesOfUser(deps.db, currentUser(c).id) });
  })
  .get('/invoices/:id', validate('param', InvoiceIdParam), async (c) => {
    const deps = c.var.billing;
    const invoice = await invoiceOfUser(deps.db, currentUser(c).id, c.req.valid('param').id);
    if (!invoice) throw new NotFoundError(M.invoiceNotFound, 'INVOICE_NOT_FOUND');
    return c.json({ success: true as const, data: invoice });
  })
  .post('/invoices/:id/pay', validate('param', InvoiceIdParam), rateLimit(INVOICE_PAYMENTS), async (c) => {
    const user = currentUser(c);
    const deps = c.var.billing;
    const id = c.req.valid('param').id;
    if (!(await isInvoiceOfUser(deps.db, user.id, id))) throw new NotFoundError(M.invoiceNotFound, 'INVOICE_NOT_FOUND');
    const result = await chargeInvoice(deps, id, { onSession: true });
    if (!result.invoice) throw new NotFoundError(M.invoiceNotFound, 'INVOICE_NOT_FOUND');
    const data = await invoiceDtoOf(deps.db, result.invoice);
    const body = (extra: Partial<PayInvoiceResponse>): PayInvoiceResponse => ({ success: false, data, ...extra });
    switch (result.outcome) {
      case 'paid':
        return c.json(body({ success: true }));
      case 'requires_action':
        return c.json(
          body({
            requiresAction: {
              clientSecret: result.clientSecret,
              paymentMethodId: result.paymentMethodId,
              publishableKey: deps.provider.publishableKey ?? null,
            },
          }),
        );
      case 'failed':
        return c.json(
          body({
            error: result.invoice.failureMessage ?? M.unexpected,
            code: 'PAYMENT_FAILED',
            details: { provider_code: result.invoice.failureCode ?? null },
          }),
          402,
        );
      case 'settled':
        return c.json(
          body(
            result.invoice.status === 'paid'
              ? { error: M.invoiceAlreadyPaid, code: 'INVOICE_ALREADY_PAID' }
              : { error: M.invoiceNotFound, code: 'INVOICE_NOT_FOUND' },
          ),
          409,
        );
      case 'busy':
        return c.json(body({ error: M.invoiceBusy, code: 'INVOICE_BUSY' }), 409);
      case 'unavailable':
        return c.json(body({ error: M.providerUnavailable, code: 'CARD_PROVIDER_UNAVAILABLE' }), 503);
    }
  })
  .post('/estimate', validate('json', EstimateRequest), (c) => {
    const { chatsUsed, followupsUsed } = c.req.valid('json');
    return c.json({ success: true as const, data: estimate(chatsUsed, followupsUsed) });
  })
  .post('/track', validate('json', TrackRequest), async (c) => {
    const deps = c.var.billing;
    const { additionalChats, additionalFollowups } = c.req.valid('json');
    return c.json({
      success: true as const,
      data: await trackProjection(deps.db, deps.provider.kind, currentUser(c).id, additionalChats, additionalFollowups, new Date()),
    });
  })
  .post('/enable', async (c) => {
    const deps = c.var.billing;
    const plan = await enableBilling(deps, currentUser(c).id);
    return c.json({ success: true, plan } satisfies EnableBillingResponse);
  })
  .post('/create-setup-intent', rateLimit(CARD_SETUPS), async (c) => {
    const user = currentUser(c);
    const deps = c.var.billing;
    return c.json(await createSetupIntent(deps, user));
  })
  .post('/setup-complete', validate('json', SetupCompleteRequest), async (c) => {
    const deps = c.var.billing;
    const done = await completeSetup(deps, currentUser(c).id, c.req.valid('json').setupIntentId);
    return c.json({ success: true, ...done } satisfies SetupCompleteResponse);
  })
  .delete('/payment-method', async (c) => {
    const deps = c.var.billing;
    await removePaymentMethod(deps, currentUser(c).id);
    return c.json({ success: true as const });
  })
  // The local test provider's stand-in for the card provider's own confirm step in the browser.
  .post('/test-provider/confirm-setup', validate('json', TestConfirmSetupRequest), rateLimit(CARD_CONFIRMS), async (c) => {
    const user = currentUser(c);
    const deps = c.var.billing;
    if (!(deps.provider instanceof TestCardProvider)) throw new NotFoundError(M.testProviderOnly, 'TEST_PROVIDER_ONLY');
    const { clientSecret, cardNumber, expMonth, expYear } = c.req.valid('json');
    const customerId = await deps.provider.createCustomer(user);
    const result = await deps.provider.confirmSetup(customerId, clientSecret, { cardNumber, expMonth, expYear });
    if (!result.ok)
      return c.json(
        {
          success: false,
          error: { code: result.code, message: result.message },
          code: 'CARD_REFUSED',
          details: { provider_code: result.code },
        } satisfies TestConfirmSetupResponse,
        402,
      );
    return c.json({ success: true, setupIntent: { id: result.setupIntentId, status: 'succeeded' } } satisfies TestConfirmSetupResponse);
  });
