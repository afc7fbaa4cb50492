/** GET /settings, /health and /.well-known/jwks.json. */
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';

const PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

export function settings(ctx: AuthContext, _req: Req, res: ServerResponse) {
  const external: Record<string, boolean> = {
    anonymous_users: false, // not implemented by supabase/local
  };
  for (const p of PROVIDERS) external[p] = false;
  external.email = ctx.cfg.auth.email.enableSignup;
  external.phone = false;
  sendJson(res, 200, {
    external,
    disable_signup: !ctx.cfg.auth.enableSignup,
    mailer_autoconfirm: !ctx.cfg.auth.email.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: 'twilio',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}

export function health(_ctx: AuthContext, _req: Req, res: ServerResponse) {
  sendJson(res, 200, {
    version: 'supabase-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

export function jwks(ctx: AuthContext, _req: Req, res: ServerResponse) {
  sendJson(res, 200, ctx.keys.jwks, { 'cache-control': 'public, max-age=600' });
}
