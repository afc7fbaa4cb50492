-- Issue (finding 1, HIGH): the client approved "the summary (passport.pdf)". The matter's
-- application summary was a choice among the client's own uploads, so the approval that gates
-- lodgement meant nothing. Now:
--
-- 1. An agent uploads a file into the client's documents area (the summary, draft forms, or a
--    file for a message). The server streams it through the same sniffing and size cap as a
--    client's upload (lib/documents/receive.ts), stores it in the client's folder with the secret
--    key (an agent's token writes no client object, as it reads none:
--    20261128120000_agent_downloads_signed_by_server.sql), and records the row through
--    private.record_agent_document() with the agent's claims: documents.agent_provided is true
--    only there. A client has no INSERT on documents, record_document() writes false, and a
--    trigger refuses the flag from anyone but an agent; nobody changes it afterwards. The client
--    reads and downloads it like any of their files (same row and Storage policies: the owner of
--    the folder only); an agent's read stays audited by private.document_path_for_signing().
-- 2. The summary must be such a file (matters_summary_from_agent). The client's approval records
--    the file's SHA-256 (computed by the server at upload) in matters.client_approved_sha256, and
--    lodging from client review needs that hash to be the summary's hash now. A new summary, or
--    a step back to preparing, clears both. Approvals given before this migration carry no hash,
--    so they no longer count: the agent uploads the summary and the client approves that file.

alter table public.documents add column agent_provided boolean not null default false;
comment on column public.documents.agent_provided is
  'Uploaded by an agent into the client''s documents (a summary, draft forms, a message file): set only by private.record_agent_document().';

alter table public.matters add column client_approved_sha256 text
  constraint matters_client_approved_sha256_check check (client_approved_sha256 ~ '^[0-9a-f]{64}$');
comment on column public.matters.client_approved_sha256 is
  'SHA-256 of the summary file the client approved (set by the database at approval).';

-- The flag comes only from an agent (or the server's own connection, with no subject).
create or replace function private.documents_agent_provided_by_agent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if new.agent_provided and me is not null
     and (me = new.client_id or not (select public.is_admin())) then
    raise exception 'Only an agent provides a file to a client.'
      using errcode = '42501', constraint = 'documents_agent_provided_by_agent';
  end if;
  return new;
end;
$$;
revoke all on function private.documents_agent_provided_by_agent() from public, anon, authenticated, service_role;
create trigger documents_agent_provided_by_agent
  before insert on public.documents
  for each row execute function private.documents_agent_provided_by_agent();

-- The client's hourly and daily file count is the client's own: an agent's file is not in it.
create or replace function private.documents_upload_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.agent_provided then
    return new;
  end if;
  if not private.take_rate_limit('document-stored-hour', new.client_id::text, 3600,
      private.person_limit('documentsPerHour')) then
    raise exception 'too many documents uploaded this hour'
      using errcode = 'PT429', hint = 'document-stored-hour';
  end if;
  if not private.take_rate_limit('document-stored-day', new.client_id::text, 86400,
      private.person_limit('documentsPerDay')) then
    raise exception 'too many documents uploaded today'
      using errcode = 'PT429', hint = 'document-stored-day';
  end if;
  return new;
end;
$$;

-- An agent's file fulfils none of the client's requests and is no "new upload" for the agency.
create or replace function private.documents_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.agent_provided then
    perform private.audit('document.agent_uploaded', 'document', new.id, new.client_id,
      jsonb_build_object('matter_id', new.matter_id, 'sha256', new.sha256));
    return null;
  end if;
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

-- The body of 20261123000300's function, plus: nobody with a subject changes agent_provided, and
-- a client does not hide the agent's file (it is the agency's record of what was sent).
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
    return new;
  end if;
  if (to_jsonb(new) - 'legal_hold') = (to_jsonb(old) - 'legal_hold') then
    return new;
  end if;
  if new.agent_provided is distinct from old.agent_provided then
    raise exception 'Who provided a file does not change.'
      using errcode = '42501', constraint = 'documents_agent_provided_by_agent';
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
    if not acting_as_client or old.hidden_at is not null or new.hidden_at is null
       or old.agent_provided then
      raise exception 'only the client hides their own document, once' using errcode = '42501';
    end if;
    new.hidden_at := now();
  end if;
  new.last_action_at := now();
  -- Code of Conduct: keep records 7 years after the last action on the file, counted from the
  -- calendar day in Sydney (the one rule, 20261126170000_part2_integration.sql).
  if new.hidden_at is not null then
    new.retain_until := private.retain_until_from_today();
  end if;
  return new;
end;
$$;

