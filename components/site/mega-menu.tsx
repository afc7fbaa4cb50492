'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { VisaGroup } from '@/lib/config/visas';
import { visaPath } from '@/lib/config/visas';
import { cn } from '@/lib/utils';

/** How long the menu stays after the pointer leaves (spec: 1 s). */
export const MEGA_MENU_HIDE_DELAY_MS = 1000;

/**
 * Visa Services mega menu. Hover shows it; leaving hides it after 1 s unless the pointer comes
 * back; a link click hides it at once. Keyboard: Enter/Space toggles, Escape closes and returns
 * focus to the trigger, Tab past the panel closes it.
 */
export function MegaMenu({ groups }: { groups: VisaGroup[] }) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const cancelHide = useCallback(() => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  }, []);

  const show = useCallback(() => {
    cancelHide();
    setOpen(true);
  }, [cancelHide]);

  const hideNow = useCallback(() => {
    cancelHide();
    setOpen(false);
  }, [cancelHide]);

  const hideLater = useCallback(() => {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(false), MEGA_MENU_HIDE_DELAY_MS);
  }, [cancelHide]);

  useEffect(() => cancelHide, [cancelHide]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        hideNow();
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hideNow]);

  return (
    <div
      ref={rootRef}
      className="static"
      onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && hideLater()}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) hideNow();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? hideNow() : show())}
        className="hover:bg-muted flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium"
      >
        Visa Services
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <div
        id={panelId}
        data-testid="mega-menu"
        hidden={!open}
        className="border-border bg-background absolute inset-x-0 top-full border-b shadow-xl"
      >
        <nav
          aria-label="Visa services"
          className="mx-auto grid max-w-7xl grid-cols-5 gap-x-6 gap-y-5 px-6 py-6"
        >
          {groups.map((group) => (
            <div key={group.id}>
              <p className="text-primary mb-2 text-xs font-bold tracking-wide uppercase">
                {group.name}
              </p>
              <ul className="space-y-1">
                {group.visas.map((visa) => (
                  <li key={visa.slug}>
                    <Link
                      href={visaPath(visa.slug)}
                      onClick={hideNow}
                      className="text-foreground hover:bg-muted hover:text-primary block rounded px-1 py-0.5 text-sm"
                    >
                      {visa.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </div>
  );
}
