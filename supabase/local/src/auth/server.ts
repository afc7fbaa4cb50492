/** The /auth/v1 routes and GoTrue-style error handling around them. */
import type { ServerResponse } from 'node:http';
import { BadJson, BodyTooLarge, type Req, Router } from '../http/router';
import type { AuthContext } from './context';
import { AuthError, OAuthError, err, sendAuthError, sendOAuthError } from './errors';
import {
  createUserAdmin,
  deleteUserAdmin,
  getUserById,
  listUsers,
  updateUserAdmin,
} from './routes/admin';
import {
  adminDeleteFactor,
  adminListFactors,
  adminUpdateFactor,
  challengeFactor,
  enrollFactor,
  unenrollFactor,
  verifyFactor,
} from './routes/factors';
import { generateLink } from './routes/generate-link';
import { invite } from './routes/invite';
import { health, jwks, settings } from './routes/meta';
import { otp, signup } from './routes/signup';
import { logout, token } from './routes/token';
import { getUser, reauthenticate, updateUser } from './routes/user';
import { recover, resend } from './routes/recover';
import { verifyGet, verifyPost } from './routes/verify';

type AuthHandler = (ctx: AuthContext, req: Req, res: ServerResponse) => Promise<void> | void;

export function authRouter(ctx: AuthContext, log: (m: string) => void) {
  const router = new Router();
  const wrap = (h: AuthHandler) => async (req: Req, res: ServerResponse) => {
    try {
      await h(ctx, req, res);
    } catch (e) {
      if (e instanceof OAuthError) return sendOAuthError(res, e);
      let ae: AuthError;
      if (e instanceof AuthError) ae = e;
      else if (e instanceof BadJson)
        ae = err(400, 'bad_json', 'Could not parse request body as JSON');
      else if (e instanceof BodyTooLarge)
        ae = err(413, 'request_entity_too_large', 'Request body too large');
      else {
        log(`auth ${req.method} ${req.path}: ${(e as Error).stack ?? e}`);
        ae = err(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        );
      }
      if (!res.headersSent) sendAuthError(req, res, ae);
    }
  };
  router
    .on('POST', '/signup', wrap(signup))
    .on('POST', '/otp', wrap(otp))
    .on('POST', '/magiclink', wrap(otp))
    .on('POST', '/token', wrap(token))
    .on('POST', '/logout', wrap(logout))
    .on('GET', '/user', wrap(getUser))
    .on('PUT', '/user', wrap(updateUser))
    .on('GET', '/reauthenticate', wrap(reauthenticate))
    .on('POST', '/factors', wrap(enrollFactor))
    .on('POST', '/factors/:factor_id/challenge', wrap(challengeFactor))
    .on('POST', '/factors/:factor_id/verify', wrap(verifyFactor))
    .on('DELETE', '/factors/:factor_id', wrap(unenrollFactor))
    .on('POST', '/recover', wrap(recover))
    .on('GET', '/verify', wrap(verifyGet))
    .on('POST', '/verify', wrap(verifyPost))
    .on('POST', '/resend', wrap(resend))
    .on('GET', '/settings', wrap(settings))
    .on('GET', '/health', wrap(health))
    .on('GET', '/.well-known/jwks.json', wrap(jwks))
    .on('GET', '/admin/users', wrap(listUsers))
    .on('POST', '/admin/users', wrap(createUserAdmin))
    .on('GET', '/admin/users/:id', wrap(getUserById))
    .on('PUT', '/admin/users/:id', wrap(updateUserAdmin))
    .on('DELETE', '/admin/users/:id', wrap(deleteUserAdmin))
    .on('GET', '/admin/users/:id/factors', wrap(adminListFactors))
    .on('PUT', '/admin/users/:id/factors/:factor_id', wrap(adminUpdateFactor))
    .on('DELETE', '/admin/users/:id/factors/:factor_id', wrap(adminDeleteFactor))
    .on('POST', '/admin/generate_link', wrap(generateLink))
    .on('POST', '/invite', wrap(invite));
  return router;
}
