import { ChatButton } from '@/components/chat-button';
import { FreshAfterHistory } from './_components/fresh-after-history';

/**
 * Every dashboard page shows what is saved now, also after Back and Forward. The WhatsApp link
 * sits at the end of the page in the flow, not floating (a fixed button covered form labels on a
 * phone). The admin panel has none.
 */
export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <FreshAfterHistory />
      {children}
      <ChatButton placement="inline" />
    </>
  );
}
