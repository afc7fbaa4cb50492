-- Client portal, part 1: the audit log, client documents, agents' document requests, the profile
-- fields a client edits, and the storage rules that match. portal.md is the contract for names.
--
-- Who writes what:
--   * audit_log is written only by the database (triggers and private functions owned by the
--     migration role); no role can update, delete or truncate it, not even service_role.
--   * documents: a client inserts their own rows (status 'uploaded' only) and may hide or, while
--     unreviewed, delete them; an agent changes status and reason. A trigger enforces who may change
--     which column, stamps reviewer and dates, and queues e-mail through email_outbox (the address
--     comes from auth.users, never from the caller).
--   * document_requests: agents write, the client reads theirs; a client's upload in that category
--     fulfils the oldest open request.

create schema if not exists private;
-- The Data API never exposes `private`; authenticated needs usage only to call the one function
-- granted to it below (document_path_for_signing). Functions get EXECUTE for PUBLIC by default,
-- so every function here revokes it.
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Profile fields the client edits (country already exists: it is the country of residence).
alter table public.profiles
  add column citizenship text check (citizenship is null or char_length(citizenship) <= 60),
  add column date_of_birth date check (date_of_birth is null or date_of_birth between date '1900-01-01' and date '2100-01-01'),
  add column preferred_contact text check (preferred_contact is null or preferred_contact in ('email', 'phone', 'whatsapp'));
alter table public.profiles
  add constraint profiles_full_name_len check (full_name is null or char_length(full_name) <= 100),
  add constraint profiles_phone_e164 check (phone is null or phone ~ '^\+[1-9][0-9]{6,14}$'),
  add constraint profiles_country_len check (country is null or char_length(country) <= 60);

-- The e-mail copy follows auth.users (trigger in 20261122000000); nobody edits it through the API.
revoke update on table public.profiles from authenticated;
grant update (full_name, phone, country, citizenship, date_of_birth, preferred_contact)
  on table public.profiles to authenticated;

-- ---------------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  action text not null check (char_length(action) between 1 and 80),
  subject_type text not null check (char_length(subject_type) between 1 and 40),
  subject_id uuid,
  client_id uuid,
  details jsonb not null default '{}'::jsonb
);
create index audit_log_client_idx on public.audit_log (client_id, at desc);
create index audit_log_at_idx on public.audit_log (at desc);
create index audit_log_actor_action_idx on public.audit_log (actor_id, action, at desc);
alter table public.audit_log enable row level security;

revoke all on table public.audit_log from public, anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;

create policy "audit_log: agents read all, clients read about themselves" on public.audit_log
  for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));

-- Append-only for everyone, including the table owner and service_role (who bypass RLS and grants).
create or replace function private.audit_log_is_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'audit_log is append-only' using errcode = '42501';
end;
$$;
revoke all on function private.audit_log_is_append_only() from public;

create trigger audit_log_no_update_delete
  before update or delete on public.audit_log
  for each row execute function private.audit_log_is_append_only();
create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.audit_log_is_append_only();

-- The one writer. The actor is whoever the request's JWT says (auth.uid()), never a parameter.
-- Executable only by its owner: security-definer triggers and functions owned by the migration
-- role call it; anon, authenticated and service_role cannot.
create or replace function private.audit(
  p_action text,
  p_subject_type text,
  p_subject_id uuid,
  p_client_id uuid,
  p_details jsonb default '{}'::jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, action, subject_type, subject_id, client_id, details)
  values ((select auth.uid()), p_action, p_subject_type, p_subject_id, p_client_id, coalesce(p_details, '{}'::jsonb));
