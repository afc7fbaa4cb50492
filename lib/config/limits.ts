/**
 * Per-person limits the database enforces (supabase/migrations/20261126000200_*, and
 * private.person_limit() from 20261128110500_*): it counts in public.rate_limits and refuses with
 * SQLSTATE PT429 (lib/db/errors.ts). These copies are for the messages people see;
 * tests/rls/assessments-cases.ts holds the two to the same numbers (private.person_limit(name)
 * answers for the names it knows). Windows are fixed: a day is a UTC day, an hour a clock hour;
 * except Storage's, which counts the files put into a person's folder in the last 60 minutes.
 */
export const personLimits = {
  /** Assessments a client starts in a day (40 in a row were possible). */
  assessmentsStartedPerDay: 10,
  /** Assessments a client sends in a day (each one e-mails the agency). */
  assessmentsSubmittedPerDay: 5,
  /** Documents stored for a client in an hour, and in a day. */
  documentsPerHour: 60,
  documentsPerDay: 150,
  /** Messages a client sends in an hour (30 of 5,000 characters in a row were accepted). */
  messagesPerHour: 30,
} as const;
