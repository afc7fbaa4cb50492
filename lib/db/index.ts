/** Server-only data access: Drizzle schema, the shared pool, and RLS-scoped transactions. */
import 'server-only';

export * from './schema';
export { createDb, db, DB_TIMEOUTS, preparedStatementsAllowed, type Db } from './client';
export { asAnon, withUser, type JwtClaims } from './scoped';
export { inTransaction, TransactionTimeout, type Tx } from './transaction';
