/**
 * Storage through supabase-js with each person's own token: the private `documents` bucket
 * lets owners (first folder = their user id) in; admins only after an audited request.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { agentSession } from '../support/agent-session';
import { type TestStack, startTestStack, supabaseClient, uniqueEmail } from '../support/stack';

let stack: TestStack;
let alice: SupabaseClient;
let bob: SupabaseClient;
let adminUser: SupabaseClient;
let aliceId: string;
let bobId: string;

const PDF = () => new Blob(['%PDF-1.7\n% a passport scan\n'], { type: 'application/pdf' });

async function person(s: TestStack): Promise<[SupabaseClient, string]> {
  const email = uniqueEmail('docs');
  const admin = supabaseClient(s, s.secretKey);
  const { data } = await admin.auth.admin.createUser({
    email,
    password: 'password-123',
    email_confirm: true,
  });
  const client = supabaseClient(s);
  const { error } = await client.auth.signInWithPassword({ email, password: 'password-123' });
  expect(error).toBeNull();
  return [client, data.user!.id];
}

beforeAll(async () => {
  stack = await startTestStack();
  [alice, aliceId] = await person(stack);
  [bob, bobId] = await person(stack);
  // At aal2, so the refusal below is the audited-request rule, not the missing second step.
  adminUser = await agentSession(stack);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

describe('the owner', () => {
  test('uploads, downloads, lists, signs and removes their document', async () => {
    const path = `${aliceId}/passport.pdf`;
    const up = await alice.storage.from('documents').upload(path, PDF());
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `documents/${path}` });

    const down = await alice.storage.from('documents').download(path);
    expect(down.error).toBeNull();
    expect(await down.data!.text()).toContain('%PDF-1.7');
    expect(down.data!.type).toBe('application/pdf');

    const list = await alice.storage.from('documents').list(aliceId);
    expect(list.error).toBeNull();
    expect(list.data!.map((f) => f.name)).toEqual(['passport.pdf']);
    expect(list.data![0].metadata).toMatchObject({ mimetype: 'application/pdf', size: 27 });

    const signed = await alice.storage.from('documents').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const viaLink = await fetch(signed.data!.signedUrl);
    expect(viaLink.status).toBe(200);
    expect(await viaLink.text()).toContain('%PDF-1.7');

    const removed = await alice.storage.from('documents').remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((o) => o.name)).toEqual([path]);
    expect((await alice.storage.from('documents').download(path)).error).not.toBeNull();
  });

  test('sees folders as entries with a null id', async () => {
    await alice.storage.from('documents').upload(`${aliceId}/visa/grant.pdf`, PDF());
    const { data } = await alice.storage.from('documents').list(aliceId);
    expect(data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'visa', id: null })]),
    );
  });

  test('cannot overwrite without upsert (409), nor with it (no update policy on documents)', async () => {
    const path = `${aliceId}/cv.pdf`;
    expect((await alice.storage.from('documents').upload(path, PDF())).error).toBeNull();
    const dup = await alice.storage.from('documents').upload(path, PDF());
    expect(dup.error).toMatchObject({ statusCode: '409' });
    expect(
      (await alice.storage.from('documents').upload(path, PDF(), { upsert: true })).error,
    ).toMatchObject({ statusCode: '403' });
  });
});

describe('another signed-in user', () => {
  const path = () => `${aliceId}/private.pdf`;
  beforeAll(async () => {
    expect((await alice.storage.from('documents').upload(path(), PDF())).error).toBeNull();
  });

  test('cannot download, list, sign or remove it', async () => {
    const down = await bob.storage.from('documents').download(path());
    expect(down.data).toBeNull();
    expect(down.error).not.toBeNull();
    expect((await bob.storage.from('documents').list(aliceId)).data).toEqual([]);
    const signed = await bob.storage.from('documents').createSignedUrl(path(), 60);
    expect(signed.error).toMatchObject({ statusCode: '404' });
    const removed = await bob.storage.from('documents').remove([path()]);
    expect(removed.data).toEqual([]);
    expect((await alice.storage.from('documents').download(path())).error).toBeNull();
  });

  test('cannot upload into someone else’s folder: 403 from RLS, sent as HTTP 400', async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/documents/${aliceId}/forged.pdf`, {
      method: 'POST',
      headers: {
        apikey: stack.publishableKey,
        authorization: `Bearer ${(await bob.auth.getSession()).data.session!.access_token}`,
        'content-type': 'application/pdf',
      },
      body: '%PDF-1.7',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    const viaClient = await bob.storage.from('documents').upload(`${aliceId}/forged.pdf`, PDF());
    expect(viaClient.error).toMatchObject({ statusCode: '403' });
  });

  test('an admin cannot read it without an audited request (tests/rls/documents-cases.ts)', async () => {
    const down = await adminUser.storage.from('documents').download(path());
    expect(down.error).not.toBeNull();
  });

  test('an anonymous visitor cannot read it, even with a guessed public URL', async () => {
    const anon = supabaseClient(stack);
    expect((await anon.storage.from('documents').download(path())).error).not.toBeNull();
    const pub = await fetch(anon.storage.from('documents').getPublicUrl(path()).data.publicUrl);
    expect(pub.status).toBe(400);
    expect((await pub.json()).statusCode).toBe('404');
  });
});

describe('bucket limits', () => {
  test('types outside pdf/jpeg/png/webp/heic are refused', async () => {
    const { error } = await bob.storage
      .from('documents')
      .upload(`${bobId}/notes.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(error).toMatchObject({ statusCode: '415' });
  });

  test('files over 10 MB are refused', async () => {
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const { error } = await bob.storage.from('documents').upload(`${bobId}/huge.pdf`, big);
    expect(error).toMatchObject({ statusCode: '413' });
    const ok = new Blob([new Uint8Array(1024)], { type: 'image/png' });
    expect((await bob.storage.from('documents').upload(`${bobId}/photo.png`, ok)).error).toBeNull();
  });
});

test('a tampered signed URL is refused', async () => {
  const path = `${bobId}/id.pdf`;
  await bob.storage.from('documents').upload(path, PDF());
  const { data } = await bob.storage.from('documents').createSignedUrl(path, 60);
  const other = data!.signedUrl.replace('/id.pdf?', '/photo.png?');
  const res = await fetch(other);
  expect(res.status).toBe(400);
  expect((await res.json()).code).toBe('InvalidJWT');
});

describe('what a client’s token can store and how it is served (issue 22)', () => {
  const raw = async (who: SupabaseClient, path: string, contentType: string, body: string) =>
    fetch(`${stack.url}/storage/v1/object/documents/${path}`, {
      method: 'POST',
      headers: {
        apikey: stack.publishableKey,
        authorization: `Bearer ${(await who.auth.getSession()).data.session!.access_token}`,
        'content-type': contentType,
      },
      body,
    });
  const HTML = '<html><script>alert(document.cookie)</script></html>';

  test.each([
    'image/png;,text/html',
    'image/png; charset=utf-8',
    'image/png,text/html',
    'text/html',
    'image/svg+xml',
  ])('the whole type is checked: %s is refused (415)', async (type) => {
    const res = await raw(bob, `${bobId}/${randomUUID()}.png`, type, HTML);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
  });

  test('an allowed type is stored trimmed and exact, and served as data: nosniff and sandbox', async () => {
    const path = `${bobId}/${randomUUID()}.png`;
    expect((await raw(bob, path, ' Image/PNG ', HTML)).status).toBe(200);
    const down = await fetch(`${stack.url}/storage/v1/object/authenticated/documents/${path}`, {
      headers: {
        apikey: stack.publishableKey,
        authorization: `Bearer ${(await bob.auth.getSession()).data.session!.access_token}`,
      },
    });
    expect(down.headers.get('content-type')).toBe('image/png');
    expect(down.headers.get('x-content-type-options')).toBe('nosniff');
    expect(down.headers.get('content-security-policy')).toContain('sandbox');
  });

  test('a %PDF- + HTML polyglot, if stored, is served as an attachment with nosniff and sandbox', async () => {
    const path = `${bobId}/${randomUUID()}.pdf`;
    const polyglot = `%PDF-1.4\n${HTML}\n%%EOF\n`;
    expect((await raw(bob, path, 'application/pdf', polyglot)).status).toBe(200);
    const { data, error } = await bob.storage
      .from('documents')
      .createSignedUrl(path, 60, { download: 'passport-2026-11-26.pdf' });
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename=passport-2026-11-26\.pdf/,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  test('signed URLs live at most 10 minutes here (hosted Storage has no cap)', async () => {
    const path = `${bobId}/${randomUUID()}.pdf`;
    expect((await bob.storage.from('documents').upload(path, PDF())).error).toBeNull();
    const tenYears = await bob.storage.from('documents').createSignedUrl(path, 315_360_000);
    expect(tenYears.error).toMatchObject({ statusCode: '400' });
    expect((await bob.storage.from('documents').createSignedUrl(path, 600)).error).toBeNull();
  });

  test('a signed-out session’s access token reads, uploads and signs nothing', async () => {
    const [carol, carolId] = await person(stack);
    const path = `${carolId}/${randomUUID()}.pdf`;
    expect((await carol.storage.from('documents').upload(path, PDF())).error).toBeNull();
    const token = (await carol.auth.getSession()).data.session!.access_token;
    expect((await carol.auth.signOut()).error).toBeNull();
    const headers = {
      apikey: stack.publishableKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const sign = await fetch(`${stack.url}/storage/v1/object/sign/documents/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ expiresIn: 60 }),
    });
    // Storage checks only the signature; the database's "live session only" policy hides the
    // object from the ended session, so Storage answers as for any object the token may not see.
    expect(sign.status).toBe(400);
    expect(await sign.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    const down = await fetch(`${stack.url}/storage/v1/object/authenticated/documents/${path}`, {
      headers,
    });
    expect(down.status).toBe(400);
    const up = await fetch(`${stack.url}/storage/v1/object/documents/${carolId}/again.pdf`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/pdf' },
      body: '%PDF-1.7',
    });
    expect(up.status).toBe(400);
  });
});
