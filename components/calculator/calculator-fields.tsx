'use client';

import { Input } from '@/components/ui/input';
import type { CalculatorErrors } from '@/lib/calculator/evaluate-core';
import { SCORE_TESTS, type CalculatorState, type ScoreTest } from '@/lib/calculator/url-state';
import { ENGLISH_TEST_NAMES } from '@/lib/points/english/names';
import { factorOptions } from '@/lib/points/factor-options';
import { controlProps, Field, FieldErrors } from '@/components/ui/field';
import { selectClass } from './select-class';

const TEST_NAMES: Record<ScoreTest, string> = ENGLISH_TEST_NAMES;

const checkboxes: {
  key:
    | 'specialistEducation'
    | 'australianStudy'
    | 'regionalStudy'
    | 'communityLanguage'
    | 'professionalYear';
  label: string;
  hint: string;
}[] = [
  {
    key: 'australianStudy',
    label: 'Australian study requirement (5 points)',
    hint: 'At least 2 academic years (92 weeks) of CRICOS study in Australia, in English, over at least 16 months.',
  },
  {
    key: 'regionalStudy',
    label: 'Study in regional Australia (5 points)',
    hint: 'Counts only if you also meet the Australian study requirement, studying and living in a designated regional area.',
  },
  {
    key: 'specialistEducation',
    label: 'Specialist education (10 points)',
    hint: 'An Australian masters by research or doctorate in a listed STEM or ICT field, at least 2 academic years.',
  },
  {
    key: 'communityLanguage',
    label: 'Credentialled community language (5 points)',
    hint: 'A NAATI CCL credential (or equivalent) that is still valid.',
  },
  {
    key: 'professionalYear',
    label: 'Professional Year in Australia (5 points)',
    hint: 'An approved ICT, accounting or engineering Professional Year finished within the 48 months before invitation.',
  },
];

type Update = (patch: Partial<CalculatorState>) => void;

/** A control's aria links to its `<Field>` (its `id` is set beside; no `name`: nothing is posted). */
function aria(id: string, error?: readonly string[]) {
  const { name: _name, id: _id, ...rest } = controlProps(id, error, true);
  return rest;
}

