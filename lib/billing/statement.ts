/**
 * The client's statement as a PDF (lib/billing/statement-pdf.ts), from reads run as the person:
 * a client's own account, any client's for an agent (RLS). The period defaults to the account's
 * whole history up to today (Sydney); a period the wrong way round is put the right way.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { AGENCY_TAX } from '@/lib/config/billing';
import { siteConfig } from '@/lib/config/site';
import { type Db, matters, profiles } from '@/lib/db';
import { AGENCY_TIME_ZONE } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import { LEDGER_KIND_LABELS } from './labels';
import { invoiceList, ledger, statement } from './queries';
import { renderStatementPdf } from './statement-pdf';

export async function clientStatementPdf(
  user: CurrentUser,
  input: { clientId: string; matterId?: string; from?: string; to?: string },
  db?: Db,
) {
  const [person] = await asUser(
    user,
    (tx) =>
      tx
        .select({ name: profiles.fullName, email: profiles.email, address: profiles.postalAddress })
        .from(profiles)
        .where(eq(profiles.id, input.clientId)),
    db,
  );
  if (!person) return undefined;
  let matterTitle: string | null = null;
  if (input.matterId) {
    const [m] = await asUser(
      user,
      (tx) =>
        tx
          .select({ title: matters.title, clientId: matters.clientId })
          .from(matters)
          .where(eq(matters.id, input.matterId!)),
      db,
    );
    if (!m || m.clientId !== input.clientId) return undefined;
    matterTitle = m.title;
  }
  const today = dateInZone(new Date(), AGENCY_TIME_ZONE);
  const all = await ledger(user, { clientId: input.clientId, matterId: input.matterId }, db);
  let from = input.from ?? all[0]?.transactionDate ?? today;
  let to = input.to && input.to < today ? input.to : today;
  if (from > to) [from, to] = [to, from];
  const [s, bills] = await Promise.all([
    statement(user, { clientId: input.clientId, matterId: input.matterId, from, to }, db),
    invoiceList(user, { clientId: input.clientId }, db),
  ]);
  const numberOf = new Map(bills.map((b) => [b.id, b.number]));
  const a = siteConfig.contact.address;
  const bytes = await renderStatementPdf({
    agencyName: AGENCY_TAX.legalName,
    agencyAbn: AGENCY_TAX.abn,
    agencyContact: [
      `${a.street}, ${a.locality} ${a.region} ${a.postalCode}, Australia`,
      siteConfig.contact.email,
    ],
    clientName: person.name || person.email || 'Client',
    clientAddress: person.address,
    matterTitle,
    from,
    to,
    openingCents: s.openingCents,
    lines: s.entries.map((e) => ({
      date: e.transactionDate,
      what: LEDGER_KIND_LABELS[e.kind],
      detail: [
        e.invoiceId && numberOf.get(e.invoiceId) ? `Invoice ${numberOf.get(e.invoiceId)}` : '',
        e.reference ?? '',
        e.reason ?? '',
      ]
        .filter(Boolean)
        .join(' · '),
      amountCents: e.amount,
    })),
    madeOn: today,
  });
  return { bytes, from, to };
}
