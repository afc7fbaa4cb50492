import type { SectionProps } from '..';
import { retentionYears } from '@/lib/config/retention';
import { myProfile } from '@/lib/profiles/queries';
import { EmailForm } from './email-form';
import { ProfileForm } from '@/components/profiles/profile-form';
import { saveProfileAction } from './profile-actions';

export async function ProfileTab({ user }: SectionProps) {
  const p = await myProfile(user);
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section className="border-border bg-background rounded-lg border p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Your profile</h2>
        <p className="text-muted-foreground mt-1 text-sm">
          Only you and your agent can see this. Use the details in your passport.
        </p>
        <ProfileForm
          save={saveProfileAction}
          initial={{
            fullName: p?.fullName ?? '',
            phone: p?.phone ?? '',
            country: p?.country ?? '',
            citizenship: p?.citizenship ?? '',
            dateOfBirth: p?.dateOfBirth ?? '',
            preferredContact: p?.preferredContact ?? '',
            postalAddress: p?.postalAddress ?? '',
            preferredLocale: p?.preferredLocale ?? 'en',
          }}
        />
      </section>
      <div className="space-y-6">
        <section className="border-border bg-background rounded-lg border p-5 sm:p-6">
          <h2 className="text-lg font-semibold">E-mail address</h2>
          <p className="text-muted-foreground mt-1 text-sm">
            Now: <span className="text-foreground font-medium">{p?.email ?? user.email}</span>
          </p>
          <EmailForm />
        </section>
        <section className="border-border bg-background rounded-lg border p-5 sm:p-6">
          <h2 className="text-lg font-semibold">Your data</h2>
          <p className="text-muted-foreground mt-1 text-sm">
            A ZIP file with your profile, your assessments, your agreements and visa applications
            with us, your messages, your documents list and the files themselves, or a page you can
            read, print or save.
          </p>
          <p className="text-muted-foreground mt-1 text-sm">
            We keep your file for {retentionYears} years after the last action on it, as the Code of
            Conduct for migration agents requires, then destroy it. Documents you removed stay in
            the download until then.
          </p>
          {/* A plain GET form: the response is a file download, not a page to route to. */}
          <form action="/api/me/export" method="get" className="mt-3">
            <button
              type="submit"
              className="text-primary font-medium underline"
              data-testid="download-my-data"
            >
              Download my data
            </button>
          </form>
          <a
            href="/api/me/export/summary"
            target="_blank"
            rel="noopener"
            className="text-primary mt-2 inline-block font-medium underline"
            data-testid="read-my-data"
          >
            Read my data as a page
          </a>
        </section>
      </div>
    </div>
  );
}
