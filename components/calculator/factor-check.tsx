'use client';

import Link from 'next/link';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { calculatorHref } from '@/lib/calculator/url-state';
import { factorOptions } from '@/lib/points/factor-options';
import type { PartnerStatus } from '@/lib/points/types';

export type FactorId = 'partner-skills' | 'professional-year' | 'naati-ccl';

interface Question {
  id: string;
  text: string;
}

interface Outcome {
  points: number;
  text: string;
  href: string;
}

const partnerPoints = (status: PartnerStatus) =>
  factorOptions.partner.find((o) => o.value === status)?.points ?? 0;

/** Yes/no questions per factor, asked in order; `decide` returns the outcome once it can. */
const checks: Record<
  FactorId,
  { questions: Question[]; decide: (a: Record<string, boolean>) => Outcome | null }
> = {
  'partner-skills': {
    questions: [
      {
        id: 'hasPartner',
        text: 'Is a spouse or de facto partner coming with you on the application?',
      },
      { id: 'citizen', text: 'Is your partner an Australian citizen or permanent resident?' },
      { id: 'under45', text: 'Is your partner under 45 on the day you are invited?' },
      {
        id: 'english',
        text: 'Does your partner have at least Competent English (a valid test or an eligible passport)?',
      },
      {
        id: 'assessment',
        text: 'Does your partner have a suitable skills assessment in an occupation on the same list as yours?',
      },
    ],
    decide: (a) => {
      if (a.hasPartner === false)
        return outcome(
          'single-or-citizen-partner',
          'You are single for the points test, which scores the full partner points.',
        );
      if (a.citizen === true)
        return outcome(
          'single-or-citizen-partner',
          'A partner who is an Australian citizen or permanent resident scores the same as being single.',
        );
      if (a.citizen === undefined || a.under45 === undefined || a.english === undefined)
        return null;
      if (a.english === false)
        return outcome(
          'none',
          'Without Competent English your partner adds no points. A test that reaches Competent would add 5, or 10 with a skills assessment.',
        );
      if (a.under45 === false)
        return outcome(
          'competent-english-partner',
          'Your partner is 45 or over, so only the Competent English points count.',
        );
      if (a.assessment === undefined) return null;
      return a.assessment
        ? outcome('skilled-partner', 'Your partner meets all the skilled-partner conditions.')
        : outcome(
            'competent-english-partner',
            'Competent English alone scores 5. A suitable skills assessment would double it.',
          );
    },
  },
  'professional-year': {
    questions: [
      {
        id: 'approved',
        text: 'Did you complete an approved Professional Year in Australia in ICT, accounting or engineering?',
      },
      { id: 'nominated', text: 'Was it in your nominated occupation or a closely related one?' },
      {
        id: 'within48',
        text: 'Did you complete it within the 48 months before the day you expect to be invited?',
      },
    ],
    decide: (a) => {
      if (a.approved === false)
        return {
          points: 0,
          text: 'Only an approved Professional Year completed in Australia scores points.',
          href: calculatorHref({ professionalYear: '0' }),
        };
      if (a.nominated === false)
        return {
          points: 0,
          text: 'The Professional Year must match your nominated occupation or a closely related one.',
          href: calculatorHref({ professionalYear: '0' }),
        };
      if (a.within48 === false)
        return {
          points: 0,
          text: 'A Professional Year finished more than 48 months before invitation no longer scores.',
          href: calculatorHref({ professionalYear: '0' }),
        };
      if (a.approved && a.nominated && a.within48)
        return {
          points: 5,
          text: 'Your Professional Year scores 5 points.',
          href: calculatorHref({ professionalYear: '1' }),
        };
      return null;
    },
  },
  'naati-ccl': {
    questions: [
      {
        id: 'credential',
        text: 'Do you hold a NAATI Credentialled Community Language (CCL) credential, or a NAATI certification at paraprofessional level or above?',
      },
      {
        id: 'valid',
        text: 'Will it still be valid (usually 3 years from the test) on the day you are invited?',
      },
    ],
    decide: (a) => {
      if (a.credential === false)
        return {
          points: 0,
          text: 'Without a NAATI credential this factor scores 0. Passing the CCL test would add 5 points.',
          href: calculatorHref({ communityLanguage: '0' }),
        };
      if (a.valid === false)
        return {
          points: 0,
          text: 'An expired credential scores nothing: you would need to sit the test again.',
          href: calculatorHref({ communityLanguage: '0' }),
        };
      if (a.credential && a.valid)
        return {
          points: 5,
          text: 'Your credential scores 5 points.',
          href: calculatorHref({ communityLanguage: '1' }),
        };
      return null;
    },
  },
};

function outcome(status: PartnerStatus, text: string): Outcome {
  return { points: partnerPoints(status), text, href: calculatorHref({ partner: status }) };
}

/** A short yes/no check of one factor, linking into the full calculator with the answer carried over. */
export function FactorCheck({ factor }: { factor: FactorId }) {
  const { questions, decide } = checks[factor];
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  const result = decide(answers);
  // Questions appear one at a time until the outcome is decided. Answers always form a prefix
  // of the questions, because changing one clears those after it.
  const visible: Question[] = [];
  const prefix: Record<string, boolean> = {};
  for (const q of questions) {
    visible.push(q);
    const answer = answers[q.id];
    if (answer === undefined) break;
    prefix[q.id] = answer;
    if (decide(prefix)) break;
  }

  return (
    <div className="border-border rounded-lg border p-5">
      <ol className="space-y-5">
        {visible.map((q, i) => (
          <li key={q.id}>
            <fieldset>
              <legend className="font-medium">
                {i + 1}. {q.text}
              </legend>
              <div className="mt-2 flex gap-4">
                {[true, false].map((v) => (
                  <label key={String(v)} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={q.id}
                      checked={answers[q.id] === v}
                      onChange={() => {
                        // Changing an answer clears the ones after it.
                        const idx = questions.findIndex((x) => x.id === q.id);
                        const kept: Record<string, boolean> = {};
                        for (const x of questions.slice(0, idx)) {
                          const a = answers[x.id];
                          if (a !== undefined) kept[x.id] = a;
                        }
                        setAnswers({ ...kept, [q.id]: v });
                      }}
                      className="accent-primary size-4"
                    />
                    {v ? 'Yes' : 'No'}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div aria-live="polite" className="mt-6">
        {result && (
          <div className="bg-secondary/50 rounded-md p-4" data-testid="factor-result">
            <p className="text-primary text-2xl font-extrabold">{result.points} points</p>
            <p className="mt-1 text-sm">{result.text}</p>
            <Link href={result.href} className={`${buttonVariants()} mt-4`}>
              Use this in the full calculator
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
