-- Issue 40: the clients' account ledger as CSV for the accountant (/admin/billing/ledger). Like the
-- leads and audit exports (20261123000500_admin_panel.sql), the rows come only from this function,
-- which writes its audit entry ('export.ledger') in the same transaction: an export cannot be taken
-- without the record. Agents only (is_admin: aal2). Filters: client, matter (uuids), kind, from,
-- to (transaction dates, inclusive). Oldest first, the order a ledger is read and reconciled.
create function private.export_ledger(p_filters jsonb)
returns table (
  id uuid,
  transaction_date date,
  entry_date date,
  banked_on date,
  kind text,
  amount bigint,
  method text,
  reference text,
  reason text,
  client_id uuid,
  client_name text,
  matter_id uuid,
  matter_title text,
  invoice_number text,
  reverses uuid,
  recorded_by text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  if not (select public.is_admin()) then
    raise exception 'agents only' using errcode = '42501';
  end if;
  return query
    select e.id, e.transaction_date, e.entry_date, e.banked_on, e.kind, e.amount, e.method,
           e.reference, e.reason, e.client_id, coalesce(p.full_name, p.email), e.matter_id, m.title,
           i.number, e.reverses, coalesce(a.full_name, a.email)
      from public.ledger_entries e
      join public.matters m on m.id = e.matter_id
      left join public.profiles p on p.id = e.client_id
      left join public.profiles a on a.id = e.actor_id
      left join public.invoices i on i.id = e.invoice_id
     where (p_filters ->> 'client' is null or e.client_id = (p_filters ->> 'client')::uuid)
       and (p_filters ->> 'matter' is null or e.matter_id = (p_filters ->> 'matter')::uuid)
       and (p_filters ->> 'kind' is null or e.kind = p_filters ->> 'kind')
       and (p_filters ->> 'from' is null or e.transaction_date >= (p_filters ->> 'from')::date)
       and (p_filters ->> 'to' is null or e.transaction_date <= (p_filters ->> 'to')::date)
     order by e.transaction_date, e.created_at, e.id
     limit 100000;
  get diagnostics n = row_count;
  perform private.record_export('ledger', p_filters, n);
end;
$$;
revoke all on function private.export_ledger(jsonb) from public, anon, service_role;
grant execute on function private.export_ledger(jsonb) to authenticated;