$$;
revoke all on function private.audit(text, text, uuid, uuid, jsonb) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
create table public.documents (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id) on delete cascade,
  category text not null check (category in ('passport', 'english-test', 'skills-assessment', 'qualification',
    'employment-reference', 'police-certificate', 'financial-evidence', 'relationship-evidence', 'other')),
  -- "<client_id>/<generated uuid>.<ext>": never the client's file name.
  storage_path text not null unique check (split_part(storage_path, '/', 1) = client_id::text
    and storage_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(pdf|jpg|png|webp|heic)$'),
  original_name text not null check (char_length(original_name) between 1 and 255),
  mime_type text not null check (mime_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic')),
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  status text not null default 'uploaded' check (status in ('uploaded', 'accepted', 'needs_replacement')),
  review_reason text check (review_reason is null or char_length(review_reason) between 1 and 1000),
  reviewed_by uuid references auth.users (id) on delete set null,
  reviewed_at timestamptz,
  expires_on date,
  assessment_id uuid,
  -- The rejected document this one replaces (its history stays).
  replaces_id uuid references public.documents (id) on delete set null,
  -- A client's "remove" of a reviewed document: hidden from them, destroyed after retain_until.
  hidden_at timestamptz,
  retain_until date,
  last_action_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint documents_expiry_only_where_it_exists check (
    expires_on is null or category in ('passport', 'english-test', 'skills-assessment', 'police-certificate')),
  constraint documents_reason_when_rejected check (status <> 'needs_replacement' or review_reason is not null)
);
create index documents_client_idx on public.documents (client_id, created_at desc);
create index documents_status_idx on public.documents (status, created_at) where hidden_at is null;
create index documents_expiry_idx on public.documents (expires_on) where expires_on is not null and hidden_at is null;
alter table public.documents enable row level security;

revoke all on table public.documents from public, anon, authenticated;
grant select, insert, delete on table public.documents to authenticated;
-- Agents set status/reason, clients set hidden_at; the trigger below says who may set which.
grant update (status, review_reason, hidden_at) on table public.documents to authenticated;
grant all on table public.documents to service_role;

create policy "documents: own or agent reads" on public.documents
  for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
create policy "documents: client uploads own, unreviewed" on public.documents
  for insert to authenticated
  with check (
    client_id = (select auth.uid())
    and split_part(storage_path, '/', 1) = (select auth.uid())::text
    and status = 'uploaded' and review_reason is null and reviewed_by is null and reviewed_at is null
    and hidden_at is null and retain_until is null
  );
create policy "documents: own or agent updates" on public.documents
  for update to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()))
  with check (client_id = (select auth.uid()) or (select public.is_admin()));
create policy "documents: client removes own unreviewed" on public.documents
  for delete to authenticated
  using (client_id = (select auth.uid()) and status = 'uploaded');

create or replace function private.documents_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  agent boolean := (select public.is_admin());
  me uuid := (select auth.uid());
  acting_as_client boolean := me is not null and me = old.client_id;
begin
  -- service_role / migrations (no JWT subject): retention jobs may do anything but are stamped.
  if me is null then
    new.updated_at := now();
    return new;
  end if;
  if new.status is distinct from old.status or new.review_reason is distinct from old.review_reason then
    if not agent or acting_as_client then
      raise exception 'only an agent reviews documents' using errcode = '42501';
    end if;
    if new.status = 'uploaded' then
      raise exception 'a reviewed document cannot go back to uploaded' using errcode = '22023';
    end if;
    if new.status = 'accepted' then
      new.review_reason := null;
    end if;
    new.reviewed_by := me;
    new.reviewed_at := now();
  end if;
  if new.hidden_at is distinct from old.hidden_at then
    if not acting_as_client or old.hidden_at is not null or new.hidden_at is null then
      raise exception 'only the client hides their own document, once' using errcode = '42501';
    end if;
    new.hidden_at := now();
  end if;
  new.last_action_at := now();
  new.updated_at := now();
  -- Code of Conduct: keep records 7 years after the last action on the file.
  if new.hidden_at is not null then
    new.retain_until := (now() + interval '7 years')::date;
  end if;
  return new;
end;
$$;
revoke all on function private.documents_before_update() from public, anon, authenticated, service_role;
create trigger documents_before_update
  before update on public.documents
  for each row execute function private.documents_before_update();

-- After a client's upload: fulfil the oldest open request in that category, tell the agency
-- (to_address 'agency': lib/mail resolves the inbox from config), and record it.
create or replace function private.documents_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.document_requests
  set fulfilled_by = new.id, fulfilled_at = now(), updated_at = now()
  where id = (
    select r.id from public.document_requests r
    where r.client_id = new.client_id and r.category = new.category and r.fulfilled_by is null
    order by r.created_at
    limit 1
  );
  insert into public.email_outbox (template, to_address, payload)
  values ('document-uploaded', 'agency', jsonb_build_object('document_id', new.id, 'client_id', new.client_id));
  perform private.audit('document.uploaded', 'document', new.id, new.client_id,
    jsonb_build_object('category', new.category, 'replaces', new.replaces_id));
  return null;
