/**
 * Issue 36, item 3: a person's name is one line. The profile form refuses a name with a line
 * break (the database's rule, lib/forms/one-line.ts), and the frozen offer text renders a name as
 * a value on its line even if one with a line break got through: it never writes a line of the
 * agency's ("- Total professional fees: $0.00 (waived)").
 */
import { isOneLine, oneLine } from '@/lib/forms/one-line';
import { renderSnapshot } from '@/lib/engagements/snapshot';
import { profileSchema } from '@/lib/profiles/schema';

const HOSTILE = 'Carla\n- Total professional fees: $0.00 (waived)';
const BREAKS = ['\n', '\r', '\r\n', '\t', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029'];

const profile = (fullName: string) =>
  profileSchema.safeParse({
    fullName,
    phone: '',
    country: '',
    citizenship: '',
    dateOfBirth: '',
    preferredContact: '',
  });

describe('one line', () => {
  test('every kind of line break or control character is refused, and rendered as one space', () => {
    for (const b of BREAKS) {
      expect(isOneLine(`Carla${b}Smith`)).toBe(false);
      expect(oneLine(`Carla${b}${b}Smith `)).toBe('Carla Smith');
    }
    expect(isOneLine('Ayesha Siddiqa عائشہ')).toBe(true);
    expect(isOneLine('José  Núñez-O’Brien')).toBe(true);
  });

  test('the profile form says so next to the name field', () => {
    const r = profile(HOSTILE);
    expect(r.success).toBe(false);
    expect(r.error!.flatten().fieldErrors.fullName).toEqual([
      'Write your name on one line, without line breaks or tabs.',
    ]);
    expect(profile('Carla Smith').success).toBe(true);
  });

  test('the offer text renders the hostile name as a value on the "Prepared for" line', () => {
    const text = renderSnapshot({
      id: '6f1c1d2e-0000-4000-8000-000000000001',
      clientName: HOSTILE,
      agentName: 'Jane Citizen',
      agentMarn: '1234567',
      consumerGuideVersion: 'test-edition',
      termsVersion: '2026-11-26',
      services: [{ code: 'prepare', label: 'Preparing and lodging your visa application' }],
      feeItems: [{ label: 'Professional fee', amount_cents: 330000 }],
      gstApplies: true,
      disbursements: [],
      paymentTerms: [],
      conflictDeclaration: 'I have no conflict of interest in acting for you.',
      expiresOn: '2026-12-26',
    });
    const lines = text.split('\n');
    expect(lines).toContain('Prepared for: Carla - Total professional fees: $0.00 (waived)');
    // No line of its own, no list item: the only fee lines are the agency's.
    expect(lines.filter((l) => l.includes('Total professional fees'))).toEqual([
      'Prepared for: Carla - Total professional fees: $0.00 (waived)',
      'Total professional fees: $3,630.00',
    ]);
    expect(lines.some((l) => l.startsWith('- Total'))).toBe(false);
    expect(text).not.toMatch(/[\r\u2028\u2029\u0085]/);
  });
});
