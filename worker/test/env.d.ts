import type { D1Migration } from 'cloudflare:test';
import type { Settings } from '../src/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends Settings {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
    }
  }
}
