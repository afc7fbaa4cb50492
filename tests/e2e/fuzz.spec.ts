/**
 * Hostile input against every public form and /api/leads: whatever arrives, the answer is never
 * a 5xx. Form posts are sent from inside the page, as a browser sends them: the form's own
 * FormData (with React's $ACTION_* fields) posted to the page (the no-JavaScript path), and the
 * fetch-action shape (Next-Action header) for the structural attacks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './support/sign-in';

const HOSTILE = [
  '\u0000',
  'Rahul\u0000Sharma',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; drop table leads; --',
  '${7*7}{{7*7}}',
  '=HYPERLINK("http://evil.example")',
  '../../../../etc/passwd',
  '\r\n\r\nBcc: victim@example.com',
  '\u202egnp.exe',
  '\u200b\u200b\u200b',
  '😀'.repeat(2000),
  'x'.repeat(6000),
  '2026-13-01',
  '9999-99-99',
  '-1',
  'NaN',
  '__proto__',
  '[object Object]',
  '\\',
  '\u2028\u2029',
];

const FORMS = [
  { path: '/contact', kind: 'contact' },
  { path: '/contact', kind: 'callback' },
  { path: '/book-consultation', kind: 'consultation' },
];

/** Posts from inside the page; returns the HTTP statuses. */
async function postFromPage(
  page: Page,
  kind: string,
  mode: 'fields' | 'structural',
  values: string[],
): Promise<{ label: string; status: number }[]> {
  return page.evaluate(
    async ({ kind, mode, values }) => {
      const form = document.querySelector<HTMLFormElement>(`[data-testid="lead-form-${kind}"]`)!;
      const base = new FormData(form);
      const fields = [...base.keys()].filter((k) => !k.startsWith('$'));
      const post = async (label: string, init: RequestInit) => {
        const r = await fetch(location.pathname, { method: 'POST', ...init });
        await r.arrayBuffer();
        return { label, status: r.status };
      };
      const out: { label: string; status: number }[] = [];
      if (mode === 'fields') {
        for (const [i, value] of values.entries()) {
          // The value in every field at once, then in each field alone.
          const all = new FormData(form);
          for (const f of fields) all.set(f, value);
          out.push(await post(`all fields = hostile #${i}`, { body: all }));
        }
        for (const f of fields) {
          const one = new FormData(form);
          one.set(f, `x\u0000${f}\ud800`);
          out.push(await post(`${f} = NUL+surrogate`, { body: one }));
        }
        const named = new FormData(form);
        named.set('na\u0000me', 'x');
        out.push(await post('field name with NUL', { body: named }));
        return out;
      }
      const ref = [...base.keys()].find((k) => /^\$ACTION_\d+:0$/.test(k));
      const id = ref ? (JSON.parse(String(base.get(ref))) as { id: string }).id : 'missing';
      const action = { 'next-action': id, accept: 'text/x-component' };
      const enc = (extra: Record<string, string>) => {
        const fd = new FormData();
        for (const [k, v] of Object.entries(extra)) fd.set(k, v);
        return fd;
      };
      out.push(
        await post('text/plain junk', {
          headers: { ...action, 'content-type': 'text/plain;charset=UTF-8' },
          body: 'junk',
        }),
      );
      out.push(
        await post('text/plain valid reply, not FormData', {
          headers: { ...action, 'content-type': 'text/plain;charset=UTF-8' },
          body: '["$undefined","hello"]',
        }),
      );
      out.push(
        await post('multipart without closing boundary', {
          headers: { ...action, 'content-type': 'multipart/form-data; boundary=XYZ' },
          body: '--XYZ\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n',
        }),
      );
      out.push(
        await post('multipart without boundary', {
          headers: { ...action, 'content-type': 'multipart/form-data' },
          body: 'garbage',
        }),
      );
      out.push(
        await post('fetch action over 1 MB', {
          headers: action,
          body: enc({ '1_kind': kind, '1_message': 'x'.repeat(1_200_000), '0': '["$K1"]' }),
        }),
      );
      const bigForm = new FormData(form);
      bigForm.set('message', 'y'.repeat(1_100_000));
      out.push(await post('form post over 1 MB', { body: bigForm }));
      out.push(
        await post('unknown action id', {
          headers: { ...action, 'next-action': '00'.repeat(21) },
          body: enc({ '0': '["$K1"]' }),
        }),
      );
      out.push(
        await post('multipart fetch action without field 0', {
          headers: action,
          body: enc({ '1_kind': kind, '1_fullName': 'Sana' }),
        }),
      );
      out.push(
        await post('multipart fetch action, field 0 not JSON', {
          headers: action,
          body: enc({ '0': '["$K1"', '1_kind': kind }),
        }),
      );
      out.push(
        await post('fetch action, FormData arg empty', {
          headers: action,
          body: enc({ '0': '["$undefined","$K1"]' }),
        }),
      );
      out.push(
        await post('urlencoded garbage', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '%%%&&&==%ZZ',
        }),
      );
      return out;
    },
    { kind, mode, values },
  );
}

