import { ShellFrame } from '@/components/site/shell-frame';
import { TimeZoneSync } from '@/components/time/time-zone-sync';
import { PortalAccount } from './_account/portal-account';
import { RootDocument, rootMetadata, rootViewport } from '@/components/site/root-document';
import '../app.css';

export const metadata = rootMetadata;
export const viewport = rootViewport;

/** The signed-in shell: dashboard and admin. Pages call requireUser()/requireAdmin() themselves. */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument>
      <ShellFrame account={<PortalAccount />} portal>
        {children}
        <TimeZoneSync />
      </ShellFrame>
    </RootDocument>
  );
}
