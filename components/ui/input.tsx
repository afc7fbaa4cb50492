import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={clsx(
        'border-input bg-background placeholder:text-muted-foreground focus-visible:outline-ring aria-invalid:border-destructive flex h-11 w-full rounded-md border px-3 py-2 text-base focus-visible:outline-2 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
