'use server';

import { requireAdmin } from '@/lib/auth/server';
import { reconcile } from '@/lib/billing/agent';
import { ledgerBalanceOn } from '@/lib/billing/ledger';
import { reconcileSchema } from '@/lib/billing/schemas';
import { formatAud } from '@/lib/engagements/fees';
import type { ActionState } from '@/lib/forms/action-state';
import { runAction } from '@/lib/forms/run-action';
import { formatCalendarDate } from '@/lib/time/format';

/** Which box a reconciliation's refusal belongs beside. */
const FIELD_OF: Record<string, 'statementDate' | 'statementBalance'> = {
  reconciliations_balance_agrees: 'statementBalance',
  reconciliations_after_last: 'statementDate',
  reconciliations_not_future: 'statementDate',
};

/**
 * Records the bank statement's balance on a date; the database compares it with the ledger to the
 * cent and, when they agree, locks every entry on or before that date. A disagreement is said
 * beside the balance with the ledger's own figure, and what was typed stays.
 */
export async function reconcileAction(
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  const agent = await requireAdmin('/admin/billing/reconcile');
  return runAction({
    formData,
    fields: ['statementDate', 'statementBalance'],
    schema: reconcileSchema,
    write: async (input) => {
      const r = await reconcile(agent, {
        statementDate: input.statementDate,
        statementBalanceCents: input.statementBalance,
      });
      if (r.ok) return { ok: true, id: r.value };
      const field = FIELD_OF[r.code];
      if (!field) return { ok: false, message: r.message };
      const words =
        field === 'statementBalance'
          ? `${r.message} The ledger holds ${formatAud(
              await ledgerBalanceOn(agent, input.statementDate),
            )} at the end of ${formatCalendarDate(input.statementDate)}.`
          : r.message;
      return { ok: false, message: words, fieldErrors: { [field]: [words] } };
    },
    invalidMessage: null,
    done: (input) =>
      `Reconciled: the ledger agrees with the bank, and entries up to ${formatCalendarDate(
        input.statementDate,
      )} are locked.`,
    paths: () => ['/admin/billing', '/admin/billing/reconcile', '/admin/billing/ledger'],
    failure: {
      event: 'billing_write_failed',
      message: 'That could not be saved. Please try again.',
    },
  });
}
