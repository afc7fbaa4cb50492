/**
 * What loading.tsx shows while a portal page is read on the server: the heading at once, and grey
 * blocks where the page will be, so a tap on a slow line answers at once. Announced politely to
 * screen readers; no script.
 */
export function PortalLoading({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <p role="status" className="text-muted-foreground text-sm">
        {label}
      </p>
      <div className="mt-6 space-y-3" aria-hidden="true">
        <div className="bg-muted h-8 w-2/3 animate-pulse rounded-md" />
        <div className="bg-muted h-24 animate-pulse rounded-lg" />
        <div className="bg-muted h-24 animate-pulse rounded-lg" />
      </div>
    </div>
  );
}
