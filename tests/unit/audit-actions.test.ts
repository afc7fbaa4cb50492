import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTIONS, AUDIT_GROUPS } from '@/lib/admin/audit-actions';
import { ASSESSMENT_STATUSES } from '@/lib/assessments/constants';

/**
 * Issue 23 item 16: the audit filter offered no assessment actions. Every action any migration
 * records must have a label (and so a filter entry). Actions built from a status are expanded here.
 */
const DYNAMIC: Record<string, readonly string[]> = {
  // documents_after_update: a review sets one of these (uploaded is recorded on insert).
  "'document.' || new.status": ['accepted', 'needs_replacement', 'uploaded'],
  // assessments_after_write: every status an assessment can move to (a draft is only created).
  "'assessment.' || new.status": ASSESSMENT_STATUSES.filter((s) => s !== 'draft'),
  // engagements_after_write: every status an offer moves to after its draft.
  "'engagement.' || new.status": ['sent', 'accepted', 'declined', 'withdrawn', 'expired'],
  // private.export_rows: the kinds it accepts.
  "'export.' || p_kind": ['leads', 'audit_log'],
  // private.record_factor_change: the two actions it accepts (it refuses any other).
  p_action: ['mfa.factor_verified', 'mfa.factor_removed'],
};

function recordedActions(): string[] {
  const dir = join(process.cwd(), 'supabase/migrations');
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    // Every call's first argument.
    for (const m of text.matchAll(/perform\s+private\.audit\(\s*/g)) {
      const rest = text.slice(m.index! + m[0].length);
      // An action chosen by a CASE: every literal it can give.
      if (/^case\b/i.test(rest)) {
        const expr = rest.slice(0, rest.search(/\bend\s*,/i));
        const literals = [...expr.matchAll(/\b(?:then|else)\s+'([^']*)'/gi)].map((x) => x[1]!);
        if (!literals.length) throw new Error(`${file}: an audit action CASE without literals`);
        for (const l of literals) found.add(l);
        continue;
      }
      const arg = /^('[^']*'(?:\s*\|\|\s*[a-z_.]+)?|p_action\b)/.exec(rest)?.[1];
      if (!arg)
        throw new Error(`${file}: an audit action the test cannot read: ${rest.slice(0, 60)}`);
      const expr = arg.replace(/\s+/g, ' ');
      const literal = /^'([^']*)'$/.exec(expr);
      if (literal) {
        found.add(literal[1]!);
        continue;
      }
      const expanded = DYNAMIC[expr];
      if (!expanded) throw new Error(`${file}: an audit action built as ${expr}: expand it here`);
      const prefix = /^'([^']*)'/.exec(expr)?.[1] ?? '';
      for (const s of expanded) found.add(prefix + s);
    }
  }
  return [...found].sort();
}

it('every action a migration records has a label on /admin/audit', () => {
  const actions = recordedActions();
  expect(actions).toEqual(
    expect.arrayContaining([
      'assessment.submitted',
      'role.granted',
      // Chosen by a CASE (20261130150000, 20261130160000): read too.
      'matter_member.login_linked',
      'agent.registration_changed',
    ]),
  );
  const missing = actions.filter((a) => !(a in AUDIT_ACTIONS));
  expect(missing).toEqual([]);
});

it('every action falls in a filter group', () => {
  const ungrouped = Object.keys(AUDIT_ACTIONS).filter(
    (a) => !Object.keys(AUDIT_GROUPS).some((g) => a.startsWith(g)),
  );
  expect(ungrouped).toEqual([]);
});
