import { buttonVariants } from '@/components/ui/button';

/** The 404 page's meta description: what link previews (WhatsApp) and crawlers show for a dead link. */
export const NOT_FOUND_DESCRIPTION =
  'This page has moved or does not exist. Start from our visa guides, the PR points calculator or book a consultation with a registered migration agent.';

/**
 * The 404 message, inside whatever layout is around it (the site header and footer, or the account
 * shell). Plain links here and in forbidden.tsx and unauthorized.tsx: these boundaries are in every
 * page's payload, so a next/link in them would put its code on every page.
 */
export function NotFoundMessage() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-primary text-7xl font-extrabold">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground mt-2 max-w-md">
        The page you are looking for has moved or does not exist. Our visa guides and calculators
        are a good place to start.
      </p>
      <a href="/" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
        Back to home
      </a>
    </div>
  );
}
