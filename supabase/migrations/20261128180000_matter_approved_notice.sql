-- Issue 38, finding 4: the client approved the application summary and nobody told the agent.
--
-- When client_approved_at goes from empty to set (only private.approve_matter does that, as the
-- client), queue a link-only notice to whoever answers for the matter: its assigned agent, else
-- the agent of the client's accepted engagement, else the agency inbox
-- (private.message_agent_address, as a client's message does). The trigger runs in the approval's
-- own transaction, so there is no approval without its notice and no notice without an approval.
-- The payload is the matter's id and nothing else: no name, visa, stage or document, as the
-- other agent notices (engagement-accepted-agency, deadline-overdue). As deadline-overdue, the
-- agent's row carries no client_id, so the outbox never looks up the client's first name for it;
-- the agency's row carries it, as engagement-accepted-agency's does.
--
-- A trigger of its own rather than a new private.matters_after_write, so the matter rules'
-- history, audit and client e-mail stay where they are.

create or replace function private.matters_approved_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  to_addr text;
begin
  to_addr := private.message_agent_address(new.client_id, new.id);
  insert into public.email_outbox (template, to_address, client_id, payload)
  values (case when to_addr = 'agency' then 'matter-approved-agency' else 'matter-approved-agent' end,
    to_addr, case when to_addr = 'agency' then new.client_id end,
    jsonb_build_object('matter_id', new.id));
  return null;
end;
$$;
revoke all on function private.matters_approved_notice() from public, anon, authenticated, service_role;

create trigger matters_approved_notice
  after update of client_approved_at on public.matters
  for each row
  when (old.client_approved_at is null and new.client_approved_at is not null)
  execute function private.matters_approved_notice();