-- Records the object the server has just stored in the client's folder for an agent. Called with
-- the agent's checked claims on the server's own role (asServerFor): the agent is the actor.
create or replace function private.record_agent_document(
  p_client_id uuid, p_matter_id uuid, p_object_id uuid, p_storage_path text,
  p_original_name text, p_mime_type text, p_size_bytes integer, p_sha256 text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  o record;
  new_id uuid;
begin
  if me is null or private.is_api_role() or not (select public.is_admin()) or me = p_client_id then
    raise exception 'agents only' using errcode = '42501';
  end if;
  if split_part(p_storage_path, '/', 1) is distinct from p_client_id::text then
    raise exception 'record_agent_document: not the client''s folder' using errcode = '42501';
  end if;
  if p_matter_id is not null and not exists (
    select 1 from public.matters m where m.id = p_matter_id and m.client_id = p_client_id
  ) then
    raise exception 'record_agent_document: matter' using errcode = '22023';
  end if;
  select id, metadata into o
  from storage.objects
  where bucket_id = 'documents' and name = p_storage_path;
  if not found or o.id is distinct from p_object_id then
    raise exception 'record_agent_document: not the object the server stored' using errcode = '42501';
  end if;
  if o.metadata ->> 'mimetype' is distinct from p_mime_type
     or (o.metadata ->> 'size')::bigint is distinct from p_size_bytes::bigint then
    raise exception 'record_agent_document: stored type or size differs' using errcode = '42501';
  end if;
  -- Accepted at once, by the agent who sent it: it is not a client's upload waiting for review.
  insert into public.documents (client_id, category, storage_path, original_name, mime_type,
    size_bytes, sha256, matter_id, agent_provided, status, reviewed_by, reviewed_at)
  values (p_client_id, 'other', p_storage_path, p_original_name, p_mime_type, p_size_bytes,
    p_sha256, p_matter_id, true, 'accepted', me, now())
  returning id into new_id;
  return new_id;
end;
$$;
revoke all on function private.record_agent_document(uuid, uuid, uuid, text, text, text, integer, text)
  from public, anon, authenticated, service_role;

create or replace function private.matters_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.engagements;
begin
  select * into e from public.engagements where id = new.engagement_id;
  if not found or e.status <> 'accepted' then
    raise exception 'A matter is opened only from an accepted engagement.'
      using errcode = '23514', constraint = 'matters_engagement_accepted';
  end if;
  if e.client_id <> new.client_id then
    raise exception 'The engagement belongs to another client.'
      using errcode = '23514', constraint = 'matters_engagement_same_client';
  end if;
  if new.stage is distinct from 'preparing' or new.outcome is not null or new.trn is not null
     or new.lodged_on is not null or new.decided_on is not null
     or new.client_approved_at is not null or new.client_approved_sha256 is not null
     or new.retain_until is not null then
    raise exception 'A matter starts at preparing, with nothing lodged, approved or decided.'
      using errcode = '23514', constraint = 'matters_start_preparing';
  end if;
  if new.summary_document_id is not null and not exists (
      select 1 from public.documents d where d.id = new.summary_document_id and d.client_id = new.client_id) then
    raise exception 'The application summary must be one of the client''s documents.'
      using errcode = '23514', constraint = 'matters_summary_same_client';
  end if;
  if new.summary_document_id is not null and not exists (
      select 1 from public.documents d where d.id = new.summary_document_id and d.agent_provided) then
    raise exception 'The application summary is a file the agent uploaded, not one of the client''s own.'
      using errcode = '23514', constraint = 'matters_summary_from_agent';
  end if;
  new.last_action_at := now();
  new.created_at := now();
  return new;
end;
$$;

create or replace function private.matters_before_update() returns trigger
    language plpgsql security definer
    set search_path = ''
    as $$
declare
  me uuid := (select auth.uid());
  api boolean := private.is_api_role();
  -- The server's own connection and the service role (no subject, not an API role) are held to
  -- the agent's rules; a client's subject never is, even on the server's connection.
  agent boolean := (me is null and not api)
    or (me is not null and me is distinct from old.client_id and (select public.is_admin()));
  -- "Today" at its latest anywhere (UTC+14): a lodgement or decision date may not be later.
  latest_today date := (now() at time zone 'Etc/GMT-14')::date;
begin
  if new.id is distinct from old.id or new.client_id is distinct from old.client_id
     or new.engagement_id is distinct from old.engagement_id or new.created_at is distinct from old.created_at then
    raise exception 'A matter''s client and engagement do not change.'
      using errcode = '23514', constraint = 'matters_client_engagement_fixed';
  end if;

  if not agent then
    -- The client's one write, only through private.approve_matter (the server's own role, not
    -- an API role): client_approved_at from null to now, at client_review, with a summary.
    if api or me is null or me is distinct from old.client_id then
      raise exception 'Only an agent changes a matter.' using errcode = '42501';
    end if;
    if old.stage <> 'client_review' or old.summary_document_id is null
       or old.client_approved_at is not null or new.client_approved_at is null
       or row(new.stage, new.outcome, new.trn, new.lodged_on, new.decided_on, new.assigned_agent_id,
              new.summary_document_id, new.title, new.visa_subclass, new.retain_until)
          is distinct from
          row(old.stage, old.outcome, old.trn, old.lodged_on, old.decided_on, old.assigned_agent_id,
              old.summary_document_id, old.title, old.visa_subclass, old.retain_until) then
      raise exception 'A client only approves the application while it is with them for review.'
        using errcode = '42501';
    end if;
    new.client_approved_at := now();
    -- The exact file the client approved: its SHA-256, computed by the server at upload.
    new.client_approved_sha256 := (select d.sha256 from public.documents d where d.id = old.summary_document_id);
    new.last_action_at := now();
    return new;
  end if;

  -- An agent. The approval is the client's: an agent never sets it; it is cleared when the
  -- application goes back to preparing or its summary changes.
  if new.client_approved_at is distinct from old.client_approved_at
     or new.client_approved_sha256 is distinct from old.client_approved_sha256 then
    raise exception 'Only the client approves the application.' using errcode = '42501';
  end if;
  if new.retain_until is distinct from old.retain_until then
    raise exception 'retain_until is set by the database when a matter is closed.' using errcode = '42501';
  end if;
  if new.summary_document_id is distinct from old.summary_document_id then
    if new.summary_document_id is not null and not exists (
        select 1 from public.documents d where d.id = new.summary_document_id and d.client_id = old.client_id) then
      raise exception 'The application summary must be one of the client''s documents.'
        using errcode = '23514', constraint = 'matters_summary_same_client';
    end if;
    if new.summary_document_id is not null and not exists (
        select 1 from public.documents d where d.id = new.summary_document_id and d.agent_provided) then
      raise exception 'The application summary is a file the agent uploaded, not one of the client''s own.'
        using errcode = '23514', constraint = 'matters_summary_from_agent';
    end if;
    if old.stage not in ('preparing', 'client_review') then
      raise exception 'The summary is attached before lodgement.'
        using errcode = '23514', constraint = 'matters_summary_before_lodgement';
    end if;
    new.client_approved_at := null;
    new.client_approved_sha256 := null;
  end if;

  if new.stage is distinct from old.stage then
    if not private.matter_stage_allowed(old.stage, new.stage) then
      raise exception 'A matter cannot move from % to %.', old.stage, new.stage
        using errcode = '23514', constraint = 'matters_stage_order';
    end if;
    if new.stage = 'client_review' and new.summary_document_id is null then
      raise exception 'Attach the application summary before sending it to the client.'
        using errcode = '23514', constraint = 'matters_review_needs_summary';
    end if;
    if new.stage = 'preparing' then
      new.client_approved_at := null;
      new.client_approved_sha256 := null;
    end if;
    -- The approval counts only for the file it was given to: the summary's hash now must be the
    -- one recorded with the approval (an approval from before hashes were recorded counts not).
    if old.stage = 'client_review' and new.stage = 'lodged' and (new.client_approved_at is null
       or new.client_approved_sha256 is distinct from (
         select d.sha256 from public.documents d where d.id = new.summary_document_id)) then
      raise exception 'The client has not approved the application yet.'
        using errcode = '23514', constraint = 'matters_lodged_needs_approval';
    end if;
    if new.stage = 'lodged' and (new.trn is null or new.lodged_on is null) then
      raise exception 'A lodged application needs its TRN and lodgement date.'
        using errcode = '23514', constraint = 'matters_lodged_has_trn';
    end if;
    if new.stage = 'decided' and (new.outcome is null or new.decided_on is null) then
      raise exception 'A decision needs its outcome and date.'
        using errcode = '23514', constraint = 'matters_decided_has_outcome';
    end if;
    if new.stage = 'closed' then
      new.retain_until := private.retain_until_from_today();
    end if;
  elsif old.stage = 'closed' and row(new.*) is distinct from row(old.*) then
    raise exception 'A closed matter does not change.'
      using errcode = '23514', constraint = 'matters_closed_unchanged';
  end if;

  if new.lodged_on is not null and new.lodged_on > latest_today then
    raise exception 'The lodgement date cannot be in the future.'
      using errcode = '23514', constraint = 'matters_lodged_not_future';
  end if;
  if new.decided_on is not null and new.decided_on > latest_today then
    raise exception 'The decision date cannot be in the future.'
      using errcode = '23514', constraint = 'matters_decided_not_future';
  end if;
  new.last_action_at := now();
  return new;
end;
$$;

-- The client approves the exact file they opened: the server passes the summary's id from the
-- page they read, and a summary replaced since then is not approved ('summary_changed': they
-- read the new one first). Without the id (older callers), the current summary.
drop function private.approve_matter(uuid);
create function private.approve_matter(p_matter_id uuid, p_document_id uuid default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.matters;
begin
  if me is null or p_matter_id is null then
    raise exception 'approve_matter: sign in first, and name the matter' using errcode = '22023';
  end if;
  if private.is_api_role() then
    raise exception 'approve_matter is called by the server only' using errcode = '42501';
  end if;
  select * into m from public.matters
    where id = p_matter_id and client_id = me
    for update;
  if not found or m.stage <> 'client_review' or m.summary_document_id is null
     or m.client_approved_at is not null then
    return 'not_in_review';
  end if;
  if p_document_id is not null and p_document_id is distinct from m.summary_document_id then
    return 'summary_changed';
  end if;
  update public.matters set client_approved_at = now() where id = m.id;
  return 'approved';
end;
$$;
revoke all on function private.approve_matter(uuid, uuid) from public, anon, authenticated, service_role;
