'use client';

import Link from 'next/link';
import { WhatsAppIcon } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import type { Evaluation } from '@/lib/calculator/evaluate-core';
import { waMeHref } from '@/lib/config/wa-me';
import { hrefIn } from '@/lib/i18n/locales';
import { maxPoints } from '@/lib/points/calculate';
import { OCCUPATION_TIERS_FROM } from '@/lib/points/constants';
import { currentRuleTable } from '@/lib/points/rules';
import { selectKey } from '@/lib/points/wording';
import { clsx } from 'clsx';
import type { CalculatorText } from './calculator-text';

const INVITATION_ROUNDS =
  'https://immi.homeaffairs.gov.au/visas/working-in-australia/skillselect/invitation-rounds';

function consultationText(evaluation: Evaluation, shareUrl: string, text: CalculatorText): string {
  const { input, result } = evaluation;
  if (!input || !result) return text.t('consultMessageEmpty');
  return text.t('consultMessage', {
    total: result.total,
    visa: input.visa,
    passMark: result.passMark,
    url: shareUrl,
  });
}

/** The free PR assessment, started from this calculator's answers. */
function saveToDashboardHref(search: string): string {
  const from = search ? `&from=${encodeURIComponent(search)}` : '';
  return `/dashboard/assessments/new?type=permanent-residency${from}`;
}

/** "2025–26", in the locale's digits. */
function programYear(text: CalculatorText): string {
  const year = (n: number) => new Intl.NumberFormat(text.tag, { useGrouping: false }).format(n);
  return `${year(OCCUPATION_TIERS_FROM.start)}–${year(OCCUPATION_TIERS_FROM.end)}`;
}

/** The live result: total, gates, pass mark, why each factor scored, and how to get more. */
export function CalculatorResults({
  evaluation,
  shareUrl,
  saveSearch,
  chatNumber,
  text,
}: {
  evaluation: Evaluation;
  shareUrl: string;
  /** The agency's WhatsApp number, digits only (phoneDigits() on the server). */
  chatNumber: string;
  /** The calculator's answers as a query (url-state keys), for "Save to my dashboard". */
  saveSearch: string;
  text: CalculatorText;
}) {
  const { input, result, english } = evaluation;
  const { t, word } = text;
  return (
    <section aria-labelledby="result-heading" className="space-y-6">
      <div className="border-border bg-muted/40 rounded-lg border p-5">
        <h2
          id="result-heading"
          className="text-muted-foreground text-sm font-semibold tracking-wide uppercase"
        >
          {t('resultHeading')}
        </h2>
        <div aria-live="polite" aria-atomic="true">
          {result && input ? (
            <>
              <p className="text-primary mt-1 text-5xl font-extrabold" data-testid="points-total">
                <span dir="ltr">{text.number(result.total)}</span>
                <span className="text-muted-foreground ms-1 text-lg font-semibold">
                  {t('possible', { max: maxPoints(input.visa) })}
                </span>
              </p>
              <p
                className={clsx(
                  'mt-2 font-semibold',
                  result.meetsPassMark ? 'text-success' : 'text-destructive',
                )}
                data-testid="points-verdict"
              >
                {!result.eligible
                  ? t('notEligible')
                  : result.meetsPassMark
                    ? t('meetsPassMark', { passMark: result.passMark })
                    : t('shortOfPassMark', {
                        short: result.passMark - result.total,
                        passMark: result.passMark,
                      })}
              </p>
            </>
          ) : (
            <p className="text-muted-foreground mt-2" data-testid="points-total-missing">
              {t('fixAnswers')}
            </p>
          )}
        </div>
        {result && result.reasonWordings.length > 0 && (
          <ul
            className="text-destructive mt-3 list-disc space-y-1 ps-5 text-sm"
            data-testid="points-reasons"
          >
            {result.reasonWordings.map((r) => (
              <li key={r.id}>{word(r)}</li>
            ))}
          </ul>
        )}
        {/* Beside the total, not after the breakdown: at the end it was ~4,400 px down on a phone.
            A plain link (no prefetch): the dynamic route starts a draft, after sign-in if needed. */}
        <a
          href={saveToDashboardHref(saveSearch)}
          className={buttonVariants({ variant: 'outline', className: 'no-print mt-4' })}
          data-testid="save-to-dashboard"
        >
          {t('saveToDashboard')}
        </a>
      </div>

      {english && (
        <div className="border-border rounded-lg border p-4 text-sm">
          <p className="font-semibold">{t('testResult', { level: selectKey(english.level) })}</p>
          <ul className="text-muted-foreground mt-2 list-disc space-y-1 ps-5">
            {english.noteWordings.map((n, i) => (
              <li key={i}>{word(n)}</li>
            ))}
          </ul>
        </div>
      )}

      {result && (
        <table className="w-full text-sm" data-testid="points-breakdown">
          <caption className="mb-2 text-start font-semibold">{t('breakdownCaption')}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('factorColumn')}</th>
              <th scope="col">{t('pointsColumn')}</th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {result.breakdown.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="py-2 pe-3 text-start align-top font-medium">
                  {t(`factor.${row.id}`)}
                  <span className="text-muted-foreground block text-xs font-normal">
                    {word(row.noteWording)}
                  </span>
                </th>
                <td className="py-2 text-end align-top font-bold tabular-nums" dir="ltr">
                  {text.number(row.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {evaluation.suggestions.length > 0 && (
        <div>
          <h3 className="font-semibold">{t('waysHeading')}</h3>
          <ul className="mt-2 space-y-2 text-sm" data-testid="points-suggestions">
            {evaluation.suggestions.map((s) => (
              <li key={s.change} className="border-border rounded-md border p-3">
                <span className="text-success font-semibold" dir="ltr">
                  +{text.number(s.gain)}
                </span>{' '}
                {word(s.changeWording)}
                {s.howWording && (
                  <span className="text-muted-foreground block text-xs">{word(s.howWording)}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="bg-secondary/50 rounded-lg p-4 text-sm">
        <p className="font-semibold">
          {t('minimumTitle', { passMark: currentRuleTable.passMark.value })}
        </p>
        <p className="text-muted-foreground mt-1">
          {text.rich('minimumText', {
            passMark: currentRuleTable.passMark.value,
            programYear: programYear(text),
            link: (chunks) => (
              <a
                className="text-primary underline"
                href={INVITATION_ROUNDS}
                target="_blank"
                rel="noopener noreferrer"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>

      <div className="no-print flex flex-wrap gap-3">
        <a
          href={waMeHref(chatNumber, consultationText(evaluation, shareUrl, text))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'whatsapp' })}
          data-testid="consult-about-result"
        >
          <WhatsAppIcon /> {t('consult')}
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonVariants({ variant: 'outline' })}
        >
          {t('print')}
        </button>
      </div>
      <p className="text-muted-foreground text-xs">
        {text.rich('disclaimer', {
          checked: text.date(currentRuleTable.checked, 'long'),
          link: (chunks) => (
            <Link href={hrefIn(text.locale, '/disclaimer')} prefetch={false} className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
