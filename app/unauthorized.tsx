export const metadata = { title: 'Please sign in', robots: { index: false, follow: false } };

/**
 * Required by experimental.authInterrupts; nothing calls unauthorized() (signed-out visitors are
 * redirected to /auth by proxy.ts). Small on purpose: Next's default is ~1.5 KB of inline styles
 * copied into every page's RSC payload.
 *
 * No stylesheet import here: the (app) layout around it brings app/app.css. An import in this
 * root file put a preload of that sheet into every marketing page's head.
 */
export default function Unauthorized() {
  return (
    <div className="px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Please sign in</h1>
      <a href="/auth" className="text-primary mt-6 inline-block underline">
        Sign in
      </a>
    </div>
  );
}
