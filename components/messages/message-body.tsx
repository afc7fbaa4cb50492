import { bodyParts } from '@/lib/messages/format';

/** A message's plain text with its http(s) links clickable; line breaks kept, nothing as HTML. */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {bodyParts(body).map((p, i) =>
        p.kind === 'link' ? (
          <a
            key={i}
            href={p.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-primary underline"
          >
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  );
}
