-- Issue 38, finding 7: every offer named one agency-wide "Registered Migration Agent, MARN
-- 0000000" from configuration, not the agent who sent it. Each agent now keeps the name they are
-- registered under and their own MARN, and an offer sent by a person names that person: the
-- server renders the text with the sender's registration, and this trigger refuses a send whose
-- agent_name / agent_marn are not the sender's own (so the hashed text cannot name someone else).
-- Inserts by the server's own role (no person: seeds, jobs) are not sends by an agent and pass.

create table public.agent_registrations (
  user_id uuid primary key references auth.users(id) on delete cascade,
  -- As on the OMARA register; shown to clients on offers and the signed PDF.
  registered_name text not null
    check (char_length(registered_name) between 1 and 200 and private.is_one_line(registered_name)),
  -- Seven digits; all zeros is the configuration's placeholder, never a real number.
  marn text not null constraint agent_registrations_marn_format
    check (marn ~ '^[0-9]{7}$' and marn <> '0000000'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger agent_registrations_touch_updated_at before update on public.agent_registrations
  for each row execute function private.touch_updated_at();

alter table public.agent_registrations enable row level security;
revoke all on table public.agent_registrations from public, anon, authenticated;
grant all on table public.agent_registrations to service_role;
grant select, insert, update on public.agent_registrations to authenticated;
create policy "agent_registrations: agents read" on public.agent_registrations
  for select to authenticated using ((select public.is_admin()));
create policy "agent_registrations: an agent writes their own" on public.agent_registrations
  for insert to authenticated
  with check ((select public.is_admin()) and user_id = (select auth.uid()));
create policy "agent_registrations: an agent changes their own" on public.agent_registrations
  for update to authenticated
  using ((select public.is_admin()) and user_id = (select auth.uid()))
  with check ((select public.is_admin()) and user_id = (select auth.uid()));
create policy "live session only" on public.agent_registrations
  as restrictive for all to authenticated
  using ((select private.session_is_live()))
  with check ((select private.session_is_live()));

create function private.agent_registrations_audit() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  perform private.audit(
    case tg_op when 'INSERT' then 'agent.registration_added' else 'agent.registration_changed' end,
    'agent', new.user_id, null,
    jsonb_build_object('marn', new.marn));
  return null;
end;
$$;
revoke all on function private.agent_registrations_audit() from public, anon, authenticated;
create trigger agent_registrations_audit after insert or update on public.agent_registrations
  for each row execute function private.agent_registrations_audit();

create function private.engagements_sent_by_registered_agent() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  me uuid := (select auth.uid());
  r public.agent_registrations;
begin
  if me is null or new.status <> 'sent'
     or (tg_op = 'UPDATE' and old.status = 'sent') then
    return new;
  end if;
  select * into r from public.agent_registrations where user_id = me;
  if not found then
    raise exception 'Add your name and MARN before you send an offer.'
      using errcode = '23514', constraint = 'engagements_sender_registered';
  end if;
  if new.agent_name is distinct from r.registered_name or new.agent_marn is distinct from r.marn then
    raise exception 'An offer names the agent who sends it.'
      using errcode = '23514', constraint = 'engagements_names_sender';
  end if;
  return new;
end;
$$;
revoke all on function private.engagements_sent_by_registered_agent() from public, anon, authenticated;
create trigger engagements_sent_by_registered_agent before insert or update on public.engagements
  for each row execute function private.engagements_sent_by_registered_agent();

-- The demo agent (supabase/seed.sql) is registered there; nothing here for production.
