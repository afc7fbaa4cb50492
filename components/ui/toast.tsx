'use client';

import { useEffect, useSyncExternalStore } from 'react';

/**
 * The app's notices: a short message at the top centre, below the sticky header, for 4 seconds
 * (sonner's placement, colours and timing, which this replaced: issue 39, 15 KiB gzip less script
 * on every portal page). The list is one polite live region, so a screen reader reads each notice
 * once; an error says so with role="alert". Mounted only in shells that show notices.
 */

export type ToastVariant = 'default' | 'destructive';

interface Toast {
  id: number;
  message: string;
  description?: string;
  variant: ToastVariant;
}

/** How long a notice stays, as sonner's default. */
const DURATION_MS = 4000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const snapshot = () => toasts;
const serverSnapshot = (): readonly Toast[] => [];

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Notices per the spec: a default or a destructive toast. */
export function notify(
  message: string,
  options: { variant?: ToastVariant; description?: string } = {},
) {
  const { variant = 'default', description } = options;
  const id = nextId++;
  // The newest in front, as sonner's collapsed stack showed it; the older ones were read out already.
  toasts = [{ id, message, description, variant }];
  emit();
  return id;
}

/** The colours sonner's `richColors` gave each kind (light theme). */
const LOOK: Record<ToastVariant, string> = {
  default: 'border-[hsl(0,0%,93%)] bg-white text-[hsl(0,0%,9%)]',
  destructive: 'border-[hsl(359,100%,94%)] bg-[hsl(359,100%,97%)] text-[hsl(360,100%,45%)]',
};

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <li
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      data-toast={toast.variant}
      className={`pointer-events-auto relative flex w-full items-center gap-1.5 rounded-lg border p-4 text-[13px] shadow-[0_4px_12px_rgba(0,0,0,0.1)] ${LOOK[toast.variant]}`}
    >
      {toast.variant === 'destructive' && (
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0" aria-hidden="true">
          <path
            fillRule="evenodd"
            clipRule="evenodd"
            d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z"
          />
        </svg>
      )}
      <div className="min-w-0">
        <div className="leading-normal font-medium">{toast.message}</div>
        {toast.description && <div className="leading-snug">{toast.description}</div>}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => dismiss(toast.id)}
        className={`absolute -top-2 -left-2 flex size-5 items-center justify-center rounded-full border ${LOOK[toast.variant]}`}
      >
        <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
          <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </li>
  );
}

/** The app's toaster: below the sticky header (4 rem high), so a notice never covers the navigation. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  // A failed try's red notice goes when the person tries again: it stayed over the accepted
  // agreement once the retry had succeeded (the form that would have replaced it was gone).
  useEffect(() => {
    const clear = () => {
      if (!toasts.some((t) => t.variant === 'destructive')) return;
      toasts = toasts.filter((t) => t.variant !== 'destructive');
      emit();
    };
    document.addEventListener('submit', clear, true);
    return () => document.removeEventListener('submit', clear, true);
  }, []);
  return (
    <section aria-label="Notifications" aria-live="polite" aria-relevant="additions text">
      <ol className="pointer-events-none fixed inset-x-4 top-[72px] z-[999999] flex flex-col gap-3.5 min-[601px]:inset-x-auto min-[601px]:top-20 min-[601px]:left-1/2 min-[601px]:w-[356px] min-[601px]:-translate-x-1/2">
        {list.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}
