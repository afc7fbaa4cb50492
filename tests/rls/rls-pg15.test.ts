/**
 * RLS on real PostgreSQL 15 (the engine Supabase runs), bootstrapped through supabase/local's
 * external-database path. CI installs postgresql-15; only a machine without it skips.
 */
import { Client as pg15Client } from 'pg';
import { describeOnPg15 } from '../support/engines';
import { supabaseClient } from '../support/stack';
import { registerProfileEmailCases } from './profile-email-cases';
import { registerRlsCases } from './rls-cases';
import { registerLeadNoteCases } from './lead-notes-cases';
import { registerSchemaCases } from './schema-cases';

describeOnPg15('row-level security on PostgreSQL 15', ({ pg: getPg, stack: getStack }) => {
  test('the stand-in bootstrapped the PostgreSQL 15 server: platform schemas, migrations and seed', async () => {
    const client = new pg15Client({ connectionString: getPg().url });
    await client.connect();
    try {
      const { rows } = await client.query(`
        select current_setting('server_version_num')::int as version,
               to_regclass('auth.users') is not null as auth,
               to_regclass('public.leads') is not null as leads,
               (select count(*)::int from auth.users where email = 'admin@example.com') as seeded`);
      expect(rows[0]).toEqual({ version: expect.any(Number), auth: true, leads: true, seeded: 1 });
      expect(Math.floor(rows[0].version / 10_000)).toBe(15);
    } finally {
      await client.end();
    }
  });

  test('Auth and Storage run on PostgreSQL 15 too: the hook (as supabase_auth_admin) and RLS as the caller', async () => {
    const sb = supabaseClient(getStack());
    const { data, error } = await sb.auth.signInWithPassword({
      email: 'user@example.com',
      password: 'user-local-only-2026',
    });
    expect(error).toBeNull();
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString(),
    );
    expect(claims).toHaveProperty('user_role', null);
    const docs = sb.storage.from('documents');
    const own = `${data.user!.id}/pg15.pdf`;
    expect(
      (await docs.upload(own, new Blob(['%PDF-1.7'], { type: 'application/pdf' }))).error,
    ).toBeNull();
    const forged = await docs.upload(
      'someone-else/x.pdf',
      new Blob(['%PDF'], { type: 'application/pdf' }),
    );
    expect(forged.error).toMatchObject({ statusCode: '403' });
    expect((await docs.remove([own])).data).toHaveLength(1);
  });

  // Nested, so its pool closes before the server stops.
  describe('rules', () => registerRlsCases(() => getPg().url));
  describe('the Drizzle schema', () => registerSchemaCases(() => getPg().url));
  describe('lead notes', () => registerLeadNoteCases(() => getPg().url));
  describe('profile e-mail', () => registerProfileEmailCases(() => getPg().url));
});
