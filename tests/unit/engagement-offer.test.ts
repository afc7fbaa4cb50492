/** The compose form's parsing and the facts an offer may be sent with (production refuses placeholders). */
import {
  offerFacts,
  MissingRegistrationError,
  PlaceholderFactsError,
} from '@/lib/engagements/offer-facts';
import { parseOfferForm } from '@/lib/engagements/offer';

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};
const CLIENT = '6f1c1d2e-0000-4000-8000-000000000002';
const base: [string, string][] = [
  ['clientId', CLIENT],
  ['conflictDeclaration', 'None.'],
  ['expiresOn', '2026-12-26'],
  ['services', 'prepare'],
  ['feeLabel0', 'Professional fee'],
  ['feeAmount0', '3,300.50'],
  ['gstApplies', 'on'],
];

describe('parseOfferForm', () => {
  test('reads services, fee lines in cents, GST, instalments; skips empty rows', () => {
    const r = parseOfferForm(
      form([
        ...base,
        ['otherService0', 'Advice on a later partner visa'],
        ['disbLabel0', 'Visa application charge'],
        ['disbAmount0', '4765'],
        ['payTrigger0', 'On accepting'],
        ['payAmount0', '100'],
        ['payTrigger1', 'Balance payable on visa grant'],
        ['payAmount1', '3,530.55'],
        ['feeLabel1', ''],
        ['feeAmount1', ''],
      ]),
      '2026-11-26',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.content.services.map((s) => s.code)).toEqual(['prepare', 'other']);
    expect(r.content.feeItems).toEqual([{ label: 'Professional fee', amount_cents: 330050 }]);
    expect(r.content.gstApplies).toBe(true);
    expect(r.content.disbursements).toEqual([
      { label: 'Visa application charge', amount_cents: 476500 },
    ]);
    expect(r.content.paymentTerms).toEqual([
      { label: 'Instalment 1', amount_cents: 10000, trigger: 'On accepting' },
      { label: 'Instalment 2', amount_cents: 353055, trigger: 'Balance payable on visa grant' },
    ]);
  });

  test('instalments that do not add up to the total with GST are refused, saying what is missing', () => {
    const fees: [string, string][] = [
      ...base.filter(([k]) => !k.startsWith('fee')),
      ['feeLabel0', 'Professional fee'],
      ['feeAmount0', '5050'],
    ];
    const short = parseOfferForm(
      form([
        ...fees,
        ['payTrigger0', 'On accepting'],
        ['payAmount0', '1000'],
        ['payTrigger1', 'Before lodgement'],
        ['payAmount1', '1000'],
      ]),
      '2026-11-26',
    );
    expect(short.ok).toBe(false);
    if (short.ok) return;
    expect(short.fieldErrors.payments?.[0]).toMatch(
      /^Instalments add up to \$2,000\.00; the total is \$5,555\.00 — \$3,555\.00 is not yet scheduled\./,
    );
    const over = parseOfferForm(
      form([...fees, ['payTrigger0', 'On accepting'], ['payAmount0', '6000']]),
      '2026-11-26',
    );
    expect(!over.ok && over.fieldErrors.payments?.[0]).toMatch(/\$445\.00 more than the total/);
  });

  test('a 0-fee offer is allowed; GST off when unticked', () => {
    const r = parseOfferForm(
      form([
        ...base.filter(([k]) => !['feeAmount0', 'gstApplies'].includes(k)),
        ['feeAmount0', '0'],
      ]),
      '2026-11-26',
    );
    expect(r.ok && r.content.feeItems[0]!.amount_cents).toBe(0);
    expect(r.ok && r.content.gstApplies).toBe(false);
  });

  test('every problem is named per field', () => {
    const r = parseOfferForm(
      form([
        ['clientId', CLIENT],
        ['expiresOn', '2026-11-01'],
        ['feeLabel0', ''],
        ['feeAmount0', '12.345'],
        ['services', 'not-a-service'],
      ]),
      '2026-11-26',
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.fieldErrors).sort()).toEqual(
      ['conflictDeclaration', 'expiresOn', 'feeAmount0', 'feeLabel0', 'fees', 'services'].sort(),
    );
  });
});

describe('offerFacts', () => {
  const me = { registeredName: 'Jane Citizen', marn: '1234567' };
  test('the offer names the sending agent; none without their registration', () => {
    expect(offerFacts(me, 'development')).toMatchObject({
      agentName: 'Jane Citizen',
      agentMarn: '1234567',
    });
    expect(() => offerFacts(undefined, 'development')).toThrow(MissingRegistrationError);
    expect(offerFacts(me, 'production', 'http://localhost:3000').agentMarn).toBe('1234567');
  });
  test('a production site refuses an unverified Consumer Guide version', () => {
    expect(() => offerFacts(me, 'production', 'https://agency.com.au')).toThrow(
      /CONSUMER_GUIDE\.version/,
    );
    expect(() => offerFacts(me, 'production', 'https://agency.com.au')).toThrow(
      PlaceholderFactsError,
    );
  });
});
