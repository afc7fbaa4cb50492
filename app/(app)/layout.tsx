import { AccountShell } from '@/components/site/account-shell';
import { TimeZoneSync } from '@/components/time/time-zone-sync';
import '../app.css';

/** The signed-in shell: dashboard and admin. Pages call requireUser()/requireAdmin() themselves. */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <AccountShell>
      {children}
      <TimeZoneSync />
    </AccountShell>
  );
}
