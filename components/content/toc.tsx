/** Table of contents from the ## and ### headings of a page. */
export function Toc({ items }: { items: { depth: number; text: string; id: string }[] }) {
  if (items.length < 3) return null;
  return (
    <nav aria-label="On this page" className="side-box toc">
      <p className="font-semibold">On this page</p>
      <ol>
        {items.map((h) => (
          <li key={h.id} className={h.depth === 3 ? 'pl-4' : undefined}>
            <a href={`#${h.id}`}>{h.text.replace(/[*`_]/g, '')}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
