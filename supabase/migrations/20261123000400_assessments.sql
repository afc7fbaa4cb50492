-- Client portal, part 2: free assessments (permanent residency, student visa, business visa).
-- portal.md is the contract for names and statuses.
--
--   draft -> submitted -> in_review -> (info_requested <-> submitted) -> responded -> closed
--
-- Who may do what is enforced here, not only in the app, because the Data API reaches these
-- tables with any signed-in person's token:
--   * a client inserts their own draft, edits it while it is a draft, submits it, and answers an
--     agent's question (info_requested -> submitted); nothing else.
--   * an agent moves a submitted assessment on (in_review, info_requested, responded, closed) and
--     writes the question and the response; agents never edit a client's answers.
--   * every transition writes assessment_events, audit_log (private.audit) and, where someone
--     should hear about it, email_outbox (the client's address comes from auth.users; agency mail
--     carries the marker 'agency', resolved from config by lib/mail).
--   * assessment_events is append-only; agent-only notes are invisible to the client (RLS).

create table public.assessments (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  type text not null check (type in ('permanent-residency', 'student-visa', 'business-visa')),
  status text not null default 'draft'
    check (status in ('draft', 'submitted', 'in_review', 'info_requested', 'responded', 'closed')),
  schema_version integer not null default 1 check (schema_version between 1 and 100),
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  -- The app computes it at submit (PR: the points engine's result and its rules version); the
  -- agent's page recomputes it from the answers and flags any difference.
  result jsonb,
  -- {"sensitive": {"agreed": true, "at": "..."}, ...}: the time is stamped by the trigger.
  consents jsonb not null default '{}'::jsonb check (jsonb_typeof(consents) = 'object'),
  -- The agent's current question, and the client's answer to it.
  info_request text check (info_request is null or char_length(info_request) between 1 and 2000),
  info_response text check (info_response is null or char_length(info_response) between 1 and 4000),
  agent_id uuid references auth.users (id) on delete set null,
  -- Stamped from the agent's profile when they respond (clients cannot read agents' profiles).
  agent_name text,
  agent_response text check (agent_response is null or char_length(agent_response) between 1 and 10000),
  submitted_at timestamptz,
  responded_at timestamptz,
  closed_at timestamptz,
  last_action_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Answers are at most a few kilobytes; this stops anyone storing files in them.
  constraint assessments_answers_size check (pg_column_size(answers) < 65536)
);
create index assessments_client_idx on public.assessments (client_id, type, created_at desc);
create index assessments_queue_idx on public.assessments (status, submitted_at)
  where status in ('submitted', 'in_review', 'info_requested');
alter table public.assessments enable row level security;

revoke all on table public.assessments from public, anon, authenticated;
-- Insert on the table (query builders name every column, sending DEFAULT for most); the insert
-- trigger below resets every column that is not the client's to say.
grant select, insert, delete on table public.assessments to authenticated;
grant update (status, schema_version, answers, result, consents, info_request, info_response, agent_response)
  on table public.assessments to authenticated;
grant all on table public.assessments to service_role;

create policy "assessments: own or agent reads" on public.assessments
  for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
create policy "assessments: client starts own draft" on public.assessments
  for insert to authenticated
  with check (client_id = (select auth.uid()) and status = 'draft');
create policy "assessments: own or agent updates" on public.assessments
  for update to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()))
  with check (client_id = (select auth.uid()) or (select public.is_admin()));
-- Only an unsent draft can be thrown away; anything an agent has seen is a record to keep.
create policy "assessments: client deletes own draft" on public.assessments
  for delete to authenticated
  using (client_id = (select auth.uid()) and status = 'draft');

