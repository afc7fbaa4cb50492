'use client';

import { type ComponentProps, useActionState } from 'react';
import { Field, controlProps } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { useActionToast } from '@/components/ui/use-action-toast';
import { DEPOSIT_PURPOSES, PAYMENT_METHODS } from '@/lib/billing/constants';
import { PAYMENT_METHOD_LABELS } from '@/lib/billing/labels';
import { type MoneyFormKind, moneyFormAction } from '../[id]/money-actions';

/** The agent's words for a deposit's purpose (the client's are in lib/billing/labels.ts). */
const PURPOSE_OPTIONS = optionsOf(DEPOSIT_PURPOSES, {
  advance_fees: 'Fees in advance (an instalment)',
  disbursement: 'Disbursement estimate (visa charge and other costs)',
});

type MoneyForm = ReturnType<typeof useMoneyForm>;

/**
 * One labelled box of these forms: `name` is what the form sends (and where its errors and the
 * typed value come back), `id` ties the label and the messages to it; `fallback` is its value
 * before anything was typed.
 */
function Box({
  f,
  id,
  name,
  label,
  required = true,
  fallback = '',
  ...input
}: {
  f: MoneyForm;
  id: string;
  name: string;
  label: string;
  required?: boolean;
  fallback?: string;
} & Pick<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  const errors = f.err(name);
  return (
    <Field id={id} label={label} required={required} errors={errors} look="admin">
      <Input
        {...controlProps(id, errors)}
        name={name}
        defaultValue={f.keep?.[name] ?? fallback}
        autoComplete="off"
        {...input}
      />
    </Field>
  );
}

function useMoneyForm(kind: MoneyFormKind, fallback: string) {
  const [state, act, pending] = useActionState<ActionState, FormData>(
    moneyFormAction.bind(null, kind),
    idle,
  );
  useActionToast(state, { fallback });
  const err = (k: string) => state.fieldErrors?.[k];
  // Everything typed stays on an error; a success starts a new, empty form.
  const keep = state.status === 'ok' ? undefined : state.values;
  return { state, act, pending, err, keep };
}

export function DepositRequestForm({ matterId }: { matterId: string }) {
  const f = useMoneyForm('deposit', 'Deposit request sent.');
  return (
    <form
      action={f.act}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      // A new form on every answer: after an error it shows what was typed (selects included,
      // which React's reset after an action would otherwise put back to their first value).
      key={f.state.at ?? 'form'}
      data-testid="deposit-request-form"
    >
      <input type="hidden" name="matterId" value={matterId} />
      <div className="sm:col-span-2">
        <SelectField
          id="dr-purpose"
          name="purpose"
          label="For"
          required
          errors={f.err('purpose')}
          options={PURPOSE_OPTIONS}
          defaultValue={f.keep?.purpose ?? ''}
          look="admin"
        />
      </div>
      <div className="sm:col-span-2">
        <Box f={f} id="dr-description" name="description" label="What the client reads" />
      </div>
      <Box f={f} id="dr-amount" name="amount" label="Amount (AUD)" inputMode="decimal" />
      <Box f={f} id="dr-due" name="dueOn" label="Pay by" type="date" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={f.pending}>
          {f.pending ? 'Sending…' : 'Ask the client to pay'}
        </Button>
        <FormMessage state={f.state} className="mt-2" data-testid="deposit-request-error" />
      </div>
    </form>
  );
}