test('every public form answers hostile input without a 5xx', async ({ page }) => {
  test.setTimeout(300_000);
  const results: { label: string; status: number }[] = [];
  for (const { path, kind } of FORMS) {
    await page.goto(path);
    for (const r of await postFromPage(page, kind, 'fields', HOSTILE))
      results.push({ ...r, label: `${kind}: ${r.label}` });
    for (const r of await postFromPage(page, kind, 'structural', []))
      results.push({ ...r, label: `${kind}: ${r.label}` });
  }
  expect(results.length).toBeGreaterThanOrEqual(100);
  // Every field of every form was posted alone: a form whose fields lost their names (or a
  // selector that found no form) must not turn that loop into a silent no-op.
  for (const { kind } of FORMS) {
    const alone = results
      .filter((r) => r.label.startsWith(`${kind}: `) && r.label.endsWith(' = NUL+surrogate'))
      .map((r) => r.label.slice(`${kind}: `.length, -' = NUL+surrogate'.length));
    // The text fields every lead form has (an unchosen <select> is not in FormData).
    expect(alone, kind).toEqual(expect.arrayContaining(['kind', 'fullName', 'email', 'phone']));
  }
  expect(results.filter((r) => r.status >= 500)).toEqual([]);
  // The structural attacks are refused outright, not rendered as a page.
  const refused = results.filter((r) => /1 MB|junk|boundary|field 0/.test(r.label));
  // Seven shapes on each of the three forms: a renamed label must not empty this check.
  expect(refused).toHaveLength(7 * FORMS.length);
  for (const r of refused) expect(r.status, r.label).toBeGreaterThanOrEqual(400);
  for (const r of refused) expect(r.status, r.label).toBeLessThan(500);
});

test('a cross-site post to a form is refused with 403, not 500', async ({ page, request }) => {
  await page.goto('/contact');
  const id = await page.evaluate(() => {
    const fd = new FormData(document.querySelector('form')!);
    const ref = [...fd.keys()].find((k) => /^\$ACTION_\d+:0$/.test(k))!;
    return (JSON.parse(String(fd.get(ref))) as { id: string }).id;
  });
  const r = await request.post('/contact', {
    headers: { origin: 'https://evil.example', 'next-action': id },
    multipart: { '0': '["$undefined","$K1"]', '1_kind': 'contact' },
  });
  expect(r.status()).toBe(403);
  // An Origin header that is present but empty is no same-site origin either (Next answered 500).
  const empty = await request.post('/contact', {
    headers: { origin: '', 'next-action': id },
    multipart: { '0': '["$undefined","$K1"]', '1_kind': 'contact' },
  });
  expect(empty.status()).toBe(403);
});

