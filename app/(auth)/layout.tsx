import { ChatButton } from '@/components/chat-button';
import { AccountShell } from '@/components/site/account-shell';

/** Sign-in pages: the site shell plus the auth provider and toasts. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <AccountShell footer>{children}</AccountShell>
      <ChatButton />
    </>
  );
}
