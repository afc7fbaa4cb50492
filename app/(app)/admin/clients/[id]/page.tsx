import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireAdmin } from '@/lib/auth/server';
import { clientOverview } from '@/lib/admin/client-file';
import { clientFile, documentHistory } from '@/lib/documents/queries';
import { buildMetadata } from '@/lib/seo/metadata';
import {
  AssessmentsSection,
  AuditSection,
  LeadsSection,
  NotesSection,
  ProfileSection,
} from './_components/client-sections';
import { ClientThread } from './_components/client-thread';
import { CloseAccountSection } from './_components/close-account-section';
import { DocumentsSection } from './_components/documents-section';
import { EngagementsSection } from './_components/engagements-section';
import { MattersSection } from './_components/matters-section';

export const metadata = buildMetadata({
  title: 'Client',
  description: 'A client’s file.',
  path: '/admin/clients',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

export default async function ClientPage({ params }: Props) {
  const { id } = await params;
  const admin = await requireAdmin(`/admin/clients/${id}`);
  const overview = await clientOverview(admin, id);
  if (!overview) notFound();
  const [file, history] = await Promise.all([
    clientFile(admin, id),
    documentHistory(admin, id, 50),
  ]);
  const { profile } = overview;
  return (
    <div>
      <Link
        href="/admin/clients"
        className="text-primary inline-flex min-h-11 items-center text-sm underline"
      >
        ← All clients
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words" data-testid="client-name">
        {profile.fullName || profile.email}
      </h1>
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <ProfileSection profile={profile} />
        <AssessmentsSection assessments={overview.assessments} />
        <EngagementsSection agent={admin} clientId={profile.id} />
        <MattersSection agent={admin} clientId={profile.id} />
        <div className="xl:col-span-2">
          {file && <DocumentsSection clientId={profile.id} file={file} history={history} />}
        </div>
        <div className="xl:col-span-2">
          <ClientThread agent={admin} clientId={profile.id} />
        </div>
        <LeadsSection leads={overview.leads} />
        <NotesSection clientId={profile.id} notes={overview.notes} />
        <CloseAccountSection clientId={profile.id} closedAt={profile.closedAt} />
        <div className="xl:col-span-2">
          <AuditSection clientId={profile.id} audit={overview.audit} />
        </div>
      </div>
    </div>
  );
}
