/** /admin/users: list, create, read, update, delete (internal/api/admin.go). */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type Req, sendJson } from '../../http/router';
import type { AuthContext } from '../context';
import { err } from '../errors';
import { assertStrongPassword, hashPassword } from '../password';
import {
  type UserRow,
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  isValidEmail,
  loadUserJson,
  mergeMeta,
  userJson,
} from '../users';
import { isUuid, obj, requireAdmin, s } from './guards';

const AUD = 'authenticated';

function banUntil(v: unknown): Date | null | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (v === 'none') return null;
  const m = /^(\d+(?:\.\d+)?)(h|m|s|ms)$/.exec(String(v));
  if (!m)
    throw err(400, 'validation_failed', 'invalid format for ban duration: time: invalid duration');
  const mult = { h: 3600e3, m: 60e3, s: 1e3, ms: 1 }[m[2] as 'h' | 'm' | 's' | 'ms'];
  return new Date(Date.now() + Number(m[1]) * mult);
}

export async function listUsers(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  const parse = (name: string, dflt: number) => {
    const raw = req.query.get(name);
    if (raw === null || raw === '') return dflt;
    if (!/^\d+$/.test(raw))
      throw err(
        400,
        'validation_failed',
        `Bad Pagination Parameters: ${name} must be a positive integer`,
      );
    return Number(raw);
  };
  const page = Math.max(parse('page', 1), 1);
  const perPage = parse('per_page', 50) || 50;
  const filter = req.query.get('filter') ?? '';
  const sortDir = /\basc\b/i.test(req.query.get('sort') ?? '') ? 'asc' : 'desc';
  const where = `aud = $1 and ($2 = '' or email like '%' || $2 || '%' or raw_user_meta_data ->> 'full_name' ilike '%' || $2 || '%')`;
  const total = Number(
    (await ctx.db.one<{ n: string }>(`select count(*) as n from auth.users where ${where}`, [
      AUD,
      filter,
    ]))!.n,
  );
  const rows = await ctx.db.query<UserRow>(
    `select * from auth.users where ${where} order by created_at ${sortDir}, id limit $3 offset $4`,
    [AUD, filter, perPage, (page - 1) * perPage],
  );
  const last = Math.ceil(total / perPage);
  const links: string[] = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(
    total === 0
      ? '</admin/users?page=0>; rel="last"'
      : `</admin/users?page=${last}&per_page=${perPage}>; rel="last"`,
  );
  sendJson(
    res,
    200,
    { users: rows.map((u) => userJson(u, null)), aud: AUD },
    { 'x-total-count': String(total), link: links.join(', ') },
  );
}

export async function userOr404(ctx: AuthContext, id: string) {
  if (!isUuid(id)) throw err(404, 'validation_failed', 'user_id must be an UUID');
  const u = await findUserById(ctx.db, id);
  if (!u) throw err(404, 'user_not_found', 'User not found');
  return u;
}

export async function getUserById(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  sendJson(res, 200, await loadUserJson(ctx.db, await userOr404(ctx, req.param('id'))));
}

