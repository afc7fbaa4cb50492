'use client';

import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { siteConfig } from '@/lib/config/site';
import { BOOKING_HORIZON_DAYS, consultationWindows } from '@/lib/leads/options';
import { dateInZone, formatTime, weekday, zonedTimeToUtc } from '@/lib/time/zones';
import { controlProps, Field } from '@/components/ui/field';
import { controlClass } from './control-class';
import { useLeadFormAnswer } from './lead-form-state';
import type { ConsultationTimeText } from './lead-form-text';

const SYDNEY = siteConfig.hours.timeZone;

function nextBusinessDay(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while ([0, 6].includes(d.getUTCDay()));
  return d.toISOString().slice(0, 10);
}

/** A template from the server (lead-form-text.tsx) with what only the browser knows put in. */
function fillTemplate(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .map((part, i) => <Fragment key={i}>{values[part.slice(1, -1)] ?? part}</Fragment>);
}

/**
 * Date and time window for a consultation, in the page's language (`text`, and `localeTag` for
 * the clock times). Windows are Sydney business hours; once the page runs in the browser the hint
 * shows the chosen window in the visitor's own time.
 */
export function ConsultationTime({
  text,
  localeTag,
}: {
  text: ConsultationTimeText;
  localeTag: string;
}) {
  // The form's last answer (values kept, errors) comes through the form's context: this part is
  // rendered on the server as a slot of the form, so only the consultation page loads it.
  const { values, errors } = useLeadFormAnswer();
  // Fixed for the life of the form: today's date in Sydney and the last bookable day.
  const [{ today, max }] = useState(() => ({
    today: dateInZone(new Date(), SYDNEY),
    max: dateInZone(new Date(Date.now() + BOOKING_HORIZON_DAYS * 86_400_000), SYDNEY),
  }));
  const [date, setDate] = useState(values.preferredDate ?? '');
  const [zone, setZone] = useState('');
  useEffect(() => {
    // The visitor's zone is only known in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);

  const labelDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : nextBusinessDay(today);
  const weekend = date && [0, 6].includes(weekday(date));
  const sameZone = !zone || zone === SYDNEY;
  // Each option shows Sydney's time only; the visitor's own time for the chosen window is in the
  // hint. Both in one option ("8:00 am–10:00 am Sydney · 2:30 am–4:30 am your time") were cut off
  // in a phone's closed dropdown at 375 px.
  const [chosen, setChosen] = useState(values.preferredWindow ?? '');
  const picked = consultationWindows.find((w) => w.id === chosen);
  const range = (w: (typeof consultationWindows)[number], timeZone: string) => {
    const start = zonedTimeToUtc(labelDate, w.start, SYDNEY);
    const end = zonedTimeToUtc(labelDate, w.end, SYDNEY);
    const otherDay =
      dateInZone(start, timeZone) !== labelDate ? ` (${dateInZone(start, timeZone)})` : '';
    return `${formatTime(start, timeZone, localeTag)}–${formatTime(end, timeZone, localeTag)}${otherDay}`;
  };
  // The zone's name is an identifier (Asia/Kolkata), the same in every language.
  const zoneName = (
    <span lang="en" translate="no">
      {zone}
    </span>
  );
  const hint = sameZone
    ? text.sydneyTime
    : picked
      ? fillTemplate(text.yourTime, { zone: zoneName, range: range(picked, zone) })
      : fillTemplate(text.chooseToSee, { zone: zoneName });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="preferredDate"
        label={text.date}
        required
        hint={text.dateHint}
        errors={errors.preferredDate ?? (weekend ? [text.weekend] : undefined)}
      >
        <input
          type="date"
          min={today}
          max={max}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className={controlClass}
          {...controlProps('preferredDate', errors.preferredDate, true)}
        />
      </Field>
      <Field
        id="preferredWindow"
        label={text.time}
        required
        hint={hint}
        errors={errors.preferredWindow}
      >
        <select
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          className={controlClass}
          {...controlProps('preferredWindow', errors.preferredWindow, true)}
        >
          <option value="" disabled>
            {text.chooseTime}
          </option>
          {consultationWindows.map((w) => (
            <option key={w.id} value={w.id}>
              {text.option.replace('{range}', range(w, SYDNEY))}
            </option>
          ))}
        </select>
      </Field>
      <input type="hidden" name="timeZone" value={zone} />
    </div>
  );
}
