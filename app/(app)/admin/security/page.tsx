import Link from 'next/link';
import { redirect } from 'next/navigation';
import { MyFactors } from '../../_two-step/my-factors';
import { listAgents } from '@/lib/admin/team';
import { factorsOf, myFactors } from '@/lib/auth/mfa';
import { type CurrentUser, requireAgentRole, secondStepDone, verifyPath } from '@/lib/auth/server';
import { buildMetadata } from '@/lib/seo/metadata';
import { RemoveColleagueForm } from './remove-colleague-form';

export const metadata = buildMetadata({
  title: 'Security',
  description: 'Two-step sign-in for agents.',
  path: '/admin/security',
  noIndex: true,
});

/**
 * The one admin page an agent reaches with a password alone (`aal1`), and then only to set up
 * their authenticator: colleagues' factors are listed at `aal2` only, and nothing here reads a
 * client's data.
 */
export default async function SecurityPage() {
  const me = await requireAgentRole('/admin/security');
  const factors = await myFactors();
  const hasFactor = factors.some((f) => f.status === 'verified');
  if (!secondStepDone(me) && hasFactor) redirect(verifyPath('/admin/security'));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Security</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          Agents open every client’s passports and certificates, so each agent signs in with a
          password and a code from an authenticator app on their phone.
        </p>
      </div>
      {!hasFactor && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          Set up your authenticator app to use the admin pages.
        </p>
      )}
      <section className="border-border bg-background rounded-lg border p-4">
        <h2 className="mb-3 font-semibold">Your authenticator</h2>
        <MyFactors factors={factors} doneHref="/admin" />
      </section>
      {secondStepDone(me) && <Colleagues me={me} />}
      {secondStepDone(me) && (
        <section className="border-border bg-background rounded-lg border p-4">
          <h2 className="font-semibold">Clients’ lost authenticators</h2>
          <p className="text-muted-foreground mt-1 text-sm">
            A client who lost their phone asks from the sign-in page; two agents check and approve.{' '}
            <Link href="/admin/security/recovery" className="text-primary underline">
              Open requests
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}

async function Colleagues({ me }: { me: CurrentUser }) {
  const agents = (await listAgents(me)).filter((a) => a.id !== me.id);
  const rows = await Promise.all(
    agents.map(async (a) => ({ agent: a, factors: await factorsOf(a.id) })),
  );
  return (
    <section className="border-border bg-background rounded-lg border p-4">
      <h2 className="font-semibold">Colleagues’ authenticators</h2>
      <p className="text-muted-foreground mt-1 mb-3 text-sm">
        If a colleague lost their phone, remove their authenticator here; they set up a new one at
        their next sign-in. Every removal is recorded in the audit log.
      </p>
      {rows.length === 0 && <p className="text-sm">No other agents.</p>}
      <ul className="divide-border divide-y text-sm" data-testid="colleague-factors">
        {rows.map(({ agent, factors }) => {
          const label = agent.name || agent.email || agent.id;
          const verified = factors.filter((f) => f.status === 'verified');
          return (
            <li key={agent.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{label}</p>
                <p className="text-muted-foreground break-all">{agent.email}</p>
                <p className="text-muted-foreground">
                  {verified.length
                    ? `${verified.length} authenticator app`
                    : 'No authenticator yet'}
                </p>
              </div>
              {verified.map((f) => (
                <RemoveColleagueForm key={f.id} userId={agent.id} factorId={f.id} label={label} />
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
