import Link from 'next/link';
import { calculatorPath, calculators, type CalculatorKind } from '@/lib/config/calculators';

const groups: { kind: CalculatorKind; title: string }[] = [
  { kind: 'visa', title: 'By visa' },
  { kind: 'factor', title: 'Check one factor' },
  { kind: 'occupation', title: 'By occupation' },
];

/** Every calculator, grouped; used on the hub and under each calculator. */
export function CalculatorLinks({ current }: { current?: string }) {
  return (
    <nav
      aria-label="Calculators"
      className="no-print border-border mt-12 grid gap-6 rounded-lg border p-5 sm:grid-cols-3"
    >
      {groups.map((g) => (
        <div key={g.kind}>
          <p className="font-semibold">{g.title}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {calculators
              .filter((c) => c.kind === g.kind && c.slug !== current)
              .map((c) => (
                <li key={c.slug}>
                  <Link href={calculatorPath(c.slug)} className="text-primary hover:underline">
                    {c.title}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
