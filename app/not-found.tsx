import { NOT_FOUND_DESCRIPTION, NotFoundMessage } from '@/components/site/not-found-message';

export const metadata = {
  title: 'Page not found',
  description: NOT_FOUND_DESCRIPTION,
  robots: { index: false, follow: true },
};

/**
 * For notFound() inside a page (an unknown assessment, say): only the message, inside that page's
 * layout. URLs no route matches get the whole document from app/global-not-found.tsx instead.
 * Kept small: this boundary is part of every page's inline RSC payload.
 */
export default function NotFound() {
  return <NotFoundMessage />;
}
