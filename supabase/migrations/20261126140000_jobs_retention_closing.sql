-- Scheduled jobs (issue 30): retention that destroys, legal holds, accounts closed without losing
-- records, and the columns the rules-changed re-check stores its result in.
--
-- The jobs run as the app's own database role (DATABASE_URL); nothing here is granted to anon or
-- authenticated. Agents act through private functions the server calls after requireAdmin().

-- ---------------------------------------------------------------------------------------------
-- 1. Nothing the 7-year rule keeps cascades from auth.users. Deleting a user who still has
-- records is refused by the foreign key (close the account instead: lib/accounts/close.ts).
-- profiles keeps its cascade: a person with no kept record may be deleted outright, and one with
-- records cannot be deleted at all (the delete fails on the records' keys and rolls back, profile
-- included). assessment_events cascade only from their assessment, which no longer cascades.
alter table public.documents
  drop constraint documents_client_id_fkey,
  add constraint documents_client_id_fkey foreign key (client_id) references auth.users (id);
alter table public.document_requests
  drop constraint document_requests_client_id_fkey,
  add constraint document_requests_client_id_fkey foreign key (client_id) references auth.users (id);
alter table public.assessments
  drop constraint assessments_client_id_fkey,
  add constraint assessments_client_id_fkey foreign key (client_id) references auth.users (id);
alter table public.client_notes
  drop constraint client_notes_client_id_fkey,
  add constraint client_notes_client_id_fkey foreign key (client_id) references auth.users (id);

-- ---------------------------------------------------------------------------------------------
-- 2. Closed accounts. Contact fields stay while any record does; once the last record is
-- destroyed the retention job deletes the Auth user, and the profile goes with it.
alter table public.profiles
  add column closed_at timestamptz,
  add column closed_by uuid;

-- Marks the profile closed and records who did it. p_actor is the person closing (the client
-- themselves, or an agent the server has checked); the Auth ban and sign-out are the server's
-- (lib/accounts/close.ts), through the Auth admin API. Returns false when already closed.
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
  if changed then
    previous := private.act_as_client(p_actor);
    perform private.audit('account.closed', 'profile', p_client, p_client,
      jsonb_build_object('by', case when p_actor = p_client then 'client' else 'agent' end));
    perform private.restore_claims(previous);
  end if;
  return changed;
end;
$$;
revoke all on function private.close_account(uuid, uuid) from public, anon, authenticated, service_role;

-- A closed account's own token writes nothing (the Auth ban stops new sign-ins; this stops a
-- token issued before the ban for the minutes it has left, through the Data API too).
create or replace function private.profiles_refuse_closed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) = old.id and old.closed_at is not null then
    raise exception 'this account is closed' using errcode = '42501';
  end if;
  if (select auth.uid()) is not null and new.closed_at is distinct from old.closed_at then
    raise exception 'accounts are closed through the server' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function private.profiles_refuse_closed() from public, anon, authenticated, service_role;
create trigger profiles_refuse_closed
  before update on public.profiles
  for each row execute function private.profiles_refuse_closed();

-- ---------------------------------------------------------------------------------------------
-- 3. Retention. A document being destroyed is marked first (destruction_started_at), so a
-- crash between the storage delete and the row delete is finished by the next run, and a legal
-- hold cannot be put on a file whose object may already be gone.
alter table public.documents add column destruction_started_at timestamptz;
create index documents_retention_idx on public.documents (retain_until)
  where retain_until is not null and not legal_hold;

-- Deleting a document row makes Postgres clear every reference to it (on delete set null). Without
-- an index each of those is a scan of the whole table per destroyed row: 8 s per 1,000 destroyed
-- with 10,000 documents (bench/retention.mjs), growing with the table.
create index documents_replaces_idx on public.documents (replaces_id) where replaces_id is not null;
create index document_requests_fulfilled_by_idx on public.document_requests (fulfilled_by)
  where fulfilled_by is not null;
create index messages_document_idx on public.messages (document_id) where document_id is not null;
create index matters_summary_document_idx on public.matters (summary_document_id)
  where summary_document_id is not null;

alter table public.assessments add column retain_until date;
create index assessments_retention_idx on public.assessments (retain_until) where retain_until is not null;
create index matters_retention_idx on public.matters (retain_until) where retain_until is not null;

-- The audit entry for a removed row keeps ids, category and dates only.
create or replace function private.documents_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.destruction_started_at is not null then
    perform private.audit('document.destroyed', 'document', old.id, old.client_id,
      jsonb_build_object('category', old.category, 'retain_until', old.retain_until,
        'created_at', old.created_at, 'hidden_at', old.hidden_at, 'matter_id', old.matter_id,
        'destroyed_on', current_date));
  else
    perform private.audit('document.removed', 'document', old.id, old.client_id,
      jsonb_build_object('category', old.category, 'status', old.status));
  end if;
  return null;
end;
$$;

-- A matter closed: it and its documents are kept 7 years from today (the last action).
create or replace function private.matters_set_retention()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.stage = 'closed' and old.stage is distinct from 'closed' then
    new.retain_until := (now() + interval '7 years')::date;
  elsif new.stage <> 'closed' then
    new.retain_until := null;
  end if;
  return new;
end;
$$;
revoke all on function private.matters_set_retention() from public, anon, authenticated, service_role;
create trigger matters_set_retention
  before update of stage on public.matters
  for each row execute function private.matters_set_retention();

