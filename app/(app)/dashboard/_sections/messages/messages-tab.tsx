import Link from 'next/link';
import { MessageForm } from '@/components/messages/message-form';
import { MarkRead } from '@/components/messages/mark-read';
import { MessagePoller } from '@/components/messages/message-poller';
import { ThreadView } from '@/components/messages/thread-view';
import type { SectionProps } from '..';
import { attachableDocuments, thread, threadMatters } from '@/lib/messages/queries';
import { cn } from '@/lib/utils';
import { markMyThreadReadAction, sendMessageAction } from './message-actions';

/** The client's messages with the agency, all or one matter's (`?tab=messages&matter=<id>`). */
export async function MessagesTab({ user, query: { matter } }: SectionProps) {
  const [matters, documents] = await Promise.all([
    threadMatters(user, user.id),
    attachableDocuments(user, user.id),
  ]);
  const current = matters.find((m) => m.id === matter) ?? null;
  const { messages, cursor } = await thread(user, user.id, current?.id);
  const chip = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1 text-sm',
      active ? 'border-primary bg-primary/10 font-semibold' : 'border-border hover:bg-muted',
    );
  return (
    <div className="space-y-6">
      <section className="border-border bg-background rounded-lg border p-4 sm:p-5">
        <h2 className="text-lg font-semibold">Messages with your agent</h2>
        <p className="text-muted-foreground mt-1 text-sm">
          Ask a question or send an update. We reply on business days and e-mail you when there is a
          new message.
        </p>
        {matters.length > 0 && (
          <nav aria-label="Which application" className="mt-3 flex flex-wrap gap-2">
            <Link href="/dashboard?tab=messages" className={chip(!current)}>
              All messages
            </Link>
            {matters.map((m) => (
              <Link
                key={m.id}
                href={`/dashboard?tab=messages&matter=${m.id}`}
                className={chip(current?.id === m.id)}
              >
                {m.title}
              </Link>
            ))}
          </nav>
        )}
        <div className="mt-4">
          <ThreadView
            messages={messages}
            viewerId={user.id}
            clientId={user.id}
            empty="No messages yet. Write to your agent below."
          />
        </div>
      </section>
      <section className="border-border bg-background rounded-lg border p-4 sm:p-5">
        <h2 className="mb-3 text-lg font-semibold">Write a message</h2>
        <MessageForm action={sendMessageAction} documents={documents} matterId={current?.id} />
      </section>
      <MessagePoller since={cursor} />
      <MarkRead action={markMyThreadReadAction} shown={cursor} />
    </div>
  );
}