export function CalculatorFields({
  state,
  errors,
  update,
}: {
  state: CalculatorState;
  errors: CalculatorErrors;
  update: Update;
}) {
  return (
    <div className="space-y-8">
      <fieldset className="space-y-3">
        <legend className="text-base font-bold">Visa</legend>
        {factorOptions.visa.map((o) => (
          <label
            key={o.value}
            className="border-border has-[:checked]:border-primary has-[:checked]:bg-secondary/50 flex cursor-pointer items-start gap-3 rounded-md border p-3"
          >
            <input
              type="radio"
              name="visa"
              value={o.value}
              checked={state.visa === o.value}
              onChange={() => update({ visa: o.value })}
              className="accent-primary mt-1 size-4"
            />
            <span className="text-sm">
              {o.label}
              {o.points > 0 && (
                <span className="text-primary ml-1 font-semibold">+{o.points} points</span>
              )}
            </span>
          </label>
        ))}
      </fieldset>

      <Field
        id="age"
        label="Your age when invited"
        hint="Completed years on the day you are invited to apply. You must be under 45."
        errors={errors.age}
      >
        <Input
          id="age"
          inputMode="numeric"
          value={state.age}
          onChange={(e) => update({ age: e.target.value })}
          {...aria('age', errors.age)}
          className="max-w-32"
        />
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-base font-bold">English</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="englishMode"
              checked={state.englishMode === 'level'}
              onChange={() => update({ englishMode: 'level' })}
              className="accent-primary size-4"
            />
            I know my level
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="englishMode"
              checked={state.englishMode === 'scores'}
              onChange={() => update({ englishMode: 'scores' })}
              className="accent-primary size-4"
            />
            Enter my test scores
          </label>
        </div>
        {state.englishMode === 'level' ? (
          <Field
            id="english"
            label="English level"
            hint="IELTS in each of the four parts, or the same level in another accepted test."
            errors={errors.english}
          >
            <select
              id="english"
              className={selectClass}
              value={state.english}
              {...aria('english', errors.english)}
              onChange={(e) => update({ english: e.target.value as CalculatorState['english'] })}
            >
              {factorOptions.english
                .filter((o) => o.value !== 'below-competent')
                .map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}: {o.points} points
                  </option>
                ))}
              <option value="below-competent">Below Competent (not eligible)</option>
            </select>
          </Field>
        ) : (
          <div className="border-border space-y-3 rounded-md border p-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id="test" label="Test">
                <select
                  id="test"
                  className={selectClass}
                  value={state.test}
                  onChange={(e) => update({ test: e.target.value as ScoreTest })}
                >
                  {SCORE_TESTS.map((t) => (
                    <option key={t} value={t}>
                      {TEST_NAMES[t]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                id="testDate"
                label="Test date"
                hint="Tests from 7 Aug 2025 use new per-skill minimums."
              >
                <Input
                  id="testDate"
                  type="date"
                  value={state.testDate}
                  onChange={(e) => update({ testDate: e.target.value })}
                  aria-describedby="testDate-hint"
                />
              </Field>
            </div>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(['listening', 'reading', 'writing', 'speaking'] as const).map((skill) => (
                <Field
                  key={skill}
                  id={`score-${skill}`}
                  label={skill.charAt(0).toUpperCase() + skill.slice(1)}
                >
                  <Input
                    id={`score-${skill}`}
                    inputMode="decimal"
                    value={state.scores[skill]}
                    aria-invalid={Boolean(errors.english)}
                    aria-describedby="english-scores-error"
                    onChange={(e) =>
                      update({ scores: { ...state.scores, [skill]: e.target.value } })
                    }
                  />
                </Field>
              ))}
            </div>
            <FieldErrors id="english-scores" errors={errors.english} />
          </div>
        )}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="overseasWorkYears"
          label="Skilled work outside Australia (years)"
          hint="In your nominated or a closely related occupation, in the last 10 years, after your skilled date."
          errors={errors.overseasWorkYears}
        >
          <Input
            id="overseasWorkYears"
            inputMode="decimal"
            value={state.overseasWorkYears}
            onChange={(e) => update({ overseasWorkYears: e.target.value })}
            {...aria('overseasWorkYears', errors.overseasWorkYears)}
          />
        </Field>
        <Field
          id="australianWorkYears"
          label="Skilled work in Australia (years)"
          hint="Paid, at least 20 hours a week, in the same 10 years."
          errors={errors.australianWorkYears}
        >
          <Input
            id="australianWorkYears"
            inputMode="decimal"
            value={state.australianWorkYears}
            onChange={(e) => update({ australianWorkYears: e.target.value })}
            {...aria('australianWorkYears', errors.australianWorkYears)}
          />
        </Field>
      </div>

      <Field id="qualification" label="Highest qualification">
        <select
          id="qualification"
          className={selectClass}
          value={state.qualification}
          onChange={(e) =>
            update({ qualification: e.target.value as CalculatorState['qualification'] })
          }
        >
          {factorOptions.qualification.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label} ({o.points} points)
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-base font-bold">Study, language and Professional Year</legend>
        {checkboxes.map((c) => (
          <label key={c.key} className="flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={state[c.key]}
              onChange={(e) => update({ [c.key]: e.target.checked })}
              className="accent-primary mt-0.5 size-4"
              aria-describedby={`${c.key}-hint`}
            />
            <span>
              <span className="font-medium">{c.label}</span>
              <span id={`${c.key}-hint`} className="text-muted-foreground block text-xs">
                {c.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-base font-bold">Partner</legend>
        {factorOptions.partner.map((o) => (
          <label key={o.value} className="flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="radio"
              name="partner"
              value={o.value}
              checked={state.partner === o.value}
              onChange={() => update({ partner: o.value })}
              className="accent-primary mt-0.5 size-4"
            />
            <span>
              {o.label} <span className="text-primary font-semibold">({o.points} points)</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
