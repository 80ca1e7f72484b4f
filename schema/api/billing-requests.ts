/** Request validators of the billing API (spec §7 "Billing and card provider"). */
import { z } from 'zod';

/** A count of uses: a whole number from 0 to 10,000 (well past any month of a person's research). */
const count = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(10_000, `${field} must be at most 10,000`);

export const EstimateRequest = z.object({ chatsUsed: count('chatsUsed'), followupsUsed: count('followupsUsed') });
export type EstimateRequest = z.input<typeof EstimateRequest>;

export const TrackRequest = z.object({
  additionalChats: count('additionalChats').default(0),
  additionalFollowups: count('additionalFollowups').default(0),
});
export type TrackRequest = z.input<typeof TrackRequest>;

/** A provider object id: Stripe's ids (seti_…) or the test provider's (seti_test_…). */
const providerId = (field: string, prefix: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{4,200}$`), `${field} must be a ${prefix}_… id`);

export const SetupCompleteRequest = z.object({ setupIntentId: providerId('setupIntentId', 'seti') });
export type SetupCompleteRequest = z.input<typeof SetupCompleteRequest>;

export const InvoiceIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Invoice id must be a positive whole number')
    .transform(Number)
    .refine((n) => n > 0, 'Invoice id must be a positive whole number'),
});

export const EventsQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must look like '2026-11'")
    .optional(),
});

const digits = (s: string) => s.replace(/[\s-]/g, '');

/** The local test provider's card form (POST /api/billing/test-provider/confirm-setup). */
export const TestConfirmSetupRequest = z.object({
  clientSecret: z
    .string({ error: 'clientSecret is required' })
    .regex(/^seti_test_[A-Za-z0-9]{8,64}_secret_[A-Za-z0-9]{8,64}$/, 'clientSecret is not a test set-up secret'),
  cardNumber: z
    .string({ error: 'Your card number is incomplete.' })
    .transform(digits)
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expMonth: z.coerce
    .number({ error: "Your card's expiration date is incomplete." })
    .int()
    .min(1, "Your card's expiration month is invalid.")
    .max(12, "Your card's expiration month is invalid."),
  expYear: z.coerce
    .number({ error: "Your card's expiration date is incomplete." })
    .int()
    .transform((y) => (y < 100 ? 2000 + y : y))
    .pipe(z.number().min(2000, "Your card's expiration year is invalid.").max(2100, "Your card's expiration year is invalid.")),
  cvc: z.string({ error: "Your card's security code is incomplete." }).regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type TestConfirmSetupRequest = z.input<typeof TestConfirmSetupRequest>;
