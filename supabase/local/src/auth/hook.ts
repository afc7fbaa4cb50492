/**
 * The custom access token hook, called like GoTrue's pg-functions hooks: as supabase_auth_admin,
 * with a 2 s statement timeout, `select "<schema>"."<fn>"(<event>)`; the output is validated
 * against GoTrue's minimum viable token schema before anything is signed.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { err } from './errors';

const REQUIRED = [
  'aud',
  'exp',
  'iat',
  'sub',
  'email',
  'phone',
  'role',
  'aal',
  'session_id',
  'is_anonymous',
];
const STRINGS = ['jti', 'iss', 'sub', 'email', 'phone', 'role', 'aal', 'session_id', 'client_id'];
const INTEGERS = ['exp', 'iat', 'nbf'];

export function validateClaims(claims: unknown): Record<string, unknown> {
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
    throw err(500, 'unexpected_failure', 'output claims field is missing');
  }
  const c = claims as Record<string, unknown>;
  const problems: string[] = [];
  for (const k of REQUIRED) if (!(k in c)) problems.push(`${k} is required`);
  for (const k of STRINGS)
    if (k in c && typeof c[k] !== 'string') problems.push(`${k}: expected string`);
  for (const k of INTEGERS)
    if (k in c && !Number.isInteger(c[k])) problems.push(`${k}: expected integer`);
  if ('aud' in c && typeof c.aud !== 'string' && !Array.isArray(c.aud))
    problems.push('aud: expected string or array');
  if ('is_anonymous' in c && typeof c.is_anonymous !== 'boolean')
    problems.push('is_anonymous: expected boolean');
  for (const k of ['app_metadata', 'user_metadata']) {
    if (k in c && (typeof c[k] !== 'object' || c[k] === null || Array.isArray(c[k])))
      problems.push(`${k}: expected object`);
  }
  if ('amr' in c && !Array.isArray(c.amr)) problems.push('amr: expected array');
  if (problems.length)
    throw err(
      500,
      'unexpected_failure',
      `output claims do not conform to the expected schema: ${problems.join('; ')}`,
    );
  return c;
}

export async function runAccessTokenHook(
  db: Database,
  hook: { schema: string; fn: string },
  input: {
    userId: string;
    claims: Record<string, unknown>;
    authenticationMethod: string;
    ip: string;
  },
): Promise<Record<string, unknown>> {
  const name = `"${hook.schema.replace(/"/g, '""')}"."${hook.fn.replace(/"/g, '""')}"`;
  const event = {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'customize-access-token',
      ip_address: input.ip,
    },
    user_id: input.userId,
    claims: input.claims,
    authentication_method: input.authenticationMethod,
  };
  let output: unknown;
  try {
    output = await db.tx(async (tx) => {
      await tx.query(
        `select set_config('role', 'supabase_auth_admin', true), set_config('statement_timeout', '2000', true)`,
      );
      const row = await tx.one<{ out: unknown }>(`select ${name}($1::jsonb) as out`, [
        JSON.stringify(event),
      ]);
      return row?.out;
    });
  } catch (e) {
    throw err(
      500,
      'unexpected_failure',
      `Error running hook URI: pg-functions://postgres/${hook.schema}/${hook.fn}: ${(e as Error).message}`,
    );
  }
  if (!output || typeof output !== 'object')
    throw err(500, 'unexpected_failure', 'output claims field is missing');
  const o = output as { claims?: unknown; error?: { http_code?: number; message?: string } };
  if (o.error && typeof o.error === 'object' && o.error.message) {
    const status = Number.isInteger(o.error.http_code) ? o.error.http_code! : 500;
    throw err(status, status >= 500 ? 'unexpected_failure' : 'unknown', o.error.message);
  }
  return validateClaims(o.claims);
}
