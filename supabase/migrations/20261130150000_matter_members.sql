-- Family matters (issue "The portal as tried, round 2", beyond what was asked): most visas have
-- secondary applicants. A matter keeps its one account holder (matters.client_id, who sees
-- everything on it) and gains members: the sponsor, partner, children... each with their own
-- documents, requests and key dates. An adult member may have their own login (user_id); that
-- login sees only the items tagged to them and the items an agent marked shared, never the
-- account holder's or another member's.

create table public.matter_members (
  id uuid primary key default gen_random_uuid(),
  matter_id uuid not null references public.matters(id) on delete cascade,
  role text not null check (role in ('primary_applicant', 'sponsor', 'partner', 'dependent_child', 'other')),
  full_name text not null check (char_length(full_name) between 1 and 200 and private.is_one_line(full_name)),
  date_of_birth date,
  relationship text check (relationship is null or (char_length(relationship) <= 100 and private.is_one_line(relationship))),
  -- Their own login, for an adult the agent invited; never the account holder (who sees all).
  user_id uuid references auth.users(id) on delete set null,
  passport_expires_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint matter_members_one_login_per_matter unique (matter_id, user_id)
);
create index matter_members_user_idx on public.matter_members (user_id) where user_id is not null;

-- Items may name the member they are for, and be shared with every member of their matter.
alter table public.documents
  add column member_id uuid references public.matter_members(id) on delete set null,
  add column shared boolean not null default false;
alter table public.document_requests
  add column member_id uuid references public.matter_members(id) on delete set null,
  add column shared boolean not null default false;
alter table public.deadlines
  add column member_id uuid references public.matter_members(id) on delete set null,
  add column shared boolean not null default false;
