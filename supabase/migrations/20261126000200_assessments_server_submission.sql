-- Assessments are submitted by the server only, and nobody can flood the agency (issue 22,
-- items 2 and 4).
--
-- Before this migration a client's own token could, through the Data API,
--   update assessments set status = 'submitted', answers = <anything>, result = '{forged}'
-- and the agent saw the forged result (with a link to any host). The trigger let the owner move
-- draft -> submitted with any result, because the app itself did that write as the person.
--
-- Now (least privilege, as private.submit_lead does for leads):
-- * A client writes directly only what the database fully judges: a draft's answers, its
--   consents and its schema version (the update grant below, the trigger for "only a draft").
-- * Submitting (draft -> submitted) and answering the agent's question (info_requested ->
--   submitted) happen only in private.submit_assessment / private.answer_assessment_question.
--   The app's server calls them over DATABASE_URL as its own role (`postgres`) after it has
--   validated the answers against the type's zod schema and computed the result; anon and
--   authenticated cannot execute them, and `private` is not exposed by the Data API.
-- * The trigger refuses every status change by the owner that comes through an API role
--   (`set role authenticated`: PostgREST, Storage and the app's own withUser()), so even a
--   mistaken grant or a future security-definer function reachable from the API cannot submit.
-- * `result` and `info_response` are no longer in authenticated's update grant.
-- * Health and character answers are stored only with the sensitive-information consent (APP 3):
--   a constraint, for every writer.
-- * Per-person limits in the database, counted in public.rate_limits like leads: assessments
--   started a day, assessments sent a day, and documents stored an hour and a day. The numbers
--   are mirrored in lib/config/limits.ts for the messages people see; tests hold them equal.
--   A limit raises SQLSTATE PT429, which PostgREST answers as HTTP 429 and the app turns into a
--   plain message.

-- ---------------------------------------------------------------------------------------------
-- Whether the statement runs as one of the roles the Data API, Storage and withUser() switch to
-- (`set local role`). Inside a security-definer trigger current_user is the owner, but the
-- `role` setting still names the caller's SET ROLE: 'none' for the server's own connection.
create or replace function private.is_api_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('role', true), ''), 'none') in ('authenticated', 'anon');
$$;
revoke all on function private.is_api_role() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Grants: clients keep draft answers and consents; agents keep status, question and response.
revoke update on table public.assessments from authenticated;
revoke update (result, info_response) on table public.assessments from authenticated;
grant update (status, schema_version, answers, consents, info_request, agent_response)
  on table public.assessments to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Health and character answers without the consent were never lawful to keep (APP 3): remove
-- them from rows stored before this migration (recorded), then refuse them for every writer.
do $$
declare
  r record;
begin
  for r in
    select id, client_id from public.assessments
    where answers ?| array['healthIssues', 'characterIssues', 'sensitiveDetails']
      and (consents -> 'sensitive' ->> 'agreed') is distinct from 'true'
  loop
    update public.assessments
      set answers = answers - array['healthIssues', 'characterIssues', 'sensitiveDetails']
      where id = r.id;
    perform private.audit('assessment.unconsented_answers_removed', 'assessment', r.id, r.client_id,
      '{}'::jsonb);
  end loop;
end;
$$;
alter table public.assessments
  add constraint assessments_sensitive_needs_consent check (
    not (answers ?| array['healthIssues', 'characterIssues', 'sensitiveDetails'])
    or (consents -> 'sensitive' ->> 'agreed') is not distinct from 'true');

-- ---------------------------------------------------------------------------------------------
-- A new assessment is a draft with only the client's answers. Through the API anything else is
-- refused (it used to be reset silently, which hid attempts); the server's own role still gets
-- the reset. Every start, by anyone, counts against the client's daily limit.
create or replace function private.assessments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_api_role() and (
    new.status is distinct from 'draft' or new.result is not null or new.info_request is not null
    or new.info_response is not null or new.agent_id is not null or new.agent_name is not null
    or new.agent_response is not null or new.submitted_at is not null
    or new.responded_at is not null or new.closed_at is not null) then
    raise exception 'an assessment starts as a draft with only its answers' using errcode = '42501';
  end if;
  -- 10 a day: "40 drafts in a row" was the flood; nobody needs more than a few.
  if not private.take_rate_limit('assessment-started', new.client_id::text, 86400, 10) then
    raise exception 'too many assessments started today'
      using errcode = 'PT429', hint = 'assessment-started';
  end if;
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
revoke all on function private.assessments_before_insert() from public, anon, authenticated, service_role;

-- Who may move an assessment from what to what, and which columns each side may touch. The
-- owner's two moves (submitting, answering a question) are accepted only from the server's own
-- role, i.e. from the two functions below.
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
  api boolean := private.is_api_role();
  client_fields_changed boolean := new.answers is distinct from old.answers
    or new.consents is distinct from old.consents
    or new.schema_version is distinct from old.schema_version
    or new.result is distinct from old.result;
  agent_fields_changed boolean := new.info_request is distinct from old.info_request
    or new.agent_response is distinct from old.agent_response;
  stamps_changed boolean := new.agent_id is distinct from old.agent_id
    or new.agent_name is distinct from old.agent_name
    or new.submitted_at is distinct from old.submitted_at
    or new.responded_at is distinct from old.responded_at
    or new.closed_at is distinct from old.closed_at;
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
  if api and stamps_changed then
    raise exception 'the database keeps these times and names' using errcode = '42501';
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
    elsif api then
      raise exception 'an assessment is sent through the app, which checks the answers'
        using errcode = '42501';
    elsif move = 'draft>submitted' then
      if new.answers = '{}'::jsonb or new.result is null
        or jsonb_typeof(new.result) <> 'object' or new.result ->> 'kind' is distinct from new.type then
        raise exception 'answer the questions before submitting' using errcode = '23514';
      end if;
      if new.info_response is not null then
        raise exception 'answer a question only when one is asked' using errcode = '42501';
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

