-- The database decides who is still signed in (issue 36).
--
-- An access token verifies until it expires (an hour), whatever happened since it was issued: the
-- person signed out everywhere, an agent closed their account (a ban), or a colleague removed
-- their lost authenticator. PostgREST (the Data API) and Storage check only the signature, so
-- until now such a token kept reading and writing everything RLS gave it for the rest of its hour.
-- The app's own pages checked auth.sessions; the database did not.
--
-- One rule, in one place: private.session_is_live() says whether the token behind this statement
-- (auth.jwt(), as PostgREST and Storage set it) still stands for a live session:
--   * its session_id is a row of auth.sessions for the token's subject, not past not_after;
--   * the person is not deleted, not banned (a closed account is banned) and their profile is
--     not closed (the ban may still be on its way: closing marks the profile first);
--   * a token that claims `aal2` has a session that Auth still records at `aal2`, and the factor
--     the session used (auth.sessions.factor_id, which Auth sets with aal2) is still verified:
--     removing a factor (one's own, or a colleague's lost phone) ends what the old aal2 token can
--     do at once, whether Auth downgraded the session (it does on unenroll) or only deleted the
--     factor row.
-- It reads Auth's own tables, which hosted Supabase has too, so the same migration works there.
--
-- Where it binds:
--   * a restrictive policy "live session only" on every table in public and on storage.objects,
--     for `authenticated`: reads and writes alike (a restrictive policy is ANDed with the
--     permissive ones, so no table's own policies need to change). New tables get theirs from the
--     test that reads the catalogue (tests/rls/live-session-cases.ts: every public table with RLS
--     has this policy).
--   * public.is_admin(), so every agent path (policies, triggers, private functions) also needs it.
--   * the app asks the same function before each transaction it runs as a person (lib/db/scoped.ts),
--     so a page says "signed out" instead of showing empty lists.
-- Cost: one primary-key lookup in auth.sessions and auth.users per statement (the policies call it
-- as `(select ...)`, an init plan evaluated once per statement, not per row).

create or replace function private.session_is_live()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with token as (
    select
      case when (select auth.jwt()) ->> 'session_id'
                ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           then ((select auth.jwt()) ->> 'session_id')::uuid end as session_id,
      (select auth.uid()) as user_id,
      coalesce((select auth.jwt()) ->> 'aal', 'aal1') as aal
  )
  select exists (
    select 1
      from token t
      join auth.sessions s on s.id = t.session_id and s.user_id = t.user_id
      join auth.users u on u.id = s.user_id
     where (s.not_after is null or s.not_after > now())
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and not exists (
         select 1 from public.profiles p where p.id = u.id and p.closed_at is not null)
       and (t.aal = 'aal1'
            or (s.aal::text = t.aal
                and (s.factor_id is null
                     or exists (
                       select 1 from auth.mfa_factors f
                        where f.id = s.factor_id and f.user_id = u.id
                          and f.status::text = 'verified'))))
  );
$$;
revoke all on function private.session_is_live() from public, anon;
grant execute on function private.session_is_live() to authenticated, service_role;

-- An agent is an agent only at aal2 (20261126130000) and only on a live session.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from public.user_roles
      where user_id = (select auth.uid()) and role = 'admin'
    )
    and (select private.session_is_live());
$$;
revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

-- Every table in public, and the documents' objects.
do $$
declare
  t record;
begin
  for t in
    select c.relname
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
  loop
    execute format(
      'create policy "live session only" on public.%I as restrictive for all to authenticated '
      'using ((select private.session_is_live())) with check ((select private.session_is_live()))',
      t.relname);
  end loop;
end;
$$;

create policy "live session only" on storage.objects as restrictive for all to authenticated
  using ((select private.session_is_live())) with check ((select private.session_is_live()));

-- Closing an account ends every session in the same transaction that marks the profile closed
-- (issue 36). The server used to ban the person first and then ask Auth for a global sign-out,
-- which Auth refuses for a banned person (`user_banned`): every session stayed. Deleting the
-- person's auth.sessions rows is what a global sign-out does (their refresh tokens and AMR rows
-- go with them, by Auth's own foreign keys), and needs no token of theirs, so an agent closing a
-- client's account signs them out too. The Auth ban that follows (lib/accounts/close.ts) stops
-- new sign-ins; the live-session rule above already refuses every token the moment this commits.
create or replace function private.close_account(p_actor uuid, p_client uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  agent boolean := exists (select 1 from public.user_roles r where r.user_id = p_actor and r.role = 'admin');
  previous jsonb;
  changed boolean;
  ended integer;
begin
  if p_actor is null or p_client is null then
    raise exception 'close_account: actor and client are required' using errcode = '22023';
  end if;
  if p_actor <> p_client and not agent then
    raise exception 'only the client or an agent closes an account' using errcode = '42501';
  end if;
  if exists (select 1 from public.user_roles r where r.user_id = p_client and r.role = 'admin') then
    raise exception 'revoke the agent role before closing an agent''s account' using errcode = '42501';
  end if;
  update public.profiles set closed_at = now(), closed_by = p_actor, updated_at = now()
    where id = p_client and closed_at is null;
  changed := found;
  -- Always, also when the profile was closed already: a session opened since is ended too.
  delete from auth.sessions where user_id = p_client;
  get diagnostics ended = row_count;
  if changed then
    previous := private.act_as_client(p_actor);
    perform private.audit('account.closed', 'profile', p_client, p_client,
      jsonb_build_object('by', case when p_actor = p_client then 'client' else 'agent' end,
                         'sessions_ended', ended));
    perform private.restore_claims(previous);
  end if;
  return changed;
end;
$$;
revoke all on function private.close_account(uuid, uuid) from public, anon, authenticated, service_role;
