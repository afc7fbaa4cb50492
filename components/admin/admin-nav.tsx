'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LinkPending } from '@/components/portal/link-pending';
import { adminNav } from '@/lib/config/admin-nav';
import { cn } from '@/lib/utils';

/**
 * Left navigation on wide screens; on a phone the same links wrap into rows above the page, so
 * nothing hides behind a menu button or off the edge and every link stays one tap.
 */
export function AdminNav() {
  const pathname = usePathname();
  const current = (href: string) =>
    href === '/admin'
      ? pathname === '/admin'
      : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label="Admin" data-testid="admin-nav">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {adminNav.map((item) => (
          <li key={item.href} className="shrink-0">
            <Link
              href={item.href}
              aria-current={current(item.href) ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap',
                current(item.href)
                  ? 'bg-primary text-primary-foreground'
                  : 'text-foreground hover:bg-muted',
              )}
            >
              {item.label}
              <LinkPending />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
