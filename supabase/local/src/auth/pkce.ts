/** PKCE parameters on /signup, /recover, /resend, /otp, PUT /user, and the S256 check at /token. */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../db/client';
import { err } from './errors';

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

export function parsePkce(body: Record<string, unknown>): PkceParams | undefined {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method =
    typeof body.code_challenge_method === 'string' ? body.code_challenge_method.toLowerCase() : '';
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw err(
      400,
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  if (challenge.length < 43 || challenge.length > 128 || !/^[A-Za-z0-9._~-]+$/.test(challenge)) {
    throw err(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (method !== 's256' && method !== 'plain') {
    throw err(400, 'validation_failed', `code challenge method not supported: ${method}`);
  }
  return { challenge, method };
}

export async function createFlowState(
  tx: Tx,
  userId: string,
  pkce: PkceParams,
  authenticationMethod: string,
) {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, authenticationMethod],
  );
}

export function verifierMatches(verifier: string, challenge: string, method: string): boolean {
  const computed =
    method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(computed);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
