-- Issue 40, part 3 of the portal (shared/design/portal.md "Part 3"): the agency's money through
-- the portal. Client money (fees paid before the work is done, money for disbursements, refunds
-- received for a client) sits in the clients' account until the agency issues an invoice for done
-- work or pays the disbursement. This migration holds the rules in the database, whoever writes:
--
--   * ledger_entries, issued invoices and reconciliations are never updated or deleted; a mistake
--     is a reversal (a new entry with a reason) or a credit note (a new invoice naming the one it
--     credits);
--   * what is held per client and matter (the sum of its entries) never goes below zero; a
--     transfer to the office names an issued invoice of that matter and is at most what the
--     invoice still owes and what is held. The matter's row is locked (FOR NO KEY UPDATE) before
--     the balance is read, so two transfers racing for one balance run one after the other;
--   * invoice numbers come from a per-year counter row (locked while a number is taken, so a
--     rolled-back issue leaves no gap), never a sequence (which would leave gaps);
--   * no entry is dated on or before a locked reconciliation (an advisory lock orders a new entry
--     and a reconciliation);
--   * a matter does not close while money is held for it (matters_money_held);
--   * money is integer cents; GST is 10% of each taxable line rounded per line (half away from
--     zero, lib/billing/money.ts does the same); a line may be GST-free (export) with its reason.
--
-- Clients read their own rows (not invoice drafts, not reconciliations); nobody writes the tables
-- directly: agents (aal2) write through the `private` functions at the end, which the server calls
-- with asServerFor (lib/billing/agent.ts); every write is in audit_log, recorded by the tables'
-- own triggers so no path escapes it. Refusals carry a code (SQLSTATE 23514 with a constraint
-- name) that lib/billing/messages.ts turns into words.

-- ---------------------------------------------------------------------------------------------
-- Invoice lines: [{description, quantity, unit_cents, gst: 'taxable' | 'gst_free_export',
-- gst_free_reason?}], 1 to 50 lines. The GST treatments are lib/billing/constants.ts
-- GST_TREATMENTS (tests/rls/billing-rules-cases.ts compares). An invoice's lines are all >= 0,
-- a credit note's all <= 0 (checked on the table, where the kind is known).
create function private.invoice_lines_ok(p_lines jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(p_lines) = 'array'
    and jsonb_array_length(p_lines) between 1 and 50
    and not exists (
      select 1 from jsonb_array_elements(p_lines) l
       where jsonb_typeof(l) <> 'object'
          or jsonb_typeof(l -> 'description') is distinct from 'string'
          or char_length(btrim(l ->> 'description')) not between 1 and 300
          or jsonb_typeof(l -> 'quantity') is distinct from 'number'
          or jsonb_typeof(l -> 'unit_cents') is distinct from 'number'
          -- Guarded by CASE: SQL does not promise to test the pattern before the cast.
          or case when (l ->> 'quantity') ~ '^[0-9]{1,4}$' then (l ->> 'quantity')::integer < 1
                  else true end
          or (l ->> 'unit_cents') !~ '^-?[0-9]{1,10}$'
          or (l ->> 'gst') is null or (l ->> 'gst') not in ('taxable', 'gst_free_export')
          or ((l ->> 'gst') = 'gst_free_export'
              and char_length(btrim(coalesce(l ->> 'gst_free_reason', ''))) not between 1 and 300)
          or ((l ->> 'gst') = 'taxable' and l ? 'gst_free_reason'))
$$;
revoke all on function private.invoice_lines_ok(jsonb) from public, anon, authenticated;

-- A line's GST: 10% of quantity × unit price, rounded half away from zero, per line.
create function private.line_gst_cents(p_line jsonb) returns bigint
language sql immutable set search_path = '' as $$
  select case when p_line ->> 'gst' = 'taxable'
    then round(((p_line ->> 'quantity')::numeric * (p_line ->> 'unit_cents')::numeric) / 10)::bigint
    else 0 end
$$;
revoke all on function private.line_gst_cents(jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id),
  matter_id uuid not null references public.matters (id),
  -- By id only: the engagement's fee items are read as they are when the draft is made.
  engagement_id uuid not null references public.engagements (id),
  -- A credit note names the invoice it credits; its lines are negative.
  credits_invoice_id uuid references public.invoices (id),
  credit_reason text check (credit_reason is null or char_length(credit_reason) between 1 and 500),
  -- YYYY-NNNN, from private.invoice_counters when issued; never reused.
  number text unique,
  number_year integer,
  number_seq integer,
  status text not null default 'draft'
    check (status in ('draft', 'issued', 'paid', 'part_paid', 'credited')),
  lines jsonb not null constraint invoices_lines_shape check (private.invoice_lines_ok(lines)),
  -- Set by the database from the lines (private.invoices_before_write).
  subtotal_cents bigint not null default 0,
  gst_cents bigint not null default 0,
  total_cents bigint not null default 0,
  issued_on date,
  due_on date,
  -- What the tax invoice showed when issued, whatever changes later.
  agency_name text check (agency_name is null or char_length(agency_name) between 1 and 200),
  agency_abn text check (agency_abn is null or agency_abn ~ '^[0-9]{11}$'),
  agency_marn text check (agency_marn is null or agency_marn ~ '^[0-9]{7}$'),
  client_name text check (client_name is null or char_length(client_name) between 1 and 200),
  client_address text check (client_address is null or char_length(client_address) between 1 and 500),
  pdf_path text check (pdf_path is null or char_length(pdf_path) between 1 and 500),
  created_by uuid references auth.users (id) on delete set null,
  issued_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (number_year, number_seq),
  constraint invoices_issued_complete check (
    status = 'draft' or (number is not null and number_year is not null and number_seq is not null
      and issued_on is not null and due_on is not null and agency_name is not null
      and agency_abn is not null and agency_marn is not null)),
  constraint invoices_draft_unnumbered check (status <> 'draft' or number is null),
  constraint invoices_credit_note_shape check (
    (credits_invoice_id is null and credit_reason is null and total_cents >= 0)
    or (credits_invoice_id is not null and credit_reason is not null and total_cents < 0)),
  -- A tax invoice of $1,000 or more names the client (A New Tax System (GST) Act, s 29-70).
  constraint invoices_client_named_from_1000 check (
    status = 'draft' or abs(total_cents) < 100000 or client_name is not null),
  constraint invoices_due_after_issue check (due_on is null or issued_on is null or due_on >= issued_on)
);
create index invoices_matter_idx on public.invoices (matter_id, created_at desc);
create index invoices_client_idx on public.invoices (client_id, created_at desc);
create index invoices_credits_idx on public.invoices (credits_invoice_id) where credits_invoice_id is not null;
alter table public.invoices enable row level security;
revoke all on table public.invoices from public, anon, authenticated;
grant select on table public.invoices to authenticated, service_role;
create policy "invoices: own issued ones or agent reads" on public.invoices
  for select to authenticated
  using ((client_id = (select auth.uid()) and status <> 'draft') or (select public.is_admin()));
