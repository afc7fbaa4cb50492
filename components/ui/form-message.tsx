import type { ActionState } from '@/lib/forms/action-state';

/**
 * A form's one sentence about itself (its action's `message`, issue 37), beside the form and not
 * only in a toast: red with role="alert" after a failure; after a success only with `showOk`
 * (green, role="status"). Nothing before the first answer. `className` places it (margins, width,
 * alignment); its look is the same everywhere.
 */
export function FormMessage({
  state,
  showOk = false,
  className,
  ...rest
}: {
  state: Pick<ActionState<string, unknown>, 'status' | 'message'>;
  showOk?: boolean;
  className?: string;
  'data-testid'?: string;
}) {
  if (!state.message) return null;
  if (state.status === 'error')
    return (
      <p role="alert" className={`text-destructive text-sm ${className ?? ''}`} {...rest}>
        {state.message}
      </p>
    );
  if (state.status === 'ok' && showOk)
    return (
      <p role="status" className={`text-success text-sm ${className ?? ''}`} {...rest}>
        {state.message}
      </p>
    );
  return null;
}
