import { MDXContent as Compiled } from '@content-collections/mdx/react';
import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { headingId } from '@/lib/heading-id';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) {
    return textOf((node as { props: { children?: ReactNode } }).props.children);
  }
  return '';
}

/**
 * Internal links use next/link (no full reload), fetched on tap: prefetching every linked page in
 * view would cost a reader on a phone data for pages they may never open. External ones open in a
 * new tab.
 */
function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/'))
    return (
      <Link href={href} prefetch={false} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

/**
 * GFM tables inside a box that scrolls sideways on its own, so a wide table never widens the page.
 * Focusable and labelled so keyboard users can scroll it too.
 */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" role="region" aria-label="Table, scrolls sideways" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

const components = {
  h2: ({ children }: { children?: ReactNode }) => (
    <h2 id={headingId(textOf(children))}>{children}</h2>
  ),
  h3: ({ children }: { children?: ReactNode }) => (
    <h3 id={headingId(textOf(children))}>{children}</h3>
  ),
  a: Anchor,
  table: Table,
};

/** Renders a compiled MDX body from the content collections. */
export function MdxContent({ code }: { code: string }) {
  return (
    <div className="prose-content">
      <Compiled code={code} components={components} />
    </div>
  );
}
