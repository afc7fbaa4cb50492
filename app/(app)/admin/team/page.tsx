import { requireAdmin } from '@/lib/auth/server';
import { When } from '@/components/time/when';
import { listAgents } from '@/lib/admin/team';
import { buildMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/config/site';
import { GrantForm, RegistrationForm, RevokeForm } from './team-forms';
import { myRegistration } from '@/lib/admin/registration';

export const metadata = buildMetadata({
  title: 'Team',
  description: 'Who is an agent.',
  path: '/admin/team',
  noIndex: true,
});

export default async function TeamPage() {
  const admin = await requireAdmin('/admin/team');
  const [agents, mine] = await Promise.all([listAgents(admin), myRegistration(admin)]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Team</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          Agents see every client’s file. Grant the role only to registered migration agents and
          staff who need it; every grant and revoke is recorded in the audit log.
        </p>
      </div>
      <section
        id="my-registration"
        className="border-border bg-background rounded-lg border p-4"
        aria-labelledby="reg-h"
      >
        <h2 id="reg-h" className="font-semibold">
          Your name and MARN
        </h2>
        <p className="text-muted-foreground mt-1 mb-3 text-sm">
          Offers you send name you as the responsible registered migration agent, with this MARN,
          and the client signs them. Check it against the{' '}
          <a href={siteConfig.marn.registerUrl} className="text-primary underline" rel="noopener">
            register of migration agents
          </a>
          .
        </p>
        <RegistrationForm
          initial={mine && { registeredName: mine.registeredName, marn: mine.marn }}
        />
      </section>
      <section className="border-border bg-background rounded-lg border p-4">
        <h2 className="font-semibold">Agents ({agents.length})</h2>
        <ul className="divide-border mt-2 divide-y text-sm" data-testid="team-agents">
          {agents.map((a) => {
            const label = a.name || a.email || a.id;
            return (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {label}
                    {a.id === admin.id && <span className="text-muted-foreground"> (you)</span>}
                  </p>
                  <p className="text-muted-foreground break-all">{a.email}</p>
                  <p className="text-muted-foreground text-xs">
                    Agent since <When at={a.since} />
                  </p>
                </div>
                {agents.length > 1 ? (
                  <RevokeForm userId={a.id} label={label} self={a.id === admin.id} />
                ) : (
                  <p className="text-muted-foreground max-w-xs text-xs">
                    The only agent: grant the role to someone else before this one can go.
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="border-border bg-background rounded-lg border p-4">
        <h2 className="font-semibold">Grant the agent role</h2>
        <p className="text-muted-foreground mt-1 mb-3 text-sm">
          The person needs an account first (they sign up, or you invite them from a lead).
        </p>
        <GrantForm />
      </section>
    </div>
  );
}
