/** FAQ as native disclosure widgets: works without JavaScript, keyboard and screen-reader friendly. */
export function FaqList({
  faq,
  title = 'Frequently asked questions',
}: {
  faq: { q: string; a: string }[];
  title?: string;
}) {
  if (!faq.length) return null;
  return (
    <section aria-labelledby="faq" className="mt-12">
      <h2 id="faq" className="text-2xl font-bold">
        {title}
      </h2>
      <div className="divide-border border-border mt-4 divide-y rounded-lg border">
        {faq.map((f) => (
          <details key={f.q} className="group p-4">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span className="flex items-start justify-between gap-4">
                {f.q}
                <span
                  aria-hidden="true"
                  className="text-primary transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </span>
            </summary>
            <p className="text-muted-foreground mt-2">{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
