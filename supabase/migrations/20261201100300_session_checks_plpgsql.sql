-- Issue 39, server load: the two checks every statement of a signed-in person runs, as PL/pgSQL.
--
-- private.session_is_live() and public.is_admin() (20261128100000_live_sessions.sql) are called by
-- every table's policies, once per table a statement reads ("(select ...)", an init plan). As SQL
-- functions with SECURITY DEFINER and SET search_path they cannot be inlined, so PostgreSQL
-- planned their bodies afresh at every call: 0.5 ms and 0.7 ms on the bench's PostgreSQL 15
-- (bench/portal-load.mjs), several times per statement and dozens of statements per page. In
-- PL/pgSQL the same queries are prepared once per connection and their plans kept. The rule is
-- word for word the same (tests/rls/live-session-cases.ts holds it).

create or replace function private.session_is_live()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claims jsonb := (select auth.jwt());
  sid text := claims ->> 'session_id';
  uid uuid := (select auth.uid());
  token_aal text := coalesce(claims ->> 'aal', 'aal1');
begin
  if uid is null or sid is null
     or sid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return exists (
    select 1
      from auth.sessions s
      join auth.users u on u.id = s.user_id
     where s.id = sid::uuid and s.user_id = uid
       and (s.not_after is null or s.not_after > now())
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and not exists (
         select 1 from public.profiles p where p.id = u.id and p.closed_at is not null)
       and (token_aal = 'aal1'
            or (s.aal::text = token_aal
                and (s.factor_id is null
                     or exists (
                       select 1 from auth.mfa_factors f
                        where f.id = s.factor_id and f.user_id = u.id
                          and f.status::text = 'verified')))));
end;
$$;
revoke all on function private.session_is_live() from public, anon;
grant execute on function private.session_is_live() to authenticated, service_role;

create or replace function public.is_admin()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from public.user_roles
      where user_id = (select auth.uid()) and role = 'admin')
    and private.session_is_live();
end;
$$;
revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;
