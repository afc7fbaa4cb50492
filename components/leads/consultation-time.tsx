'use client';

import { useEffect, useState } from 'react';
import { siteConfig } from '@/lib/config/site';
import { BOOKING_HORIZON_DAYS, consultationWindows } from '@/lib/leads/options';
import { dateInZone, formatTime, weekday, zonedTimeToUtc } from '@/lib/time/zones';
import { controlClass, fieldProps, FormField } from './form-field';

const SYDNEY = siteConfig.hours.timeZone;

function nextBusinessDay(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while ([0, 6].includes(d.getUTCDay()));
  return d.toISOString().slice(0, 10);
}

/**
 * Date and time window for a consultation. Windows are Sydney business hours; once the page runs
 * in the browser each one also shows the visitor's own time, side by side.
 */
export function ConsultationTime({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
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

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="preferredDate"
        label="Preferred date"
        required
        hint="Monday to Friday. Weekends by appointment."
        error={
          errors.preferredDate ??
          (weekend ? 'Weekends are by appointment: choose Monday to Friday.' : undefined)
        }
      >
        <input
          type="date"
          min={today}
          max={max}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className={controlClass}
          {...fieldProps('preferredDate', errors.preferredDate, true)}
        />
      </FormField>
      <FormField
        id="preferredWindow"
        label="Preferred time"
        required
        hint={sameZone ? 'Sydney time.' : `Sydney time, with your time (${zone}) beside it.`}
        error={errors.preferredWindow}
      >
        <select
          defaultValue={values.preferredWindow ?? ''}
          className={controlClass}
          {...fieldProps('preferredWindow', errors.preferredWindow, true)}
        >
          <option value="" disabled>
            Choose a time
          </option>
          {consultationWindows.map((w) => {
            const start = zonedTimeToUtc(labelDate, w.start, SYDNEY);
            const end = zonedTimeToUtc(labelDate, w.end, SYDNEY);
            const sydney = `${formatTime(start, SYDNEY)}–${formatTime(end, SYDNEY)} Sydney`;
            const local = sameZone
              ? ''
              : ` · ${formatTime(start, zone)}–${formatTime(end, zone)} your time${dateInZone(start, zone) !== labelDate ? ` (${dateInZone(start, zone)})` : ''}`;
            return (
              <option key={w.id} value={w.id}>
                {sydney}
                {local}
              </option>
            );
          })}
        </select>
      </FormField>
      <input type="hidden" name="timeZone" value={zone} />
    </div>
  );
}
