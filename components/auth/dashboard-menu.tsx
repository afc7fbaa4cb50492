'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { dashboardMenu } from '@/lib/config/nav';
import type { AuthUser } from '@/lib/auth/types';

/**
 * The signed-in user's Dashboard menu (spec §2): profile and documents, the three assessment
 * lists, Admin Panel for admins only, and Sign Out. `signOut` is where Sign Out posts: in the
 * portal the address of the server's sign-out (a plain form post; the portal loads no Supabase
 * client in the browser), on public and sign-in pages the browser client's sign-out.
 */
export function DashboardMenu({
  user,
  isAdmin,
  signOut,
  busy = false,
}: {
  user: Pick<AuthUser, 'email' | 'fullName'> | null;
  isAdmin: boolean;
  signOut: string | (() => void);
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  // min-h-11: 44 px targets at 375 px (WCAG 2.5.8, aiming at 2.5.5).
  const item = 'flex min-h-11 w-full items-center px-4 text-left text-sm hover:bg-muted';

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="hover:bg-muted flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium"
      >
        Dashboard
        <span className="sr-only"> menu for {user.fullName ?? user.email}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        data-testid="dashboard-menu"
        className="border-border bg-background absolute right-0 z-50 mt-1 w-64 rounded-md border py-1 shadow-lg"
      >
        <p className="border-border text-muted-foreground truncate border-b px-4 py-2 text-xs">
          {user.email}
        </p>
        {dashboardMenu.map((l) => (
          <Link key={l.href} href={l.href} className={item} onClick={() => setOpen(false)}>
            {l.label}
          </Link>
        ))}
        {isAdmin && (
          <Link href="/admin" className={item} onClick={() => setOpen(false)}>
            Admin Panel
          </Link>
        )}
        <form action={signOut} method={typeof signOut === 'string' ? 'post' : undefined}>
          <button
            type="submit"
            disabled={busy}
            className={`${item} border-border w-full border-t text-left`}
          >
            Sign Out
          </button>
        </form>
      </div>
    </div>
  );
}
