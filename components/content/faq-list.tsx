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
      {/* Styles (and the + that turns into ×): `.faq` in app/globals.css. */}
      <div className="faq">
        {faq.map((f) => (
          <details key={f.q}>
            <summary>
              <span>{f.q}</span>
            </summary>
            <p>{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
