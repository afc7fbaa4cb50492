import Link from 'next/link';
import { When } from '@/components/time/when';
import { calendarDay } from '@/lib/time/format';
import type { clientOverview } from '@/lib/admin/client-file';
import { auditActionLabel } from '@/lib/admin/audit-actions';
import { statusLabel } from '@/lib/admin/constants';
import { CONTACT_LABELS } from '@/lib/profiles/constants';
import { localeInfo } from '@/lib/i18n/locales';
import { ProfileForm } from '@/components/profiles/profile-form';
import { updateClientProfileAction } from '../actions';
import { ClientNoteForm } from './client-note-form';
import { Section } from './section';

type Overview = NonNullable<Awaited<ReturnType<typeof clientOverview>>>;

export function ProfileSection({ profile }: { profile: Overview['profile'] }) {
  const facts: [string, React.ReactNode][] = [
    ['E-mail', profile.email],
    ['Phone / WhatsApp', profile.phone],
    ['Country of residence', profile.country],
    ['Citizenship', profile.citizenship],
    ['Date of birth', profile.dateOfBirth],
    [
      'Postal address',
      profile.postalAddress ? (
        <span className="whitespace-pre-line">{profile.postalAddress}</span>
      ) : null,
    ],
    [
      'Preferred contact',
      profile.preferredContact ? CONTACT_LABELS[profile.preferredContact] : null,
    ],
    // The language of the client's e-mails: an agent writing to them knows what they read.
    ['Language for e-mails', localeInfo[profile.preferredLocale].englishName],
    ['Account created', <When key="c" at={profile.createdAt} />],
  ];
  return (
    <Section id="profile" title="Profile">
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="client-profile">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt className="font-medium">{k}</dt>
            <dd className="text-muted-foreground break-words">{v || '—'}</dd>
          </div>
        ))}
      </dl>
      <details className="mt-4" data-testid="correct-profile">
        <summary className="text-primary flex min-h-11 cursor-pointer items-center text-sm font-medium underline">
          Correct the profile
        </summary>
        <p className="text-muted-foreground mt-2 text-sm">
          The change is recorded in the audit log and the client gets an e-mail asking them to check
          their profile (with no details in it).
        </p>
        <ProfileForm
          save={updateClientProfileAction}
          clientId={profile.id}
          initial={{
            fullName: profile.fullName ?? '',
            phone: profile.phone ?? '',
            country: profile.country ?? '',
            citizenship: profile.citizenship ?? '',
            dateOfBirth: profile.dateOfBirth ? calendarDay(profile.dateOfBirth) : '',
            preferredContact: profile.preferredContact ?? '',
            postalAddress: profile.postalAddress ?? '',
            preferredLocale: profile.preferredLocale ?? 'en',
          }}
        />
      </details>
    </Section>
  );
}

export function AssessmentsSection({ assessments }: { assessments: Overview['assessments'] }) {
  return (
    <Section id="assessments" title="Assessments">
      <ul className="divide-border divide-y" data-testid="client-assessments">
        {assessments.map((a) => (
          <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
            <Link href={`/admin/assessments/${a.id}`} className="text-primary font-medium">
              {statusLabel(a.type)}
            </Link>
            <span>
              <span className="bg-muted rounded px-2 py-0.5">{statusLabel(a.status)}</span>{' '}
              <span className="text-muted-foreground">
                <When at={a.at} />
              </span>
            </span>
          </li>
        ))}
        {assessments.length === 0 && <li className="text-muted-foreground">No assessments.</li>}
      </ul>
    </Section>
  );
}

export function LeadsSection({ leads }: { leads: Overview['leads'] }) {
  return (
    <Section id="leads" title="Leads with the same e-mail or phone">
      <ul className="divide-border divide-y" data-testid="client-leads">
        {leads.map((l) => (
          <li key={l.id} className="flex flex-wrap justify-between gap-2 py-2">
            <Link href={`/admin/leads/${l.id}`} className="text-primary font-medium">
              {l.fullName} ({l.kind})
            </Link>
            <span className="text-muted-foreground">
              {l.status}
              {l.clientId ? ' · linked' : ''} · <When at={l.createdAt} />
            </span>
          </li>
        ))}
        {leads.length === 0 && <li className="text-muted-foreground">No leads.</li>}
      </ul>
    </Section>
  );
}

export function NotesSection({ clientId, notes }: { clientId: string; notes: Overview['notes'] }) {
  return (
    <Section id="notes" title="Notes">
      <ol className="space-y-2" data-testid="client-notes">
        {notes.map((n) => (
          <li key={n.id} className="bg-muted/60 rounded-md p-3">
            <p className="whitespace-pre-wrap">{n.body}</p>
            <p className="text-muted-foreground mt-1 text-xs">
              {n.author} · <When at={n.at} />
            </p>
          </li>
        ))}
        {notes.length === 0 && <li className="text-muted-foreground">No notes yet.</li>}
      </ol>
      <div className="mt-4">
        <ClientNoteForm clientId={clientId} />
      </div>
    </Section>
  );
}

export function AuditSection({ clientId, audit }: { clientId: string; audit: Overview['audit'] }) {
  return (
    <Section
      id="audit"
      title="Audit trail"
      action={
        <Link
          href={`/admin/audit?client=${clientId}`}
          className="text-primary inline-flex min-h-11 items-center text-sm underline"
        >
          Full log for this client
        </Link>
      }
    >
      <ol className="divide-border divide-y" data-testid="client-audit">
        {audit.map((e) => (
          <li key={e.id} className="flex flex-wrap justify-between gap-x-3 py-2">
            <span>{auditActionLabel(e.action)}</span>
            <span className="text-muted-foreground">
              {e.actor} · <When at={e.at} />
            </span>
          </li>
        ))}
        {audit.length === 0 && <li className="text-muted-foreground">Nothing recorded yet.</li>}
      </ol>
    </Section>
  );
}
