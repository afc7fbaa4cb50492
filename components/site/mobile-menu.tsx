'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import type { NavLink } from '@/lib/config/nav';
import type { VisaMenuItem } from '@/lib/config/visas';
import { visaPath } from '@/lib/config/visas';
import { cn } from '@/lib/utils';

/**
 * The small-screen menu: the header's items with the visa list flattened under a Visa Services
 * sub-list that expands and collapses. Closes on navigation and on Escape.
 */
export function MobileMenu({
  before,
  after,
  visas,
  bookingUrl,
}: {
  before: NavLink[];
  after: NavLink[];
  visas: VisaMenuItem[];
  bookingUrl: string;
}) {
  const [open, setOpen] = useState(false);
  const [visasOpen, setVisasOpen] = useState(false);
  const menuId = useId();
  const visasId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const item = 'block rounded-md px-3 py-3 text-base font-medium hover:bg-muted';

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
        className="hover:bg-muted flex size-11 items-center justify-center rounded-md"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={menuId}
        aria-label="Main menu"
        hidden={!open}
        data-testid="mobile-menu"
        className="border-border bg-background absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b px-4 pb-6 shadow-lg"
      >
        <ul className="pt-2">
          {before.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={item} onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-expanded={visasOpen}
              aria-controls={visasId}
              onClick={() => setVisasOpen((v) => !v)}
              className={cn(item, 'flex w-full items-center justify-between text-left')}
            >
              Visa Services
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className={cn('size-5 transition-transform', visasOpen && 'rotate-180')}
              >
                <path
                  fill="currentColor"
                  d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
                />
              </svg>
            </button>
            <ul
              id={visasId}
              hidden={!visasOpen}
              data-testid="mobile-visa-list"
              className="border-border ml-3 border-l pl-2"
            >
              {visas.map((v) => (
                <li key={v.slug}>
                  <Link
                    href={visaPath(v.slug)}
                    className="hover:bg-muted block rounded px-3 py-2 text-sm"
                    onClick={() => setOpen(false)}
                  >
                    {v.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {after.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={item} onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            </li>
          ))}
          <li>
            <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={item}>
              Book Consultation <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
          <li>
            <Link href="/pr-calculator" className={item} onClick={() => setOpen(false)}>
              PR Calculator
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