test('admin pages answer hostile filters in the URL without a 5xx', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN, '/admin');
  const values = ['%00', 'a%00b', '%ED%A0%80', '%25', '%5C', encodeURIComponent("' OR 1=1 --")];
  const urls = ['/admin/clients', '/admin/leads', '/admin/audit', '/admin/assessments'].flatMap(
    (path) =>
      values.flatMap((v) =>
        ['q', 'status', 'page', 'from', 'to', 'kind', 'action', 'actor', 'client'].map(
          (k) => `${path}?${k}=${v}`,
        ),
      ),
  );
  const results: { url: string; status: number }[] = [];
  for (const url of urls) {
    const r = await page.request.get(url, { maxRedirects: 0 });
    results.push({ url, status: r.status() });
  }
  expect(results.length).toBe(4 * values.length * 9);
  expect(results.filter((r) => r.status >= 500)).toEqual([]);
  // Signed in as an agent: the hostile searches are pages, not redirects to sign-in.
  expect(results.filter((r) => r.url.includes('q=%00')).map((r) => r.status)).toEqual([
    200, 200, 200, 200,
  ]);
});

test('/api/leads answers hostile JSON without a 5xx', async ({ request }) => {
  test.setTimeout(180_000);
  const valid = {
    kind: 'contact',
    fullName: 'Sana Malik',
    email: 'fuzz@example.com',
    country: 'Pakistan',
    visaInterest: 'GSM Visa',
    message: 'Which skilled visa suits a software engineer?',
  };
  const bodies: [string, string][] = [];
  for (const [i, v] of HOSTILE.entries()) {
    bodies.push([
      `all fields #${i}`,
      JSON.stringify(Object.fromEntries(Object.keys(valid).map((k) => [k, v]))),
    ]);
    bodies.push([`message #${i}`, JSON.stringify({ ...valid, fullName: v, idempotencyKey: v })]);
  }
  for (const raw of [
    '',
    'null',
    '[]',
    '"string"',
    '{"kind":{"$gt":""}}',
    '{"kind":"contact","fullName":123,"email":true,"message":null}',
    '{"kind":"contact","__proto__":{"admin":true}}',
    '{"kind":"contact","fullName":"\\u0000"}',
    '{"kind":"contact","fullName":"\\ud800"}',
    '['.repeat(5000) + ']'.repeat(5000),
    '{"a":' + '{"a":'.repeat(2000) + '1' + '}'.repeat(2001),
    JSON.stringify({ ...valid, message: 'z'.repeat(50_000) }),
  ])
    bodies.push([`raw ${raw.slice(0, 30)}`, raw]);
  const results: { label: string; status: number }[] = [];
  for (const [label, data] of bodies) {
    const r = await request.post('/api/leads', {
      headers: { 'content-type': 'application/json' },
      data,
    });
    results.push({ label, status: r.status() });
  }
  expect(results.length).toBeGreaterThanOrEqual(60);
  expect(results.filter((r) => r.status >= 500)).toEqual([]);
});

/**
 * Every dynamic route under app/ (a page or route handler with a `[param]` segment), as URL
 * patterns: route groups dropped, each dynamic segment marked `*`. Read from the folders, so a
 * new dynamic route is fuzzed without editing this list.
 */
function dynamicRoutes(dir = 'app', segments: string[] = []): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
      const seg = entry.name.startsWith('(') ? null : entry.name.startsWith('[') ? '*' : entry.name;
      out.push(...dynamicRoutes(join(dir, entry.name), seg ? [...segments, seg] : segments));
    } else if (/^(page|route)\.tsx?$/.test(entry.name) && segments.includes('*')) {
      out.push(`/${segments.join('/')}`);
    }
  }
  return out;
}

const ODD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  encodeURIComponent("' OR 1=1 --"),
  '%00',
  'x'.repeat(300),
  '12345678-1234-1234-1234-1234567890123',
];

const MALFORMED = ['%ED%A0%80', '%FF', '%', '%E0%A4', '%C0%AF', 'a%ZZb', '%00%ED%B0%80'];

async function statusesFor(request: APIRequestContext, routes: string[]) {
  const results: { url: string; status: number }[] = [];
  for (const route of routes)
    for (const bad of MALFORMED) {
      const url = route.replaceAll('*', bad);
      const r = await request.get(url, { maxRedirects: 0 });
      results.push({ url, status: r.status() });
    }
  return results;
}