create policy "live session only" on public.invoices
  as restrictive for all to authenticated
  using ((select private.session_is_live()))
  with check ((select private.session_is_live()));

-- The numbers taken per year: one row per year, locked while its next number is taken.
create table private.invoice_counters (
  year integer primary key,
  last_number integer not null check (last_number >= 0)
);
revoke all on table private.invoice_counters from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
create table public.deposit_requests (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id),
  matter_id uuid not null references public.matters (id),
  purpose text not null check (purpose in ('advance_fees', 'disbursement')),
  description text not null check (char_length(description) between 1 and 300),
  -- What the client writes on the bank transfer: the matter's first 8 hex digits and a count.
  reference text not null unique check (reference ~ '^[A-F0-9]{8}-[0-9]{1,4}$'),
  amount bigint not null check (amount between 1 and 100000000),
  due_on date not null,
  status text not null default 'open' check (status in ('open', 'paid', 'cancelled')),
  paid_at timestamptz,
  cancelled_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deposit_requests_matter_idx on public.deposit_requests (matter_id, created_at desc);
create index deposit_requests_open_idx on public.deposit_requests (due_on) where status = 'open';
alter table public.deposit_requests enable row level security;
revoke all on table public.deposit_requests from public, anon, authenticated;
grant select on table public.deposit_requests to authenticated, service_role;
create policy "deposit_requests: own or agent reads" on public.deposit_requests
  for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
create policy "live session only" on public.deposit_requests
  as restrictive for all to authenticated
  using ((select private.session_is_live()))
  with check ((select private.session_is_live()));

-- ---------------------------------------------------------------------------------------------
-- The clients' account. `amount` is the entry's effect on the money held, in cents: a receipt is
-- positive, money paid out (a disbursement, a transfer to the office, a refund) negative, and a
-- reversal the exact opposite of the entry it reverses. What is held = the sum of the entries.
create table public.ledger_entries (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id),
  matter_id uuid not null references public.matters (id),
  kind text not null
    check (kind in ('receipt', 'disbursement_paid', 'transfer_to_office', 'refund', 'reversal')),
  amount bigint not null check (amount <> 0 and abs(amount) <= 100000000),
  -- The agency's calendar day when recorded; set by the database.
  entry_date date not null default private.sydney_today(),
  transaction_date date not null,
  banked_on date,
  method text check (method is null or method in ('bank_transfer', 'payid', 'card', 'other')),
  reference text check (reference is null or char_length(reference) between 1 and 100),
  invoice_id uuid references public.invoices (id),
  deposit_request_id uuid references public.deposit_requests (id),
  reverses uuid unique references public.ledger_entries (id),
  reason text check (reason is null or char_length(reason) between 1 and 500),
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint ledger_entries_amount_sign check (
    (kind = 'receipt' and amount > 0)
    or (kind in ('disbursement_paid', 'transfer_to_office', 'refund') and amount < 0)
    or kind = 'reversal'),
  constraint ledger_entries_money_has_method check (
    kind in ('transfer_to_office', 'reversal') or method is not null),
  constraint ledger_entries_transfer_names_invoice check (
    (kind = 'transfer_to_office' and invoice_id is not null)
    or (kind = 'reversal')
    or (kind not in ('transfer_to_office', 'reversal') and invoice_id is null)),
  constraint ledger_entries_reversal_has_reason check (
    (kind = 'reversal') = (reverses is not null) and (kind <> 'reversal' or reason is not null)),
  constraint ledger_entries_deposit_only_receipts check (
    deposit_request_id is null or kind in ('receipt', 'reversal'))
);
create index ledger_entries_matter_idx on public.ledger_entries (matter_id, transaction_date);
create index ledger_entries_client_idx on public.ledger_entries (client_id, transaction_date);
create index ledger_entries_invoice_idx on public.ledger_entries (invoice_id) where invoice_id is not null;
create index ledger_entries_date_idx on public.ledger_entries (transaction_date);
alter table public.ledger_entries enable row level security;
revoke all on table public.ledger_entries from public, anon, authenticated;
grant select on table public.ledger_entries to authenticated, service_role;
create policy "ledger_entries: own or agent reads" on public.ledger_entries
  for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
