-- Agents must use two-step sign-in (issue 29): a stolen password alone reads nothing.
--
-- Every agent-only path in the database goes through public.is_admin(): the RLS policies of
-- every table ("own or agent"), the storage read policy for agents, the triggers that tell an
-- agent's write from a client's, and each agent function in schema private (exports, the audited
-- document path, assessment reads) that refuses non-agents with it. So the check lives inside
-- is_admin() rather than in restrictive policies: one place covers every path, including the part
-- 2 tables whose owners write their policies with is_admin() in parallel, and the private
-- functions a restrictive policy never reaches. A restrictive policy per table would also have
-- to tell "agent at aal1" apart from "client at aal1" (a client's own rows must stay readable
-- with a password alone), which is is_admin()'s own question again.
--
-- With an `aal1` token an agent is simply not an agent to the database: they keep what any
-- signed-in person has (their own profile and role row), nothing more. The token's `aal` comes
-- from Auth (GoTrue and supabase/local) and is signed, so a caller cannot choose it.
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
    );
$$;
revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;


-- The app tells "an agent who still has to give their code" from "not an agent" by reading the
-- person's own user_roles row ("user_roles: read own or admin"), which needs no aal2 and grants
-- nothing else.

-- ---------------------------------------------------------------------------------------------
-- Authenticator changes are recorded. The app calls this, as the signed-in person, in the same
-- transaction that stays open while it asks Auth for the change, so the change commits its
-- record or, when Auth refuses, nothing is recorded. Anyone records their own set-up and removal
-- (Auth itself requires aal2 to remove a verified factor); removing someone else's (an agent
-- who lost their phone) takes an agent at aal2, and only for a colleague: a client's factor is
-- theirs alone.
create or replace function private.record_factor_change(p_action text, p_user_id uuid, p_factor_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  target_is_agent boolean;
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  if p_action not in ('mfa.factor_verified', 'mfa.factor_removed') then
    raise exception 'unknown action' using errcode = '22023';
  end if;
  target_is_agent := exists (select 1 from public.user_roles r where r.user_id = p_user_id and r.role = 'admin');
  if p_user_id is distinct from me
     and not (p_action = 'mfa.factor_removed' and (select public.is_admin()) and target_is_agent) then
    raise exception 'agents only, for a colleague' using errcode = '42501';
  end if;
  perform private.audit(p_action, 'auth_factor', p_factor_id,
    case when target_is_agent then null else p_user_id end,
    jsonb_build_object('user_id', p_user_id));
end;
$$;
revoke all on function private.record_factor_change(text, uuid, uuid) from public, anon, service_role;
grant execute on function private.record_factor_change(text, uuid, uuid) to authenticated;
