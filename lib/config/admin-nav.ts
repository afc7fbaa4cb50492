/** The admin area's left navigation, as data (portal.md's routes). */
export const adminNav = [
  { label: 'Queue', href: '/admin' },
  { label: 'Leads', href: '/admin/leads' },
  { label: 'Assessments', href: '/admin/assessments' },
  { label: 'Clients', href: '/admin/clients' },
  { label: 'Matters', href: '/admin/matters' },
  { label: 'Deadlines', href: '/admin/deadlines' },
  { label: 'Messages', href: '/admin/messages' },
  { label: 'Billing', href: '/admin/billing' },
  { label: 'Team', href: '/admin/team' },
  { label: 'Security', href: '/admin/security' },
  { label: 'Audit log', href: '/admin/audit' },
] as const;
