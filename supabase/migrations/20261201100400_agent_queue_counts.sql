-- Issue 39, server load: the agent's queue (/admin) counts whole tables: leads, assessments,
-- documents, information requests, deadlines and matters. Counted as the agent, every row of those
-- tables went through its policies' per-row filters (the member-login and client branches are
-- evaluated even for an agent, who reads every row anyway): 6 ms for documents and 23 ms for
-- deadlines at 10,000 clients on PostgreSQL 15, on every /admin load, by every agent.
--
-- private.agent_queue_counts() gives all of them in one statement: it refuses anyone who is not an
-- agent (is_admin: aal2, live session) and then counts with the tables' partial indexes, without
-- the per-row policies, which for an agent would have kept every row. The figures are the same
-- ones the agent's own RLS-scoped counts give (tests/rls/queue-counts-cases.ts compares them).
-- Counts only: no row, no name, no id leaves it. `p_today` is the agency's calendar day (Sydney)
-- for deadlines, as the queue always read them; documents and requests use current_date as
-- lib/admin/queue.ts always has, with its expiry window (EXPIRY_WINDOW_DAYS) as `p_expiry_days`.
create function private.agent_queue_counts(p_today date, p_expiry_days integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'agents only' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'leads', (select count(*) from public.leads where status = 'new'),
    'assessments', (select count(*) from public.assessments where status = 'submitted'),
    'documents', (select count(*) from public.documents
                   where status = 'uploaded' and hidden_at is null),
    'requests', (select count(*) from public.document_requests
                  where fulfilled_by is null and cancelled_at is null and due_on < current_date),
    'expiring', (select count(*) from public.documents
                  where expires_on is not null and hidden_at is null
                    and expires_on < current_date + p_expiry_days),
    'deadlines', (select jsonb_build_object(
                     'overdue', count(*) filter (where due_on < p_today),
                     'week', count(*) filter (where due_on >= p_today and due_on <= p_today + 7),
                     'unconfirmed', count(*) filter (where confirmed_at is null))
                    from public.deadlines where done_at is null),
    'stages', (select coalesce(jsonb_object_agg(stage, jsonb_build_object('n', n, 'approved', a)),
                               '{}'::jsonb)
                 from (select stage, count(*) as n,
                              count(*) filter (where client_approved_at is not null) as a
                         from public.matters where stage <> 'closed' group by stage) s));
end;
$$;
revoke all on function private.agent_queue_counts(date, integer) from public, anon, service_role;
grant execute on function private.agent_queue_counts(date, integer) to authenticated;