-- ---------------------------------------------------------------------------------------------
create table public.assessment_events (
  id bigint generated always as identity primary key,
  assessment_id uuid not null references public.assessments (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  from_status text,
  to_status text,
  note text check (note is null or char_length(note) between 1 and 4000),
  agent_only boolean not null default false,
  created_at timestamptz not null default now()
);
create index assessment_events_assessment_idx on public.assessment_events (assessment_id, id);
alter table public.assessment_events enable row level security;

revoke all on table public.assessment_events from public, anon, authenticated;
grant select on table public.assessment_events to authenticated;
-- Agents add notes by hand (the policy refuses status fields; the trigger stamps actor and time);
-- status events come from the assessments trigger.
grant insert on table public.assessment_events to authenticated;
grant select, insert on table public.assessment_events to service_role;

create policy "assessment_events: client reads own shared events, agents all" on public.assessment_events
  for select to authenticated
  using (
    (select public.is_admin())
    or (
      not agent_only
      and exists (
        select 1 from public.assessments a
        where a.id = assessment_id and a.client_id = (select auth.uid())
      )
    )
  );
create policy "assessment_events: agents add notes as themselves" on public.assessment_events
  for insert to authenticated
  with check (
    (select public.is_admin())
    and actor_id = (select auth.uid())
    and from_status is null and to_status is null and note is not null
  );

create or replace function private.assessment_events_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The actor is whoever the JWT says (the status triggers run in the same request), never a
  -- value sent in; service_role and jobs have no subject and record null.
  new.actor_id := (select auth.uid());
  new.created_at := now();
  return new;
end;
$$;
revoke all on function private.assessment_events_before_insert() from public, anon, authenticated, service_role;
create trigger assessment_events_before_insert
  before insert on public.assessment_events
  for each row execute function private.assessment_events_before_insert();

-- Append-only, also for the owner and service_role. Only a cascade (a deleted draft or account,
-- run by the foreign key's own trigger, hence depth >= 1) removes rows.
create or replace function private.assessment_events_are_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'assessment history is append-only' using errcode = '42501';
end;
$$;
revoke all on function private.assessment_events_are_append_only() from public, anon, authenticated, service_role;
create trigger assessment_events_no_update_delete
  before update or delete on public.assessment_events
  for each row when (pg_trigger_depth() < 1)
  execute function private.assessment_events_are_append_only();

-- ---------------------------------------------------------------------------------------------
create or replace function private.assessments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.status := 'draft';
  new.result := null;
  new.info_request := null;
  new.info_response := null;
  new.agent_id := null;
  new.agent_name := null;
  new.agent_response := null;
  new.submitted_at := null;
  new.responded_at := null;
  new.closed_at := null;
  new.consents := private.stamp_consents('{}'::jsonb, new.consents);
  new.last_action_at := now();
  new.created_at := now();
  new.updated_at := now();
  return new;
end;
$$;

-- Each consent the caller changed gets the database's clock, so nobody back-dates a consent.
create or replace function private.stamp_consents(p_old jsonb, p_new jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(
    n.key,
    case
      when p_old -> n.key = n.value then n.value
      else jsonb_build_object('agreed', coalesce((n.value ->> 'agreed')::boolean, false), 'at', now())
    end), '{}'::jsonb)
  from jsonb_each(coalesce(p_new, '{}'::jsonb)) n;
$$;
revoke all on function private.stamp_consents(jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.assessments_before_insert() from public, anon, authenticated, service_role;
create trigger assessments_before_insert
  before insert on public.assessments
  for each row execute function private.assessments_before_insert();

-- Who may move an assessment from what to what, and which columns each side may touch.
create or replace function private.assessments_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  owner boolean := me is not null and me = old.client_id;
  agent boolean := me is not null and not (me = old.client_id) and (select public.is_admin());
  client_fields_changed boolean := new.answers is distinct from old.answers
    or new.consents is distinct from old.consents
    or new.schema_version is distinct from old.schema_version
    or new.result is distinct from old.result;
  agent_fields_changed boolean := new.info_request is distinct from old.info_request
    or new.agent_response is distinct from old.agent_response;
  move text := old.status || '>' || new.status;
begin
  if new.client_id is distinct from old.client_id or new.type is distinct from old.type then
    raise exception 'an assessment keeps its client and type' using errcode = '42501';
  end if;
  -- service_role and migrations (no JWT subject): maintenance, stamped.
  if me is null then
    new.updated_at := now();
    return new;
  end if;
  if not owner and not agent then
    raise exception 'not your assessment' using errcode = '42501';
  end if;

  if owner then
    if agent_fields_changed then
      raise exception 'only an agent writes questions and responses' using errcode = '42501';
    end if;
    if new.status = old.status then
      if old.status <> 'draft' then
        raise exception 'a submitted assessment cannot be edited' using errcode = '42501';
      end if;
      if new.result is distinct from old.result or new.info_response is distinct from old.info_response then
        raise exception 'a draft has no result or answer yet' using errcode = '42501';
      end if;
    elsif move = 'draft>submitted' then
      if new.answers = '{}'::jsonb or new.result is null then
        raise exception 'answer the questions before submitting' using errcode = '23514';
      end if;
      new.submitted_at := now();
    elsif move = 'info_requested>submitted' then
      if client_fields_changed then
        raise exception 'answers cannot change after submitting' using errcode = '42501';
      end if;
      if new.info_response is null or new.info_response = coalesce(old.info_response, '') then
        raise exception 'answer the question first' using errcode = '23514';
      end if;
      new.submitted_at := now();
    else
      raise exception 'a client cannot move an assessment from % to %', old.status, new.status
        using errcode = '42501';
    end if;
    if new.info_response is distinct from old.info_response and move <> 'info_requested>submitted' then
      raise exception 'answer a question only when one is asked' using errcode = '42501';
    end if;
    new.consents := private.stamp_consents(old.consents, new.consents);
  else
    -- An agent.
    if client_fields_changed or new.info_response is distinct from old.info_response then
      raise exception 'agents do not change a client''s answers' using errcode = '42501';
    end if;
    if new.status = old.status then
      raise exception 'an agent changes an assessment only by moving it on' using errcode = '42501';
    elsif move = 'submitted>in_review' then
      if agent_fields_changed then
        raise exception 'take the assessment into review first' using errcode = '42501';
      end if;
    elsif move = 'in_review>info_requested' then
      if new.info_request is null or new.info_request = coalesce(old.info_request, '')
        or new.agent_response is distinct from old.agent_response then
        raise exception 'write the question for the client' using errcode = '23514';
      end if;
      new.info_response := null;
    elsif move = 'in_review>responded' then
      if new.agent_response is null or new.info_request is distinct from old.info_request then
        raise exception 'write the response for the client' using errcode = '23514';
      end if;
      new.responded_at := now();
      new.agent_name := (select p.full_name from public.profiles p where p.id = me);
    elsif move in ('in_review>closed', 'responded>closed') then
      if agent_fields_changed then
        raise exception 'closing changes nothing else' using errcode = '42501';
      end if;
      new.closed_at := now();
    else
      raise exception 'an agent cannot move an assessment from % to %', old.status, new.status
        using errcode = '42501';
    end if;
    new.agent_id := me;
  end if;
  new.last_action_at := now();
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.assessments_before_update() from public, anon, authenticated, service_role;
create trigger assessments_before_update
  before update on public.assessments
  for each row execute function private.assessments_before_update();

-- History, audit and mail for every transition.
create or replace function private.assessments_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client_email text;
  note text;
begin
  if tg_op = 'INSERT' then
    insert into public.assessment_events (assessment_id, actor_id, from_status, to_status)
    values (new.id, (select auth.uid()), null, new.status);
    perform private.audit('assessment.created', 'assessment', new.id, new.client_id,
      jsonb_build_object('type', new.type));
    return null;
  end if;
  if tg_op = 'DELETE' then
    perform private.audit('assessment.draft_deleted', 'assessment', old.id, old.client_id,
      jsonb_build_object('type', old.type));
    return null;
  end if;
  if new.status is not distinct from old.status then
    return null;
  end if;
  -- The timeline shows the question and the client's answer where they belong.
  note := case
    when new.status = 'info_requested' then new.info_request
    when old.status = 'info_requested' and new.status = 'submitted' then new.info_response
    else null
  end;
  insert into public.assessment_events (assessment_id, actor_id, from_status, to_status, note)
  values (new.id, (select auth.uid()), old.status, new.status, note);
  -- No answers in the audit details: the log must not become a second copy of personal data.
  perform private.audit('assessment.' || new.status, 'assessment', new.id, new.client_id,
    jsonb_build_object('from', old.status, 'to', new.status, 'type', new.type));

  if new.status = 'submitted' then
    insert into public.email_outbox (template, to_address, payload)
    values ('assessment-submitted', 'agency',
      jsonb_build_object('assessment_id', new.id, 'type', new.type, 'again', old.status <> 'draft'));
  elsif new.status in ('info_requested', 'responded') then
    select u.email into client_email from auth.users u where u.id = new.client_id;
    if coalesce(client_email, '') <> '' then
      -- No question, response or answers in the payload: the e-mail says "sign in to read it".
      insert into public.email_outbox (template, to_address, payload)
      values (case new.status when 'info_requested' then 'assessment-info-requested'
                else 'assessment-responded' end,
              client_email, jsonb_build_object('assessment_id', new.id, 'type', new.type));
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.assessments_after_write() from public, anon, authenticated, service_role;
create trigger assessments_after_insert
  after insert on public.assessments
  for each row execute function private.assessments_after_write();
create trigger assessments_after_update
  after update on public.assessments
  for each row execute function private.assessments_after_write();
create trigger assessments_after_delete
  after delete on public.assessments
  for each row execute function private.assessments_after_write();

-- An agent reading a client's assessment is recorded (portal.md: everything an agent reads about
-- a client). Called by the admin page as the agent; returns nothing for anyone else.
create or replace function private.record_assessment_read(p_assessment_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  c uuid;
begin
  if not (select public.is_admin()) then
    return;
  end if;
  select client_id into c from public.assessments where id = p_assessment_id;
  if found then
    perform private.audit('assessment.read', 'assessment', p_assessment_id, c, '{}'::jsonb);
  end if;
end;
$$;
revoke all on function private.record_assessment_read(uuid) from public, anon, service_role;
grant execute on function private.record_assessment_read(uuid) to authenticated;

-- Documents may point at an assessment (portal.md); now that the table exists, make it a key.
alter table public.documents
  add constraint documents_assessment_fk foreign key (assessment_id)
  references public.assessments (id) on delete set null;
