-- Issue 22, item 1: a `documents` row is written only by the server, after it has sniffed the
-- bytes and stored them itself. Until now `authenticated` could insert a row for any object in
-- its own folder (the Data API exposes public.documents), so a client could upload straight to
-- Storage with a forged content type and have the agent open it.
--
-- Now:
--   * authenticated has no INSERT on documents (clients and agents alike);
--   * the app records an upload through private.record_document(), run as the server's own
--     database role (the DATABASE_URL role, `postgres`) with the client's verified claims set,
--     and only for the storage object it has just stored: same object id, exact type and size;
--   * a replacement may only point at the same client's own document that was rejected
--     (needs_replacement); the trigger holds that link for every writer, service_role included;
--   * a client can no longer delete the storage object behind a recorded document (the app
--     deletes the row first, then the object), so a recorded file cannot be swapped afterwards.
-- What a client still does directly stays judged by the existing RLS and trigger: deleting an
-- unreviewed document (delete policy) and hiding one (hidden_at, documents_before_update).

revoke insert on table public.documents from authenticated;
drop policy "documents: client uploads own, unreviewed" on public.documents;

create or replace function private.record_document(
  p_client_id uuid,
  p_object_id uuid,
  p_storage_path text,
  p_category text,
  p_original_name text,
  p_mime_type text,
  p_size_bytes integer,
  p_sha256 text,
  p_expires_on date,
  p_replaces_id uuid
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  o record;
  new_id uuid;
begin
  -- The server sets the claims from the verified token; the audit row names that person.
  if p_client_id is null or (select auth.uid()) is distinct from p_client_id then
    raise exception 'record_document: claims are not this client''s' using errcode = '42501';
  end if;
  select id, metadata into o
  from storage.objects
  where bucket_id = 'documents' and name = p_storage_path;
  -- The id is the one Storage returned to the server's own upload: an object put there (or
  -- swapped in) by anyone else has another id.
  if not found or o.id is distinct from p_object_id then
    raise exception 'record_document: not the object the server stored' using errcode = '42501';
  end if;
  if o.metadata ->> 'mimetype' is distinct from p_mime_type
     or (o.metadata ->> 'size')::bigint is distinct from p_size_bytes::bigint then
    raise exception 'record_document: stored type or size differs' using errcode = '42501';
  end if;
  if p_replaces_id is not null and not exists (
    select 1 from public.documents d
    where d.id = p_replaces_id and d.client_id = p_client_id
      and d.status = 'needs_replacement' and d.hidden_at is null
  ) then
    raise exception 'record_document: replaces' using errcode = '22023';
  end if;
  insert into public.documents (client_id, category, storage_path, original_name, mime_type,
    size_bytes, sha256, expires_on, replaces_id)
  values (p_client_id, p_category, p_storage_path, p_original_name, p_mime_type, p_size_bytes,
    p_sha256, p_expires_on, p_replaces_id)
  returning id into new_id;
  return new_id;
end;
$$;
revoke all on function private.record_document(uuid, uuid, text, text, text, text, integer, text, date, uuid)
  from public, anon, authenticated, service_role;

-- A replacement link never crosses clients, whoever writes the row.
create or replace function private.documents_replaces_same_client()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.replaces_id is not null and not exists (
    select 1 from public.documents d where d.id = new.replaces_id and d.client_id = new.client_id
  ) then
    raise exception 'a document can only replace the same client''s document' using errcode = '22023';
  end if;
  return new;
end;
$$;
revoke all on function private.documents_replaces_same_client() from public, anon, authenticated, service_role;
create trigger documents_replaces_same_client
  before insert or update of replaces_id, client_id on public.documents
  for each row execute function private.documents_replaces_same_client();

-- Storage: a client deletes an object in their folder only while no document row points at it
-- (a failed upload, or after the app removed the unreviewed row). Before, "unreviewed" was
-- enough, so a recorded upload could be deleted and re-uploaded with other bytes.
drop policy "documents: owner deletes unreviewed" on storage.objects;
create policy "documents: owner deletes unrecorded" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not exists (select 1 from public.documents d where d.storage_path = objects.name)
  );
