import { ShellFrame } from '@/components/site/shell-frame';
import { TimeZoneSync } from '@/components/time/time-zone-sync';
import { PortalAccount } from './_account/portal-account';
import '../app.css';

/** The signed-in shell: dashboard and admin. Pages call requireUser()/requireAdmin() themselves. */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <ShellFrame account={<PortalAccount />} portal>
      {children}
      <TimeZoneSync />
    </ShellFrame>
  );
}
