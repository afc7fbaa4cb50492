import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** The 6-digit field of an authenticator app's code: the number pad, and the phone's autofill. */
export function CodeInput(props: ComponentProps<'input'>) {
  return <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...props} />;
}
