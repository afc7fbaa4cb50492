-- An offer's instalments add up to its professional fee total (round 2, finding 5).
--
-- "$1,000 + $1,000 against $5,555" was sent without a word. When an offer lists instalments, they
-- must schedule the whole professional fee total (fees plus GST, worked out per line exactly as
-- lib/engagements/fees.ts does); a remainder that depends on an event is written as its own
-- instalment ("balance payable on visa grant"). An offer with no instalments at all leaves the
-- whole total payable on acceptance, which the offer's text says. The TypeScript mirror is
-- instalmentGapCents in lib/engagements/fees.ts; tests/rls/offer-instalments-cases.ts compares the
-- two on the same lists.

-- Total minus scheduled, in cents: 0 when they agree, > 0 when some is not yet scheduled, < 0
-- when the instalments ask for more than the total.
create or replace function private.engagement_instalment_gap(
  p_fee_items jsonb, p_gst_applies boolean, p_payment_terms jsonb)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select
    coalesce((select sum((f ->> 'amount_cents')::bigint
                         + case when p_gst_applies
                                then ((f ->> 'amount_cents')::bigint * 10 + 50) / 100
                                else 0 end)
              from jsonb_array_elements(p_fee_items) f), 0)
    - coalesce((select sum((p ->> 'amount_cents')::bigint)
                from jsonb_array_elements(p_payment_terms) p), 0)
$$;
revoke all on function private.engagement_instalment_gap(jsonb, boolean, jsonb)
  from public, anon, authenticated;
grant execute on function private.engagement_instalment_gap(jsonb, boolean, jsonb) to service_role;

-- Checked when an offer becomes 'sent' (from a draft, or inserted sent by the server): the content
-- is frozen from then on (private.engagements_guard), so this is the only moment it can change.
create or replace function private.engagements_instalments_add_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  gap bigint;
begin
  if new.status = 'sent' and (tg_op = 'INSERT' or old.status = 'draft')
     and jsonb_array_length(new.payment_terms) > 0 then
    gap := private.engagement_instalment_gap(new.fee_items, new.gst_applies, new.payment_terms);
    if gap <> 0 then
      raise exception 'The instalments must add up to the professional fee total (% cents %).',
        abs(gap), case when gap > 0 then 'not yet scheduled' else 'more than the total' end
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.engagements_instalments_add_up() from public, anon, authenticated;

create trigger engagements_instalments_add_up
  before insert or update on public.engagements
  for each row execute function private.engagements_instalments_add_up();
