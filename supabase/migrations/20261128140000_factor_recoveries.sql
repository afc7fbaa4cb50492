-- A client who lost their authenticator (issue 36): a way back in that a stolen password alone
-- does not open.
--
--   requested  the client asks, signed in with the password (aal1) or fully; one open request
--              per person. The address on file is told at once ("if it was not you, cancel"),
--              and the agency inbox is told a request is waiting.
--   verified   an agent checked who they are (a video call comparing the person with the
--              passport on file) and wrote it down as a file note in the client's file.
--   approved   a second agent (not the one who verified) approves; the removal is due 24 hours
--              later, and the client is told by e-mail, so the real owner has a day to cancel.
--   completed  the scheduled job (lib/jobs/factor-recovery.ts) removed the factor through Auth
--              and the client is told to set up a new authenticator.
--   cancelled  by the client (any session) or any agent, at any open step.
--
-- Nobody writes the table directly: every step is a security-definer function below, called by
-- the app server (asServerFor: its own role with the person's verified claims, so auth.uid() is
-- the actor) and never executable by the Data API roles. Each step is in the audit log.

create table public.factor_recoveries (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'requested'
    check (status in ('requested', 'verified', 'approved', 'completed', 'cancelled')),
  -- "How can we reach you for a video call", as the client typed it (optional).
  contact_note text check (contact_note is null or char_length(contact_note) between 1 and 500),
  requested_at timestamptz not null default now(),
  verified_by uuid references auth.users (id) on delete set null,
  verified_at timestamptz,
  -- The agent's file note (messages, kind 'file_note') recording the identity check.
  verification_note_id uuid references public.messages (id) on delete set null,
  approved_by uuid references auth.users (id) on delete set null,
  approved_at timestamptz,
  removal_due_at timestamptz,
  completed_at timestamptz,
  cancelled_by uuid references auth.users (id) on delete set null,
  cancelled_at timestamptz,
  constraint factor_recoveries_second_agent check (approved_by <> verified_by),
  constraint factor_recoveries_verified_has_note check (
    status not in ('verified', 'approved', 'completed') or verified_at is not null),
  constraint factor_recoveries_approved_has_due check (
    status not in ('approved', 'completed') or (approved_at is not null and removal_due_at is not null))
);
-- One open request per person.
create unique index factor_recoveries_one_open on public.factor_recoveries (client_id)
  where status in ('requested', 'verified', 'approved');
create index factor_recoveries_due_idx on public.factor_recoveries (removal_due_at)
  where status = 'approved';
create index factor_recoveries_open_idx on public.factor_recoveries (requested_at)
  where status in ('requested', 'verified', 'approved');
alter table public.factor_recoveries enable row level security;

revoke all on table public.factor_recoveries from public, anon, authenticated;
grant select on table public.factor_recoveries to authenticated;
grant all on table public.factor_recoveries to service_role;

create policy "factor_recoveries: client reads own, agents read all" on public.factor_recoveries
  for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
create policy "live session only" on public.factor_recoveries as restrictive for all to authenticated
  using ((select private.session_is_live())) with check ((select private.session_is_live()));

-- ---------------------------------------------------------------------------------------------
-- The address on file, for the client's e-mails (none when Auth has no address).
create or replace function private.factor_recovery_mail(p_template text, r public.factor_recoveries)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  to_addr text := (select nullif(u.email, '') from auth.users u where u.id = r.client_id);
begin
  if to_addr is not null then
    insert into public.email_outbox (template, to_address, client_id, payload)
    values (p_template, to_addr, r.client_id, jsonb_build_object('request_id', r.id));
  end if;
end;
$$;
revoke all on function private.factor_recovery_mail(text, public.factor_recoveries)
  from public, anon, authenticated, service_role;

