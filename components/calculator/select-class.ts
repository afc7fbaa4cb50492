/** The calculator's dropdowns: the height of its inputs. */
export const selectClass =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring';
