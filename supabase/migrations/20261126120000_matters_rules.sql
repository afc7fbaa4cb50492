-- Matters, their timeline and their deadlines (issue 28; portal.md part 2). The tables exist
-- (20261126100000_part2_tables.sql); this adds who may read and write them and the rules the
-- database enforces whatever the caller (the app, the Data API with a client's token, a script):
--
--   * matters: a client reads their own, an agent reads and writes all; nobody deletes (the
--     7-year rule keeps them; the retention job removes them later as the table owner).
--     - opened only from an `accepted` engagement of the same client, always at `preparing`;
--     - stages move only along preparing -> client_review -> lodged <-> info_requested ->
--       decided -> closed (client_review may go back to preparing; a matter may be closed
--       before it is lodged, e.g. the client withdraws);
--     - a client never changes a stage: the only write in their name is the approval at
--       client_review (client_approved_at), made by private.approve_matter, which the server
--       calls over DATABASE_URL after it has checked the person; their token cannot reach it;
--     - client_review needs the application summary (summary_document_id, the client's own
--       document); client_review -> lodged needs client_approved_at; lodged needs trn and
--       lodged_on; decided needs outcome and decided_on; a new summary or a step back to
--       preparing clears the approval;
--     - closing sets retain_until to the closing day (Sydney) + 7 years;
--     - every stage change (and the opening and the approval) writes matter_events and audit_log
--       and queues a link-only e-mail to the client (template 'matter-updated');
--     - a refusal proposes a `review_application` deadline, unconfirmed, for the agent to check.
--   * matter_events: append-only; the client reads their matter's entries except agent_only ones;
--     agents add notes as themselves; stage entries are written only by the triggers here.
--   * deadlines: agents write; the client reads only visible_to_client ones on their own matters.
--   * document_requests.matter_id: a request can belong to a matter of the same client.

-- ---------------------------------------------------------------------------------------------
alter table public.document_requests
  add column matter_id uuid references public.matters (id);
create index document_requests_matter_idx on public.document_requests (matter_id)
  where matter_id is not null;

alter table public.matters
  add constraint matters_lodged_has_trn check (
    stage not in ('lodged', 'info_requested', 'decided') or (trn is not null and lodged_on is not null)),
  add constraint matters_decided_has_outcome check (
    stage <> 'decided' or (outcome is not null and decided_on is not null)),
  add constraint matters_outcome_only_when_decided check (
    outcome is null or stage in ('decided', 'closed')),
  add constraint matters_decided_after_lodged check (
    decided_on is null or lodged_on is null or decided_on >= lodged_on);

-- ---------------------------------------------------------------------------------------------
-- Grants. No delete for anyone through the API; no update of matter_events at all.
grant select, insert, update on table public.matters to authenticated;
grant select, insert on table public.matter_events to authenticated;
grant select, insert, update on table public.deadlines to authenticated;

create policy "matters: own or agent reads" on public.matters
  for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
create policy "matters: agents open" on public.matters
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "matters: agents update" on public.matters
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "matter_events: agents read all, clients their matter's shared entries"
  on public.matter_events
  for select to authenticated
  using (
    (select public.is_admin())
    or (
      not agent_only
      and exists (
        select 1 from public.matters m
        where m.id = matter_id and m.client_id = (select auth.uid())
      )
    )
  );
create policy "matter_events: agents add notes as themselves" on public.matter_events
  for insert to authenticated
  with check (
    (select public.is_admin())
    and actor_id = (select auth.uid())
    and from_stage is null and to_stage is null and note is not null
  );

create policy "deadlines: agents read all, clients the visible ones of their matters"
  on public.deadlines
  for select to authenticated
  using (
    (select public.is_admin())
    or (
      visible_to_client
      and exists (
        select 1 from public.matters m
        where m.id = matter_id and m.client_id = (select auth.uid())
      )
    )
  );
create policy "deadlines: agents add" on public.deadlines
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "deadlines: agents update" on public.deadlines
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- matters: before insert.
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
     or new.client_approved_at is not null or new.retain_until is not null then
    raise exception 'A matter starts at preparing, with nothing lodged, approved or decided.'
      using errcode = '23514', constraint = 'matters_start_preparing';
  end if;
  if new.summary_document_id is not null and not exists (
      select 1 from public.documents d where d.id = new.summary_document_id and d.client_id = new.client_id) then
    raise exception 'The application summary must be one of the client''s documents.'
      using errcode = '23514', constraint = 'matters_summary_same_client';
  end if;
  new.last_action_at := now();
  new.created_at := now();
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.matters_before_insert() from public, anon, authenticated, service_role;
create trigger matters_before_insert
  before insert on public.matters
  for each row execute function private.matters_before_insert();

-- The moves an agent may make (the client makes none).
create or replace function private.matter_stage_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (p_from, p_to) in (
    ('preparing', 'client_review'), ('preparing', 'closed'),
    ('client_review', 'preparing'), ('client_review', 'lodged'), ('client_review', 'closed'),
    ('lodged', 'info_requested'), ('lodged', 'decided'),
    ('info_requested', 'lodged'), ('info_requested', 'decided'),
    ('decided', 'closed'));
$$;
revoke all on function private.matter_stage_allowed(text, text) from public, anon, authenticated;

-- matters: before update. Who may change what, and what each stage needs.
create or replace function private.matters_before_update()
returns trigger
language plpgsql
security definer
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
    raise exception 'A matter''s client and engagement do not change.' using errcode = '23514';
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
    new.last_action_at := now();
    new.updated_at := now();
    return new;
  end if;

  -- An agent. The approval is the client's: an agent never sets it; it is cleared when the
  -- application goes back to preparing or its summary changes.
  if new.client_approved_at is distinct from old.client_approved_at then
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
    if old.stage not in ('preparing', 'client_review') then
      raise exception 'The summary is attached before lodgement.' using errcode = '23514';
    end if;
    new.client_approved_at := null;
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
    end if;
    if old.stage = 'client_review' and new.stage = 'lodged' and new.client_approved_at is null then
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
      new.retain_until := ((now() at time zone 'Australia/Sydney')::date + interval '7 years')::date;
    end if;
  elsif old.stage = 'closed' and row(new.*) is distinct from row(old.*) then
    raise exception 'A closed matter does not change.' using errcode = '23514';
  end if;

  if new.lodged_on is not null and new.lodged_on > latest_today then
    raise exception 'The lodgement date cannot be in the future.' using errcode = '23514';
  end if;
  if new.decided_on is not null and new.decided_on > latest_today then
    raise exception 'The decision date cannot be in the future.' using errcode = '23514';
  end if;
  new.last_action_at := now();
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.matters_before_update() from public, anon, authenticated, service_role;
create trigger matters_before_update
  before update on public.matters
  for each row execute function private.matters_before_update();

-- The client's address from auth.users, never from the caller; a link-only e-mail.
create or replace function private.queue_matter_mail(p_client_id uuid, p_matter_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  client_email text;
begin
  select u.email into client_email from auth.users u where u.id = p_client_id;
  if coalesce(client_email, '') <> '' then
    insert into public.email_outbox (template, to_address, client_id, payload)
    values ('matter-updated', client_email, p_client_id, jsonb_build_object('matter_id', p_matter_id));
  end if;
end;
$$;
revoke all on function private.queue_matter_mail(uuid, uuid) from public, anon, authenticated, service_role;

-- matters: after insert and update. History, audit, e-mail, the proposed review deadline.
create or replace function private.matters_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.matter_events (matter_id, to_stage, note)
    values (new.id, new.stage, null);
    perform private.audit('matter.opened', 'matter', new.id, new.client_id,
      jsonb_build_object('engagement_id', new.engagement_id, 'visa_subclass', new.visa_subclass));
    perform private.queue_matter_mail(new.client_id, new.id);
    return null;
  end if;

  if new.client_approved_at is not null and old.client_approved_at is null then
    insert into public.matter_events (matter_id, note)
    values (new.id, 'The client approved the application: the information is correct.');
    perform private.audit('matter.client_approved', 'matter', new.id, new.client_id,
      jsonb_build_object('summary_document_id', new.summary_document_id));
  end if;

  if new.stage is distinct from old.stage then
    insert into public.matter_events (matter_id, from_stage, to_stage)
    values (new.id, old.stage, new.stage);
    perform private.audit('matter.stage_changed', 'matter', new.id, new.client_id,
      jsonb_strip_nulls(jsonb_build_object('from', old.stage, 'to', new.stage,
        'trn', case when new.stage = 'lodged' then new.trn end,
        'lodged_on', case when new.stage = 'lodged' then new.lodged_on end,
        'outcome', case when new.stage = 'decided' then new.outcome end,
        'decided_on', case when new.stage = 'decided' then new.decided_on end,
        'retain_until', new.retain_until)));
    perform private.queue_matter_mail(new.client_id, new.id);

    -- A refusal: merits review is time-limited and the Tribunal cannot extend the limit. The
    -- limit depends on the decision and the client's situation and is stated in the decision
    -- letter, so the database proposes an early date (7 days after the decision, so it sorts
    -- first) marked unconfirmed; the agent sets the real date from the letter and confirms it.
    if new.stage = 'decided' and new.outcome = 'refused' then
      insert into public.deadlines (matter_id, kind, due_on, note, visible_to_client, confirmed_at)
      values (new.id, 'review_application', new.decided_on + 7,
        'Proposed after the refusal: check the date. The time limit to apply to the '
        || 'Administrative Review Tribunal for review is stated in the Department''s decision '
        || 'letter; it differs by decision and is shorter for people in immigration detention, '
        || 'and it runs from the day the client is taken to have received the notice (Migration '
        || 'Act 1958 ss 347 and 412; art.gov.au). The Tribunal cannot extend it. This placeholder '
        || 'is 7 days after the decision date: set the date from the letter, then confirm.',
        false, null);
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.matters_after_write() from public, anon, authenticated, service_role;
create trigger matters_after_write
  after insert or update on public.matters
  for each row execute function private.matters_after_write();

-- ---------------------------------------------------------------------------------------------
-- The client approves (server only). Runs the update as the client, so the trigger applies the
-- client's rule and the history and audit log name them. Returns
--   'approved'       recorded now
--   'not_in_review'  no such matter of this client waiting for their approval
create or replace function private.approve_matter(p_client_id uuid, p_matter_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.matters;
  previous jsonb;
begin
  if p_client_id is null or p_matter_id is null then
    raise exception 'approve_matter: client and matter are required' using errcode = '22023';
  end if;
  if private.is_api_role() then
    raise exception 'approve_matter is called by the server only' using errcode = '42501';
  end if;
  select * into m from public.matters
    where id = p_matter_id and client_id = p_client_id
    for update;
  if not found or m.stage <> 'client_review' or m.summary_document_id is null
     or m.client_approved_at is not null then
    return 'not_in_review';
  end if;
  previous := private.act_as_client(p_client_id);
  update public.matters set client_approved_at = now() where id = m.id;
  perform private.restore_claims(previous);
  return 'approved';
end;
$$;
revoke all on function private.approve_matter(uuid, uuid) from public, anon, authenticated;
grant execute on function private.approve_matter(uuid, uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- matter_events: the actor is the JWT's subject; append-only (only a cascade removes rows).
create or replace function private.matter_events_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.actor_id := (select auth.uid());
  new.created_at := now();
  return new;
end;
$$;
revoke all on function private.matter_events_before_insert() from public, anon, authenticated, service_role;
create trigger matter_events_before_insert
  before insert on public.matter_events
  for each row execute function private.matter_events_before_insert();

create or replace function private.matter_events_are_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'a matter''s history is append-only' using errcode = '42501';
end;
$$;
revoke all on function private.matter_events_are_append_only() from public, anon, authenticated, service_role;
create trigger matter_events_no_update_delete
  before update or delete on public.matter_events
  for each row when (pg_trigger_depth() < 1)
  execute function private.matter_events_are_append_only();

-- ---------------------------------------------------------------------------------------------
-- deadlines: the author and stamps are the database's; the matter does not change; done and
-- reopened are audited; an agent's change of a proposed deadline's date confirms it.
create or replace function private.deadlines_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    if new.done_at is not null then
      new.done_at := now();
    end if;
    if pg_trigger_depth() > 1 then
      -- Proposed by the database (the review deadline after a refusal): nobody's, unconfirmed.
      new.created_by := null;
      new.confirmed_at := null;
    else
      -- A person's own deadline needs no confirmation.
      new.created_by := (select auth.uid());
      new.confirmed_at := now();
    end if;
    return new;
  end if;
  if new.matter_id is distinct from old.matter_id or new.created_by is distinct from old.created_by
     or new.created_at is distinct from old.created_at then
    raise exception 'A deadline''s matter and author do not change.' using errcode = '23514';
  end if;
  if new.done_at is distinct from old.done_at and new.done_at is not null then
    new.done_at := now();
  end if;
  if new.confirmed_at is distinct from old.confirmed_at then
    new.confirmed_at := case when new.confirmed_at is null then null else now() end;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.deadlines_before_write() from public, anon, authenticated, service_role;
create trigger deadlines_before_write
  before insert or update on public.deadlines
  for each row execute function private.deadlines_before_write();

create or replace function private.deadlines_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client uuid;
begin
  select m.client_id into client from public.matters m where m.id = new.matter_id;
  if tg_op = 'INSERT' then
    perform private.audit('deadline.created', 'deadline', new.id, client,
      jsonb_build_object('matter_id', new.matter_id, 'kind', new.kind, 'due_on', new.due_on,
        'visible_to_client', new.visible_to_client, 'proposed', new.confirmed_at is null));
  elsif new.done_at is not null and old.done_at is null then
    perform private.audit('deadline.done', 'deadline', new.id, client,
      jsonb_build_object('matter_id', new.matter_id, 'kind', new.kind));
  elsif new.done_at is null and old.done_at is not null then
    perform private.audit('deadline.reopened', 'deadline', new.id, client,
      jsonb_build_object('matter_id', new.matter_id, 'kind', new.kind));
  elsif row(new.due_on, new.visible_to_client, new.confirmed_at, new.kind, new.note)
        is distinct from row(old.due_on, old.visible_to_client, old.confirmed_at, old.kind, old.note) then
    -- What changed and the new date; never the note's text.
    perform private.audit('deadline.changed', 'deadline', new.id, client,
      jsonb_build_object('matter_id', new.matter_id, 'kind', new.kind, 'due_on', new.due_on,
        'visible_to_client', new.visible_to_client, 'confirmed', new.confirmed_at is not null));
  end if;
  return null;
end;
$$;
revoke all on function private.deadlines_after_write() from public, anon, authenticated, service_role;
create trigger deadlines_after_write
  after insert or update on public.deadlines
  for each row execute function private.deadlines_after_write();

-- ---------------------------------------------------------------------------------------------
-- document_requests.matter_id: the matter is the same client's.
create or replace function private.document_requests_matter_same_client()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.matter_id is not null and (tg_op = 'INSERT' or new.matter_id is distinct from old.matter_id)
     and not exists (select 1 from public.matters m where m.id = new.matter_id and m.client_id = new.client_id) then
    raise exception 'The request''s matter belongs to another client.'
      using errcode = '23514', constraint = 'document_requests_matter_same_client';
  end if;
  return new;
end;
$$;
revoke all on function private.document_requests_matter_same_client() from public, anon, authenticated, service_role;
create trigger document_requests_matter_same_client
  before insert or update of matter_id on public.document_requests
  for each row execute function private.document_requests_matter_same_client();
