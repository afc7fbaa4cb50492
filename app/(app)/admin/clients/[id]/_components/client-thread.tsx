import { MarkRead } from '@/components/messages/mark-read';
import { MessagePoller } from '@/components/messages/message-poller';
import { ThreadView } from '@/components/messages/thread-view';
import type { CurrentUser } from '@/lib/auth/server';
import { attachableDocuments, thread } from '@/lib/messages/queries';
import { AgentMessageForm } from './agent-message-form';
import { Section } from './section';
import { agentMessageAction, markClientThreadReadAction } from './thread-actions';

/**
 * The client's thread with file notes, and the form to reply or record a note. On the client page
 * (whole thread) and on a matter page (`matterId`: that matter's messages; new ones tied to it).
 * Once shown, it marks the thread read for this agent (MarkRead: a render writes nothing).
 */
export async function ClientThread({
  agent,
  clientId,
  matterId = null,
}: {
  agent: CurrentUser;
  clientId: string;
  matterId?: string | null;
}) {
  const [{ messages, cursor }, documents] = await Promise.all([
    thread(agent, clientId, matterId),
    attachableDocuments(agent, clientId),
  ]);
  return (
    <Section id="messages" title="Messages and file notes">
      <ThreadView
        messages={messages}
        viewerId={agent.id}
        clientId={clientId}
        agentView
        empty="No messages or file notes yet."
      />
      <div className="border-border mt-4 border-t pt-4">
        <AgentMessageForm
          action={agentMessageAction}
          documents={documents}
          clientId={clientId}
          matterId={matterId}
        />
      </div>
      <MessagePoller since={cursor} clientId={clientId} />
      <MarkRead action={markClientThreadReadAction} shown={cursor} clientId={clientId} />
    </Section>
  );
}
