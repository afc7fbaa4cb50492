/**
 * An accepted engagement for tests that need one (matters may only start after one, portal.md
 * part 2). Inserted as the database owner (the service role's direct SQL), since through the
 * Data API only an agent drafts and sends and only the client accepts, through the portal. The
 * engagements trigger still computes the snapshot's SHA-256, and the row is then final: nobody
 * can change it (tests/rls/engagements-cases.ts).
 */
import type pg from 'pg';
import type { Db } from '@/lib/db';

const SNAPSHOT = [
  'SERVICE AGREEMENT AND FEE ESTIMATE (test seed)',
  'SERVICES WE WILL PROVIDE',
  '1. Preparing and lodging your visa application',
  'Total professional fees: $3,630.00',
].join('\n');

const INSERT = `insert into public.engagements (client_id, agent_id, status, services, fee_items,
    gst_applies, conflict_declaration, agent_name, agent_marn, consumer_guide_version,
    terms_version, snapshot, sent_at, expires_on, accepted_name, accepted_at, accepted_ip,
    accepted_user_agent, accepted_time_zone)
  values ($1, $2, 'accepted',
    '[{"code":"prepare","label":"Preparing and lodging your visa application"}]'::jsonb,
    '[{"label":"Professional fee","amount_cents":330000}]'::jsonb, true,
    'I have no conflict of interest in acting for you.', 'Test Agent', '1234567', 'test', 'test',
    $3, now() - interval '1 day', (now() at time zone 'Australia/Sydney')::date + 29,
    'Test Client', now(), '203.0.113.1', 'seed', 'Australia/Sydney')
  returning id`;

/** The new engagement's id. `db`: a pg Pool/Client or a Drizzle Db, connected as the owner. */
export async function seedAcceptedEngagement(
  db: pg.Pool | pg.Client | Db,
  clientId: string,
  agentId: string | null = null,
): Promise<string> {
  const client = '$client' in db ? db.$client : db;
  const r = await client.query<{ id: string }>(INSERT, [clientId, agentId, SNAPSHOT]);
  return r.rows[0]!.id;
}
