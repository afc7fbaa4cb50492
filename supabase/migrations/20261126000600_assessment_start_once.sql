-- Issue 23 item 4: a double click on "Start a free ... assessment" (or a form sent twice on a
-- slow line) must not open two drafts. The form that starts a draft carries a request id made
-- when the form was rendered; the same client sending the same id again gets the same draft.
-- The database enforces it, so no client (the app or the Data API) can bypass it; drafts from
-- before this column have none and are unaffected (nulls are distinct).
alter table public.assessments add column request_id uuid;
alter table public.assessments
  add constraint assessments_client_request_key unique (client_id, request_id);
-- The insert trigger resets every column that is not the client's to say; request_id is theirs.
