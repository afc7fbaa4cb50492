import type { ReactNode } from 'react';

/** A lead form on its page: a bordered card with its heading and one line about it. */
export function LeadFormCard({
  id,
  title,
  text,
  className = '',
  children,
}: {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`border-border rounded-lg border p-6 ${className}`}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-muted-foreground mt-1 mb-5 text-sm">{text}</p>
      {children}
    </section>
  );
}
