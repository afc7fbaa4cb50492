/**
 * A visa page's or guide's body: HTML rendered from its Markdown at build time (lib/markdown-html.ts,
 * from our own content files, never from visitors). It is inside the page's static part
 * (app/(marketing)/parts.tsx), so the string is in the HTML only. Links in it are plain links: a tap
 * loads the next page in full.
 */
export function Prose({ html }: { html: string }) {
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
