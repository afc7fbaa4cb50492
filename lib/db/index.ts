/** Server-only data access: Drizzle schema, the shared pool, and RLS-scoped transactions. */
import 'server-only';

export * from './schema';
export { createDb, db, DEFAULT_DATABASE_URL, preparedStatementsAllowed, type Db } from './client';
export { asAnon, withUser, type JwtClaims, type Tx } from './scoped';
