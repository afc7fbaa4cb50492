-- The agent's work in the admin panel (issues 22 item 6, 23 items 13-16, 25 item 11).
--
--   * audit_log.actor_role: what the actor was when they acted (agent, client or system), set by
--     the database on every insert, so a client who calls themselves "Demo Admin" no longer reads
--     like the agent in the log. Rows written before this migration have none; the admin page
--     falls back to the actor's current role for those.
--   * document_requests: a due date is today or later when set or changed; an agent can edit the
--     note and due date of an open request or cancel it (cancelled_at/by), never a client (RLS as
--     before: only agents update); each edit and cancel is audited; a cancelled request is never
--     fulfilled by a later upload.
--   * profiles: an agent's correction of a client's profile (already allowed by "profiles: update
--     own or admin" and audited by private.audit_profile_change) now also tells the client by
--     e-mail through the outbox: no values in it, only "sign in to see".

-- ---------------------------------------------------------------------------------------------
alter table public.audit_log
  add column actor_role text check (actor_role is null or actor_role in ('agent', 'client', 'system'));

create or replace function private.audit_log_actor_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Whatever an insert says, the database decides: nothing a caller writes can choose the role.
  new.actor_role := case
    when new.actor_id is null then 'system'
    when exists (select 1 from public.user_roles r where r.user_id = new.actor_id and r.role = 'admin')
      then 'agent'
    else 'client'
  end;
  return new;
end;
$$;
revoke all on function private.audit_log_actor_role() from public, anon, authenticated, service_role;
create trigger audit_log_actor_role
  before insert on public.audit_log
  for each row execute function private.audit_log_actor_role();

-- ---------------------------------------------------------------------------------------------
alter table public.document_requests
  add column cancelled_at timestamptz,
  add column cancelled_by uuid references auth.users (id) on delete set null,
  add constraint document_requests_cancel_pair check ((cancelled_at is null) = (cancelled_by is null));

-- Before every insert and update: the due date rule, the cancel rules, and a fulfilment aimed at a
-- cancelled request moved to the oldest open one (documents_after_insert picks by category only).
create or replace function private.document_requests_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- "Today" anywhere on Earth: the earliest calendar date in use (UTC-12). The app checks against
  -- the agent's own today; the database refuses only what is in the past everywhere.
  earliest_today date := (now() at time zone 'Etc/GMT+12')::date;
  open_id uuid;
begin
  if new.due_on is not null and new.due_on < earliest_today
     and (tg_op = 'INSERT' or new.due_on is distinct from old.due_on) then
    raise exception 'A due date must be today or later.' using errcode = '23514',
      constraint = 'document_requests_due_on_not_past';
  end if;
  if tg_op = 'INSERT' then
    if new.cancelled_at is not null then
      raise exception 'A new request cannot start cancelled.' using errcode = '23514';
    end if;
    return new;
  end if;

  if old.cancelled_at is not null then
    if new.fulfilled_by is distinct from old.fulfilled_by and new.fulfilled_by is not null then
      select r.id into open_id from public.document_requests r
      where r.client_id = old.client_id and r.category = old.category
        and r.fulfilled_by is null and r.cancelled_at is null
      order by r.created_at
      limit 1;
      if open_id is not null then
        update public.document_requests
        set fulfilled_by = new.fulfilled_by, fulfilled_at = new.fulfilled_at
        where id = open_id;
      end if;
      return old;
    end if;
    if row(new.note, new.due_on, new.cancelled_at, new.cancelled_by, new.category, new.client_id)
       is distinct from row(old.note, old.due_on, old.cancelled_at, old.cancelled_by, old.category, old.client_id) then
      raise exception 'This request was cancelled and cannot be changed.' using errcode = '23514';
    end if;
    return new;
  end if;

  if new.cancelled_at is not null then
    if old.fulfilled_by is not null then
      raise exception 'A request the client has already answered cannot be cancelled.' using errcode = '23514';
    end if;
    -- The canceller is the person signed in, recorded by the database.
    new.cancelled_by := (select auth.uid());
    new.cancelled_at := now();
    if new.cancelled_by is null then
      raise exception 'Only a signed-in agent cancels a request.' using errcode = '42501';
    end if;
  end if;
  if new.client_id is distinct from old.client_id or new.category is distinct from old.category
     or new.requested_by is distinct from old.requested_by then
    raise exception 'A request''s client, category and author do not change.' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.document_requests_before_write() from public, anon, authenticated, service_role;
create trigger document_requests_before_write
  before insert or update on public.document_requests
  for each row execute function private.document_requests_before_write();

create or replace function private.document_requests_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.cancelled_at is not null and old.cancelled_at is null then
    perform private.audit('document.request_cancelled', 'document_request', new.id, new.client_id,
      jsonb_build_object('category', new.category));
  elsif new.note is distinct from old.note or new.due_on is distinct from old.due_on then
    -- Which fields changed and the new due date; never the note's text.
    perform private.audit('document.request_changed', 'document_request', new.id, new.client_id,
      jsonb_build_object('category', new.category, 'due_on', new.due_on,
        'fields', to_jsonb(array_remove(array[
          case when new.note is distinct from old.note then 'note' end,
          case when new.due_on is distinct from old.due_on then 'due_on' end], null))));
  end if;
  return null;
end;
$$;
revoke all on function private.document_requests_after_update() from public, anon, authenticated, service_role;
create trigger document_requests_after_update
  after update on public.document_requests
  for each row execute function private.document_requests_after_update();

-- Open requests (the queue's overdue list and the client's checklist) exclude cancelled ones.
drop index if exists public.document_requests_open_due_idx;
create index document_requests_open_due_idx on public.document_requests (due_on)
  where fulfilled_by is null and cancelled_at is null and due_on is not null;

-- ---------------------------------------------------------------------------------------------
-- The client is told when an agent changes their profile: no field names or values in the mail.
create or replace function private.profiles_notify_agent_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  client_email text;
begin
  if me is null or me = new.id then
    return null;
  end if;
  if row(new.full_name, new.phone, new.country, new.citizenship, new.date_of_birth, new.preferred_contact)
     is not distinct from row(old.full_name, old.phone, old.country, old.citizenship, old.date_of_birth, old.preferred_contact) then
    return null;
  end if;
  select u.email into client_email from auth.users u where u.id = new.id;
  if coalesce(client_email, '') <> '' then
    insert into public.email_outbox (template, to_address, payload)
    values ('profile-changed-by-agent', client_email, '{}'::jsonb);
  end if;
  return null;
end;
$$;
revoke all on function private.profiles_notify_agent_change() from public, anon, authenticated, service_role;
create trigger profiles_notify_agent_change
  after update on public.profiles
  for each row execute function private.profiles_notify_agent_change();
