'use client';

import { Toaster as Sonner, toast } from 'sonner';

/** The app's toaster. Mounted only in shells that show notices, to keep marketing pages light. */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton />;
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
