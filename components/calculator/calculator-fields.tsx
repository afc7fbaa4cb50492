'use client';

import { Input } from '@/components/ui/input';
import type { CalculatorErrors } from '@/lib/calculator/evaluate-core';
import { SCORE_TESTS, type CalculatorState, type ScoreTest } from '@/lib/calculator/url-state';
import {
  AUSTRALIAN_STUDY,
  IELTS_EACH,
  MIN_WORK_HOURS,
  PROFESSIONAL_YEAR_MONTHS,
  SPECIALIST_EDUCATION_YEARS,
  WORK_WINDOW_YEARS,
} from '@/lib/points/constants';
import { NEW_ENGLISH_TABLE_FROM } from '@/lib/points/english/notes';
import { factorOptions } from '@/lib/points/factor-options';
import { ageLimitOf } from '@/lib/points/factors/partner-and-nomination';
import { currentRuleTable } from '@/lib/points/rules';
import { selectKey } from '@/lib/points/wording';
import { controlProps, Field, FieldErrors } from '@/components/ui/field';
import type { CalculatorText } from './calculator-text';
import { selectClass } from './select-class';

const FLAGS = [
  'australianStudy',
  'regionalStudy',
  'specialistEducation',
  'communityLanguage',
  'professionalYear',
] as const;

/** The figures a flag's words quote, from the points engine. */
const FLAG_FIGURES = {
  australianStudy: AUSTRALIAN_STUDY,
  regionalStudy: {},
  specialistEducation: { years: SPECIALIST_EDUCATION_YEARS },
  communityLanguage: {},
  professionalYear: { months: PROFESSIONAL_YEAR_MONTHS },
};

const FLAG_POINTS = {
  australianStudy: currentRuleTable.australianStudy.value,
  regionalStudy: currentRuleTable.regionalStudy.value,
  specialistEducation: currentRuleTable.specialistEducation.value,
  communityLanguage: currentRuleTable.communityLanguage.value,
  professionalYear: currentRuleTable.professionalYear.value,
};

/** A signed figure ("+5") kept left to right inside right-to-left text. */
const ltr = (chunks: React.ReactNode) => <span dir="ltr">{chunks}</span>;

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
  text,
}: {
  state: CalculatorState;
  /** Already in the page's language. */
  errors: CalculatorErrors;
  update: Update;
  text: CalculatorText;
}) {
  const { t } = text;
  const ageLimit = ageLimitOf(currentRuleTable);
  return (
    <div className="space-y-8">
      <fieldset className="space-y-3">
        <legend className="text-base font-bold">{t('visaLegend')}</legend>
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
              {t('visaOption', { visa: o.value })}
              {o.points > 0 && (
                <span className="text-primary ms-1 font-semibold">
                  {text.rich('plusPoints', { points: o.points, n: ltr })}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>

      <Field id="age" label={t('ageLabel')} hint={t('ageHint', { ageLimit })} errors={errors.age}>
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
        <legend className="text-base font-bold">{t('englishLegend')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="englishMode"
              checked={state.englishMode === 'level'}
              onChange={() => update({ englishMode: 'level' })}
              className="accent-primary size-4"
            />
            {t('knowLevel')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="englishMode"
              checked={state.englishMode === 'scores'}
              onChange={() => update({ englishMode: 'scores' })}
              className="accent-primary size-4"
            />
            {t('enterScores')}
          </label>
        </div>
        {state.englishMode === 'level' ? (
          <Field
            id="english"
            label={t('englishLabel')}
            hint={t('englishHint')}
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
                    {t('englishOption', {
                      level: o.value,
                      points: o.points,
                      ielts: o.value === 'below-competent' ? 0 : IELTS_EACH[o.value],
                    })}
                  </option>
                ))}
              <option value="below-competent">{t('belowCompetentOption')}</option>
            </select>
          </Field>
        ) : (
          <div className="border-border space-y-3 rounded-md border p-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id="test" label={t('testLabel')}>
                <select
                  id="test"
                  className={selectClass}
                  value={state.test}
                  onChange={(e) => update({ test: e.target.value as ScoreTest })}
                >
                  {SCORE_TESTS.map((test) => (
                    <option key={test} value={test}>
                      {t('testName', { test })}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                id="testDate"
                label={t('testDateLabel')}
                hint={t('testDateHint', { date: text.date(NEW_ENGLISH_TABLE_FROM) })}
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
                <Field key={skill} id={`score-${skill}`} label={t('skill', { skill })}>
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
          label={t('overseasLabel')}
          hint={t('overseasHint', { window: WORK_WINDOW_YEARS })}
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
          label={t('australianLabel')}
          hint={t('australianHint', { hours: MIN_WORK_HOURS, window: WORK_WINDOW_YEARS })}
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

      <Field id="qualification" label={t('qualificationLabel')}>
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
              {t('qualificationOption', { qualification: selectKey(o.value), points: o.points })}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-base font-bold">{t('studyLegend')}</legend>
        {FLAGS.map((flag) => (
          <label key={flag} className="flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={state[flag]}
              onChange={(e) => update({ [flag]: e.target.checked })}
              className="accent-primary mt-0.5 size-4"
              aria-describedby={`${flag}-hint`}
            />
            <span>
              <span className="font-medium">
                {t('flagLabel', { flag, points: FLAG_POINTS[flag] })}
              </span>
              <span id={`${flag}-hint`} className="text-muted-foreground block text-xs">
                {t('flagHint', { flag, ...FLAG_FIGURES[flag] })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-base font-bold">{t('partnerLegend')}</legend>
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
              {t('partnerOption', { partner: selectKey(o.value), ageLimit })}{' '}
              <span className="text-primary font-semibold">
                {t('pointsInBrackets', { points: o.points })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
