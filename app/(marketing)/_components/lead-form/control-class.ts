/** The lead forms' text inputs and selects: tall enough to tap, red border when invalid. */
export const controlClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive';