-- ---------------------------------------------------------------------------------------------
-- The server's two writes for a client. Both run the update as the client (the JWT subject set
-- for this statement only), so the trigger applies the owner's rules and the history and audit
-- log name the client; the caller's own settings are put back afterwards.
create or replace function private.act_as_client(p_client_id uuid)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  previous jsonb := jsonb_build_object(
    'claims', coalesce(current_setting('request.jwt.claims', true), ''),
    'sub', coalesce(current_setting('request.jwt.claim.sub', true), ''));
begin
  perform set_config('request.jwt.claims',
    jsonb_build_object('sub', p_client_id, 'role', 'authenticated')::text, true);
  perform set_config('request.jwt.claim.sub', p_client_id::text, true);
  return previous;
end;
$$;
revoke all on function private.act_as_client(uuid) from public, anon, authenticated, service_role;

create or replace function private.restore_claims(p_previous jsonb)
returns void
language sql
set search_path = ''
as $$
  select set_config('request.jwt.claims', p_previous ->> 'claims', true),
         set_config('request.jwt.claim.sub', p_previous ->> 'sub', true);
$$;
revoke all on function private.restore_claims(jsonb) from public, anon, authenticated, service_role;

-- Sends a draft: p_answers are the answers the server validated (and stripped of unconsented
-- health answers), p_result what it computed from them. Returns
--   'submitted'         stored as submitted; history, audit and the agency e-mail follow
--   'not_draft'         no such draft of this client (sent already, someone else's, deleted)
--   'consent_required'  health or character answers without the stored consent
--   'rate_limited'      the client sent 5 assessments today already; nothing changed
create or replace function private.submit_assessment(
  p_client_id uuid, p_assessment_id uuid, p_answers jsonb, p_result jsonb)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  a public.assessments;
  previous jsonb;
begin
  if p_client_id is null or p_assessment_id is null
    or jsonb_typeof(p_answers) is distinct from 'object' or jsonb_typeof(p_result) is distinct from 'object' then
    raise exception 'submit_assessment: client, assessment, answers and result are required'
      using errcode = '22023';
  end if;
  select * into a from public.assessments
    where id = p_assessment_id and client_id = p_client_id
    for update;
  if not found or a.status <> 'draft' then
    return 'not_draft';
  end if;
  if p_result ->> 'kind' is distinct from a.type then
    raise exception 'submit_assessment: the result is not for a % assessment', a.type
      using errcode = '22023';
  end if;
  if p_answers ?| array['healthIssues', 'characterIssues', 'sensitiveDetails']
    and (a.consents -> 'sensitive' ->> 'agreed') is distinct from 'true' then
    return 'consent_required';
  end if;
  -- 5 a day: "8 submissions queued 8 e-mails" was the flood. Counted only for a valid send.
  if not private.take_rate_limit('assessment-submitted', p_client_id::text, 86400, 5) then
    return 'rate_limited';
  end if;
  previous := private.act_as_client(p_client_id);
  update public.assessments
    set status = 'submitted',
        answers = p_answers,
        result = p_result,
        consents = a.consents || jsonb_build_object('general_notice', jsonb_build_object('agreed', true))
    where id = a.id;
  perform private.restore_claims(previous);
  return 'submitted';
end;
$$;
revoke all on function private.submit_assessment(uuid, uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function private.submit_assessment(uuid, uuid, jsonb, jsonb) to service_role;

-- The client's answer to the agent's question. Returns 'submitted', or 'not_asked' when this
-- client's assessment is not waiting for an answer (answered already, someone else's).
create or replace function private.answer_assessment_question(
  p_client_id uuid, p_assessment_id uuid, p_response text)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  previous jsonb;
begin
  if p_client_id is null or p_assessment_id is null
    or char_length(btrim(coalesce(p_response, ''))) not between 1 and 4000 then
    raise exception 'answer_assessment_question: client, assessment and a 1 to 4,000 character answer are required'
      using errcode = '22023';
  end if;
  perform 1 from public.assessments
    where id = p_assessment_id and client_id = p_client_id and status = 'info_requested'
    for update;
  if not found then
    return 'not_asked';
  end if;
  previous := private.act_as_client(p_client_id);
  update public.assessments
    set status = 'submitted', info_response = btrim(p_response)
    where id = p_assessment_id;
  perform private.restore_claims(previous);
  return 'submitted';
end;
$$;
revoke all on function private.answer_assessment_question(uuid, uuid, text) from public, anon, authenticated;
grant execute on function private.answer_assessment_question(uuid, uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Documents: a per-client count of stored files, whoever writes the row (the app's server after
-- sniffing, or any future path). 60 an hour lets a person send their whole checklist in one
-- sitting; 150 a day stops a script storing thousands. Mail about uploads is digested elsewhere.
create or replace function private.documents_upload_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.take_rate_limit('document-stored-hour', new.client_id::text, 3600, 60) then
    raise exception 'too many documents uploaded this hour'
      using errcode = 'PT429', hint = 'document-stored-hour';
  end if;
  if not private.take_rate_limit('document-stored-day', new.client_id::text, 86400, 150) then
    raise exception 'too many documents uploaded today'
      using errcode = 'PT429', hint = 'document-stored-day';
  end if;
  return new;
end;
$$;
revoke all on function private.documents_upload_limit() from public, anon, authenticated, service_role;
create trigger documents_upload_limit
  before insert on public.documents
  for each row execute function private.documents_upload_limit();
