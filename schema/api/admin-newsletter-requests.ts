/** Request validator of the admin newsletter test (spec §7 "Admin": POST /api/admin/{newsletter}/add-subscriber). */
import { z } from 'zod';
import { stripUnsafeCharacters } from './text.ts';
import { NEWSLETTER_SOURCES, type AddSubscriberRequest as AddSubscriberShape } from './admin-newsletter.ts';

export const AddSubscriberRequest = z.object({
  email: z
    .string({ error: 'Please enter an email address' })
    .trim()
    .min(1, 'Please enter an email address')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
  source: z.enum(NEWSLETTER_SOURCES, { error: `source must be one of ${NEWSLETTER_SOURCES.join(', ')}` }).default('direct'),
  /** Optional; an empty name is no name. */
  name: z
    .string()
    .transform(stripUnsafeCharacters)
    .pipe(z.string().trim().max(120, 'Name must be at most 120 characters'))
    .optional()
    .transform((n) => n || undefined),
}) satisfies z.ZodType<AddSubscriberShape, unknown>;
export type AddSubscriberRequest = z.input<typeof AddSubscriberRequest>;
