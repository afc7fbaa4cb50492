import { FreshAfterHistory } from './_components/fresh-after-history';

/** Every dashboard page shows what is saved now, also after Back and Forward. */
export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <FreshAfterHistory />
      {children}
    </>
  );
}
