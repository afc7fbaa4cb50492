/** A client's request to remove a lost authenticator (issue 36): browser-safe words and limits. */
import type { FactorRecoveryStatus } from '@/lib/db/schema/factor-recoveries';

export const CONTACT_NOTE_MAX = 500;
export const CHECK_NOTE_MIN = 10;
export const CHECK_NOTE_MAX = 2000;

/** The documented identity check, in the words both sides read. */
export const IDENTITY_CHECK =
  'An agent calls you on video and compares you with the passport you gave us. A second agent then approves, and the authenticator is removed 24 hours later.';

export const RECOVERY_STATUS_LABELS: Record<FactorRecoveryStatus, string> = {
  requested: 'Waiting for an identity check',
  verified: 'Identity checked, waiting for a second agent',
  approved: 'Approved, removal after the 24-hour wait',
  completed: 'Authenticator removed',
  cancelled: 'Cancelled',
};

export const OPEN_RECOVERY_STATUSES = ['requested', 'verified', 'approved'] as const;
