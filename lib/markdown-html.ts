/**
 * Build time only (content-collections.ts): a page body, GitHub-flavoured Markdown, to an HTML
 * string. The page renders the string as it is, so the body reaches the browser once as HTML plus
 * once as one string in the inline RSC payload, instead of as one React element per paragraph,
 * list item and table cell (a JSON tree half again the size of the HTML) that React then hydrates.
 * The bodies hold no JSX or expressions; content/README.md says to keep it that way.
 */
import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { headingId } from './heading-id';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map(textOf).join('');
  return '';
}

/** Parents whose whitespace-only text between children never renders (a line break each). */
const blockParents = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol']);

function isBlank(node: RootContent, parent: Root | Element) {
  if (node.type !== 'text' || node.value.trim()) return false;
  return parent.type === 'root' || blockParents.has(parent.tagName);
}

/** Ids on ## and ### (the table of contents links to them), link targets, scrollable tables. */
function shape(node: Root | Element) {
  const kept = node.children.filter((child) => !isBlank(child, node)) as typeof node.children;
  node.children = kept.map((child) => {
    if (child.type !== 'element') return child;
    shape(child);
    if (child.tagName === 'h2' || child.tagName === 'h3') {
      child.properties.id = headingId(textOf(child));
    } else if (child.tagName === 'a') {
      // Links to other sites open in a new tab; links within the site stay in this one.
      if (!String(child.properties.href ?? '').startsWith('/')) {
        child.properties.target = '_blank';
        child.properties.rel = ['noopener', 'noreferrer'];
      }
    } else if (child.tagName === 'table') {
      // A wide table scrolls sideways in its own box, never the page; focusable and labelled so
      // keyboard users can scroll it too (styles: .prose-content .table-scroll).
      return {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['table-scroll'],
          role: 'region',
          ariaLabel: 'Table, scrolls sideways',
          tabIndex: 0,
        },
        children: [child],
      } satisfies Element;
    }
    return child;
  });
}

export async function markdownToHtml(markdown: string): Promise<string> {
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  shape(tree);
  return toHtml(tree);
}
