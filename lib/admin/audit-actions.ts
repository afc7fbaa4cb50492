/** What each audit action means, in words an agent reads at a glance (browser-safe). */
export const AUDIT_ACTIONS: Record<string, string> = {
  'role.granted': 'Agent role granted',
  'role.revoked': 'Agent role revoked',
  'lead.status_changed': 'Lead status changed',
  'lead.assigned': 'Lead assigned',
  'lead.linked_to_client': 'Lead invited / linked to a client account',
  'profile.updated_by_agent': 'Profile changed by an agent',
  'document.uploaded': 'Document uploaded',
  'document.accepted': 'Document accepted',
  'document.needs_replacement': 'Document rejected (needs replacement)',
  'document.requested': 'Document requested',
  'document.signed_url': 'Document opened by an agent',
  'document.hidden': 'Document removed by the client (kept for records)',
  'document.removed': 'Document deleted',
  'data.exported': 'Client downloaded their data',
  'export.leads': 'Leads exported (CSV)',
  'export.audit_log': 'Audit log exported (CSV)',
};

export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;
