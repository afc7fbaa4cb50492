-- Issue 36, items 1-3: a legal hold binds every writer, a sent offer only moves forward, and a
-- person's name is one line everywhere.
--
--   1. Legal hold. An agent puts a hold on a document (private.set_legal_hold) so the agency keeps
--      it; until now the client could still delete a held, not-yet-reviewed document (the row,
--      then, having no row any more, its Storage object through "documents: owner deletes
--      unrecorded"). Now the client's delete policy leaves held rows out, and a trigger refuses
--      to delete or hide a held document for every writer (the server's own role and
--      service_role included: lift the hold first). The storage delete policy needs no change:
--      it already refuses any object a documents row points at, and a held row can no longer go.
--   2. Offers. engagements_guard (20261126110000) let `sent -> draft` through (no branch named
--      it), after which the content could be rewritten and re-sent under the same id, or the
--      offer deleted as a draft. Now a sent offer's status only moves forward (sent -> accepted,
--      declined, withdrawn or expired) for everyone, and nothing that acts for a person deletes a
--      non-draft offer (only work with no person behind it: jobs, migrations).
--   3. Names. profiles.full_name went with its newlines into the frozen offer text ("Prepared
--      for:") and the signed PDF, where a line of its own reads like the agency's. A person's
--      name is one line: no C0/C1 control characters (tab, CR, LF included), no U+2028/U+2029.
--      Existing rows are normalised first (each run of such characters and spaces becomes one
--      space, then trimmed); sign-up normalises what Auth's metadata carries instead of failing.

-- ---------------------------------------------------------------------------------------------
-- 3. One line: the rule and the normaliser, in one place. Immutable and harmless, so the check
-- constraints below may call them whichever role writes (EXECUTE is checked for that role).
create or replace function private.is_one_line(p_text text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_text is null or p_text !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
$$;
revoke all on function private.is_one_line(text) from public;
grant execute on function private.is_one_line(text) to anon, authenticated, service_role;

-- Each run of control characters and white space becomes one space; trimmed; empty is null.
-- White space is spelled out (JavaScript's \s) rather than \s, whose meaning beyond ASCII differs
-- between PostgreSQL builds; lib/forms/one-line.ts uses the same class (tests/rls/rls-cases.ts).
create or replace function private.one_line(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(regexp_replace(p_text,
    '[ \u0001-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')), '')
$$;
revoke all on function private.one_line(text) from public;
grant execute on function private.one_line(text) to anon, authenticated, service_role;

-- Existing rows first. profiles, leads: their update triggers do nothing without a signed-in
-- person (auth.uid() is null here). engagements and assessments: their guards refuse any change
-- to a sent offer or an answered assessment, so they are paused for this one correction.
update public.profiles set full_name = private.one_line(full_name)
  where not private.is_one_line(full_name);
update public.leads set full_name = coalesce(private.one_line(full_name), 'Unknown')
  where not private.is_one_line(full_name);
alter table public.engagements disable trigger user;
update public.engagements
  set accepted_name = coalesce(private.one_line(accepted_name), '?'),
      agent_name = private.one_line(agent_name)
  where not private.is_one_line(accepted_name) or not private.is_one_line(agent_name);
alter table public.engagements enable trigger user;
alter table public.assessments disable trigger user;
update public.assessments set agent_name = private.one_line(agent_name)
  where not private.is_one_line(agent_name);
alter table public.assessments enable trigger user;

alter table public.profiles
  add constraint profiles_full_name_one_line check (private.is_one_line(full_name));
alter table public.leads
  add constraint leads_full_name_one_line check (private.is_one_line(full_name));
alter table public.engagements
  add constraint engagements_accepted_name_one_line check (private.is_one_line(accepted_name)),
  add constraint engagements_agent_name_one_line check (private.is_one_line(agent_name));
alter table public.assessments
  add constraint assessments_agent_name_one_line check (private.is_one_line(agent_name));

-- Sign-up: the name in Auth's user metadata is whatever the sign-up request sent. Normalised and
-- cut to the column's 100 characters, so an odd name never makes creating the account fail.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, email)
  values (new.id,
    nullif(btrim(left(private.one_line(new.raw_user_meta_data ->> 'full_name'), 100)), ''),
    new.email)
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 1. Legal hold. The client's delete policy leaves held rows out (a held document is not theirs
-- to delete), and the trigger holds every writer to it, with an error the app can name.
drop policy "documents: client removes own unreviewed" on public.documents;
create policy "documents: client removes own unreviewed" on public.documents
  for delete to authenticated
  using (client_id = (select auth.uid()) and status = 'uploaded' and not legal_hold);

create or replace function private.documents_keep_held()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.legal_hold then
      raise exception 'This document is on legal hold: the agency must keep it.'
        using errcode = '55000', constraint = 'document_legal_hold';
    end if;
    return old;
  end if;
  -- A client's "remove" of a reviewed document hides it and starts its retention clock: not
  -- while it is held (lifting the hold comes first).
  if new.hidden_at is distinct from old.hidden_at and old.legal_hold then
    raise exception 'This document is on legal hold: the agency must keep it.'
      using errcode = '55000', constraint = 'document_legal_hold';
  end if;
  return new;
end;
$$;
revoke all on function private.documents_keep_held() from public, anon, authenticated, service_role;
create trigger documents_keep_held
  before update of hidden_at or delete on public.documents
  for each row execute function private.documents_keep_held();

-- ---------------------------------------------------------------------------------------------
-- 2. Offers: engagements_guard as in 20261126110000, with the DELETE branch and the `sent`
-- branch changed (marked "issue 36").
create or replace function private.engagements_guard()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  from_api boolean := current_user in ('authenticated', 'anon');
  computed text;
begin
  if tg_op = 'DELETE' then
    -- Issue 36: a sent offer is a record; it is withdrawn, never deleted, by anyone acting for a
    -- person (the Data API, or the server with a person's claims). Only work with no person
    -- behind it (retention jobs, migrations) may remove one.
    if old.status <> 'draft' and (from_api or (select auth.uid()) is not null) then
      raise exception 'Only a draft offer can be deleted; a sent one is withdrawn.' using errcode = '42501';
    end if;
    return old;
  end if;

  if tg_op = 'INSERT' then
    if from_api then
      if new.status <> 'draft' then
        raise exception 'A new offer starts as a draft.' using errcode = '42501';
      end if;
      new.agent_id := (select auth.uid());
      new.snapshot := null;
      new.snapshot_sha256 := null;
      new.sent_at := null;
      new.accepted_name := null; new.accepted_at := null; new.accepted_ip := null;
      new.accepted_user_agent := null; new.accepted_time_zone := null;
      new.declined_at := null; new.decline_reason := null; new.withdrawn_at := null;
      new.pdf_path := null; new.pdf_sha256 := null;
    elsif new.snapshot is not null then
      -- The server's own writes (seeds, imports) still get a hash that matches the text.
      new.snapshot_sha256 := encode(sha256(convert_to(new.snapshot, 'UTF8')), 'hex');
    end if;
    new.created_at := now();
    new.updated_at := now();
    new.last_action_at := now();
    return new;
  end if;

  -- UPDATE
  if new.id is distinct from old.id or new.client_id is distinct from old.client_id
     or new.created_at is distinct from old.created_at then
    raise exception 'An offer''s client does not change.' using errcode = '42501';
  end if;
  -- agent_id and assessment_id follow their on-delete-set-null keys; nothing else moves them.
  if new.agent_id is distinct from old.agent_id and new.agent_id is not null then
    raise exception 'An offer''s agent does not change.' using errcode = '42501';
  end if;
  if new.assessment_id is distinct from old.assessment_id
     and (old.status <> 'draft' and new.assessment_id is not null) then
    raise exception 'A sent offer''s assessment does not change.' using errcode = '42501';
  end if;

  if old.status = 'draft' then
    if new.status not in ('draft', 'sent') then
      raise exception 'A draft is sent or deleted, nothing else.' using errcode = '42501';
    end if;
    if row(new.accepted_name, new.accepted_at, new.accepted_ip, new.accepted_user_agent,
           new.accepted_time_zone, new.declined_at, new.decline_reason, new.withdrawn_at,
           new.pdf_path, new.pdf_sha256) is distinct from
       row(null::text, null::timestamptz, null::text, null::text, null::text, null::timestamptz,
           null::text, null::timestamptz, null::text, null::text) then
      raise exception 'A draft has no answer yet.' using errcode = '42501';
    end if;
    if new.status = 'draft' then
      new.snapshot := null;
      new.snapshot_sha256 := null;
      new.sent_at := null;
    else
      -- Sending: everything the client needs must be there, and the hash is the database's.
      if new.snapshot is null or char_length(new.snapshot) < 1 then
        raise exception 'Sending needs the text the client will see.' using errcode = '23514';
      end if;
      computed := encode(sha256(convert_to(new.snapshot, 'UTF8')), 'hex');
      if new.snapshot_sha256 is not null and new.snapshot_sha256 <> computed then
        raise exception 'The snapshot hash does not match its text.' using errcode = '23514';
      end if;
      new.snapshot_sha256 := computed;
      if jsonb_array_length(new.services) = 0 then
        raise exception 'An offer needs at least one service.' using errcode = '23514';
      end if;
      if coalesce(new.agent_name, '') = '' or coalesce(new.agent_marn, '') !~ '^[0-9]{7}$' then
        raise exception 'An offer names the responsible agent and their MARN.' using errcode = '23514';
      end if;
      if coalesce(new.conflict_declaration, '') = '' or coalesce(new.consumer_guide_version, '') = ''
         or coalesce(new.terms_version, '') = '' then
        raise exception 'An offer needs the conflict declaration, Consumer Guide and terms versions.'
          using errcode = '23514';
      end if;
      new.expires_on := coalesce(new.expires_on, private.sydney_today() + 30);
      if new.expires_on < private.sydney_today() then
        raise exception 'An offer cannot be sent already expired.' using errcode = '23514';
      end if;
      new.sent_at := now();
    end if;
  else
    -- Sent or finished: the content is frozen for everyone.
    if row(new.services, new.fee_items, new.gst_applies, new.disbursements, new.payment_terms,
           new.agent_name, new.agent_marn, new.conflict_declaration, new.consumer_guide_version,
           new.terms_version, new.snapshot, new.snapshot_sha256, new.sent_at, new.expires_on)
       is distinct from
       row(old.services, old.fee_items, old.gst_applies, old.disbursements, old.payment_terms,
           old.agent_name, old.agent_marn, old.conflict_declaration, old.consumer_guide_version,
           old.terms_version, old.snapshot, old.snapshot_sha256, old.sent_at, old.expires_on) then
      raise exception 'A sent offer cannot be changed; withdraw it and send a new one.' using errcode = '42501';
    end if;

    if old.status = 'sent' then
      if new.status = 'withdrawn' then
        if from_api and not (select public.is_admin()) then
          raise exception 'Only an agent withdraws an offer.' using errcode = '42501';
        end if;
        new.withdrawn_at := now();
      elsif new.status in ('accepted', 'declined') then
        if from_api then
          raise exception 'A client answers an offer through the portal.' using errcode = '42501';
        end if;
      elsif new.status = 'expired' then
        if old.expires_on >= private.sydney_today() then
          raise exception 'This offer has not expired yet.' using errcode = '23514';
        end if;
      elsif new.status = 'sent' then
        if row(new.accepted_name, new.accepted_at, new.declined_at, new.withdrawn_at, new.pdf_path)
           is distinct from row(old.accepted_name, old.accepted_at, old.declined_at, old.withdrawn_at, old.pdf_path) then
          raise exception 'A sent offer cannot be changed.' using errcode = '42501';
        end if;
      else
        -- Issue 36: `sent -> draft` fell through here, for every writer. A sent offer only moves
        -- forward; a change is a new offer.
        raise exception 'A sent offer does not go back to draft; withdraw it and send a new one.'
          using errcode = '42501';
      end if;
    else
      -- accepted, declined, withdrawn, expired: final. Only the signed PDF is added, once, by the
      -- server (never through the Data API).
      if new.status is distinct from old.status
         or row(new.accepted_name, new.accepted_at, new.accepted_ip, new.accepted_user_agent,
                new.accepted_time_zone, new.declined_at, new.decline_reason, new.withdrawn_at)
            is distinct from
            row(old.accepted_name, old.accepted_at, old.accepted_ip, old.accepted_user_agent,
                old.accepted_time_zone, old.declined_at, old.decline_reason, old.withdrawn_at) then
        raise exception 'This offer is final and cannot be changed.' using errcode = '42501';
      end if;
      if row(new.pdf_path, new.pdf_sha256) is distinct from row(old.pdf_path, old.pdf_sha256) then
        if from_api or old.status <> 'accepted' or old.pdf_path is not null or new.pdf_path is null then
          raise exception 'The signed PDF is recorded once, by the portal.' using errcode = '42501';
        end if;
      end if;
    end if;
  end if;

  new.updated_at := now();
  if new.status is distinct from old.status or tg_op = 'UPDATE' then
    new.last_action_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.engagements_guard() from public, anon;
grant execute on function private.engagements_guard() to authenticated, service_role;
