-- An assessment's response names the agent who gave it with that agent's own registration (their
-- name as on the register and their MARN, 20261130160000_agent_registrations.sql), not the agency's
-- MARN beside whoever's profile name. Kept on the row when the response is given, so it stays what
-- the client was told if the agent's registration changes later. Nobody writes agent_marn
-- otherwise: this trigger (after assessments_before_update, by name) puts back the old value.
alter table public.assessments
  add column agent_marn text check (agent_marn is null or agent_marn ~ '^[0-9]{7}$');

create function private.assessments_responder_registration() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  reg public.agent_registrations;
begin
  if new.status = 'responded' and old.status is distinct from 'responded' then
    select * into reg from public.agent_registrations r where r.user_id = (select auth.uid());
    -- Null when the responder has not added their registration yet: then no MARN is shown.
    new.agent_marn := reg.marn;
    if reg.registered_name is not null then
      new.agent_name := reg.registered_name;
    end if;
  else
    new.agent_marn := old.agent_marn;
  end if;
  return new;
end;
$$;
revoke all on function private.assessments_responder_registration() from public, anon, authenticated, service_role;
create trigger assessments_responder_registration before update on public.assessments
  for each row execute function private.assessments_responder_registration();
