/**
 * A visa page's or guide's body: HTML rendered from its Markdown at build time (lib/markdown-html.ts,
 * from our own content files, never from visitors). Sent as one string rather than a React tree,
 * it weighs about a third less in the page and React has nothing inside it to hydrate. Links in it
 * are plain links: a tap loads the next page in full.
 */
export function Prose({ html }: { html: string }) {
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
