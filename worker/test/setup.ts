/**
 * Runs before each worker test file. Files share one workerd runtime, its D1 and its module state
 * (isolate: false in vitest.config.ts): the database is migrated and seeded once per runtime, and
 * each file starts with its own default client address and with retrieval caches read afresh
 * (an earlier file may have changed and restored the corpus).
 */
import { resetRetrievalCaches } from '../src/services/retrieval/retrieval-caches.ts';
import { useNewFileClient } from './helpers.ts';
import { ensureTestDatabase } from './support/database.ts';

await ensureTestDatabase();
resetRetrievalCaches();
useNewFileClient();
