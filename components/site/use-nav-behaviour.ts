'use client';

import { useEffect } from 'react';

/** How long the mega menu stays after the pointer leaves (spec: 1 s). */
export const MEGA_MENU_HIDE_DELAY_MS = 1000;

const WIDE = '(min-width: 64rem)';

/** The ids site-nav.tsx gives its two <details> elements. */
export const NAV_ROOT_ID = 'site-nav';
export const NAV_MEGA_ID = 'site-nav-visas';

/**
 * What JavaScript adds to the header's <details> navigation (site-nav.tsx), which works without it:
 * on wide screens the Visa Services menu opens on mouse hover and closes 1 s after the pointer
 * leaves unless it comes back; any link click closes the menus at once (a slow page load keeps
 * the old page on screen meanwhile); Escape closes and returns focus; tabbing out of the mega menu closes it.
 * The <details> elements keep their own open state: nothing here re-renders.
 *
 * A client component that renders nothing, placed beside the markup it enhances: the nav itself is
 * server-rendered HTML, so its links and the visa list cost no JavaScript.
 */
export function NavBehaviour() {
  useEffect(() => {
    const root = document.getElementById(NAV_ROOT_ID);
    const mega = document.getElementById(NAV_MEGA_ID);
    if (!(root instanceof HTMLDetailsElement) || !(mega instanceof HTMLDetailsElement)) return;
    const megaSummary = mega.querySelector('summary');
    const rootSummary = root.querySelector('summary');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => clearTimeout(timer);
    const hover = (e: PointerEvent) => e.pointerType === 'mouse' && matchMedia(WIDE).matches;

    const onEnter = (e: PointerEvent) => {
      if (!hover(e)) return;
      cancel();
      mega.open = true;
    };
    const onLeave = (e: PointerEvent) => {
      if (!hover(e)) return;
      cancel();
      timer = setTimeout(() => (mega.open = false), MEGA_MENU_HIDE_DELAY_MS);
    };
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element) || !e.target.closest('a')) return;
      cancel();
      mega.open = false;
      root.open = false;
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !mega.contains(e.relatedTarget)) mega.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (mega.open) {
        cancel();
        mega.open = false;
        if (matchMedia(WIDE).matches || root.open) megaSummary?.focus();
      } else if (root.open) {
        root.open = false;
        rootSummary?.focus();
      }
    };

    mega.addEventListener('pointerenter', onEnter);
    mega.addEventListener('pointerleave', onLeave);
    mega.addEventListener('focusout', onFocusOut);
    root.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      cancel();
      mega.removeEventListener('pointerenter', onEnter);
      mega.removeEventListener('pointerleave', onLeave);
      mega.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return null;
}
