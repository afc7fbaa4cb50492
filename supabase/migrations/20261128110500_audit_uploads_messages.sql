-- Issue 36, items 4-6: what RLS hides from a client, the audit rows they read do not repeat; the
-- hourly upload limit binds Storage too; a client's messages have a limit.
--
--   4. A client reads the audit rows about themselves (client_id), and deadline.* rows carry the
--      deadline's kind, date and `visible_to_client: false`: the agent-only review deadline
--      showed through the audit log and "Download my data" (history.json). Now a client reads
--      an audit row only when its subject is something they may read: a deadline shown to them
--      (and not a row written while it was hidden), a message (never a file note), an offer once
--      sent (never its draft history), never an agent's client note. Decided when read, by the
--      subject's current state, so rows written before this migration follow the same rule.
--      The link of their own enquiry to their account (lead.linked_to_client) stays theirs to
--      read, as admin-cases has it. matter_events have bigint ids and are never an audit subject.
--   5. The documents row limit (60 an hour, documents_upload_limit) did not bind Storage: with
--      no row written, a client's own token could keep putting objects into their folder. The
--      storage insert policy now refuses once that many objects went into the folder in the
--      last hour. The number has one home, private.person_limit(), which both paths read (and
--      tests/rls hold equal to lib/config/limits.ts).
--   6. Messages: at most private.person_limit('messagesPerHour') from a client in a clock hour,
--      counted like the other per-person limits (public.rate_limits) and refused with PT429.

-- ---------------------------------------------------------------------------------------------
-- The per-person numbers the database enforces and the app quotes (lib/config/limits.ts has the
-- same names). Unknown names raise, so a typo cannot become "no limit".
create or replace function private.person_limit(p_name text)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  n integer := case p_name
    when 'documentsPerHour' then 60
    when 'documentsPerDay' then 150
    when 'messagesPerHour' then 30
  end;
begin
  if n is null then
    raise exception 'person_limit: no limit named %', p_name using errcode = '22023';
  end if;
  return n;
end;
$$;
revoke all on function private.person_limit(text) from public, anon;
grant execute on function private.person_limit(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 5. Documents: the row limit reads the shared numbers (same body as 20261126000200 otherwise).
create or replace function private.documents_upload_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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
revoke all on function private.documents_upload_limit() from public, anon, authenticated, service_role;

-- How many more objects the signed-in person may put into their folder of the documents bucket
-- now: the hourly number less what went in during the last hour. Security definer because it
-- counts storage.objects whatever their read policy says; it only ever answers about the caller.
create or replace function private.document_uploads_left()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(0, private.person_limit('documentsPerHour') - (
    select count(*)::integer from storage.objects o
    where o.bucket_id = 'documents'
      and o.name like (select auth.uid())::text || '/%'
      and o.created_at > now() - interval '1 hour'))
$$;
revoke all on function private.document_uploads_left() from public, anon, service_role;
grant execute on function private.document_uploads_left() to authenticated;

drop policy "documents: owner uploads into own folder" on storage.objects;
create policy "documents: owner uploads into own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select private.document_uploads_left()) > 0
  );

-- ---------------------------------------------------------------------------------------------
-- 6. A client's messages in a clock hour (agents and file notes are not counted).
create or replace function private.messages_client_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind = 'message' and new.author_id is not distinct from new.client_id
     and not private.take_rate_limit('message-posted-hour', new.client_id::text, 3600,
       private.person_limit('messagesPerHour')) then
    raise exception 'too many messages sent this hour'
      using errcode = 'PT429', hint = 'message-posted-hour';
  end if;
  return new;
end;
$$;
revoke all on function private.messages_client_limit() from public, anon, authenticated, service_role;
create trigger messages_client_limit
  before insert on public.messages
  for each row execute function private.messages_client_limit();

-- ---------------------------------------------------------------------------------------------
-- 4. Which audit rows a client may read about themselves: those whose subject they may read.
create or replace function private.audit_shown_to_client(
  p_subject_type text,
  p_subject_id uuid,
  p_action text,
  p_details jsonb
)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case p_subject_type
    -- A deadline the client is shown now (not one kept agent-only, nor one since removed), and
    -- not a row written while it was hidden.
    when 'deadline' then exists (
      select 1 from public.deadlines d where d.id = p_subject_id and d.visible_to_client)
      and coalesce(p_details ->> 'visible_to_client', 'true') <> 'false'
    -- A message, never a file note.
    when 'message' then exists (
      select 1 from public.messages m where m.id = p_subject_id and m.kind = 'message')
    -- Offers: the client sees an offer once sent, so nothing about its draft.
    when 'engagement' then p_action not in
      ('engagement.created', 'engagement.draft_changed', 'engagement.draft_deleted')
    -- Agents' notes about a client are agent-only.
    when 'client_note' then false
    else true
  end
$$;
revoke all on function private.audit_shown_to_client(text, uuid, text, jsonb) from public, anon, service_role;
grant execute on function private.audit_shown_to_client(text, uuid, text, jsonb) to authenticated;

drop policy "audit_log: agents read all, clients read about themselves" on public.audit_log;
create policy "audit_log: agents read all, clients read about themselves" on public.audit_log
  for select to authenticated
  using (
    (select public.is_admin())
    or (client_id = (select auth.uid())
        and private.audit_shown_to_client(subject_type, subject_id, action, details))
  );
