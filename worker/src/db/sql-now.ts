/** The database's own clock as an ISO-8601 instant with milliseconds: what every `updated_at` and `created_at` holds. */
import { sql } from 'drizzle-orm';

export const sqlNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
