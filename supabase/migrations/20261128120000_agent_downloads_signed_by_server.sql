-- Agents' downloads are signed by the server, not with the agent's own token (issue 36).
--
-- Until now an agent opened a client's document by an audited request
-- (private.document_path_for_signing / private.engagement_pdf_for_signing write the
-- 'document.signed_url' row) and then asked Storage for a signed URL with the agent's own token,
-- which the read policy allowed for 5 minutes after that row. Hosted Storage accepts any
-- `expiresIn` from a token that may read the object, so an agent's token (or a stolen one) could
-- mint a link that lasts for years. Now the app signs an agent's URL with the secret key, for at
-- most 60 seconds, only after one of those functions has returned the path (and so after the audit
-- row exists): lib/documents/files.ts signDownload. The agent's own token reads and signs no
-- client object at all. A client still reads and signs their own folder with their own token.

drop policy "documents: owner reads, agent after an audited request" on storage.objects;

create policy "documents: owner reads" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
