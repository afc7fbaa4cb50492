import { Logo } from './logo';
import { SiteNav } from './site-nav';

/** The header's logo and nav, rendered as one static part (chrome-parts.tsx). */
export function HeaderStart() {
  return (
    <>
      <Logo />
      <SiteNav />
    </>
  );
}
