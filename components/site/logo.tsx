import Link from 'next/link';
import { siteConfig } from '@/lib/config/site';

/**
 * `plain`: an ordinary link, for the portal's header, where next/link would add its code to every
 * portal page for one tap that leaves the portal anyway.
 */
export function Logo({ plain = false, home = '/' }: { plain?: boolean; home?: string }) {
  const Anchor = plain ? 'a' : Link;
  return (
    <Anchor
      href={home}
      {...(plain ? {} : { prefetch: false })}
      className="text-primary flex min-h-11 items-center gap-2 font-bold"
      aria-label={`${siteConfig.name}, home`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          fill="#fff"
          d="M16 6l2.4 5.6 6 .5-4.6 3.9 1.4 5.9L16 18.8l-5.2 3.1 1.4-5.9-4.6-3.9 6-.5z"
        />
      </svg>
      <span className="leading-tight">
        <span className="block text-sm sm:text-base">{siteConfig.name}</span>
      </span>
    </Anchor>
  );
}
