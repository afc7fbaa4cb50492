import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/server';
import { DEFAULT_CONFLICT, ENGAGEMENT_DEFAULT_EXPIRY_DAYS } from '@/lib/config/engagement';
import { clientNameFor } from '@/lib/engagements/queries';
import { buildMetadata } from '@/lib/seo/metadata';
import { AGENCY_TIME_ZONE } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import { OfferForm } from '../offer-form';

export const metadata = buildMetadata({
  title: 'New engagement offer',
  description: 'Compose a service agreement and fee estimate.',
  path: '/admin/engagements/new',
  noIndex: true,
});

type Props = { searchParams: Promise<{ client?: string; assessment?: string }> };

export default async function NewEngagementPage({ searchParams }: Props) {
  const { client, assessment } = await searchParams;
  const agent = await requireAdmin('/admin/engagements/new');
  if (!z.uuid().safeParse(client).success) notFound();
  const name = await clientNameFor(agent, client!);
  if (name === null) notFound();
  const expires = new Date(`${dateInZone(new Date(), AGENCY_TIME_ZONE)}T00:00:00Z`);
  expires.setUTCDate(expires.getUTCDate() + ENGAGEMENT_DEFAULT_EXPIRY_DAYS);
  return (
    <div className="max-w-3xl">
      <Link
        href={`/admin/clients/${client}#engagements`}
        className="text-primary inline-flex min-h-11 items-center text-sm underline"
      >
        ← {name}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">New offer for {name}</h1>
      <p className="text-muted-foreground mt-1 text-sm">
        Saved as a draft first: you will see exactly what the client will see before you send it.
        Once sent it cannot be changed; you can withdraw it and send a new one.
      </p>
      <div className="mt-6">
        <OfferForm
          clientId={client!}
          assessmentId={z.uuid().safeParse(assessment).success ? assessment : undefined}
          initial={{
            feeLabel0: 'Professional fee',
            gstApplies: 'on',
            conflictDeclaration: DEFAULT_CONFLICT,
            expiresOn: expires.toISOString().slice(0, 10),
          }}
        />
      </div>
    </div>
  );
}
