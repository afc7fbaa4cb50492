import { AccountShell } from '@/components/site/account-shell';

/** The signed-in shell: dashboard and admin. Pages call requireUser()/requireAdmin() themselves. */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
