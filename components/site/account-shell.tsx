import { AccountSlot } from '@/components/auth/account-slot';
import { AuthProvider } from '@/components/auth/auth-provider';
import { ShellFrame } from '@/components/site/shell-frame';

/** The shell of the sign-in pages: the account frame with the auth provider the forms use. */
export function AccountShell({
  children,
  footer = false,
}: {
  children: React.ReactNode;
  footer?: boolean;
}) {
  return (
    <AuthProvider>
      <ShellFrame account={<AccountSlot />} footer={footer}>
        {children}
      </ShellFrame>
    </AuthProvider>
  );
}
