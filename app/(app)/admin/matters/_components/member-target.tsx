import { SelectField } from '@/components/ui/select-field';

export interface MemberOption {
  id: string;
  label: string;
}

/**
 * "For whom" on an agent's request or date form of a family matter: the account holder (empty)
 * or one member, and whether every member's own login sees it. Nothing when the matter has no
 * members, so a single applicant's forms stay as they were.
 */
export function MemberTargetFields(props: {
  idPrefix: string;
  members?: readonly MemberOption[];
  keep?: Partial<Record<string, string>>;
  errors?: (k: string) => string[] | undefined;
}) {
  const { idPrefix, members, keep } = props;
  if (!members || members.length === 0) return null;
  return (
    <>
      <SelectField
        id={`${idPrefix}-member`}
        name="memberId"
        label="For whom"
        required={false}
        errors={props.errors?.('memberId')}
        placeholder={null}
        options={[
          { value: '', label: 'The account holder' },
          ...members.map((m) => ({ value: m.id, label: m.label })),
        ]}
        defaultValue={keep?.memberId ?? ''}
        look="admin"
      />
      <label className="flex min-h-11 items-center gap-2 self-end text-sm">
        <input type="checkbox" name="shared" defaultChecked={keep?.shared === 'on'} />
        Every family member with a login sees it
      </label>
    </>
  );
}
