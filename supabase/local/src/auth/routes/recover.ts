/**
 * POST /recover and POST /resend (internal/api/recover.go, resend.go): both answer {} for unknown
 * addresses, in the same time as for known ones (answer-floor.ts).
 */
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { withAnswerFloor } from '../answer-floor';
import { err } from '../errors';
import {
  issueEmailChangeTokens,
  issueEmailToken,
  sendEmailChangeMails,
  sendTokenEmail,
} from '../otp';
import { parsePkce } from '../pkce';
import { pickRedirect } from '../redirect';
import { findUserByEmail, isValidEmail } from '../users';
import { s } from './guards';

export async function recover(ctx: AuthContext, req: Req, res: ServerResponse) {
  const body = await req.json();
  const email = s(body.email).trim().toLowerCase();
  if (!email) throw err(400, 'validation_failed', 'Password recovery requires an email');
  if (!isValidEmail(email))
    throw err(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const pkce = parsePkce(body);
  const redirectTo = pickRedirect(ctx, req);
  await withAnswerFloor('recover', async () => {
    const issued = await ctx.db.tx(async (tx) => {
      const user = await findUserByEmail(tx, email, 'authenticated');
      // Unknown address: the same empty 200, so the endpoint cannot be used to probe for accounts.
      if (!user) return undefined;
      // A known address asking again within max_frequency gets GoTrue's 429, as in production;
      // the app's form shows the same words either way (see supabase/README.md).
      return issueEmailToken(ctx, tx, 'recovery', user, {
        email,
        redirectTo,
        pkce,
        checkFrequency: true,
      });
    });
    if (issued) await sendTokenEmail(ctx, 'recovery', email, issued, { redirectTo });
  });
  sendJson(res, 200, {});
}

export async function resend(ctx: AuthContext, req: Req, res: ServerResponse) {
  const body = await req.json();
  const type = s(body.type);
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw err(
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (type === 'sms' || type === 'phone_change')
    throw err(400, 'validation_failed', 'Phone resends are disabled');
  const email = s(body.email).trim().toLowerCase();
  if (!email) throw err(400, 'validation_failed', 'Type provided requires an email address');
  const pkce = parsePkce(body);
  const redirectTo = pickRedirect(ctx, req);
  await withAnswerFloor('resend', async () => {
    const issued = await ctx.db.tx(async (tx) => {
      const user = await findUserByEmail(tx, email, 'authenticated');
      if (!user) return undefined;
      if (type === 'signup') {
        if (user.email_confirmed_at) return undefined;
        return {
          to: email,
          kind: 'confirmation' as const,
          t: await issueEmailToken(ctx, tx, 'confirmation', user, {
            email,
            redirectTo,
            pkce,
            checkFrequency: true,
          }),
        };
      }
      if (!user.email_change) return undefined;
      // sendEmailChange again: fresh tokens for both addresses (secure change), one frequency limit.
      const tokens = await issueEmailChangeTokens(ctx, tx, user, {
        newEmail: user.email_change,
        redirectTo,
        pkce,
      });
      return { kind: 'email_change' as const, user, tokens };
    });
    if (!issued) return;
    if (issued.kind === 'confirmation') {
      await sendTokenEmail(ctx, issued.kind, issued.to, issued.t, { redirectTo });
    } else {
      await sendEmailChangeMails(
        ctx,
        issued.user,
        issued.tokens,
        redirectTo,
        issued.user.email_change!,
      );
    }
  });
  sendJson(res, 200, {});
}