create policy "live session only" on public.ledger_entries
  as restrictive for all to authenticated
  using ((select private.session_is_live()))
  with check ((select private.session_is_live()));

-- ---------------------------------------------------------------------------------------------
create table public.reconciliations (
  id uuid primary key default gen_random_uuid(),
  statement_date date not null,
  statement_balance bigint not null,
  -- The ledger's total up to statement_date, computed by the database.
  ledger_balance bigint not null,
  locked_through date not null,
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint reconciliations_balance_agrees check (statement_balance = ledger_balance),
  constraint reconciliations_locks_statement_date check (locked_through = statement_date)
);
alter table public.reconciliations enable row level security;
revoke all on table public.reconciliations from public, anon, authenticated;
grant select on table public.reconciliations to authenticated, service_role;
create policy "reconciliations: agents read" on public.reconciliations
  for select to authenticated
  using ((select public.is_admin()));
create policy "live session only" on public.reconciliations
  as restrictive for all to authenticated
  using ((select private.session_is_live()))
  with check ((select private.session_is_live()));

-- ---------------------------------------------------------------------------------------------
-- Derived amounts. Each reads committed rows afresh (volatile, read committed), after the caller
-- has taken the matter's lock.

-- What is held for a matter: the sum of its entries.
create function private.matter_held_cents(p_matter_id uuid) returns bigint
language sql stable security definer set search_path = '' as $$
  select coalesce(sum(amount), 0)::bigint from public.ledger_entries where matter_id = p_matter_id
$$;
revoke all on function private.matter_held_cents(uuid) from public, anon, authenticated;