export async function createUserAdmin(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  const body = await req.json();
  const email = s(body.email).trim().toLowerCase();
  if (!email && !s(body.phone))
    throw err(400, 'validation_failed', 'Cannot create a user without either an email or phone');
  if (s(body.phone))
    throw err(400, 'validation_failed', 'Phone users are not supported by supabase/local');
  if (!isValidEmail(email))
    throw err(400, 'validation_failed', 'Unable to validate email address: invalid format');
  if (s(body.password) && s(body.password_hash))
    throw err(400, 'validation_failed', 'Only a password or a password hash should be provided');
  if (
    body.id !== undefined &&
    (typeof body.id !== 'string' || !isUuid(body.id) || /^0{8}-/.test(body.id))
  ) {
    throw err(400, 'validation_failed', 'ID must conform to the uuid v4 format');
  }
  const passwordHash =
    s(body.password_hash) ||
    (await hashPassword(s(body.password) || randomBytes(32).toString('hex')));
  const until = banUntil(body.ban_duration);
  const json = await ctx.db.tx(async (tx) => {
    if (await findUserByEmail(tx, email, AUD))
      throw err(422, 'email_exists', 'A user with this email address has already been registered');
    let u = await createUser(tx, {
      id: typeof body.id === 'string' ? body.id : undefined,
      email,
      passwordHash,
      aud: AUD,
      role: s(body.role) || 'authenticated',
      userMetadata: obj(body.user_metadata) ?? {},
      appMetadata: obj(body.app_metadata),
      confirmed: body.email_confirm === true,
      copyIdentityData: false,
    });
    if (until !== undefined)
      u = (await tx.one<UserRow>(
        'update auth.users set banned_until = $2 where id = $1 returning *',
        [u.id, until],
      ))!;
    return loadUserJson(tx, u);
  });
  sendJson(res, 200, json);
}

export async function updateUserAdmin(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  const user = await userOr404(ctx, req.param('id'));
  const body = await req.json();
  const password = s(body.password);
  if (password)
    assertStrongPassword(
      password,
      ctx.cfg.auth.minimumPasswordLength,
      ctx.cfg.auth.passwordRequirements,
    );
  const passwordHash = password ? await hashPassword(password) : s(body.password_hash) || undefined;
  const until = banUntil(body.ban_duration);
  try {
    const json = await ctx.db.tx(async (tx) => {
      let u = user;
      const set = async (sql: string, params: unknown[]) => {
        u = (await tx.one<UserRow>(
          `update auth.users set ${sql}, updated_at = now() where id = $1 returning *`,
          [u.id, ...params],
        ))!;
      };
      const email = s(body.email).trim().toLowerCase();
      if (email && email !== u.email) {
        await set('email = $2', [email]);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`,
          [u.id, email],
        );
      }
      if (passwordHash) {
        await set('encrypted_password = $2', [passwordHash]);
        await tx.query('delete from auth.sessions where user_id = $1', [u.id]);
      }
      if (obj(body.user_metadata))
        await set('raw_user_meta_data = $2', [
          mergeMeta(u.raw_user_meta_data, obj(body.user_metadata)!),
        ]);
      if (obj(body.app_metadata))
        await set('raw_app_meta_data = $2', [
          mergeMeta(u.raw_app_meta_data, obj(body.app_metadata)!),
        ]);
      if (s(body.role)) await set('role = $2', [s(body.role)]);
      if (until !== undefined) await set('banned_until = $2', [until]);
      if (body.email_confirm === true) u = await confirmEmail(tx, u.id);
      return loadUserJson(tx, u);
    });
    sendJson(res, 200, json);
  } catch (e) {
    if ((e as { code?: string }).code === '23505')
      throw err(500, 'unexpected_failure', 'Error updating user');
    throw e;
  }
}

export async function deleteUserAdmin(ctx: AuthContext, req: Req, res: ServerResponse) {
  await requireAdmin(ctx, req);
  const user = await userOr404(ctx, req.param('id'));
  const body = await req.json();
  if (body.should_soft_delete === true) {
    await ctx.db.tx(async (tx) => {
      await tx.query(
        `update auth.users set email = $2, phone = null, encrypted_password = '', confirmation_token = '', recovery_token = '',
           email_change = '', email_change_token_new = '', raw_user_meta_data = '{}', deleted_at = now(), updated_at = now()
         where id = $1`,
        [user.id, `${user.id}@deleted.invalid`],
      );
      await tx.query(`update auth.identities set identity_data = '{}' where user_id = $1`, [
        user.id,
      ]);
      await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    });
  } else {
    await ctx.db.query('delete from auth.users where id = $1', [user.id]);
  }
  sendJson(res, 200, {});
}
