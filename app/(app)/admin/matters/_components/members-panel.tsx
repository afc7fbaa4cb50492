import type { MatterMember } from '@/lib/matters/members';
import { MEMBER_ROLE_LABELS } from '@/lib/matters/member-labels';
import { formatCalendarDate } from '@/lib/time/format';
import { MemberForm, MemberInviteForm } from './member-forms';

/**
 * The people on the application besides the account holder (/admin/matters/[id]): each with
 * their key details, their own login if they have one, and an edit form; then "Add a person".
 */
export function MembersPanel({
  matterId,
  members,
  className,
}: {
  matterId: string;
  members: readonly MatterMember[];
  className?: string;
}) {
  return (
    <section className={className} aria-labelledby="members-h" data-testid="matter-members">
      <h2 id="members-h" className="mb-1 font-semibold">
        Family on this application
      </h2>
      <p className="text-muted-foreground mb-3 text-sm">
        The account holder sees everyone’s items. An adult with their own login sees only their own
        and shared items.
      </p>
      {members.length > 0 && (
        <ul className="divide-border mb-4 divide-y text-sm">
          {members.map((m) => (
            <li key={m.id} className="py-2" data-testid="matter-member">
              <p className="font-medium break-words">
                {m.fullName} · {MEMBER_ROLE_LABELS[m.role]}
                {m.relationship && <> · {m.relationship}</>}
              </p>
              <p className="text-muted-foreground text-xs">
                {m.dateOfBirth && <>Born {formatCalendarDate(m.dateOfBirth)} · </>}
                {m.passportExpiresOn && (
                  <>Passport expires {formatCalendarDate(m.passportExpiresOn)} · </>
                )}
                {m.userId ? 'Has their own login' : 'No login of their own'}
              </p>
              <details className="mt-2">
                <summary className="text-primary flex min-h-11 cursor-pointer items-center">
                  Change {m.fullName.split(/\s+/)[0]}’s details
                </summary>
                <div className="mt-2 space-y-4">
                  <MemberForm
                    matterId={matterId}
                    member={{
                      id: m.id,
                      role: m.role,
                      fullName: m.fullName,
                      dateOfBirth: m.dateOfBirth,
                      relationship: m.relationship,
                      passportExpiresOn: m.passportExpiresOn,
                    }}
                  />
                  {!m.userId && m.role !== 'dependent_child' && (
                    <MemberInviteForm matterId={matterId} memberId={m.id} />
                  )}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mb-2 text-sm font-semibold">Add a person</h3>
      <MemberForm matterId={matterId} />
    </section>
  );
}
