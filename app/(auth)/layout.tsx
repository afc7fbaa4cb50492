import { ChatButton } from '@/components/chat-button';
import { AccountShell } from '@/components/site/account-shell';
import { TimeZoneSync } from '@/components/time/time-zone-sync';
import '../app.css';

/** Sign-in pages: the site shell plus the auth provider and toasts. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <AccountShell footer>{children}</AccountShell>
      <ChatButton />
      {/* The portal's times are in the viewer's zone: learn it here, before the dashboard. */}
      <TimeZoneSync refresh={false} />
    </>
  );
}
