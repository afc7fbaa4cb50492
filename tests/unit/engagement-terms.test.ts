/**
 * A version of the terms that was sent is never edited: offers snapshot and show the points of the
 * version they name (lib/config/engagement.ts). Each version's text is pinned here by its SHA-256;
 * a new wording is a new version, added to both.
 */
import { createHash } from 'node:crypto';
import { ENGAGEMENT_TERMS, TERMS_VERSIONS, termsPoints } from '@/lib/config/engagement';
import { renderSnapshot, type SnapshotInput } from '@/lib/engagements/snapshot';

const PINNED: Record<string, string> = {
  '2026-11-26': 'a4fcfbb0304bbbc0a4242a79b050b281f0985578b6070c9073c3fc2f1bb3c68b',
  '2026-11-28': 'c17a326501655e8f0a5c75f278ee3ee6be83771e11f99d30df598b477d662cc1',
};

describe('engagement terms', () => {
  it('keeps every sent version word for word', () => {
    const seen = Object.fromEntries(
      Object.entries(TERMS_VERSIONS).map(([v, points]) => [
        v,
        createHash('sha256').update(points.join('\n')).digest('hex'),
      ]),
    );
    expect(seen).toEqual(PINNED);
  });

  it('sends the newest version, and reads an older offer in its own words', () => {
    expect(ENGAGEMENT_TERMS.version).toBe(Object.keys(TERMS_VERSIONS).sort().at(-1));
    expect(termsPoints('2026-11-26')?.join(' ')).toContain(
      'you pay them to the government directly',
    );
    expect(termsPoints('1999-01-01')).toBeNull();
    const offer: Omit<SnapshotInput, 'termsVersion'> = {
      id: '00000000-0000-4000-8000-000000000001',
      clientName: 'Carla Client',
      agentName: 'Alex Agent',
      agentMarn: '1234567',
      consumerGuideVersion: '2024',
      services: [],
      feeItems: [],
      gstApplies: true,
      disbursements: [],
      paymentTerms: [],
      conflictDeclaration: 'None.',
      expiresOn: '2026-12-31',
    };
    const old = renderSnapshot({ ...offer, termsVersion: '2026-11-26' });
    expect(old).toContain('TERMS (version 2026-11-26)');
    expect(old).toContain('you pay them to the government directly.');
    expect(old).not.toContain('into our clients’ account, and we pay them');
    const now = renderSnapshot({ ...offer, termsVersion: '2026-11-28' });
    expect(now).toContain('into our clients’ account, and we pay them');
    expect(() => renderSnapshot({ ...offer, termsVersion: 'nope' })).toThrow(/unknown terms/);
  });
});
