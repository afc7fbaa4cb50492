import { AdminNav } from '@/components/admin/admin-nav';

/**
 * The admin area's frame: navigation on the left (a scrolling row on phones). No gate here on
 * purpose: every page and action calls requireAdmin() itself, and a refused request renders
 * app/forbidden.tsx outside this layout.
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:gap-8 md:py-8">
      <aside className="md:w-48 md:shrink-0">
        <p className="text-muted-foreground mb-2 hidden text-xs font-semibold tracking-wide uppercase md:block">
          Admin
        </p>
        <AdminNav />
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