end;
$$;
revoke all on function private.documents_after_insert() from public, anon, authenticated, service_role;

create or replace function private.documents_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client_email text;
begin
  if new.status is distinct from old.status then
    perform private.audit('document.' || new.status, 'document', new.id, new.client_id,
      jsonb_build_object('from', old.status, 'to', new.status, 'category', new.category,
        'reason', new.review_reason));
    if new.status = 'needs_replacement' then
      select u.email into client_email from auth.users u where u.id = new.client_id;
      if coalesce(client_email, '') <> '' then
        -- No reason, category or file in the payload: the e-mail says "sign in to see".
        insert into public.email_outbox (template, to_address, payload)
        values ('document-needs-replacement', client_email, jsonb_build_object('document_id', new.id));
      end if;
    end if;
  end if;
  if new.hidden_at is distinct from old.hidden_at then
    perform private.audit('document.hidden', 'document', new.id, new.client_id,
      jsonb_build_object('retain_until', new.retain_until));
  end if;
  return null;
end;
$$;
revoke all on function private.documents_after_update() from public, anon, authenticated, service_role;

create or replace function private.documents_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.audit('document.removed', 'document', old.id, old.client_id,
    jsonb_build_object('category', old.category, 'status', old.status));
  return null;
end;
$$;
revoke all on function private.documents_after_delete() from public, anon, authenticated, service_role;

create trigger documents_after_update
  after update on public.documents
  for each row execute function private.documents_after_update();
create trigger documents_after_delete
  after delete on public.documents
  for each row execute function private.documents_after_delete();

-- ---------------------------------------------------------------------------------------------
create table public.document_requests (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id) on delete cascade,
  category text not null check (category in ('passport', 'english-test', 'skills-assessment', 'qualification',
    'employment-reference', 'police-certificate', 'financial-evidence', 'relationship-evidence', 'other')),
  note text check (note is null or char_length(note) <= 1000),
  due_on date,
  requested_by uuid references auth.users (id) on delete set null,
  fulfilled_by uuid references public.documents (id) on delete set null,
  fulfilled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index document_requests_client_idx on public.document_requests (client_id, created_at);
alter table public.document_requests enable row level security;

revoke all on table public.document_requests from public, anon, authenticated;
grant select, insert, update, delete on table public.document_requests to authenticated;
grant all on table public.document_requests to service_role;

create policy "document_requests: own or agent reads" on public.document_requests
  for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
create policy "document_requests: agents request, as themselves" on public.document_requests
  for insert to authenticated
  with check ((select public.is_admin()) and requested_by = (select auth.uid()) and fulfilled_by is null);
create policy "document_requests: agents update" on public.document_requests
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "document_requests: agents delete" on public.document_requests
  for delete to authenticated
  using ((select public.is_admin()));

create trigger document_requests_touch_updated_at
  before update on public.document_requests
  for each row execute function public.touch_updated_at();

create or replace function private.document_requests_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client_email text;
begin
  perform private.audit('document.requested', 'document_request', new.id, new.client_id,
    jsonb_build_object('category', new.category, 'due_on', new.due_on));
  select u.email into client_email from auth.users u where u.id = new.client_id;
  if coalesce(client_email, '') <> '' then
    insert into public.email_outbox (template, to_address, payload)
    values ('document-requested', client_email, jsonb_build_object('request_id', new.id));
  end if;
  return null;
end;
$$;
revoke all on function private.document_requests_after_insert() from public, anon, authenticated, service_role;
create trigger document_requests_after_insert
  after insert on public.document_requests
  for each row execute function private.document_requests_after_insert();

-- Created after document_requests exists (the function body names it).
create trigger documents_after_insert
  after insert on public.documents
  for each row execute function private.documents_after_insert();

