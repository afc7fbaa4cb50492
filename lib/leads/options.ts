/** Choices offered by the lead forms; safe for the browser. */
import { visaGroups } from '@/lib/config/visas';

export const countries = [
  'India',
  'Pakistan',
  'Bangladesh',
  'Nepal',
  'Sri Lanka',
  'Australia',
  'United Arab Emirates',
  'Saudi Arabia',
  'Qatar',
  'Malaysia',
  'Philippines',
  'Nigeria',
  'United Kingdom',
  'Canada',
  'New Zealand',
  'Other',
] as const;

export const visaInterests = [...visaGroups.map((g) => g.name), 'Not sure yet'] as const;

/** Consultation windows in Sydney business hours (Mon–Fri 8 AM–6 PM). */
export const consultationWindows = [
  { id: '08:00', start: '08:00', end: '10:00' },
  { id: '10:00', start: '10:00', end: '12:00' },
  { id: '12:00', start: '12:00', end: '14:00' },
  { id: '14:00', start: '14:00', end: '16:00' },
  { id: '16:00', start: '16:00', end: '18:00' },
] as const;

/** Call-back windows, in Sydney time. */
export const callbackWindows = [
  'Weekday morning (8 AM–12 PM Sydney)',
  'Weekday afternoon (12–3 PM Sydney)',
  'Weekday late afternoon (3–6 PM Sydney)',
  'Any time in business hours',
] as const;

/**
 * What the dropdown shows for each call-back window (the field's hint says "Weekdays, Sydney
 * time"): the stored values are too long for a phone's closed dropdown at 375 px.
 */
export const callbackWindowLabel: Record<(typeof callbackWindows)[number], string> = {
  'Weekday morning (8 AM–12 PM Sydney)': 'Morning, 8 AM–12 PM',
  'Weekday afternoon (12–3 PM Sydney)': 'Afternoon, 12–3 PM',
  'Weekday late afternoon (3–6 PM Sydney)': 'Late afternoon, 3–6 PM',
  'Any time in business hours': 'Any time in business hours',
};

/**
 * What each call-back window is, for the translated forms: its part of the day and its Sydney
 * hours (formatted for the reader by lib/i18n/hours.ts, so no translation holds an hour).
 */
export const callbackWindowSpan: Record<
  (typeof callbackWindows)[number],
  { part: 'morning' | 'afternoon' | 'lateAfternoon'; from: string; to: string } | { part: 'any' }
> = {
  'Weekday morning (8 AM–12 PM Sydney)': { part: 'morning', from: '08:00', to: '12:00' },
  'Weekday afternoon (12–3 PM Sydney)': { part: 'afternoon', from: '12:00', to: '15:00' },
  'Weekday late afternoon (3–6 PM Sydney)': { part: 'lateAfternoon', from: '15:00', to: '18:00' },
  'Any time in business hours': { part: 'any' },
};

/** How far ahead a consultation can be requested. */
export const BOOKING_HORIZON_DAYS = 60;
