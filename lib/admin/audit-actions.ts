/**
 * What each audit action means, in words an agent reads at a glance (browser-safe). Every action a
 * migration records must be here (tests/unit/audit-actions.test.ts reads the migrations), so the
 * filter on /admin/audit offers all of them.
 */
export const AUDIT_ACTIONS: Record<string, string> = {
  'role.granted': 'Agent role granted',
  'role.revoked': 'Agent role revoked',
  'lead.status_changed': 'Lead status changed',
  'lead.assigned': 'Lead assigned',
  'lead.linked_to_client': 'Lead invited / linked to a client account',
  'profile.updated_by_agent': 'Profile changed by an agent',
  'assessment.created': 'Assessment started',
  'assessment.draft_deleted': 'Assessment draft deleted',
  'assessment.submitted': 'Assessment sent to the agency',
  'assessment.in_review': 'Assessment review started',
  'assessment.info_requested': 'Assessment: question to the client',
  'assessment.responded': 'Assessment answered by the agent',
  'assessment.closed': 'Assessment closed',
  'assessment.read': 'Assessment opened by an agent',
  'assessment.unconsented_answers_removed': 'Health or character answers removed (no consent)',
  'document.uploaded': 'Document uploaded',
  'document.accepted': 'Document accepted',
  'document.needs_replacement': 'Document rejected (needs replacement)',
  'document.requested': 'Document requested',
  'document.request_changed': 'Document request changed',
  'document.request_cancelled': 'Document request cancelled',
  'document.signed_url': 'Document opened by an agent',
  'document.agent_uploaded': 'File uploaded by an agent for the client',
  'document.hidden': 'Document removed by the client (kept for records)',
  'document.removed': 'Document deleted',
  'engagement.created': 'Engagement offer drafted',
  'engagement.draft_changed': 'Engagement draft changed',
  'engagement.draft_deleted': 'Engagement draft deleted',
  'engagement.sent': 'Engagement offer sent to the client',
  'engagement.withdrawn': 'Engagement offer withdrawn',
  'engagement.accepted': 'Engagement accepted by the client',
  'engagement.declined': 'Engagement declined by the client',
  'engagement.expired': 'Engagement offer expired',
  'engagement.pdf_stored': 'Signed engagement PDF stored',
  'data.exported': 'Client downloaded their data',
  'export.leads': 'Leads exported (CSV)',
  'export.audit_log': 'Audit log exported (CSV)',
  // Scheduled jobs and closing accounts (20261126140000_jobs_retention_closing.sql, lib/jobs).
  'account.closed': 'Account closed (signed out, sign-in blocked)',
  'account.erased': 'Closed account erased (no records left)',
  'assessment.destroyed': 'Assessment destroyed (retention date passed)',
  'assessment.rechecked': 'Assessment re-checked under new points rules',
  'document.destroyed': 'Document destroyed (retention date passed)',
  'document.legal_hold_set': 'Document put on legal hold',
  'document.legal_hold_lifted': 'Legal hold lifted',
  'matter.destroyed': 'Matter destroyed (retention date passed)',
  // Matters and deadlines (20261126120000_matters_rules.sql).
  'matter.opened': 'Matter opened',
  'matter.stage_changed': 'Matter moved to a new stage',
  'matter.client_approved': 'Client approved the application for lodgement',
  'deadline.created': 'Deadline added',
  'deadline.changed': 'Deadline changed',
  'deadline.done': 'Deadline marked done',
  'deadline.reopened': 'Deadline reopened',
  // Two-step sign-in (20261126130000_agents_need_aal2.sql, 20261128130000_totp_code_uses.sql)
  // and a client's lost authenticator (20261128140000_factor_recoveries.sql).
  'mfa.factor_verified': 'Authenticator app set up',
  'mfa.factor_removed': 'Authenticator app removed',
  'mfa.locked': 'Authenticator paused after 5 wrong codes',
  'factor_recovery.requested': 'Client asked to remove a lost authenticator',
  'factor_recovery.verified': 'Lost authenticator: identity checked (video call)',
  'factor_recovery.approved': 'Lost authenticator: removal approved (24-hour wait)',
  'factor_recovery.completed': 'Lost authenticator removed by the scheduled job',
  'factor_recovery.cancelled': 'Lost authenticator request cancelled',
  // The clients' account (20261129170000_clients_account.sql).
  'billing.invoice_created': 'Invoice drafted',
  'billing.credit_note_created': 'Credit note drafted',
  'billing.invoice_changed': 'Invoice draft changed',
  'billing.invoice_discarded': 'Invoice draft deleted',
  'billing.invoice_issued': 'Invoice or credit note issued',
  'billing.invoice_status_changed': 'Invoice paid, part paid or credited',
  'billing.invoice_pdf_stored': 'Invoice PDF stored',
  'billing.deposit_requested': 'Deposit requested from the client',
  'billing.deposit_request_paid': 'Deposit request paid',
  'billing.deposit_request_cancelled': 'Deposit request cancelled',
  'billing.ledger_entry_recorded': 'Clients’ account entry recorded',
  'billing.reconciled': 'Clients’ account reconciled and locked',
};

/** The filter's groups: every action starting with the prefix. */
export const AUDIT_GROUPS: Record<string, string> = {
  'assessment.': 'Assessments (all)',
  'document.': 'Documents (all)',
  'engagement.': 'Engagements (all)',
  'lead.': 'Leads (all)',
  'profile.': 'Profiles (all)',
  'role.': 'Team changes (all)',
  'data.': 'Client data downloads (all)',
  'export.': 'Exports (all)',
  'account.': 'Accounts (all)',
  'matter.': 'Matters (all)',
  'deadline.': 'Deadlines (all)',
  'mfa.': 'Two-step sign-in (all)',
  'factor_recovery.': 'Lost authenticators (all)',
  'billing.': 'Clients’ account and invoices (all)',
};

export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;

/** Who acted, as what: the role the database recorded when they acted. */
export const ACTOR_ROLE_LABELS = { agent: 'agent', client: 'client', system: 'system' } as const;
export type ActorRole = keyof typeof ACTOR_ROLE_LABELS;
