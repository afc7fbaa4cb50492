import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind class override a conflicting earlier one.
 * For server components: tailwind-merge is ~8 KiB gzip of JavaScript, so client components
 * (components/ui, the calculator, the site header) use `clsx` and avoid conflicting classes instead.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
