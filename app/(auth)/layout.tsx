import { ChatButton } from '@/components/chat-button';
import { AccountShell } from '@/components/site/account-shell';
import { TimeZoneSync } from '@/components/time/time-zone-sync';
import { RootDocument, rootMetadata, rootViewport } from '@/components/site/root-document';
import '../app.css';

export const metadata = rootMetadata;
export const viewport = rootViewport;

/** Sign-in pages: the site shell plus the auth provider and toasts. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument>
      <AccountShell footer>{children}</AccountShell>
      <ChatButton />
      {/* The portal's times are in the viewer's zone: learn it here, before the dashboard. */}
      <TimeZoneSync refresh={false} />
    </RootDocument>
  );
}
