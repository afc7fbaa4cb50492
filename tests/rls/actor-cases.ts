/**
 * One way to act for a person on the server (issue 37, 20261128160000_actor_from_claims.sql):
 * every `private` function takes the person it acts for from the verified claims (auth.uid()),
 * which the server sets through asServerFor(). Read from the catalogue, so a new function that
 * takes the actor as a parameter fails here. Registered by actor-pglite.test.ts and
 * actor-pg15.test.ts.
 */
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '@/lib/db';

/** A parameter that names a person (a uuid called p_actor, p_agent_id, p_user, p_client_id…). */
const PERSON_PARAMETER = /^p_(actor|agent|user|client|person|by|caller)(_id)?$/;

/**
 * Functions whose person parameter is not the one acting, each with the reason. The actor is
 * still auth.uid() inside each of them.
 */
const PERSON_PARAMETER_EXCEPTIONS: Record<string, string> = {
  audit: 'p_client_id is whose file the entry belongs to (the subject); the actor is auth.uid()',
  message_agent_address:
    'called only by the messages triggers, for the matter’s client (the recipient side)',
  queue_matter_mail: 'called only by the matters triggers, to mail the matter’s client',
  record_agent_document:
    'p_client_id is whose documents area receives the agent’s file; the actor (an agent) is auth.uid()',
  record_factor_change:
    'p_user_id is whose factor changed (an agent may remove a colleague’s); the actor is ' +
    'auth.uid(), and the factor-recovery job (no claims) is recognised by its due request',
};

/** The functions the server calls for a person: no token may call them itself. */
const SERVER_DOOR = [
  'approve_matter',
  'submit_assessment',
  'answer_assessment_question',
  'close_account',
  'set_legal_hold',
  'record_document',
  'record_agent_document',
];

/**
 * The private functions a person's token may call itself (through asUser, under RLS), and why:
 * everything else that acts for a person is the server's door (asServerFor). A new grant fails
 * the test until it is named here with its reason.
 */
const TOKEN_MAY_CALL: Record<string, string> = {
  session_is_live: 'the live-session policy on every table asks it for the token itself',
  is_one_line: 'table checks on names call it while the person writes (also as anon: leads)',
  one_line: 'the one-line normaliser behind is_one_line, for the same writes',
  is_postal_address: 'the table check on a profile’s postal address, run while the person writes',
  is_time_zone: 'a table check on the person’s time zone',
  engagement_money_ok: 'a table check on engagement amounts, run while an agent writes',
  engagements_guard: 'trigger function of engagements: cannot be called directly',
  document_uploads_left: 'the Storage upload policy asks it for the uploading client',
  person_limit: 'the per-person limits a client’s own writes are counted against',
  sydney_today: 'the agency’s calendar day, read by RLS-scoped queries',
  audit_shown_to_client: 'what of the audit log the person’s own data export shows: reads only',
  my_member_ids: 'the member-login policies ask which matter members the token is (reads only)',
  my_member_matter_ids: 'the member-login policies ask which matters the token is a member of',
  document_path_for_signing:
    'the path of a document the person may open (RLS decides), for a signed URL',
  engagement_pdf_for_signing: 'the signed copy of an engagement the person may read (RLS decides)',
  agent_queue_counts:
    'the agent queue’s counts in one statement: agents only (it checks), counts and nothing else',
  export_audit_log: 'an agent’s CSV export: rows the agent may read, and the export audited',
  export_leads: 'an agent’s CSV export of leads: rows the agent may read, and the export audited',
  export_ledger:
    'an agent’s CSV export of the clients’ account: rows the agent may read, and the export audited',
  record_assessment_read: 'an agent opening an assessment records it, in their own name',
  record_data_export: 'the person’s own data export records itself, in their name',
  record_factor_change:
    'the person’s own two-step factor change (or an agent’s for a colleague), recorded with Auth’s change',
};

type Fn = {
  name: string;
  signature: string;
  args: string[];
  types: string[];
  body: string;
};

export function registerActorCases(getUrl: () => string) {
  let db: Db;
  let fns: Fn[];

  beforeAll(async () => {
    db = createDb(getUrl(), 2);
    fns = (
      await db.execute<Fn>(sql`
        select p.proname as name, p.oid::regprocedure::text as signature,
               coalesce(p.proargnames, '{}'::text[]) as args,
               coalesce((select array_agg(format_type(t, null) order by i)
                           from unnest(p.proargtypes::oid[]) with ordinality u(t, i)), '{}') as types,
               p.prosrc as body
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'private' and p.prokind = 'f'
         order by 1`)
    ).rows;
  });
  afterAll(async () => {
    await db?.$client.end();
  });

  test('the catalogue lists the private functions', () => {
    expect(fns.length).toBeGreaterThan(40);
    expect(fns.map((f) => f.name)).toEqual(expect.arrayContaining(SERVER_DOOR));
  });

  test('no private function takes the acting person as a parameter: it reads auth.uid()', () => {
    const offenders = fns.flatMap((f) =>
      f.args
        .filter((a, i) => PERSON_PARAMETER.test(a) && f.types[i] === 'uuid')
        .filter(() => !(f.name in PERSON_PARAMETER_EXCEPTIONS))
        .map((a) => `${f.signature}: ${a}`),
    );
    expect(offenders).toEqual([]);
  });

  test('every exception still exists (a dropped function leaves the list)', () => {
    const names = new Set(fns.map((f) => f.name));
    expect(Object.keys(PERSON_PARAMETER_EXCEPTIONS).filter((n) => !names.has(n))).toEqual([]);
  });

  test('no private function switches the claims to act as someone else', () => {
    expect(fns.filter((f) => /request\.jwt\.claim/.test(f.body)).map((f) => f.signature)).toEqual(
      [],
    );
  });

  test('a token calls only the private functions named with a reason', async () => {
    const callable = await db.execute<{ name: string }>(sql`
      select distinct p.proname as name
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private'
         and (has_function_privilege('authenticated', p.oid, 'EXECUTE')
              or has_function_privilege('anon', p.oid, 'EXECUTE'))
       order by 1`);
    expect(callable.rows.map((r) => r.name).sort()).toEqual(Object.keys(TOKEN_MAY_CALL).sort());
  });

  test('the server’s door: anon and authenticated cannot call these functions', async () => {
    const callable = await db.execute<{ signature: string; role: string }>(sql`
      select p.oid::regprocedure::text as signature, r.role
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
             unnest(array['anon', 'authenticated']) r(role)
       where n.nspname = 'private' and p.proname in (${sql.join(
         SERVER_DOOR.map((n) => sql`${n}`),
         sql`, `,
       )})
         and has_function_privilege(r.role, p.oid, 'EXECUTE')`);
    expect(callable.rows).toEqual([]);
  });
}
