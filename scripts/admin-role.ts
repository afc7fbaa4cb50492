/**
 * Grant or revoke the admin role: `npm run admin:grant -- someone@example.com [--revoke]`.
 * Works against any DATABASE_URL (supabase/local, `supabase start`, or a Supabase project's
 * direct connection). Plain pg, not lib/db: that module is server-only for Next.js.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { revoke: { type: 'boolean', default: false } },
});
const email = positionals[0]?.trim().toLowerCase();
if (!email) {
  console.error('usage: npm run admin:grant -- <email> [--revoke]');
  process.exit(2);
}

const url = process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const user = (
    await client.query<{ id: string }>('select id from auth.users where email = $1', [email])
  ).rows[0];
  if (!user) {
    console.error(`no user with e-mail ${email}: they must sign up first`);
    process.exitCode = 1;
  } else if (values.revoke) {
    const r = await client.query(
      `delete from public.user_roles where user_id = $1 and role = 'admin'`,
      [user.id],
    );
    console.log(r.rowCount ? `revoked admin from ${email}` : `${email} was not an admin`);
  } else {
    const r = await client.query(
      `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`,
      [user.id],
    );
    console.log(r.rowCount ? `granted admin to ${email}` : `${email} already is an admin`);
  }
  if (user)
    console.log(
      'RLS sees the change now; the user_role claim on their next token refresh (within jwt_expiry).',
    );
} finally {
  await client.end();
}
