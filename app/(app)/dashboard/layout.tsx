import { ChatButton } from '@/components/chat-button';

/**
 * The client's dashboard: the WhatsApp link sits at the end of the page in the flow, not floating
 * (a fixed button covered form labels on a phone). The admin panel has none.
 */
export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <ChatButton placement="inline" />
    </>
  );
}
