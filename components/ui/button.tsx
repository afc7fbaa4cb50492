import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/*
 * Every variant and size is one short class (`btn btn-primary btn-sm`), styled once in
 * app/globals.css, rather than a list of utilities: a page has up to ~25 buttons and each class
 * list is sent twice (in the HTML and in the inline RSC payload). The base `.btn` rule is in
 * app/site-chrome.css. Utilities passed in `className` still win (they sit in a later CSS layer).
 */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-primary',
      accent: 'btn-accent',
      destructive: 'btn-destructive',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      whatsapp: 'btn-whatsapp',
      link: 'btn-link',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={clsx(buttonVariants({ variant, size, className }))} {...props} />;
}
