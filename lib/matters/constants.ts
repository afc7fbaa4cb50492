/** Matter stages (portal.md part 2); `lodged` and `info_requested` alternate until a decision. */
export const MATTER_STAGES = [
  'preparing',
  'client_review',
  'lodged',
  'info_requested',
  'decided',
  'closed',
] as const;
export type MatterStage = (typeof MATTER_STAGES)[number];

export const MATTER_OUTCOMES = ['granted', 'refused', 'withdrawn'] as const;
export type MatterOutcome = (typeof MATTER_OUTCOMES)[number];

export const DEADLINE_KINDS = [
  'info_request',
  'natural_justice',
  'bridging_visa_condition',
  'visa_expiry',
  'health_examination',
  'police_certificate',
  'review_application',
  'other',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** Who a matter member is to the application (20261130150000_matter_members.sql). */
export const MEMBER_ROLES = [
  'primary_applicant',
  'sponsor',
  'partner',
  'dependent_child',
  'other',
] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
