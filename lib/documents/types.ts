/** Row types for components (which must not import lib/db themselves). Type-only: no runtime code. */
export type { AuditEntry } from '@/lib/db/schema/audit';
export type { DocumentRequestRow, DocumentRow } from '@/lib/db/schema/documents';
