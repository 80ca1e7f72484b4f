/**
 * Demo accounts for local development only (the CLI refuses them with --remote): a verified
 * administrator (listed in wrangler.toml's development ADMIN_EMAILS) and a verified user.
 * Created once; a later seed leaves them (and any password change) alone.
 */
import { hashPassword } from '../worker/src/services/auth/password.ts';
import { sqlLiteral } from './build-seed-sql.ts';

export const DEMO_USERS = [
  { name: 'Demo Admin', email: 'demo-admin@example.com', password: 'demo-admin-2026', isAdmin: true },
  { name: 'Demo User', email: 'demo-user@example.com', password: 'demo-user-2026', isAdmin: false },
] as const;

export async function buildDemoUserStatements(): Promise<string[]> {
  const out: string[] = [];
  for (const u of DEMO_USERS) {
    const hash = await hashPassword(u.password);
    out.push(
      `INSERT INTO users (name, email, password_hash, email_verified, is_admin, signup_source) VALUES (${sqlLiteral(u.name)}, ${sqlLiteral(u.email)}, ${sqlLiteral(hash)}, 1, ${u.isAdmin ? 1 : 0}, 'direct_signup') ON CONFLICT(email) DO NOTHING;`,
      `INSERT INTO billing_accounts (user_id) SELECT id FROM users WHERE email = ${sqlLiteral(u.email)} ON CONFLICT(user_id) DO NOTHING;`,
    );
  }
  return out;
}