-- A member's own upload stays in their own folder (Storage lets a login write only there), so a
-- document for a member may lie outside the holder's folder; private.record_document() is the
-- one writer and checks the folder is the uploader's.
alter table public.documents drop constraint documents_check;
alter table public.documents add constraint documents_check check (
  (split_part(storage_path, '/', 1) = client_id::text or member_id is not null)
  and storage_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(pdf|jpg|png|webp|heic)$');
create index documents_member_idx on public.documents (member_id) where member_id is not null;
create index document_requests_member_idx on public.document_requests (member_id) where member_id is not null;
create index deadlines_member_idx on public.deadlines (member_id) where member_id is not null;

-- The member rows of the person the token names, and their matters: what the policies below
-- ask. Security definer, so a policy on matter_members itself does not recurse.
create function private.my_member_ids() returns setof uuid
  language sql stable security definer set search_path = ''
  as $$ select m.id from public.matter_members m where m.user_id = (select auth.uid()) $$;
create function private.my_member_matter_ids() returns setof uuid
  language sql stable security definer set search_path = ''
  as $$ select m.matter_id from public.matter_members m where m.user_id = (select auth.uid()) $$;
revoke all on function private.my_member_ids() from public, anon;
revoke all on function private.my_member_matter_ids() from public, anon;
grant execute on function private.my_member_ids() to authenticated;
grant execute on function private.my_member_matter_ids() to authenticated;

-- A member belongs to one matter for good; their login is never the account holder's, nor an
-- agent's (an agent reads everything already; a second way in would hide whose act it was).
create function private.matter_members_before_write() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if tg_op = 'UPDATE' and new.matter_id is distinct from old.matter_id then
    raise exception 'A member stays on their matter.'
      using errcode = '23514', constraint = 'matter_members_matter_fixed';
  end if;
  if new.user_id is not null and (tg_op = 'INSERT' or new.user_id is distinct from old.user_id) then
    if exists (select 1 from public.matters m where m.id = new.matter_id and m.client_id = new.user_id) then
      raise exception 'The account holder already sees everything on this matter.'
        using errcode = '23514', constraint = 'matter_members_not_holder';
    end if;
    if exists (select 1 from public.user_roles r where r.user_id = new.user_id and r.role = 'admin') then
      raise exception 'An agent cannot be a member of a matter.'
        using errcode = '23514', constraint = 'matter_members_not_agent';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.matter_members_before_write() from public, anon, authenticated;
create trigger matter_members_before_write before insert or update on public.matter_members
  for each row execute function private.matter_members_before_write();
create trigger matter_members_touch_updated_at before update on public.matter_members
  for each row execute function private.touch_updated_at();

-- Removing a member who has items would silently hand them to the account holder: refused,
-- except when the retention job destroys the whole matter.
create function private.matter_members_before_delete() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if coalesce(current_setting('app.destroying_matter', true), '') = old.matter_id::text then
    return old;
  end if;
  if exists (select 1 from public.documents d where d.member_id = old.id)
     or exists (select 1 from public.document_requests r where r.member_id = old.id)
     or exists (select 1 from public.deadlines x where x.member_id = old.id) then
    raise exception 'This person has documents, requests or dates on the matter.'
      using errcode = '23514', constraint = 'matter_members_has_items';
  end if;
  return old;
end;
$$;
revoke all on function private.matter_members_before_delete() from public, anon, authenticated;
create trigger matter_members_before_delete before delete on public.matter_members
  for each row execute function private.matter_members_before_delete();

create function private.matter_members_audit() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  r public.matter_members := case when tg_op = 'DELETE' then old else new end;
  holder uuid;
begin
  select m.client_id into holder from public.matters m where m.id = r.matter_id;
  perform private.audit(
    case tg_op when 'INSERT' then 'matter_member.added' when 'DELETE' then 'matter_member.removed'
      else case when new.user_id is distinct from old.user_id then 'matter_member.login_linked'
        else 'matter_member.changed' end end,
    'matter', r.matter_id, holder,
    jsonb_build_object('member_id', r.id, 'role', r.role, 'user_id', r.user_id));
  return null;
end;
$$;
revoke all on function private.matter_members_audit() from public, anon, authenticated;
create trigger matter_members_audit after insert or update or delete on public.matter_members
  for each row execute function private.matter_members_audit();

-- An item's member is on the item's matter (a document without a matter takes the member's).
create function private.member_on_same_matter() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  member_matter uuid;
begin
  if new.member_id is null then
    return new;
  end if;
  select m.matter_id into member_matter from public.matter_members m where m.id = new.member_id;
  if tg_table_name = 'documents' and new.matter_id is null then
    new.matter_id := member_matter;
  end if;
  if member_matter is distinct from new.matter_id then
    raise exception 'That person is on another matter.'
      using errcode = '23514', constraint = tg_table_name || '_member_same_matter';
  end if;
  return new;
end;
$$;
revoke all on function private.member_on_same_matter() from public, anon, authenticated;
create trigger documents_member_same_matter before insert or update of member_id, matter_id
  on public.documents for each row execute function private.member_on_same_matter();
create trigger document_requests_member_same_matter before insert or update of member_id, matter_id
  on public.document_requests for each row execute function private.member_on_same_matter();
create trigger deadlines_member_same_matter before insert or update of member_id, matter_id
  on public.deadlines for each row execute function private.member_on_same_matter();

-- Only an agent says whom a document is for or shares it (the account holder may update their
-- own rows for hiding; these two columns are not theirs to move).
create function private.documents_member_by_agent() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if (select auth.uid()) is not null and not (select public.is_admin())
     and (new.member_id is distinct from old.member_id or new.shared is distinct from old.shared) then
    raise exception 'Only an agent changes whom a document is for.' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function private.documents_member_by_agent() from public, anon, authenticated;
create trigger documents_member_by_agent before update of member_id, shared on public.documents
  for each row execute function private.documents_member_by_agent();

alter table public.matter_members enable row level security;
revoke all on table public.matter_members from public, anon, authenticated;
grant all on table public.matter_members to service_role;
grant select, insert, update, delete on public.matter_members to authenticated;
grant update (member_id, shared) on public.documents to authenticated;

create policy "matter_members: agents, the holder and the member themselves read"
  on public.matter_members for select to authenticated
  using ((select public.is_admin())
    or user_id = (select auth.uid())
    or exists (select 1 from public.matters m where m.id = matter_id and m.client_id = (select auth.uid())));
create policy "matter_members: agents add" on public.matter_members
  for insert to authenticated with check ((select public.is_admin()));
create policy "matter_members: agents change" on public.matter_members
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "matter_members: agents remove" on public.matter_members
  for delete to authenticated using ((select public.is_admin()));
create policy "live session only" on public.matter_members
  as restrictive for all to authenticated
  using ((select private.session_is_live()))
  with check ((select private.session_is_live()));

-- A member's login: their matter (its title and stage), and on it only what is theirs or shared.
create policy "matters: members read their matter" on public.matters
  for select to authenticated
  using (id in (select private.my_member_matter_ids()));
create policy "documents: members read their own and shared" on public.documents
  for select to authenticated
  using (hidden_at is null and (member_id in (select private.my_member_ids())
    or (shared and matter_id in (select private.my_member_matter_ids()))));
create policy "document_requests: members read their own and shared" on public.document_requests
  for select to authenticated
  using (member_id in (select private.my_member_ids())
    or (shared and matter_id in (select private.my_member_matter_ids())));
create policy "deadlines: members read their visible own and shared" on public.deadlines
  for select to authenticated
  using (visible_to_client and (member_id in (select private.my_member_ids())
    or (shared and matter_id in (select private.my_member_matter_ids()))));

-- Recording an upload now names whom it is for: a member of a matter the uploader holds, or the
-- uploader's own member row. The document then belongs to the matter's account holder (so they
-- and the agent see it), on that matter, for that member; the object stays in the uploader's
-- own folder. Without a member, nothing changes. Body otherwise the one from the dump.
drop function private.record_document(uuid, text, text, text, text, integer, text, date, uuid);
create function private.record_document(p_object_id uuid, p_storage_path text, p_category text,
  p_original_name text, p_mime_type text, p_size_bytes integer, p_sha256 text, p_expires_on date,
  p_replaces_id uuid, p_member_id uuid default null) returns uuid
    language plpgsql security definer
    set search_path = ''
    as $$
declare
  me uuid := (select auth.uid());
  o record;
  new_id uuid;
  holder uuid := me;
  on_matter uuid;
begin
  if me is null or split_part(p_storage_path, '/', 1) is distinct from me::text then
    raise exception 'record_document: claims are not this client''s' using errcode = '42501';
  end if;
  select id, metadata into o
  from storage.objects
  where bucket_id = 'documents' and name = p_storage_path;
  if not found or o.id is distinct from p_object_id then
    raise exception 'record_document: not the object the server stored' using errcode = '42501';
  end if;
  if o.metadata ->> 'mimetype' is distinct from p_mime_type
     or (o.metadata ->> 'size')::bigint is distinct from p_size_bytes::bigint then
    raise exception 'record_document: stored type or size differs' using errcode = '42501';
  end if;
  if p_member_id is not null then
    select m.client_id, m.id into holder, on_matter
    from public.matter_members mm join public.matters m on m.id = mm.matter_id
    where mm.id = p_member_id and (m.client_id = me or mm.user_id = me);
    if not found then
      raise exception 'record_document: not a member of your matter' using errcode = '42501';
    end if;
    if p_replaces_id is not null then
      raise exception 'record_document: replaces' using errcode = '22023';
    end if;
  end if;
  if p_replaces_id is not null and not exists (
    select 1 from public.documents d
    where d.id = p_replaces_id and d.client_id = me
      and d.status = 'needs_replacement' and d.hidden_at is null
  ) then
    raise exception 'record_document: replaces' using errcode = '22023';
  end if;
  insert into public.documents (client_id, category, storage_path, original_name, mime_type,
    size_bytes, sha256, expires_on, replaces_id, matter_id, member_id)
  values (holder, p_category, p_storage_path, p_original_name, p_mime_type, p_size_bytes,
    p_sha256, p_expires_on, p_replaces_id, on_matter, p_member_id)
  returning id into new_id;
  return new_id;
end;
$$;
revoke all on function private.record_document(uuid, text, text, text, text, integer, text, date, uuid, uuid) from public, anon, authenticated;

-- An upload answers the oldest open request for the same person: a child's passport no longer
-- fulfils the account holder's passport request. Body otherwise the one from
-- 20261129100000_agent_files_summary_hash.sql (an agent's file answers no request).
create or replace function private.documents_after_insert() returns trigger
    language plpgsql security definer
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
      and r.member_id is not distinct from new.member_id
    order by r.created_at
    limit 1
  );
  insert into public.email_outbox (template, to_address, payload)
  values ('document-uploaded', 'agency', jsonb_build_object('document_id', new.id, 'client_id', new.client_id));
  perform private.audit('document.uploaded', 'document', new.id, new.client_id,
    jsonb_build_object('category', new.category, 'replaces', new.replaces_id, 'member_id', new.member_id));
  return null;
end;
$$;

-- A member opens their own and shared documents too (RLS above decides the same way).
create or replace function private.document_path_for_signing(p_document_id uuid) returns text
    language plpgsql security definer
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
  if d.hidden_at is null and (
       d.member_id in (select private.my_member_ids())
       or (d.shared and d.matter_id in (select private.my_member_matter_ids()))) then
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
