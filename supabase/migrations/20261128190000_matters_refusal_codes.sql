-- Issue 37: the five refusals of private.matters_before_update that raised no code now name one
-- (errcode 23514 with a constraint name, like the others), so lib/matters/messages.ts gives the
-- agent its words instead of the database's sentence. The body is the current one from the dump
-- (including 20261128160200's edits); only the five `raise` lines gain their constraint.
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
    new.last_action_at := now();
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
      raise exception 'The summary is attached before lodgement.'
        using errcode = '23514', constraint = 'matters_summary_before_lodgement';
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
