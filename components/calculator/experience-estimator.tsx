'use client';

import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { controlProps, Field } from '@/components/ui/field';
// Only the pure rule module: the '@/lib/occupations' barrel holds every occupation's data.
import type { WorkDeductionRule } from '@/lib/occupations/types';
import { countableWorkYears } from '@/lib/occupations/work-deduction';

/**
 * For occupations whose assessor keeps back years of experience (ACS): an estimate of the years
 * that can be claimed, so the calculator is filled in with countable experience only. The page
 * passes the one rule it needs, so no other occupation data reaches the browser.
 */
export function ExperienceEstimator({
  workDeduction,
}: {
  workDeduction: Extract<WorkDeductionRule, { kind: 'acs' }>;
}) {
  const [years, setYears] = useState('');
  const [ictMajor, setIctMajor] = useState(true);
  const [closelyRelated, setCloselyRelated] = useState(true);
  const id = useId();

  const value = Number(years);
  const valid = years.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 50;
  const estimate = valid
    ? countableWorkYears({ workDeduction }, value, { ictMajor, closelyRelated })
    : null;
  const error = years !== '' && !valid ? 'Enter a number of years from 0 to 50.' : undefined;

  return (
    <div className="border-border rounded-lg border p-5">
      <h2 className="text-lg font-semibold">How much of your experience counts?</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-years`} label="Total years of relevant work" errors={error}>
          <Input
            {...controlProps(`${id}-years`, error)}
            name={undefined}
            inputMode="decimal"
            value={years}
            onChange={(e) => setYears(e.target.value)}
          />
        </Field>
        <label className="flex items-start gap-2 text-sm sm:pt-7">
          <input
            type="checkbox"
            checked={ictMajor}
            onChange={(e) => setIctMajor(e.target.checked)}
            className="accent-primary mt-0.5 size-4"
          />
          My degree has an ICT major
        </label>
        <label className="flex items-start gap-2 text-sm sm:pt-7">
          <input
            type="checkbox"
            checked={closelyRelated}
            onChange={(e) => setCloselyRelated(e.target.checked)}
            className="accent-primary mt-0.5 size-4"
          />
          It is closely related to this occupation
        </label>
      </div>
      <p aria-live="polite" className="mt-3 text-sm" data-testid="countable-years">
        {estimate ? (
          <>
            <strong>
              About {estimate.years} {estimate.years === 1 ? 'year' : 'years'}
            </strong>{' '}
            likely count for points. {estimate.note}
          </>
        ) : (
          'Enter your years of work to see an estimate.'
        )}
      </p>
    </div>
  );
}
