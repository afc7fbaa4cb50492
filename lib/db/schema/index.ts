/**
 * The Drizzle schema: one file per domain, mirroring supabase/migrations (the source of truth;
 * these files only type queries, and RLS lives in the migrations).
 */
export * from './core';
export * from './leads';
export * from './documents';
export * from './audit';
export * from './admin';
export * from './assessments';
export * from './engagements';
export * from './matters';
export * from './messages';
export * from './jobs';
export * from './factor-recoveries';
export * from './billing';
