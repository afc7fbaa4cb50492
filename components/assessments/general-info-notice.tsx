import Link from 'next/link';

/** Shown on every assessment form: what this is and is not (general information, not advice). */
export function GeneralInfoNotice() {
  return (
    <aside className="bg-secondary/50 rounded-lg p-4 text-sm" aria-label="About this assessment">
      <p className="font-semibold">General information, not migration advice</p>
      <p className="text-muted-foreground mt-1">
        This free assessment gives general information based on what you tell us. It is not
        migration advice until a registered migration agent has looked at your documents and agreed
        to act for you. Visa rules change: your agent checks them on the day they answer.{' '}
        <Link href="/disclaimer" prefetch={false} className="underline">
          Disclaimer
        </Link>{' '}
        ·{' '}
        <Link href="/privacy" className="underline">
          Privacy
        </Link>
      </p>
    </aside>
  );
}