-- What an issued invoice still owes: its total, less its issued credit notes and what was
-- transferred to the office against it (a transfer's reversal adds it back).
create function private.invoice_owed_cents(p_invoice_id uuid) returns bigint
language sql stable security definer set search_path = '' as $$
  select i.total_cents
    + coalesce((select sum(c.total_cents) from public.invoices c
                 where c.credits_invoice_id = i.id and c.status <> 'draft'), 0)
    + coalesce((select sum(e.amount) from public.ledger_entries e where e.invoice_id = i.id), 0)
  from public.invoices i where i.id = p_invoice_id
$$;
revoke all on function private.invoice_owed_cents(uuid) from public, anon, authenticated;

-- An issued invoice's status follows from its money: paid, part paid, credited or issued.
create function private.invoice_status_now(p_invoice_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when i.status = 'draft' then 'draft'
    when i.credits_invoice_id is not null then 'issued'
    else (
      with m as (
        select coalesce((select -sum(e.amount) from public.ledger_entries e where e.invoice_id = i.id), 0) as paid,
               coalesce((select -sum(c.total_cents) from public.invoices c
                          where c.credits_invoice_id = i.id and c.status <> 'draft'), 0) as credited)
      select case
        when i.total_cents - m.paid - m.credited <= 0 and m.paid = 0 and m.credited > 0 then 'credited'
        when i.total_cents - m.paid - m.credited <= 0 then 'paid'
        when m.paid > 0 then 'part_paid'
        else 'issued' end
      from m)
    end
  from public.invoices i where i.id = p_invoice_id
$$;
revoke all on function private.invoice_status_now(uuid) from public, anon, authenticated;

-- The last locked date of the clients' account, or null.
create function private.ledger_locked_through() returns date
language sql stable security definer set search_path = '' as $$
  select max(locked_through) from public.reconciliations
$$;
revoke all on function private.ledger_locked_through() from public, anon, authenticated;

-- One key for "the clients' account's locked period": entries take it shared, a reconciliation
-- exclusive, so an entry cannot slip under a lock being set.
create function private.lock_ledger_period(p_exclusive boolean) returns void
language plpgsql set search_path = '' as $$
begin
  if p_exclusive then
    perform pg_advisory_xact_lock(hashtextextended('public.reconciliations', 0));
  else
    perform pg_advisory_xact_lock_shared(hashtextextended('public.reconciliations', 0));
  end if;
end;
$$;
revoke all on function private.lock_ledger_period(boolean) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Invoices: totals from the lines; numbering and snapshots when issued; nothing changes after.
create function private.invoices_before_write() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  m public.matters;
  credited public.invoices;
  seq integer;
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' then
      raise exception 'An issued invoice is never deleted; issue a credit note.'
        using errcode = '23514', constraint = 'invoices_issued_unchanged';
    end if;
    perform private.audit('billing.invoice_discarded', 'invoice', old.id, old.client_id,
      jsonb_build_object('matter_id', old.matter_id));
    return old;
  end if;

  if tg_op = 'UPDATE' and old.status <> 'draft' then
    -- Issued: only the status the money gives it, and the PDF's path once.
    if row(new.id, new.client_id, new.matter_id, new.engagement_id, new.credits_invoice_id,
           new.credit_reason, new.number, new.number_year, new.number_seq, new.lines,
           new.subtotal_cents, new.gst_cents, new.total_cents, new.issued_on, new.due_on,
           new.agency_name, new.agency_abn, new.agency_marn, new.client_name, new.client_address,
           new.created_by, new.issued_by, new.created_at)
       is distinct from
       row(old.id, old.client_id, old.matter_id, old.engagement_id, old.credits_invoice_id,
           old.credit_reason, old.number, old.number_year, old.number_seq, old.lines,
           old.subtotal_cents, old.gst_cents, old.total_cents, old.issued_on, old.due_on,
           old.agency_name, old.agency_abn, old.agency_marn, old.client_name, old.client_address,
           old.created_by, old.issued_by, old.created_at)
       or (old.pdf_path is not null and new.pdf_path is distinct from old.pdf_path)
       or new.status = 'draft'
       or (new.status is distinct from old.status
           and new.status is distinct from private.invoice_status_now(old.id)) then
      raise exception 'An issued invoice does not change; issue a credit note.'
        using errcode = '23514', constraint = 'invoices_issued_unchanged';
    end if;
    return new;
  end if;

  -- A draft (new or changed), or a draft being issued. The lines are checked here too, before
  -- their amounts are summed (a table check runs only after this trigger).
  if not private.invoice_lines_ok(new.lines) then
    raise exception 'Each line needs a description, a quantity, a price in cents and its GST treatment.'
      using errcode = '23514', constraint = 'invoices_lines_shape';
  end if;
  select * into m from public.matters where id = new.matter_id for no key update;
  if not found then
    raise exception 'No such matter.' using errcode = '23503';
  end if;
  new.client_id := m.client_id;
  new.engagement_id := m.engagement_id;
  if tg_op = 'INSERT' then
    new.status := case when new.status = 'issued' then 'issued' else 'draft' end;
    new.created_by := (select auth.uid());
    new.created_at := now();
  elsif new.client_id is distinct from old.client_id or new.matter_id is distinct from old.matter_id
     or new.credits_invoice_id is distinct from old.credits_invoice_id then
    raise exception 'An invoice stays with its matter.'
      using errcode = '23514', constraint = 'invoices_issued_unchanged';
  end if;
  if new.status not in ('draft', 'issued') then
    raise exception 'An invoice is issued before it is paid or credited.'
      using errcode = '23514', constraint = 'invoices_issued_unchanged';
  end if;

  new.subtotal_cents := (select coalesce(sum((l ->> 'quantity')::bigint * (l ->> 'unit_cents')::bigint), 0)
                           from jsonb_array_elements(new.lines) l);
  new.gst_cents := (select coalesce(sum(private.line_gst_cents(l)), 0) from jsonb_array_elements(new.lines) l);
  new.total_cents := new.subtotal_cents + new.gst_cents;
  if new.credits_invoice_id is null then
    if exists (select 1 from jsonb_array_elements(new.lines) l where (l ->> 'unit_cents')::bigint < 0) then
      raise exception 'An invoice''s lines are not negative; a credit note corrects one.'
        using errcode = '23514', constraint = 'invoices_lines_not_negative';
    end if;
  else
    if exists (select 1 from jsonb_array_elements(new.lines) l where (l ->> 'unit_cents')::bigint >= 0) then
      raise exception 'A credit note''s lines are negative.'
        using errcode = '23514', constraint = 'invoices_credit_lines_negative';
    end if;
    select * into credited from public.invoices where id = new.credits_invoice_id for update;
    if not found or credited.matter_id <> new.matter_id or credited.credits_invoice_id is not null
       or credited.status = 'draft' then
      raise exception 'A credit note credits an issued invoice of the same matter.'
        using errcode = '23514', constraint = 'invoices_credit_names_issued';
    end if;
  end if;

  if new.status = 'issued' then
    if m.stage = 'closed' then
      raise exception 'A closed matter takes no new invoice.'
        using errcode = '23514', constraint = 'invoices_matter_open';
    end if;
    if new.credits_invoice_id is not null
       and -new.total_cents > private.invoice_owed_cents(new.credits_invoice_id) then
      raise exception 'A credit note is at most what the invoice still owes.'
        using errcode = '23514', constraint = 'invoices_credit_within_owed';
    end if;
    new.issued_on := private.sydney_today();
    new.issued_by := (select auth.uid());
    new.number_year := extract(year from new.issued_on)::integer;
    -- The year's counter row is locked until this transaction ends: a second issuer waits, and a
    -- rolled-back issue gives its number back (no gap).
    insert into private.invoice_counters as c (year, last_number) values (new.number_year, 1)
      on conflict (year) do update set last_number = c.last_number + 1
      returning last_number into seq;
    new.number_seq := seq;
    new.number := new.number_year::text || '-' || lpad(seq::text, 4, '0');
  else
    new.number := null;
    new.number_year := null;
    new.number_seq := null;
    new.issued_on := null;
    new.issued_by := null;
  end if;
  return new;
end;
$$;
revoke all on function private.invoices_before_write() from public, anon, authenticated;
create trigger invoices_before_write before insert or update or delete on public.invoices
  for each row execute function private.invoices_before_write();
-- updated_at as on every table: the one function (20261128160100_generic_triggers.sql).
create trigger invoices_touch_updated_at before insert or update on public.invoices
  for each row execute function private.touch_updated_at();
create trigger invoices_no_truncate before truncate on public.invoices
  for each statement execute function private.append_only('invoices');

create function private.invoices_after_write() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.audit(case when new.credits_invoice_id is null then 'billing.invoice_created'
                               else 'billing.credit_note_created' end,
      'invoice', new.id, new.client_id,
      jsonb_build_object('matter_id', new.matter_id, 'total_cents', new.total_cents,
                         'credits_invoice_id', new.credits_invoice_id));
  end if;
  if new.status = 'issued' and (tg_op = 'INSERT' or old.status = 'draft') then
    perform private.audit('billing.invoice_issued', 'invoice', new.id, new.client_id,
      jsonb_build_object('number', new.number, 'total_cents', new.total_cents,
                         'credits_invoice_id', new.credits_invoice_id));
    if new.credits_invoice_id is not null then
      update public.invoices set status = private.invoice_status_now(id)
        where id = new.credits_invoice_id;
    end if;
  elsif tg_op = 'UPDATE' and old.status = 'draft' then
    perform private.audit('billing.invoice_changed', 'invoice', new.id, new.client_id,
      jsonb_build_object('total_cents', new.total_cents));
  elsif tg_op = 'UPDATE' and new.status is distinct from old.status then
    perform private.audit('billing.invoice_status_changed', 'invoice', new.id, new.client_id,
      jsonb_build_object('from', old.status, 'to', new.status));
  elsif tg_op = 'UPDATE' and new.pdf_path is distinct from old.pdf_path then
    perform private.audit('billing.invoice_pdf_stored', 'invoice', new.id, new.client_id,
      jsonb_build_object('number', new.number));
  end if;
  return null;
end;
$$;
revoke all on function private.invoices_after_write() from public, anon, authenticated;
create trigger invoices_after_write after insert or update on public.invoices
  for each row execute function private.invoices_after_write();

-- ---------------------------------------------------------------------------------------------
-- Deposit requests: open until paid (by receipts) or cancelled; nothing else changes.
create function private.deposit_requests_before_write() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  m public.matters;
  n integer;
begin
  if tg_op = 'DELETE' then
    raise exception 'A deposit request is cancelled, never deleted.'
      using errcode = '23514', constraint = 'deposit_requests_kept';
  end if;
  if tg_op = 'INSERT' then
    select * into m from public.matters where id = new.matter_id for no key update;
    if not found then
      raise exception 'No such matter.' using errcode = '23503';
    end if;
    if m.stage = 'closed' then
      raise exception 'A closed matter takes no deposit request.'
        using errcode = '23514', constraint = 'deposit_requests_matter_open';
    end if;
    select count(*) into n from public.deposit_requests where matter_id = m.id;
    new.client_id := m.client_id;
    new.reference := upper(left(replace(m.id::text, '-', ''), 8)) || '-' || (n + 1)::text;
    new.status := 'open';
    new.paid_at := null;
    new.cancelled_at := null;
    new.created_by := (select auth.uid());
    new.created_at := now();
    return new;
  end if;
  if old.status <> 'open' or new.status = 'open'
     or row(new.id, new.client_id, new.matter_id, new.purpose, new.description, new.reference,
            new.amount, new.due_on, new.created_by, new.created_at)
        is distinct from
        row(old.id, old.client_id, old.matter_id, old.purpose, old.description, old.reference,
            old.amount, old.due_on, old.created_by, old.created_at) then
    raise exception 'A deposit request only moves from open to paid or cancelled.'
      using errcode = '23514', constraint = 'deposit_requests_kept';
  end if;
  new.paid_at := case when new.status = 'paid' then now() end;
  new.cancelled_at := case when new.status = 'cancelled' then now() end;
  perform private.audit(case when new.status = 'paid' then 'billing.deposit_request_paid'
                             else 'billing.deposit_request_cancelled' end,
    'deposit_request', new.id, new.client_id, jsonb_build_object('reference', new.reference));
  return new;
end;
$$;
revoke all on function private.deposit_requests_before_write() from public, anon, authenticated;
create trigger deposit_requests_before_write before insert or update or delete on public.deposit_requests
  for each row execute function private.deposit_requests_before_write();
create trigger deposit_requests_touch_updated_at before insert or update on public.deposit_requests
  for each row execute function private.touch_updated_at();
create trigger deposit_requests_no_truncate before truncate on public.deposit_requests
  for each statement execute function private.append_only('deposit requests');

create function private.deposit_requests_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.audit('billing.deposit_requested', 'deposit_request', new.id, new.client_id,
    jsonb_build_object('matter_id', new.matter_id, 'amount', new.amount, 'reference', new.reference));
  return null;
end;
$$;
revoke all on function private.deposit_requests_after_insert() from public, anon, authenticated;
create trigger deposit_requests_after_insert after insert on public.deposit_requests
  for each row execute function private.deposit_requests_after_insert();

-- ---------------------------------------------------------------------------------------------
-- Ledger entries: the rules of the clients' account, whoever inserts.
create function private.ledger_entries_before_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  m public.matters;
  r public.ledger_entries;
  inv public.invoices;
  dep public.deposit_requests;
  held bigint;
begin
  -- The matter's row first: every entry, issue and close of one matter waits here in turn, so
  -- the balance read below already counts whatever a concurrent writer committed.
  select * into m from public.matters where id = new.matter_id for no key update;
  if not found then
    raise exception 'No such matter.' using errcode = '23503';
  end if;
  new.client_id := m.client_id;
  new.entry_date := private.sydney_today();
  new.created_at := now();
  new.actor_id := (select auth.uid());

  perform private.lock_ledger_period(false);
  if new.transaction_date <= private.ledger_locked_through() then
    raise exception 'The clients'' account is reconciled and locked through %.', private.ledger_locked_through()
      using errcode = '23514', constraint = 'ledger_entries_after_locked_period';
  end if;
  if new.transaction_date > private.sydney_today() + 1 then
    raise exception 'A transaction date cannot be in the future.'
      using errcode = '23514', constraint = 'ledger_entries_not_future';
  end if;

  if new.kind = 'reversal' then
    select * into r from public.ledger_entries where id = new.reverses;
    if not found or r.matter_id <> new.matter_id or r.kind = 'reversal' then
      raise exception 'A reversal names an entry of the same matter that is not itself a reversal.'
        using errcode = '23514', constraint = 'ledger_entries_reversal_same_matter';
    end if;
    if exists (select 1 from public.ledger_entries e where e.reverses = r.id) then
      raise exception 'That entry is already reversed.'
        using errcode = '23514', constraint = 'ledger_entries_reversed_once';
    end if;
    new.amount := -r.amount;
    new.invoice_id := r.invoice_id;
    new.deposit_request_id := r.deposit_request_id;
    new.method := coalesce(new.method, r.method);
  end if;

  if new.kind = 'transfer_to_office' then
    select * into inv from public.invoices where id = new.invoice_id for update;
    if not found or inv.matter_id <> new.matter_id or inv.status = 'draft'
       or inv.credits_invoice_id is not null then
      raise exception 'A transfer to the office names an issued invoice of the same matter.'
        using errcode = '23514', constraint = 'ledger_transfer_needs_issued_invoice';
    end if;
    if -new.amount > private.invoice_owed_cents(inv.id) then
      raise exception 'The transfer is more than the invoice still owes.'
        using errcode = '23514', constraint = 'ledger_transfer_within_owed';
    end if;
  end if;

  if new.deposit_request_id is not null and new.kind = 'receipt' then
    select * into dep from public.deposit_requests where id = new.deposit_request_id for update;
    if not found or dep.matter_id <> new.matter_id or dep.status <> 'open' then
      raise exception 'The receipt names an open deposit request of the same matter.'
        using errcode = '23514', constraint = 'ledger_receipt_open_deposit_request';
    end if;
  end if;

  held := private.matter_held_cents(new.matter_id) + new.amount;
  if held < 0 then
    raise exception 'Only % cents are held for this matter.', held - new.amount
      using errcode = '23514', constraint = 'ledger_held_not_negative';
  end if;
  if m.stage = 'closed' and held <> 0 then
    raise exception 'A closed matter holds no money.'
      using errcode = '23514', constraint = 'ledger_closed_matter_holds_nothing';
  end if;
  return new;
end;
$$;
revoke all on function private.ledger_entries_before_insert() from public, anon, authenticated;
create trigger ledger_entries_before_insert before insert on public.ledger_entries
  for each row execute function private.ledger_entries_before_insert();
create trigger ledger_entries_no_update_delete before update or delete on public.ledger_entries
  for each row execute function private.append_only('the clients'' account ledger');
create trigger ledger_entries_no_truncate before truncate on public.ledger_entries
  for each statement execute function private.append_only('the clients'' account ledger');

create function private.ledger_entries_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.audit('billing.ledger_entry_recorded', 'ledger_entry', new.id, new.client_id,
    jsonb_build_object('matter_id', new.matter_id, 'kind', new.kind, 'amount', new.amount,
                       'transaction_date', new.transaction_date, 'invoice_id', new.invoice_id,
                       'reverses', new.reverses));
  if new.invoice_id is not null then
    update public.invoices set status = private.invoice_status_now(id)
      where id = new.invoice_id and status is distinct from private.invoice_status_now(id);
  end if;
  if new.kind = 'receipt' and new.deposit_request_id is not null then
    update public.deposit_requests d set status = 'paid'
      where d.id = new.deposit_request_id and d.status = 'open'
        and (select coalesce(sum(e.amount), 0) from public.ledger_entries e
              where e.deposit_request_id = d.id) >= d.amount;
  end if;
  return null;
end;
$$;
revoke all on function private.ledger_entries_after_insert() from public, anon, authenticated;
create trigger ledger_entries_after_insert after insert on public.ledger_entries
  for each row execute function private.ledger_entries_after_insert();

-- ---------------------------------------------------------------------------------------------
-- Reconciliations: the statement agrees with the ledger, then the period is locked.
create function private.reconciliations_before_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.lock_ledger_period(true);
  if new.statement_date > private.sydney_today() then
    raise exception 'A statement date cannot be in the future.'
      using errcode = '23514', constraint = 'reconciliations_not_future';
  end if;
  if new.statement_date <= coalesce(private.ledger_locked_through(), '-infinity'::date) then
    raise exception 'The account is already reconciled through %.', private.ledger_locked_through()
      using errcode = '23514', constraint = 'reconciliations_after_last';
  end if;
  new.ledger_balance := (select coalesce(sum(amount), 0) from public.ledger_entries
                          where transaction_date <= new.statement_date);
  new.locked_through := new.statement_date;
  new.actor_id := (select auth.uid());
  new.created_at := now();
  return new;
end;
$$;
revoke all on function private.reconciliations_before_insert() from public, anon, authenticated;
create trigger reconciliations_before_insert before insert on public.reconciliations
  for each row execute function private.reconciliations_before_insert();
create trigger reconciliations_no_update_delete before update or delete on public.reconciliations
  for each row execute function private.append_only('reconciliations');
create trigger reconciliations_no_truncate before truncate on public.reconciliations
  for each statement execute function private.append_only('reconciliations');

create function private.reconciliations_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.audit('billing.reconciled', 'reconciliation', new.id, null,
    jsonb_build_object('statement_date', new.statement_date, 'balance', new.statement_balance));
  return null;
end;
$$;
revoke all on function private.reconciliations_after_insert() from public, anon, authenticated;
create trigger reconciliations_after_insert after insert on public.reconciliations
  for each row execute function private.reconciliations_after_insert();

-- ---------------------------------------------------------------------------------------------
-- A matter does not close while money is held for it (the close rule of
-- private.matters_before_update, extended by its own trigger so that function stays as it is).
-- The update holds the matter's row, so an entry being recorded for it waits, then sees it closed.
create function private.matters_close_holds_nothing() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if private.matter_held_cents(old.id) <> 0 then
    raise exception 'Money is still held for this matter: refund it or transfer it against an invoice first.'
      using errcode = '23514', constraint = 'matters_money_held';
  end if;
  return new;
end;
$$;
revoke all on function private.matters_close_holds_nothing() from public, anon, authenticated;
create trigger matters_close_holds_nothing before update on public.matters
  for each row when (new.stage = 'closed' and old.stage is distinct from 'closed')
  execute function private.matters_close_holds_nothing();

-- ---------------------------------------------------------------------------------------------
-- The agent's doors (the server calls them with asServerFor; the actor is auth.uid()). Each
-- refuses anyone but an agent at aal2 with a live session (public.is_admin()).
create function private.require_billing_agent() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception 'Only an agent (two-step signed in) changes the clients'' account.'
      using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_billing_agent() from public, anon, authenticated;

-- A draft invoice (or, with p_credits_invoice_id, a draft credit note) for a matter.
create function private.create_invoice_draft(p_matter_id uuid, p_lines jsonb, p_due_on date,
  p_credits_invoice_id uuid default null, p_credit_reason text default null) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  new_id uuid;
begin
  perform private.require_billing_agent();
  insert into public.invoices (client_id, matter_id, engagement_id, lines, due_on,
      credits_invoice_id, credit_reason)
    select m.client_id, m.id, m.engagement_id, p_lines, p_due_on, p_credits_invoice_id,
           nullif(btrim(p_credit_reason), '')
      from public.matters m where m.id = p_matter_id
    returning id into new_id;
  if new_id is null then
    raise exception 'No such matter.' using errcode = 'P0002';
  end if;
  return new_id;
end;
$$;

create function private.update_invoice_draft(p_invoice_id uuid, p_lines jsonb, p_due_on date)
returns text language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_billing_agent();
  update public.invoices set lines = p_lines, due_on = p_due_on
    where id = p_invoice_id and status = 'draft';
  return case when found then 'updated' else 'not_draft' end;
end;
$$;

create function private.discard_invoice_draft(p_invoice_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_billing_agent();
  delete from public.invoices where id = p_invoice_id and status = 'draft';
  return case when found then 'discarded' else 'not_draft' end;
end;
$$;

-- Issues a draft: the number and the issue date come from the database; the agency's facts
-- (lib/config/billing.ts: name, ABN, MARN) and the client's name and address as shown on it.
create function private.issue_invoice(p_invoice_id uuid, p_facts jsonb) returns text
language plpgsql security definer set search_path = '' as $$
declare
  issued text;
begin
  perform private.require_billing_agent();
  if jsonb_typeof(p_facts) is distinct from 'object' then
    raise exception 'issue_invoice: the agency''s facts are required' using errcode = '22023';
  end if;
  update public.invoices i
     set status = 'issued',
         agency_name = p_facts ->> 'agency_name',
         agency_abn = p_facts ->> 'agency_abn',
         agency_marn = p_facts ->> 'agency_marn',
         client_name = coalesce(nullif(btrim(p_facts ->> 'client_name'), ''),
                                (select nullif(btrim(p.full_name), '') from public.profiles p
                                  where p.id = i.client_id)),
         client_address = nullif(btrim(p_facts ->> 'client_address'), '')
   where i.id = p_invoice_id and i.status = 'draft'
   returning number into issued;
  return issued;
end;
$$;

-- The invoice's PDF, stored once after it is issued.
create function private.record_invoice_pdf(p_invoice_id uuid, p_path text) returns text
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_billing_agent();
  update public.invoices set pdf_path = p_path
    where id = p_invoice_id and status <> 'draft' and pdf_path is null;
  return case when found then 'stored' else 'not_stored' end;
end;
$$;

-- One entry of the clients' account. p_amount_cents is the money moved (positive); the sign
-- follows the kind. A reversal has its own function.
create function private.record_ledger_entry(p_matter_id uuid, p_kind text, p_amount_cents bigint,
  p_transaction_date date, p_method text default null, p_reference text default null,
  p_banked_on date default null, p_invoice_id uuid default null,
  p_deposit_request_id uuid default null, p_reason text default null) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  new_id uuid;
begin
  perform private.require_billing_agent();
  if p_kind is null or p_kind = 'reversal' or p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'record_ledger_entry: a kind other than reversal and a positive amount'
      using errcode = '22023';
  end if;
  insert into public.ledger_entries (client_id, matter_id, kind, amount, transaction_date, banked_on,
      method, reference, invoice_id, deposit_request_id, reason)
    select m.client_id, m.id, p_kind,
           case when p_kind = 'receipt' then p_amount_cents else -p_amount_cents end,
           p_transaction_date, p_banked_on, p_method, nullif(btrim(p_reference), ''),
           p_invoice_id, p_deposit_request_id, nullif(btrim(p_reason), '')
      from public.matters m where m.id = p_matter_id
    returning id into new_id;
  if new_id is null then
    raise exception 'No such matter.' using errcode = 'P0002';
  end if;
  return new_id;
end;
$$;

create function private.reverse_ledger_entry(p_entry_id uuid, p_reason text, p_transaction_date date)
returns uuid language plpgsql security definer set search_path = '' as $$
declare
  new_id uuid;
begin
  perform private.require_billing_agent();
  insert into public.ledger_entries (client_id, matter_id, kind, amount, transaction_date, reverses, reason)
    select e.client_id, e.matter_id, 'reversal', -e.amount, p_transaction_date, e.id,
           nullif(btrim(p_reason), '')
      from public.ledger_entries e where e.id = p_entry_id
    returning id into new_id;
  if new_id is null then
    raise exception 'No such entry.' using errcode = 'P0002';
  end if;
  return new_id;
end;
$$;

create function private.create_deposit_request(p_matter_id uuid, p_purpose text, p_description text,
  p_amount_cents bigint, p_due_on date) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  new_id uuid;
begin
  perform private.require_billing_agent();
  insert into public.deposit_requests (client_id, matter_id, purpose, description, reference, amount, due_on)
    select m.client_id, m.id, p_purpose, btrim(p_description), 'set by trigger', p_amount_cents, p_due_on
      from public.matters m where m.id = p_matter_id
    returning id into new_id;
  if new_id is null then
    raise exception 'No such matter.' using errcode = 'P0002';
  end if;
  return new_id;
end;
$$;

create function private.cancel_deposit_request(p_deposit_request_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_billing_agent();
  update public.deposit_requests set status = 'cancelled'
    where id = p_deposit_request_id and status = 'open';
  return case when found then 'cancelled' else 'not_open' end;
end;
$$;

-- The bank statement's balance on a date: the ledger must agree, then that period is locked.
create function private.reconcile_clients_account(p_statement_date date, p_statement_balance bigint)
returns uuid language plpgsql security definer set search_path = '' as $$
declare
  new_id uuid;
begin
  perform private.require_billing_agent();
  insert into public.reconciliations (statement_date, statement_balance, ledger_balance, locked_through)
    values (p_statement_date, p_statement_balance, 0, p_statement_date)
    returning id into new_id;
  return new_id;
end;
$$;

revoke all on function private.create_invoice_draft(uuid, jsonb, date, uuid, text) from public, anon, authenticated;
revoke all on function private.update_invoice_draft(uuid, jsonb, date) from public, anon, authenticated;
revoke all on function private.discard_invoice_draft(uuid) from public, anon, authenticated;
revoke all on function private.issue_invoice(uuid, jsonb) from public, anon, authenticated;
revoke all on function private.record_invoice_pdf(uuid, text) from public, anon, authenticated;
revoke all on function private.record_ledger_entry(uuid, text, bigint, date, text, text, date, uuid, uuid, text) from public, anon, authenticated;
revoke all on function private.reverse_ledger_entry(uuid, text, date) from public, anon, authenticated;
revoke all on function private.create_deposit_request(uuid, text, text, bigint, date) from public, anon, authenticated;
revoke all on function private.cancel_deposit_request(uuid) from public, anon, authenticated;
revoke all on function private.reconcile_clients_account(date, bigint) from public, anon, authenticated;