-- ---------------------------------------------------------------------------------------------
-- Reading a file. The app asks this function, as the signed-in person inside withUser, for the
-- storage path before it asks Storage (with the same person's token) for a signed URL. For an
-- agent it first writes the audit row; the storage policy below lets an agent read an object only
-- within minutes of such a row, so a read cannot be forgotten (no row, no URL) or forged (the
-- actor is the JWT's subject). Safe for any signed-in caller: it returns only paths they may read.
create or replace function private.document_path_for_signing(p_document_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.documents;
  me uuid := (select auth.uid());
begin
  select * into d from public.documents where id = p_document_id;
  if not found or me is null then
    raise exception 'document not found' using errcode = 'P0002';
  end if;
  if d.client_id = me and d.hidden_at is null then
    return d.storage_path;
  end if;
  if (select public.is_admin()) then
    perform private.audit('document.signed_url', 'document', d.id, d.client_id,
      jsonb_build_object('path', d.storage_path, 'category', d.category));
    return d.storage_path;
  end if;
  raise exception 'document not found' using errcode = 'P0002';
end;
$$;
revoke all on function private.document_path_for_signing(uuid) from public, anon, service_role;
grant execute on function private.document_path_for_signing(uuid) to authenticated;

-- "Download my data": the export is recorded about the client, by the client.
create or replace function private.record_data_export()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  perform private.audit('data.exported', 'profile', me, me, '{}'::jsonb);
end;
$$;
revoke all on function private.record_data_export() from public, anon, service_role;
grant execute on function private.record_data_export() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Other events portal.md says to record: role grant/revoke, profile change by an agent, lead
-- status change.
create or replace function private.audit_user_roles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.audit('role.granted', 'user', new.user_id, null, jsonb_build_object('role', new.role));
    return null;
  end if;
  perform private.audit('role.revoked', 'user', old.user_id, null, jsonb_build_object('role', old.role));
  return null;
end;
$$;
revoke all on function private.audit_user_roles() from public, anon, authenticated, service_role;
create trigger user_roles_audit
  after insert or delete on public.user_roles
  for each row execute function private.audit_user_roles();

create or replace function private.audit_profile_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  changed text[];
begin
  if me is null or me = new.id then
    return null;
  end if;
  -- Which fields, never their values (the log must not become a second copy of personal data).
  select array_agg(key order by key) into changed
  from jsonb_each(to_jsonb(new)) n
  where n.key not in ('updated_at') and n.value is distinct from (to_jsonb(old) -> n.key);
  perform private.audit('profile.updated_by_agent', 'profile', new.id, new.id,
    jsonb_build_object('fields', coalesce(to_jsonb(changed), '[]'::jsonb)));
  return null;
end;
$$;
revoke all on function private.audit_profile_change() from public, anon, authenticated, service_role;
create trigger profiles_audit_agent_change
  after update on public.profiles
  for each row execute function private.audit_profile_change();

create or replace function private.audit_lead_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    perform private.audit('lead.status_changed', 'lead', new.id, null,
      jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return null;
end;
$$;
revoke all on function private.audit_lead_status() from public, anon, authenticated, service_role;
create trigger leads_audit_status
  after update on public.leads
  for each row execute function private.audit_lead_status();

-- ---------------------------------------------------------------------------------------------
-- Storage: HEIC accepted (iPhones send it; the app sniffs and stores it as image/heic).
update storage.buckets
set allowed_mime_types = array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'],
    file_size_limit = 10485760
where id = 'documents';

-- Replace the first policies: agents no longer read any object at will (only right after an
-- audited request), nobody overwrites an object (generated names; no update policy), agents
-- never write into a client's folder, and a client deletes an object only while its document is
-- unreviewed (or was never recorded: a failed upload).
drop policy "documents: owner or admin reads" on storage.objects;
drop policy "documents: owner or admin uploads" on storage.objects;
drop policy "documents: owner or admin updates" on storage.objects;
drop policy "documents: owner or admin deletes" on storage.objects;

create policy "documents: owner reads, agent after an audited request" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'documents'
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or (
        (select public.is_admin())
        and exists (
          select 1 from public.audit_log a
          where a.actor_id = (select auth.uid())
            and a.action = 'document.signed_url'
            and a.details ->> 'path' = objects.name
            and a.at > now() - interval '5 minutes'
        )
      )
    )
  );
create policy "documents: owner uploads into own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "documents: owner deletes unreviewed" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (
      select 1 from public.documents d
      where d.storage_path = objects.name and d.status <> 'uploaded'
    )
  );
