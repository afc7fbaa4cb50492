-- Portal part 2 (portal.md "Part 2"): the tables every part-2 feature shares, created once so the
-- engagement, matters/messages, two-step sign-in and scheduled-jobs work can build on one shape.
--
-- Row level security is ON and there are NO policies and NO grants to anon/authenticated here:
-- until a later migration adds them, nobody but the service role reaches these tables. Each
-- feature's migration adds its table's policies, grants, triggers and functions:
--   engagements                                  -> 2026112611xxxx (engagement)
--   matters, matter_events, deadlines,
--   messages, message_reads                      -> 2026112612xxxx (matters and messages)
--   reminders_sent, documents.legal_hold         -> 2026112614xxxx (scheduled jobs)
--
-- Records the 7-year rule keeps reference auth.users WITHOUT on-delete cascade: deleting a user
-- must not silently delete their file (accounts are closed, not deleted).

create table public.engagements (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id),
  agent_id uuid references auth.users (id) on delete set null,
  assessment_id uuid references public.assessments (id) on delete set null,
  status text not null default 'draft'
    check (status in ('draft', 'sent', 'accepted', 'declined', 'withdrawn', 'expired')),
  -- [{"code": "...", "label": "...", "detail": "..."}]
  services jsonb not null default '[]'::jsonb check (jsonb_typeof(services) = 'array'),
  -- [{"label": "...", "amount_cents": 330000}] professional fees; GST per offer (gst_applies)
  fee_items jsonb not null default '[]'::jsonb check (jsonb_typeof(fee_items) = 'array'),
  gst_applies boolean not null default true,
  -- [{"label": "...", "amount_cents": 475000}] estimated government charges, paid by the client
  disbursements jsonb not null default '[]'::jsonb check (jsonb_typeof(disbursements) = 'array'),
  -- [{"label": "...", "amount_cents": ..., "trigger": "..."}]
  payment_terms jsonb not null default '[]'::jsonb check (jsonb_typeof(payment_terms) = 'array'),
  agent_name text,
  agent_marn text,
  conflict_declaration text
    check (conflict_declaration is null or char_length(conflict_declaration) between 1 and 4000),
  consumer_guide_version text,
  terms_version text,
  -- The exact text the client sees, rendered once at send, and its SHA-256 (hex).
  snapshot text,
  snapshot_sha256 text check (snapshot_sha256 is null or snapshot_sha256 ~ '^[0-9a-f]{64}$'),
  sent_at timestamptz,
  expires_on date,
  accepted_name text check (accepted_name is null or char_length(accepted_name) between 1 and 200),
  accepted_at timestamptz,
  accepted_ip text,
  accepted_user_agent text,
  declined_at timestamptz,
  decline_reason text check (decline_reason is null or char_length(decline_reason) <= 2000),
  withdrawn_at timestamptz,
  pdf_path text,
  last_action_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index engagements_client_idx on public.engagements (client_id, created_at desc);
create index engagements_status_idx on public.engagements (status, expires_on);
alter table public.engagements enable row level security;
revoke all on table public.engagements from public, anon, authenticated;
grant all on table public.engagements to service_role;

create table public.matters (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id),
  engagement_id uuid not null references public.engagements (id),
  visa_subclass text not null check (char_length(visa_subclass) between 1 and 40),
  title text not null check (char_length(title) between 1 and 200),
  stage text not null default 'preparing'
    check (stage in ('preparing', 'client_review', 'lodged', 'info_requested', 'decided', 'closed')),
  outcome text check (outcome in ('granted', 'refused', 'withdrawn')),
  trn text check (trn is null or char_length(trn) between 1 and 40),
  lodged_on date,
  decided_on date,
  assigned_agent_id uuid references auth.users (id) on delete set null,
  client_approved_at timestamptz,
  -- The application summary the client approves at client_review (a document row).
  summary_document_id uuid references public.documents (id) on delete set null,
  last_action_at timestamptz not null default now(),
  retain_until date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index matters_client_idx on public.matters (client_id, created_at desc);
create index matters_stage_idx on public.matters (stage, assigned_agent_id);
alter table public.matters enable row level security;
revoke all on table public.matters from public, anon, authenticated;
grant all on table public.matters to service_role;

create table public.matter_events (
  id bigint generated always as identity primary key,
  matter_id uuid not null references public.matters (id),
  actor_id uuid references auth.users (id) on delete set null,
  from_stage text,
  to_stage text,
  note text check (note is null or char_length(note) between 1 and 4000),
  agent_only boolean not null default false,
  created_at timestamptz not null default now()
);
create index matter_events_matter_idx on public.matter_events (matter_id, id);
alter table public.matter_events enable row level security;
revoke all on table public.matter_events from public, anon, authenticated;
grant all on table public.matter_events to service_role;

create table public.deadlines (
  id uuid primary key default gen_random_uuid(),
  matter_id uuid not null references public.matters (id),
  kind text not null check (kind in ('info_request', 'natural_justice', 'bridging_visa_condition',
    'visa_expiry', 'health_examination', 'police_certificate', 'review_application', 'other')),
  due_on date not null,
  note text check (note is null or char_length(note) between 1 and 2000),
  visible_to_client boolean not null default false,
  -- A deadline the system proposed (e.g. the review deadline after a refusal) until an agent confirms it.
  confirmed_at timestamptz,
  done_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deadlines_open_idx on public.deadlines (due_on) where done_at is null;
create index deadlines_matter_idx on public.deadlines (matter_id);
alter table public.deadlines enable row level security;
revoke all on table public.deadlines from public, anon, authenticated;
grant all on table public.deadlines to service_role;

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references auth.users (id),
  matter_id uuid references public.matters (id),
  author_id uuid references auth.users (id) on delete set null,
  body text not null check (char_length(body) between 1 and 5000),
  kind text not null default 'message' check (kind in ('message', 'file_note')),
  document_id uuid references public.documents (id) on delete set null,
  created_at timestamptz not null default now()
);
create index messages_thread_idx on public.messages (client_id, created_at desc);
create index messages_matter_idx on public.messages (matter_id, created_at desc) where matter_id is not null;
alter table public.messages enable row level security;
revoke all on table public.messages from public, anon, authenticated;
grant all on table public.messages to service_role;

create table public.message_reads (
  message_id uuid not null references public.messages (id) on delete cascade,
  reader_id uuid not null references auth.users (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (message_id, reader_id)
);
alter table public.message_reads enable row level security;
revoke all on table public.message_reads from public, anon, authenticated;
grant all on table public.message_reads to service_role;

create table public.reminders_sent (
  -- e.g. 'document-expiry:<document id>:<due date>:30', 'deadline:<id>:7'
  key text primary key check (char_length(key) between 1 and 300),
  sent_at timestamptz not null default now()
);
alter table public.reminders_sent enable row level security;
revoke all on table public.reminders_sent from public, anon, authenticated;
grant all on table public.reminders_sent to service_role;

alter table public.documents
  add column matter_id uuid references public.matters (id),
  add column legal_hold boolean not null default false;
create index documents_matter_idx on public.documents (matter_id) where matter_id is not null;
