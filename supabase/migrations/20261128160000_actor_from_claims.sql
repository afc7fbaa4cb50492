-- One way to act for a person on the server (issue 37). Every private function that acts for a
-- person takes that person from the verified claims (auth.uid()), which the server sets with
-- asServerFor() (lib/auth/as-user.ts: the person's claims, the server's own role). Before, five
-- functions took the actor as a parameter, three of them from a transaction with no claims at
-- all, and switched the claims themselves (act_as_client / restore_claims) so the audit trail and
-- the triggers saw the person. Now the claims are already the person's: the switch is gone, and
-- an actor parameter can no longer name someone other than the token's owner.
-- tests/rls/actor-cases.ts fails for a private function that takes a person's id as its actor.

drop function private.approve_matter(uuid, uuid);
drop function private.submit_assessment(uuid, uuid, jsonb, jsonb);
drop function private.answer_assessment_question(uuid, uuid, text);
drop function private.close_account(uuid, uuid);
drop function private.set_legal_hold(uuid, uuid, boolean);
drop function private.record_document(uuid, uuid, text, text, text, text, integer, text, date, uuid);

-- The client approves the summary of their own matter.
create function private.approve_matter(p_matter_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
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
  update public.matters set client_approved_at = now() where id = m.id;
  return 'approved';
end;
$$;

-- The client sends their draft assessment (answers and the server's computed result).
create function private.submit_assessment(p_assessment_id uuid, p_answers jsonb, p_result jsonb)
returns text language plpgsql set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  a public.assessments;
begin
  if me is null or p_assessment_id is null
    or jsonb_typeof(p_answers) is distinct from 'object' or jsonb_typeof(p_result) is distinct from 'object' then
    raise exception 'submit_assessment: a signed-in client, assessment, answers and result are required'
      using errcode = '22023';
  end if;
  select * into a from public.assessments
    where id = p_assessment_id and client_id = me
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
  if not private.take_rate_limit('assessment-submitted', me::text, 86400, 5) then
    return 'rate_limited';
  end if;
  update public.assessments
    set status = 'submitted',
        answers = p_answers,
        result = p_result,
        consents = a.consents || jsonb_build_object('general_notice', jsonb_build_object('agreed', true))
    where id = a.id;
  return 'submitted';
end;
$$;

-- The client answers the agent's question about their assessment.
create function private.answer_assessment_question(p_assessment_id uuid, p_response text)
returns text language plpgsql set search_path = '' as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or p_assessment_id is null
    or char_length(btrim(coalesce(p_response, ''))) not between 1 and 4000 then
    raise exception 'answer_assessment_question: a signed-in client, assessment and a 1 to 4,000 character answer are required'
      using errcode = '22023';
  end if;
  perform 1 from public.assessments
    where id = p_assessment_id and client_id = me and status = 'info_requested'
    for update;
  if not found then
    return 'not_asked';
  end if;
  update public.assessments
    set status = 'submitted', info_response = btrim(p_response)
    where id = p_assessment_id;
  return 'submitted';
end;
$$;

-- A client closes their own account, or an agent (two-step signed in) a client's.
create function private.close_account(p_account uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  changed boolean;
  ended integer;
begin
  if me is null or p_account is null then
    raise exception 'close_account: sign in first, and name the account' using errcode = '22023';
  end if;
  if me <> p_account and not (select public.is_admin()) then
    raise exception 'only the client or an agent closes an account' using errcode = '42501';
  end if;
  if exists (select 1 from public.user_roles r where r.user_id = p_account and r.role = 'admin') then
    raise exception 'revoke the agent role before closing an agent''s account' using errcode = '42501';
  end if;
  update public.profiles set closed_at = now(), closed_by = me, updated_at = now()
    where id = p_account and closed_at is null;
  changed := found;
  -- Always, also when the profile was closed already: a session opened since is ended too.
  delete from auth.sessions where user_id = p_account;
  get diagnostics ended = row_count;
  if changed then
    perform private.audit('account.closed', 'profile', p_account, p_account,
      jsonb_build_object('by', case when me = p_account then 'client' else 'agent' end,
                         'sessions_ended', ended));
  end if;
  return changed;
end;
$$;

-- An agent (two-step signed in) sets or lifts a document's legal hold.
create function private.set_legal_hold(p_document uuid, p_hold boolean) returns text
language plpgsql security definer set search_path = '' as $$
declare
  d public.documents;
begin
  if not (select public.is_admin()) then
    raise exception 'only an agent sets a legal hold' using errcode = '42501';
  end if;
  select * into d from public.documents where id = p_document for update;
  if not found then
    return 'not_found';
  end if;
  if d.destruction_started_at is not null then
    return 'being_destroyed';
  end if;
  if d.legal_hold = p_hold then
    return 'ok';
  end if;
  update public.documents set legal_hold = p_hold where id = p_document;
  perform private.audit(case when p_hold then 'document.legal_hold_set' else 'document.legal_hold_lifted' end,
    'document', d.id, d.client_id, jsonb_build_object('category', d.category, 'retain_until', d.retain_until));
  return 'ok';
end;
$$;

-- A legal hold is the agency's, not an action on the client's file: it must not restart the
-- file's 7 years. Before, set_legal_hold ran without the agent's claims in tests (so the
-- documents trigger took it for the retention job and changed nothing else), but with them in
-- the app, where lifting a hold on a removed upload pushed its retention date 7 years on.
-- Now both run as the app does, and the trigger lets a hold-only change through unstamped.
do $$
declare
  def text := pg_get_functiondef('private.documents_before_update()'::regprocedure);
  anchor constant text := '  if new.status is distinct from old.status or new.review_reason';
begin
  if position(anchor in def) = 0 then
    raise exception 'documents_before_update: the review check moved';
  end if;
  execute replace(def, anchor,
    E'  if (to_jsonb(new) - ''legal_hold'') = (to_jsonb(old) - ''legal_hold'') then\n' ||
    E'    new.updated_at := now();\n    return new;\n  end if;\n' || anchor);
end;
$$;

-- The client's upload, recorded after the server stored the object in their folder.
create function private.record_document(p_object_id uuid, p_storage_path text, p_category text,
  p_original_name text, p_mime_type text, p_size_bytes integer, p_sha256 text, p_expires_on date,
  p_replaces_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  o record;
  new_id uuid;
begin
  -- The object lies in the folder of the person the claims name: the server never records an
  -- upload for someone else.
  if me is null or split_part(p_storage_path, '/', 1) is distinct from me::text then
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
    where d.id = p_replaces_id and d.client_id = me
      and d.status = 'needs_replacement' and d.hidden_at is null
  ) then
    raise exception 'record_document: replaces' using errcode = '22023';
  end if;
  insert into public.documents (client_id, category, storage_path, original_name, mime_type,
    size_bytes, sha256, expires_on, replaces_id)
  values (me, p_category, p_storage_path, p_original_name, p_mime_type, p_size_bytes,
    p_sha256, p_expires_on, p_replaces_id)
  returning id into new_id;
  return new_id;
end;
$$;

-- Nobody's token calls these: only the server's own role (the owner), through asServerFor.
revoke all on function private.approve_matter(uuid) from public, anon, authenticated;
revoke all on function private.submit_assessment(uuid, jsonb, jsonb) from public, anon, authenticated;
revoke all on function private.answer_assessment_question(uuid, text) from public, anon, authenticated;
revoke all on function private.close_account(uuid) from public, anon, authenticated;
revoke all on function private.set_legal_hold(uuid, boolean) from public, anon, authenticated;
revoke all on function private.record_document(uuid, text, text, text, text, integer, text, date, uuid)
  from public, anon, authenticated;

-- Who may change closed_at: the server (close_account, the retention job), never a token. It
-- told them apart by "no claims", which was true only while close_account ran without any; the
-- server now acts with the person's claims, so the test is the role, as elsewhere (is_api_role).
create or replace function private.profiles_refuse_closed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) = old.id and old.closed_at is not null then
    raise exception 'this account is closed' using errcode = '42501';
  end if;
  if private.is_api_role() and new.closed_at is distinct from old.closed_at then
    raise exception 'accounts are closed through the server' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- The claims switch had no other caller.
drop function private.act_as_client(uuid);
drop function private.restore_claims(jsonb);
