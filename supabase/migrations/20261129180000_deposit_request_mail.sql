-- Issue 40, first UI slice: the client is told by e-mail when a deposit request is raised. The
-- e-mail is a link to the dashboard's billing tab only (no amount, reference or account details:
-- a forwarded or intercepted e-mail must not be a payment instruction someone could imitate).
-- Replaces the audit-only trigger function of 20261129170000_clients_account.sql.
create or replace function private.deposit_requests_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  client_email text;
begin
  perform private.audit('billing.deposit_requested', 'deposit_request', new.id, new.client_id,
    jsonb_build_object('matter_id', new.matter_id, 'amount', new.amount, 'reference', new.reference));
  select u.email into client_email from auth.users u where u.id = new.client_id;
  if coalesce(client_email, '') <> '' then
    insert into public.email_outbox (template, to_address, client_id, payload)
    values ('deposit-requested', client_email, new.client_id,
      jsonb_build_object('matter_id', new.matter_id));
  end if;
  return null;
end;
$$;
revoke all on function private.deposit_requests_after_insert() from public, anon, authenticated;