/** A payment that arrived for one open deposit request. */
export function ReceiptForm({
  matterId,
  depositRequestId,
  reference,
  amount,
}: {
  matterId: string;
  depositRequestId: string;
  reference: string;
  /** The request's amount, as dollars ("1250.00"): the usual payment. */
  amount: string;
}) {
  const f = useMoneyForm('receipt', 'Receipt recorded.');
  const id = (k: string) => `rc-${depositRequestId}-${k}`;
  return (
    <form
      action={f.act}
      className="mt-2 grid gap-3 sm:grid-cols-2"
      noValidate
      key={f.state.at ?? 'form'}
      data-testid="receipt-form"
    >
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="depositRequestId" value={depositRequestId} />
      <Box
        f={f}
        id={id('amount')}
        name="amount"
        label="Amount received (AUD)"
        inputMode="decimal"
        fallback={amount}
      />
      <Box f={f} id={id('date')} name="transactionDate" label="Date it arrived" type="date" />
      <SelectField
        id={id('method')}
        name="method"
        label="Paid by"
        required
        errors={f.err('method')}
        options={optionsOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
        defaultValue={f.keep?.method ?? 'bank_transfer'}
        look="admin"
      />
      <Box
        f={f}
        id={id('reference')}
        name="reference"
        label="Bank reference"
        required={false}
        fallback={reference}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" disabled={f.pending}>
          {f.pending ? 'Saving…' : 'Record the receipt'}
        </Button>
        <FormMessage state={f.state} className="mt-2" data-testid="receipt-error" />
      </div>
    </form>
  );
}

/** Money paid out of what is held: a disbursement (the visa charge) or a refund to the client. */
export function PaymentOutForm({
  matterId,
  kind,
  today,
}: {
  matterId: string;
  kind: 'disbursement' | 'refund';
  /** Today in Sydney (the server's), the date these usually carry. */
  today: string;
}) {
  const f = useMoneyForm(kind, kind === 'refund' ? 'Refund recorded.' : 'Payment recorded.');
  const id = (k: string) => `${kind}-${k}`;
  return (
    <form
      action={f.act}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      key={f.state.at ?? 'form'}
      data-testid={`${kind}-form`}
    >
      <input type="hidden" name="matterId" value={matterId} />
      <div className="sm:col-span-2">
        <Box
          f={f}
          id={id('reason')}
          name="reason"
          label={kind === 'refund' ? 'Why it is refunded' : 'What was paid (the client reads it)'}
          fallback={kind === 'disbursement' ? 'Visa application charge' : ''}
        />
      </div>
      <Box f={f} id={id('amount')} name="amount" label="Amount (AUD)" inputMode="decimal" />
      <Box
        f={f}
        id={id('date')}
        name="transactionDate"
        label="Date paid"
        type="date"
        fallback={today}
      />
      <SelectField
        id={id('method')}
        name="method"
        label="Paid by"
        required
        errors={f.err('method')}
        options={optionsOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
        defaultValue={f.keep?.method ?? 'bank_transfer'}
        look="admin"
      />
      <Box
        f={f}
        id={id('reference')}
        name="reference"
        label="Receipt or bank reference"
        required={false}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" disabled={f.pending}>
          {f.pending ? 'Saving…' : kind === 'refund' ? 'Record the refund' : 'Record the payment'}
        </Button>
        <FormMessage state={f.state} className="mt-2" data-testid={`${kind}-error`} />
      </div>
    </form>
  );
}

/** Moves what an issued invoice owes from the money held to the office account. */
export function TransferForm({
  matterId,
  invoiceId,
  amount,
  today,
}: {
  matterId: string;
  invoiceId: string;
  today: string;
  /** What the invoice still owes, or what is held if less ("1250.00"). */
  amount: string;
}) {
  const f = useMoneyForm('transfer', 'Transferred.');
  return (
    <form
      action={f.act}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      key={f.state.at ?? 'form'}
      data-testid="transfer-form"
    >
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="invoiceId" value={invoiceId} />
      <Box
        f={f}
        id="tr-amount"
        name="amount"
        label="Amount (AUD)"
        inputMode="decimal"
        fallback={amount}
      />
      <Box
        f={f}
        id="tr-date"
        name="transactionDate"
        label="Date moved"
        type="date"
        fallback={today}
      />
      <div className="sm:col-span-2">
        <Box f={f} id="tr-reference" name="reference" label="Bank reference" required={false} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={f.pending}>
          {f.pending ? 'Moving…' : 'Transfer to the office'}
        </Button>
        <FormMessage state={f.state} className="mt-2" data-testid="transfer-error" />
      </div>
    </form>
  );
}

/** Undoes one entry with a new, opposite entry and the reason (nothing is ever deleted). */
export function ReversalForm({
  matterId,
  entryId,
  today,
}: {
  matterId: string;
  entryId: string;
  today: string;
}) {
  const f = useMoneyForm('reversal', 'Reversed.');
  const id = (k: string) => `rv-${entryId}-${k}`;
  return (
    <form
      action={f.act}
      className="mt-2 grid gap-3 sm:grid-cols-[1fr_12rem]"
      noValidate
      key={f.state.at ?? 'form'}
      data-testid="reversal-form"
    >
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="entryId" value={entryId} />
      <Box f={f} id={id('reason')} name="reason" label="Why it was wrong" />
      <Box
        f={f}
        id={id('date')}
        name="transactionDate"
        label="Date of the correction"
        type="date"
        fallback={today}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" disabled={f.pending}>
          {f.pending ? 'Reversing…' : 'Reverse this entry'}
        </Button>
        <FormMessage state={f.state} className="mt-2" data-testid="reversal-error" />
      </div>
    </form>
  );
}

export function CancelDepositForm({
  matterId,
  depositRequestId,
}: {
  matterId: string;
  depositRequestId: string;
}) {
  const f = useMoneyForm('cancelDeposit', 'Cancelled.');
  return (
    <form action={f.act} className="mt-2" data-testid="cancel-deposit-form">
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="depositRequestId" value={depositRequestId} />
      <Button type="submit" variant="outline" size="sm" disabled={f.pending}>
        {f.pending ? 'Cancelling…' : 'Cancel this request'}
      </Button>
      <FormMessage state={f.state} className="mt-2" />
    </form>
  );
}
