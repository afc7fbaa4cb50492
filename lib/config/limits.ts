/**
 * Per-person limits the database enforces (supabase/migrations/20261126000200_*): it counts in
 * public.rate_limits and refuses with SQLSTATE PT429 (lib/db/errors.ts). These copies are for
 * the messages people see; tests/rls/assessments-cases.ts holds the two to the same numbers.
 * Windows are fixed: a day is a UTC day, an hour a clock hour.
 */
export const personLimits = {
  /** Assessments a client starts in a day (40 in a row were possible). */
  assessmentsStartedPerDay: 10,
  /** Assessments a client sends in a day (each one e-mails the agency). */
  assessmentsSubmittedPerDay: 5,
  /** Documents stored for a client in an hour, and in a day. */
  documentsPerHour: 60,
  documentsPerDay: 150,
} as const;
