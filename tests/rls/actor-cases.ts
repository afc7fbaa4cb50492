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
export const PERSON_PARAMETER_EXCEPTIONS: Record<string, string> = {
  audit: 'p_client_id is whose file the entry belongs to (the subject); the actor is auth.uid()',
  message_agent_address:
    'called only by the messages triggers, for the matter’s client (the recipient side)',
  queue_matter_mail: 'called only by the matters triggers, to mail the matter’s client',
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
];

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
