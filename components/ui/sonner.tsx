'use client';

import { Toaster as Sonner, toast } from 'sonner';

/** Below the sticky header (4 rem high): a notice must never cover the navigation. */
const TOAST_OFFSET = { top: 80 } as const;
const TOAST_MOBILE_OFFSET = { top: 72, left: 16, right: 16 } as const;

/** The app's toaster. Mounted only in shells that show notices, to keep marketing pages light. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      richColors
      closeButton
    />
  );
}

export type ToastVariant = 'default' | 'destructive';

/** Notices per the spec: a default or a destructive toast. */
export function notify(
  message: string,
  options: { variant?: ToastVariant; description?: string } = {},
) {
  const { variant = 'default', description } = options;
  if (variant === 'destructive') return toast.error(message, { description });
  return toast(message, { description });
}