-- The client asks. Refused for agents (a colleague removes an agent's factor on /admin/security)
-- and for someone without a verified authenticator (nothing to remove). A second open request
-- fails on factor_recoveries_one_open (23505).
create or replace function private.request_factor_recovery(p_contact_note text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  r public.factor_recoveries;
begin
  if me is null or private.is_api_role() then
    raise exception 'request_factor_recovery is called by the server for a signed-in person'
      using errcode = '42501';
  end if;
  if exists (select 1 from public.user_roles x where x.user_id = me and x.role = 'admin') then
    raise exception 'agents: another agent removes a lost authenticator' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.mfa_factors f where f.user_id = me and f.status = 'verified') then
    raise exception 'no authenticator to remove' using errcode = 'P0002',
      constraint = 'factor_recoveries_no_factor';
  end if;
  insert into public.factor_recoveries (client_id, contact_note)
  values (me, nullif(left(btrim(coalesce(p_contact_note, '')), 500), ''))
  returning * into r;
  perform private.audit('factor_recovery.requested', 'factor_recovery', r.id, me, '{}'::jsonb);
  perform private.factor_recovery_mail('factor-recovery-requested', r);
  insert into public.email_outbox (template, to_address, client_id, payload)
  values ('factor-recovery-requested-agency', 'agency', me, jsonb_build_object('request_id', r.id));
  return r.id;
end;
$$;
revoke all on function private.request_factor_recovery(text) from public, anon, authenticated, service_role;

-- The client (their own request, any session) or any agent cancels an open request. Returns
-- 'cancelled', or 'not_open' when it already finished. The client is told either way it was
-- cancelled, so a cancellation they did not make does not go unnoticed.
create or replace function private.cancel_factor_recovery(p_request_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  r public.factor_recoveries;
begin
  if me is null or private.is_api_role() then
    raise exception 'cancel_factor_recovery is called by the server for a signed-in person'
      using errcode = '42501';
  end if;
  select * into r from public.factor_recoveries where id = p_request_id for update;
  -- Another client's request and a missing one get the same answer.
  if not found or (r.client_id <> me and not (select public.is_admin())) then
    raise exception 'request not found' using errcode = 'P0002';
  end if;
  if r.status not in ('requested', 'verified', 'approved') then
    return 'not_open';
  end if;
  update public.factor_recoveries
  set status = 'cancelled', cancelled_by = me, cancelled_at = now()
  where id = r.id
  returning * into r;
  perform private.audit('factor_recovery.cancelled', 'factor_recovery', r.id, r.client_id,
    jsonb_build_object('by_client', me = r.client_id));
  perform private.factor_recovery_mail('factor-recovery-cancelled', r);
  return 'cancelled';
end;
$$;
revoke all on function private.cancel_factor_recovery(uuid) from public, anon, authenticated, service_role;

-- An agent at aal2 records the identity check: the note goes into the client's file as a file
-- note (agent-only by RLS), and the request is marked verified with it. Returns 'verified', or
-- 'not_requested' when it is past (or not at) that step.
create or replace function private.verify_factor_recovery(p_request_id uuid, p_note text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  r public.factor_recoveries;
  note_id uuid;
  note text := btrim(coalesce(p_note, ''));
begin
  if me is null or private.is_api_role() or not (select public.is_admin()) then
    raise exception 'agents only' using errcode = '42501';
  end if;
  select * into r from public.factor_recoveries where id = p_request_id for update;
  if not found then
    raise exception 'request not found' using errcode = 'P0002';
  end if;
  if r.client_id = me then
    raise exception 'nobody verifies their own request' using errcode = '42501';
  end if;
  if r.status <> 'requested' then
    return 'not_requested';
  end if;
  if char_length(note) not between 10 and 2000 then
    raise exception 'Write what you checked (10 to 2,000 characters).' using errcode = '23514',
      constraint = 'factor_recoveries_note_length';
  end if;
  insert into public.messages (client_id, author_id, kind, body)
  values (r.client_id, me, 'file_note',
    'Identity check for removing two-step sign-in (video call, passport on file): ' || note)
  returning id into note_id;
  update public.factor_recoveries
  set status = 'verified', verified_by = me, verified_at = now(), verification_note_id = note_id
  where id = r.id;
  perform private.audit('factor_recovery.verified', 'factor_recovery', r.id, r.client_id,
    jsonb_build_object('file_note_id', note_id));
  return 'verified';
end;
$$;
revoke all on function private.verify_factor_recovery(uuid, text) from public, anon, authenticated, service_role;

-- A second agent at aal2 approves: never the agent who verified, never the client. The removal
-- is due 24 hours later; the client is told now. Returns 'approved', or 'not_verified'.
create or replace function private.approve_factor_recovery(p_request_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  r public.factor_recoveries;
begin
  if me is null or private.is_api_role() or not (select public.is_admin()) then
    raise exception 'agents only' using errcode = '42501';
  end if;
  select * into r from public.factor_recoveries where id = p_request_id for update;
  if not found then
    raise exception 'request not found' using errcode = 'P0002';
  end if;
  if r.client_id = me then
    raise exception 'nobody approves their own request' using errcode = '42501';
  end if;
  if r.status <> 'verified' then
    return 'not_verified';
  end if;
  if r.verified_by is not distinct from me then
    raise exception 'a second agent approves: not the one who checked the identity'
      using errcode = '42501', constraint = 'factor_recoveries_second_agent';
  end if;
  update public.factor_recoveries
  set status = 'approved', approved_by = me, approved_at = now(),
      removal_due_at = now() + interval '24 hours'
  where id = r.id
  returning * into r;
  perform private.audit('factor_recovery.approved', 'factor_recovery', r.id, r.client_id,
    jsonb_build_object('removal_due_at', r.removal_due_at));
  perform private.factor_recovery_mail('factor-recovery-approved', r);
  return 'approved';
end;
$$;
revoke all on function private.approve_factor_recovery(uuid) from public, anon, authenticated, service_role;

-- The scheduled job, after Auth removed the client's factors: closes the request and tells the
-- client. Server only, no person's claims. Returns 'completed', 'not_due' (not approved, or the
-- 24 hours are not over) or 'factor_remains' (Auth still has a verified factor: try again).
create or replace function private.complete_factor_recovery(p_request_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.factor_recoveries;
begin
  if private.is_api_role() or (select auth.uid()) is not null then
    raise exception 'complete_factor_recovery is run by the scheduled job' using errcode = '42501';
  end if;
  select * into r from public.factor_recoveries where id = p_request_id for update;
  if not found or r.status <> 'approved' or r.removal_due_at > now() then
    return 'not_due';
  end if;
  if exists (select 1 from auth.mfa_factors f where f.user_id = r.client_id and f.status = 'verified') then
    return 'factor_remains';
  end if;
  update public.factor_recoveries set status = 'completed', completed_at = now()
  where id = r.id
  returning * into r;
  perform private.audit('factor_recovery.completed', 'factor_recovery', r.id, r.client_id, '{}'::jsonb);
  perform private.factor_recovery_mail('factor-recovery-completed', r);
  return 'completed';
end;
$$;
revoke all on function private.complete_factor_recovery(uuid) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Authenticator changes are recorded (as in 20261126130000_agents_need_aal2.sql), with one new
-- branch: the scheduled job (the server's own role, no person's claims) records removing a
-- client's factor only while that client has an approved request whose 24 hours are over. Every
-- other path is unchanged: a client's factor is theirs alone.
create or replace function private.record_factor_change(p_action text, p_user_id uuid, p_factor_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  target_is_agent boolean;
  due_request uuid;
begin
  if me is null then
    if p_action = 'mfa.factor_removed' and not private.is_api_role() then
      select r.id into due_request from public.factor_recoveries r
       where r.client_id = p_user_id and r.status = 'approved' and r.removal_due_at <= now();
    end if;
    if due_request is null then
      raise exception 'sign in first' using errcode = '42501';
    end if;
    perform private.audit('mfa.factor_removed', 'auth_factor', p_factor_id, p_user_id,
      jsonb_build_object('user_id', p_user_id, 'factor_recovery_id', due_request));
    return;
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
