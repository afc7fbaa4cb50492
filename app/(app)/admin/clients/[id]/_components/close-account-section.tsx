import { When } from '@/components/time/when';
import { retentionYears } from '@/lib/config/retention';
import { CloseClientAccountForm } from '../close-account-form';
import { Section } from './section';

/** Close the client's account (signed out, banned, nothing deleted), or show when it was. */
export function CloseAccountSection({
  clientId,
  closedAt,
}: {
  clientId: string;
  closedAt: Date | null;
}) {
  return (
    <Section id="account" title="Account">
      {closedAt ? (
        <p data-testid="account-closed">
          Closed <When at={closedAt} />. The file is kept {retentionYears} years after its last
          action, then destroyed.
        </p>
      ) : (
        <>
          <p className="text-muted-foreground mb-3">
            Closing signs the client out everywhere and stops them signing in. Nothing is deleted:
            the file is kept {retentionYears} years after its last action.
          </p>
          <CloseClientAccountForm clientId={clientId} />
        </>
      )}
    </Section>
  );
}
