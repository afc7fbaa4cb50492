import { When } from '@/components/time/when';
import type { ThreadMessage } from '@/lib/messages/queries';
import { cn } from '@/lib/utils';
import { MessageBody } from './message-body';

/**
 * A thread, oldest first. `viewerId` decides which side a message sits on; `agentView` names the
 * agents and shows file notes (a client's thread never contains one: RLS leaves them out).
 */
export function ThreadView({
  messages,
  viewerId,
  clientId,
  agentView = false,
  empty,
}: {
  messages: ThreadMessage[];
  viewerId: string;
  clientId: string;
  agentView?: boolean;
  empty: string;
}) {
  if (messages.length === 0)
    return (
      <p className="text-muted-foreground text-sm" data-testid="thread-empty">
        {empty}
      </p>
    );
  return (
    <ol className="space-y-3" data-testid="thread" aria-label="Messages">
      {messages.map((m) => {
        const fromClient = m.authorId === clientId;
        const note = m.kind === 'file_note';
        const who =
          m.authorId === viewerId
            ? 'You'
            : fromClient
              ? agentView
                ? 'Client'
                : 'You'
              : agentView
                ? (m.authorName ?? 'Agent')
                : 'Your agent';
        const ours = agentView ? !fromClient : fromClient;
        return (
          <li
            key={m.id}
            data-testid={note ? 'file-note' : 'message'}
            className={cn(
              'max-w-[85%] rounded-lg border p-3',
              note
                ? 'mx-auto border-dashed border-amber-400 bg-amber-50'
                : ours
                  ? 'border-primary/30 bg-primary/5 ml-auto'
                  : 'border-border bg-background mr-auto',
            )}
          >
            <p className="text-muted-foreground mb-1 text-xs">
              <span className="text-foreground font-semibold">
                {note ? `File note by ${who}` : who}
              </span>
              {' · '}
              <When at={m.createdAt} />
            </p>
            <MessageBody body={m.body} />
            {m.documentId && (
              <p className="mt-2 text-sm">
                Attached:{' '}
                <a
                  href={`/api/documents/${m.documentId}/open`}
                  className="text-primary underline"
                  target="_blank"
                  rel="noopener"
                >
                  {m.documentName ?? 'a document'}
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
