/** Server-only data access: Drizzle schema, the shared pool, and RLS-scoped transactions. */
import 'server-only';

export * from './schema';
export { createDb, db, type Db } from './client';
export { asAnon, withUser, type JwtClaims } from './scoped';
export { inTransaction, type Tx } from './transaction';
