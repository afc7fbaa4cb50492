/** The band at the top of inner pages. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="from-secondary/60 to-background bg-gradient-to-b">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="page-title mt-2">{title}</h1>
        {children && (
          <div data-page-description className="text-muted-foreground mt-4 max-w-3xl text-lg">
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
