/** The administrator of the legislation tests, and the records a test file creates, deleted after it. */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll } from 'vitest';
import { signedInUser } from '../helpers.ts';

export interface LegislationAdmin {
  /** Signed in before the enclosing suite's tests run. */
  cookie: string;
  /** Ids of the records the suite created: push each one; they are deleted after the suite. */
  created: number[];
}

/**
 * Registers, for the enclosing suite (or file), the sign-in of the ADMIN_EMAILS account (vitest.config.ts) and the
 * deletion of the records pushed to `created`, so the other files sharing the database see the corpus as seeded.
 */
export function legislationAdmin(): LegislationAdmin {
  const state: LegislationAdmin = { cookie: '', created: [] };
  beforeAll(async () => {
    state.cookie = (await signedInUser({ email: 'admin@test.example' })).cookie;
  });
  afterAll(async () => {
    if (state.created.length) await env.DB.prepare(`DELETE FROM legislation WHERE id IN (${state.created.join(',')})`).run();
  });
  return state;
}
