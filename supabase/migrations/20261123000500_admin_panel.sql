-- The agency's admin panel: who is an agent (never nobody), leads linked to the client account
-- they became and to the agent working them, agents' notes on a client, exports that cannot
-- happen without an audit entry, and the indexes that keep the queue and client list fast.
--
-- Written by the database, not the app (portal.md): role grant/revoke, lead status, profile
-- changes by an agent and agents' document reads are already audited by 20261123000300; this file
-- adds lead assignment, "invited as a client" and every export.

-- ---------------------------------------------------------------------------------------------
-- Never the last agent. Enforced here so neither a bug in the team page nor a direct call through
-- the Data API (an agent's token can delete user_roles rows) can lock the agency out.
create or replace function private.user_roles_keep_one_agent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin' and new.user_id = old.user_id) then
    return coalesce(new, old);
  end if;
  -- Two agents revoking each other at the same moment must not both succeed.
  perform pg_advisory_xact_lock(hashtext('public.user_roles:admin'));
  if not exists (
    select 1 from public.user_roles r where r.role = 'admin' and r.user_id <> old.user_id
  ) then
    raise exception 'the last agent cannot lose the role' using errcode = '23514';
  end if;
  return coalesce(new, old);
end;
$$;
revoke all on function private.user_roles_keep_one_agent() from public, anon, authenticated, service_role;
create trigger user_roles_keep_one_agent
  before delete or update on public.user_roles
  for each row execute function private.user_roles_keep_one_agent();

-- Roles are granted and revoked, never edited in place.
revoke update on table public.user_roles from authenticated;

-- ---------------------------------------------------------------------------------------------
-- Leads: the client account a lead became (set when an agent invites them) and its assignee.
alter table public.leads
  add column client_id uuid references auth.users (id) on delete set null;

-- Visitors cannot insert leads directly (20261123000100): only private.submit_lead stores them,
-- and it never sets client_id or assignee.

create or replace function private.leads_check_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee is distinct from old.assignee and new.assignee is not null
     and not exists (select 1 from public.user_roles r where r.user_id = new.assignee and r.role = 'admin') then
    raise exception 'a lead is assigned to an agent only' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.leads_check_assignment() from public, anon, authenticated, service_role;
create trigger leads_check_assignment
  before update on public.leads
  for each row execute function private.leads_check_assignment();

create or replace function private.audit_lead_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee is distinct from old.assignee then
    perform private.audit('lead.assigned', 'lead', new.id, new.client_id,
      jsonb_build_object('from', old.assignee, 'to', new.assignee));
  end if;
  if new.client_id is distinct from old.client_id then
    perform private.audit('lead.linked_to_client', 'lead', new.id, coalesce(new.client_id, old.client_id),
      jsonb_build_object('from', old.client_id, 'to', new.client_id));
  end if;
  return null;
end;
$$;
revoke all on function private.audit_lead_links() from public, anon, authenticated, service_role;
create trigger leads_audit_links
  after update on public.leads
  for each row execute function private.audit_lead_links();

-- ---------------------------------------------------------------------------------------------
-- Agents' notes about a client (the client never sees them).
create table public.client_notes (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null default auth.uid(),
  body text not null check (char_length(body) between 1 and 3000),
  created_at timestamptz not null default now()
);
create index client_notes_client_idx on public.client_notes (client_id, created_at desc);
alter table public.client_notes enable row level security;

revoke all on table public.client_notes from public, anon, authenticated;
grant select, insert on table public.client_notes to authenticated;
grant all on table public.client_notes to service_role;

create policy "client_notes: agents read" on public.client_notes
  for select to authenticated
  using ((select public.is_admin()));
create policy "client_notes: agents write their own" on public.client_notes
  for insert to authenticated
  with check ((select public.is_admin()) and author_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Exports. The rows come only from these functions, and each writes its audit entry in the same
-- transaction, so an export cannot be taken without the record. Security definer (they call the
-- owner-only private.audit), so each first refuses anyone who is not an agent: an agent reads
-- every lead and audit row under RLS anyway, so they return nothing RLS would have hidden.
create or replace function private.record_export(p_kind text, p_filters jsonb, p_rows integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'agents only' using errcode = '42501';
  end if;
  perform private.audit('export.' || p_kind, 'export', null, null,
    jsonb_build_object('filters', coalesce(p_filters, '{}'::jsonb), 'rows', p_rows));
end;
$$;
revoke all on function private.record_export(text, jsonb, integer) from public, anon, authenticated, service_role;

-- Filters: kind, status, from, to (YYYY-MM-DD, Sydney days are the app's business), q.
create or replace function private.export_leads(p_filters jsonb)
returns setof public.leads
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
  q text := nullif(lower(p_filters ->> 'q'), '');
begin
  if not (select public.is_admin()) then
    raise exception 'agents only' using errcode = '42501';
  end if;
  return query
    select l.* from public.leads l
    where (p_filters ->> 'kind' is null or l.kind = p_filters ->> 'kind')
      and (p_filters ->> 'status' is null or l.status = p_filters ->> 'status')
      and (p_filters ->> 'from' is null or l.created_at >= (p_filters ->> 'from')::date)
      and (p_filters ->> 'to' is null or l.created_at < (p_filters ->> 'to')::date + 1)
      and (q is null or strpos(lower(l.full_name), q) > 0 or strpos(lower(coalesce(l.email, '')), q) > 0
        or strpos(lower(coalesce(l.phone, '')), q) > 0 or strpos(lower(coalesce(l.message, '')), q) > 0
        or strpos(lower(coalesce(l.visa_interest, '')), q) > 0)
    order by l.created_at desc
    limit 50000;
  get diagnostics n = row_count;
  perform private.record_export('leads', p_filters, n);
end;
$$;
revoke all on function private.export_leads(jsonb) from public, anon, service_role;
grant execute on function private.export_leads(jsonb) to authenticated;

-- Filters: actor, client (uuids), action (exact, or a prefix ending in '.'), from, to.
create or replace function private.export_audit_log(p_filters jsonb)
returns setof public.audit_log
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
  act text := nullif(p_filters ->> 'action', '');
begin
  if not (select public.is_admin()) then
    raise exception 'agents only' using errcode = '42501';
  end if;
  return query
    select a.* from public.audit_log a
    where (p_filters ->> 'actor' is null or a.actor_id = (p_filters ->> 'actor')::uuid)
      and (p_filters ->> 'client' is null or a.client_id = (p_filters ->> 'client')::uuid)
      and (act is null or a.action = act or (right(act, 1) = '.' and left(a.action, char_length(act)) = act))
      and (p_filters ->> 'from' is null or a.at >= (p_filters ->> 'from')::date)
      and (p_filters ->> 'to' is null or a.at < (p_filters ->> 'to')::date + 1)
    order by a.at desc, a.id desc
    limit 100000;
  get diagnostics n = row_count;
  perform private.record_export('audit_log', p_filters, n);
end;
$$;
revoke all on function private.export_audit_log(jsonb) from public, anon, service_role;
grant execute on function private.export_audit_log(jsonb) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Indexes for the queue (/admin) and the client list (/admin/clients); see bench/admin-load.mjs.
-- New leads, oldest first.
create index leads_status_created_idx on public.leads (status, created_at);
-- "Assigned to me".
create index leads_assignee_idx on public.leads (assignee, created_at desc) where assignee is not null;
-- A client's leads: linked, or the same e-mail or phone.
create index leads_client_idx on public.leads (client_id) where client_id is not null;
create index leads_email_lower_idx on public.leads (lower(email)) where email is not null;
create index leads_phone_idx on public.leads (phone) where phone is not null;
-- The client list, newest first, one page at a time.
create index profiles_created_idx on public.profiles (created_at desc, id);
-- Overdue information requests.
create index document_requests_open_due_idx on public.document_requests (due_on)
  where fulfilled_by is null and due_on is not null;
-- Per client: documents waiting for review (the list's badge).
create index documents_client_status_idx on public.documents (client_id, status) where hidden_at is null;

-- The latest assessment per client (list filter), when the assessments table exists (issue 13).
do $$
begin
  if to_regclass('public.assessments') is not null then
    execute 'create index if not exists assessments_client_latest_idx on public.assessments (client_id, created_at desc)';
  end if;
end;
$$;