create or replace function private.matters_retain_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.documents d set retain_until = greatest(coalesce(d.retain_until, new.retain_until), new.retain_until)
    where d.matter_id = new.id and new.retain_until is not null;
  if new.retain_until is null then
    update public.documents d set retain_until = null where d.matter_id = new.id and d.hidden_at is null;
  end if;
  return null;
end;
$$;
revoke all on function private.matters_retain_documents() from public, anon, authenticated, service_role;
-- Not `update of retain_until`: the column is set by the BEFORE trigger above, not the statement.
create trigger matters_retain_documents
  after update on public.matters
  for each row when (new.retain_until is distinct from old.retain_until)
  execute function private.matters_retain_documents();

-- An assessment closed with no matter behind it (its engagement led to none) is kept 7 years.
create or replace function private.assessments_set_retention()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'closed' and old.status is distinct from 'closed' then
    if not exists (
      select 1 from public.matters m join public.engagements e on e.id = m.engagement_id
      where e.assessment_id = new.id) then
      new.retain_until := (now() + interval '7 years')::date;
    end if;
  elsif new.status <> 'closed' then
    new.retain_until := null;
  end if;
  return new;
end;
$$;
revoke all on function private.assessments_set_retention() from public, anon, authenticated, service_role;
create trigger assessments_set_retention
  before update of status on public.assessments
  for each row execute function private.assessments_set_retention();

-- Legal hold: an agent (checked here, not only by the server) sets or lifts it, audited. Returns
-- 'ok', 'not_found', or 'being_destroyed' (the job has started on it: the object may be gone).
create or replace function private.set_legal_hold(p_agent uuid, p_document uuid, p_hold boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.documents;
  previous jsonb;
begin
  if not exists (select 1 from public.user_roles r where r.user_id = p_agent and r.role = 'admin') then
    raise exception 'only an agent sets a legal hold' using errcode = '42501';
  end if;
  select * into d from public.documents where id = p_document for update;
  if not found then
    return 'not_found';
  end if;
  if d.destruction_started_at is not null then
    return 'being_destroyed';
  end if;
  if d.legal_hold = p_hold then
    return 'ok';
  end if;
  update public.documents set legal_hold = p_hold where id = p_document;
  previous := private.act_as_client(p_agent);
  perform private.audit(case when p_hold then 'document.legal_hold_set' else 'document.legal_hold_lifted' end,
    'document', d.id, d.client_id, jsonb_build_object('category', d.category, 'retain_until', d.retain_until));
  perform private.restore_claims(previous);
  return 'ok';
end;
$$;
revoke all on function private.set_legal_hold(uuid, uuid, boolean) from public, anon, authenticated, service_role;

-- Destroys one matter past retain_until whose documents are all gone (the job destroys those
-- first, storage object before row). Its timeline, deadlines and messages go with it; the audit
-- entry keeps ids and dates only. Returns false when it is not (or no longer) due.
create or replace function private.destroy_matter(p_matter uuid, p_today date)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.matters;
begin
  select * into m from public.matters
    where id = p_matter and retain_until < p_today and stage = 'closed'
    for update skip locked;
  if not found or exists (select 1 from public.documents d where d.matter_id = m.id) then
    return false;
  end if;
  delete from public.message_reads r using public.messages x where r.message_id = x.id and x.matter_id = m.id;
  delete from public.messages where matter_id = m.id;
  delete from public.deadlines where matter_id = m.id;
  delete from public.matter_events where matter_id = m.id;
  delete from public.matters where id = m.id;
  perform private.audit('matter.destroyed', 'matter', m.id, m.client_id,
    jsonb_build_object('retain_until', m.retain_until, 'created_at', m.created_at,
      'decided_on', m.decided_on, 'destroyed_on', p_today));
  return true;
end;
$$;
revoke all on function private.destroy_matter(uuid, date) from public, anon, authenticated, service_role;

-- Destroys one assessment past retain_until (its history cascades); audited with ids and dates.
create or replace function private.destroy_assessment(p_assessment uuid, p_today date)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.assessments;
begin
  delete from public.assessments
    where id = p_assessment and retain_until < p_today
    returning * into a;
  if not found then
    return false;
  end if;
  perform private.audit('assessment.destroyed', 'assessment', a.id, a.client_id,
    jsonb_build_object('type', a.type, 'retain_until', a.retain_until, 'created_at', a.created_at,
      'closed_at', a.closed_at, 'destroyed_on', p_today));
  return true;
end;
$$;
revoke all on function private.destroy_assessment(uuid, date) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 4. Rules-changed re-check: the new result beside the old, with both rule versions.
alter table public.assessments
  add column recheck_result jsonb,
  add column recheck_from_rules text,
  add column recheck_to_rules text,
  add column recheck_rules_date date,
  add column rechecked_at timestamptz;

-- ---------------------------------------------------------------------------------------------
-- 5. The agent's queue lists the reminders the job sent (app/(app)/admin/_components/
-- reminders-queue.tsx). Agents read them; nobody writes them but the job (the app's own role).
grant select on table public.reminders_sent to authenticated;
create policy "reminders_sent: agents read" on public.reminders_sent
  for select to authenticated
  using ((select public.is_admin()));
create index reminders_sent_at_idx on public.reminders_sent (sent_at desc);