test('malformed percent-encoding in any dynamic segment is a 400, never a 5xx', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const routes = dynamicRoutes();
  // The ones the issue names must be among those found.
  expect(routes).toEqual(
    expect.arrayContaining([
      '/api/engagements/*/pdf',
      '/api/documents/*/open',
      '/visas/*',
      '/blog/*',
    ]),
  );
  const signedOut = await statusesFor(request, routes);
  await signIn(page, DEMO_ADMIN, '/admin');
  const signedIn = await statusesFor(page.request, routes);
  const all = [...signedOut, ...signedIn];
  expect(all.length).toBe(2 * routes.length * MALFORMED.length);
  expect(all.filter((r) => r.status !== 400 && r.status !== 404)).toEqual([]);
  // Well-formed but hostile or out-of-shape ids reach the pages and their queries: not found
  // (or sign-in), never a 5xx.
  const odd = [];
  for (const route of routes)
    for (const value of ODD_IDS) {
      const url = route.replaceAll('*', value);
      odd.push({ url, status: (await page.request.get(url, { maxRedirects: 0 })).status() });
    }
  expect(odd.filter((r) => r.status >= 500)).toEqual([]);
});

/** Each server action in the build and a path of the page that holds it (ids change per build). */
function serverActions(): { id: string; name: string; path: string }[] {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as { node: Record<string, { exportedName?: string; workers: Record<string, unknown> }> };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const page = Object.keys(entry.workers)[0]!;
    const path =
      page
        .replace(/^app/, '')
        .replace(/\/page$/, '')
        .split('/')
        .filter((s) => !s.startsWith('('))
        .map((s) => (s.startsWith('[') ? '00000000-0000-4000-8000-000000000000' : s))
        .join('/') || '/';
    return { id, name: entry.exportedName ?? id, path };
  });
}

test('server actions posted as JSON, text or without FormData are refused, never a 5xx', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const actions = serverActions();
  expect(actions.map((a) => a.name)).toEqual(
    expect.arrayContaining(['sendMessageAction', 'submitLeadAction']),
  );
  await signIn(page, DEMO_ADMIN, '/admin');
  const shapes: [
    string,
    { headers: Record<string, string>; data?: string; multipart?: Record<string, string> },
  ][] = [
    [
      'application/json, an object for the FormData',
      { headers: { 'content-type': 'application/json' }, data: '["$undefined",{}]' },
    ],
    [
      'application/json, no arguments',
      { headers: { 'content-type': 'application/json' }, data: '[]' },
    ],
    [
      'application/json, a string',
      { headers: { 'content-type': 'application/json' }, data: '"x"' },
    ],
    [
      'text/plain reply without FormData',
      { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: '["$undefined","hello"]' },
    ],
    [
      'urlencoded fetch action',
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: '0=%5B%22%24undefined%22%5D',
      },
    ],
    ['application/xml', { headers: { 'content-type': 'application/xml' }, data: '<a/>' }],
    ['no content type', { headers: {}, data: '["$undefined"]' }],
    [
      'multipart, a string for the FormData',
      { headers: {}, multipart: { '0': '["$undefined","x"]' } },
    ],
    ['multipart, root not an array', { headers: {}, multipart: { '0': '{"a":"$K1"}' } }],
  ];
  const results: { label: string; status: number }[] = [];
  for (const action of actions)
    for (const [label, shape] of shapes) {
      const r = await page.request.post(action.path, {
        headers: { ...shape.headers, 'next-action': action.id, accept: 'text/x-component' },
        ...(shape.multipart ? { multipart: shape.multipart } : { data: shape.data ?? '' }),
        maxRedirects: 0,
      });
      results.push({ label: `${action.name} ${action.path}: ${label}`, status: r.status() });
    }
  expect(results.length).toBe(actions.length * shapes.length);
  expect(results.filter((r) => r.status < 400 || r.status >= 500)).toEqual([]);
});
