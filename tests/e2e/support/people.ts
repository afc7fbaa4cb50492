/**
 * The one way an e2e test makes a new person: a confirmed account through Auth's admin API (as
 * an invitation would), with the local secret key. Signing them in: support/sign-in.ts.
 */
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { LOCAL_DEFAULTS } from '@/lib/env/local';
import type { Person } from '../../support/demo-users';

/** `tag` starts the e-mail address; `name` is the full name given at sign-up (default: `tag`). */
export async function createPerson(tag: string, name = tag): Promise<Person & { id: string }> {
  const person = {
    email: `${tag}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'a-long-enough-password',
  };
  const key = LOCAL_DEFAULTS.SUPABASE_SECRET_KEY;
  const res = await fetch(`${LOCAL_DEFAULTS.NEXT_PUBLIC_SUPABASE_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, email_confirm: true, user_metadata: { full_name: name } }),
  });
  expect(res.status).toBe(200);
  return { ...person, id: ((await res.json()) as { id: string }).id };
}
