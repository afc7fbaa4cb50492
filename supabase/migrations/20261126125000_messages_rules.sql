-- Messages and file notes (issue 28; portal.md part 2 "messages", "message_reads").
--
--   * A client reads and writes only their own thread (client_id = auth.uid()), kind 'message'
--     only, as themselves (author_id = auth.uid(): a forged author is refused, not rewritten).
--   * File notes (kind 'file_note': an agent's record of a call or WhatsApp conversation) are
--     agent-only here, by RLS: a client's own token never returns one through the Data API.
--   * A message's matter must be a matter of that client and its attachment a document of that
--     client, for every writer (trigger), so a thread never points into another client's file.
--   * Messages are immutable: authenticated has no UPDATE or DELETE (only the server's own role).
--   * message_reads: a person marks read only a message they can see, as themselves.
--   * A new message queues a content-free e-mail ("you have a new message", a link) for the other
--     side: the client, or the client's agent (the matter's assigned agent, else the agent of
--     their latest accepted engagement, else the agency inbox). The outbox digest
--     (20261126000500_outbox_digest.sql) holds each recipient to one such e-mail per 15 minutes;
--     the rows carry no client_id for agent recipients, so the window is per recipient, not per
--     (recipient, client).
--
-- Agents are `public.is_admin()`, as in part 1. The two-step (aal2) requirement for agent rows is
-- added for every agent-only table by the MFA work (2026112613xxxx), not repeated here.

-- ---------------------------------------------------------------------------------------------
revoke all on table public.messages from public, anon, authenticated;
grant select, insert on table public.messages to authenticated;
grant all on table public.messages to service_role;
-- The author is whoever is signed in unless the writer says otherwise (and RLS refuses otherwise).
alter table public.messages alter column author_id set default auth.uid();

create policy "messages: client reads own thread, agents read all" on public.messages
  for select to authenticated
  using ((client_id = (select auth.uid()) and kind = 'message') or (select public.is_admin()));

create policy "messages: client writes own thread, as themselves" on public.messages
  for insert to authenticated
  with check (
    client_id = (select auth.uid()) and author_id = (select auth.uid()) and kind = 'message'
  );

create policy "messages: agents write any thread, as themselves" on public.messages
  for insert to authenticated
  with check ((select public.is_admin()) and author_id = (select auth.uid()));

-- Partial index for "client messages" (the agent's unread count and unanswered list).
create index messages_from_client_idx on public.messages (created_at)
  where kind = 'message' and author_id = client_id;

create or replace function private.messages_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Through the Data API (and withUser) the time is the database's: a back-dated row would hide
  -- from the "since" cursor the poll route answers with.
  if private.is_api_role() then
    new.created_at := now();
  end if;
  if new.matter_id is not null and not exists (
    select 1 from public.matters m where m.id = new.matter_id and m.client_id = new.client_id
  ) then
    raise exception 'messages: the matter is not this client''s' using errcode = '23514',
      constraint = 'messages_matter_of_client';
  end if;
  if new.document_id is not null and not exists (
    select 1 from public.documents d where d.id = new.document_id and d.client_id = new.client_id
  ) then
    raise exception 'messages: the document is not this client''s' using errcode = '23514',
      constraint = 'messages_document_of_client';
  end if;
  return new;
end;
$$;
revoke all on function private.messages_before_insert() from public, anon, authenticated, service_role;
create trigger messages_before_insert
  before insert on public.messages
  for each row execute function private.messages_before_insert();

-- Whom a client's message is for: their agent's address, or the agency marker.
create or replace function private.message_agent_address(p_client_id uuid, p_matter_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select nullif(u.email, '')
    from auth.users u
    join public.user_roles r on r.user_id = u.id and r.role = 'admin'
    where u.id = coalesce(
      (select m.assigned_agent_id from public.matters m where m.id = p_matter_id),
      (select e.agent_id from public.engagements e
        where e.client_id = p_client_id and e.status = 'accepted' and e.agent_id is not null
        order by e.accepted_at desc nulls last
        limit 1))
  ), 'agency')
$$;
revoke all on function private.message_agent_address(uuid, uuid) from public, anon, authenticated, service_role;

create or replace function private.messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  to_addr text;
begin
  if new.kind <> 'message' then
    return null;
  end if;
  if new.author_id is not distinct from new.client_id then
    to_addr := private.message_agent_address(new.client_id, new.matter_id);
    insert into public.email_outbox (template, to_address, payload)
    values (case when to_addr = 'agency' then 'message-to-agency' else 'message-to-agent' end,
      to_addr, '{}'::jsonb);
  else
    select nullif(u.email, '') into to_addr from auth.users u where u.id = new.client_id;
    if to_addr is not null then
      insert into public.email_outbox (template, to_address, client_id, payload)
      values ('message-to-client', to_addr, new.client_id, '{}'::jsonb);
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.messages_after_insert() from public, anon, authenticated, service_role;
create trigger messages_after_insert
  after insert on public.messages
  for each row execute function private.messages_after_insert();

-- The digested kinds as in 20261126000500_outbox_digest.sql, plus the three message e-mails.
create or replace function private.outbox_digest_window(p_template text)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case when p_template in (
    'document-uploaded', 'assessment-submitted',
    'document-requested', 'document-needs-replacement',
    'assessment-info-requested', 'assessment-responded',
    'message-to-client', 'message-to-agent', 'message-to-agency')
  then interval '15 minutes' end
$$;
revoke all on function private.outbox_digest_window(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
revoke all on table public.message_reads from public, anon, authenticated;
grant select, insert on table public.message_reads to authenticated;
grant all on table public.message_reads to service_role;
alter table public.message_reads alter column reader_id set default auth.uid();

create policy "message_reads: own, or agents read all" on public.message_reads
  for select to authenticated
  using (reader_id = (select auth.uid()) or (select public.is_admin()));

-- The subquery runs under the caller's own RLS on messages: only a message they can see.
create policy "message_reads: mark a visible message read, as themselves" on public.message_reads
  for insert to authenticated
  with check (
    reader_id = (select auth.uid())
    and exists (select 1 from public.messages m where m.id = message_id)
  );

-- The time of reading is the database's too (the agent sees when a client read a message).
create or replace function private.message_reads_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_api_role() then
    new.read_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.message_reads_before_insert() from public, anon, authenticated, service_role;
create trigger message_reads_before_insert
  before insert on public.message_reads
  for each row execute function private.message_reads_before_insert();
