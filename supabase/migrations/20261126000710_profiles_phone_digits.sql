-- Phone search on /admin/clients (issue 25 item 12): the digits of a profile's phone, kept by the
-- database (a generated column), and an index on them read backwards, so "ends with these digits"
-- is an index range scan instead of a regexp over every profile (310 ms p95 at 10,000 clients).
-- Phones are E.164 (profiles_phone_e164), so the digits are the number without its "+"; what an
-- agent types ("0412 345 678", "+61 412 345 678", "345678") is matched against the end of it.
alter table public.profiles
  add column phone_digits text generated always as (regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) stored;
create index profiles_phone_digits_rev_idx on public.profiles (reverse(phone_digits) text_pattern_ops)
  where phone_digits <> '';
