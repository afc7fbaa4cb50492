export const metadata = { title: 'Not allowed', robots: { index: false, follow: false } };

/**
 * Rendered with HTTP 403 when requireAdmin() refuses someone, inside the account shell's <main>
 * (so a <div>: one main landmark). Next sends this page as a shell React fills in; the header's
 * static part reads its HTML from the home page (components/static-part.tsx).
 *
 * No stylesheet import here: the (app) layout around it brings app/app.css. An import in this
 * root file put a preload of that sheet into every marketing page's head.
 */
export default function Forbidden() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-primary text-6xl font-extrabold">403</p>
      <h1 className="mt-4 text-2xl font-bold">This page is for agency staff only</h1>
      <p className="text-muted-foreground mt-2">
        Your account does not have access to the admin panel.
      </p>
      <a href="/dashboard" className="text-primary mt-6 underline">
        Go to your dashboard
      </a>
    </div>
  );
}
