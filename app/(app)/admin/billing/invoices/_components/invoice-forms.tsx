'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useActionToast } from '@/components/ui/use-action-toast';
import { type ActionState, idle } from '@/lib/forms/action-state';
import { type LineRow, lineField } from '@/lib/billing/invoice-lines';
import {
  creditNoteAction,
  discardInvoiceDraftAction,
  issueInvoiceAction,
  saveInvoiceDraftAction,
} from '../actions';

const GST_OPTIONS = [
  { value: 'taxable', label: 'Taxable: GST 10% added' },
  { value: 'gst_free_export', label: 'GST-free: services to a client outside Australia' },
];

const name = lineField;

function LineRows({
  rows,
  values,
  errors,
  credit,
}: {
  rows: LineRow[];
  values?: Record<string, string>;
  errors?: Record<string, string[] | undefined>;
  credit?: boolean;
}) {
  return (
    <ol className="space-y-4" data-testid="invoice-lines">
      {rows.map((r, i) => {
        const v = (p: keyof LineRow) => values?.[name(i, p)] ?? r[p];
        const e = (p: keyof LineRow) => errors?.[name(i, p)];
        return (
          <li
            key={i}
            className="border-border grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_6rem_9rem]"
            data-testid="invoice-line"
          >
            <div className="sm:col-span-3">
              <Field
                id={name(i, 'description')}
                label={`Line ${i + 1}: what was done`}
                errors={e('description')}
                look="admin"
              >
                <Input
                  {...controlProps(name(i, 'description'), e('description'))}
                  defaultValue={v('description')}
                  autoComplete="off"
                />
              </Field>
            </div>
            <SelectField
              id={name(i, 'gst')}
              label="GST"
              errors={e('gst')}
              options={GST_OPTIONS}
              placeholder={null}
              defaultValue={v('gst') || 'taxable'}
              look="admin"
            />
            <Field id={name(i, 'quantity')} label="Qty" errors={e('quantity')} look="admin">
              <Input
                {...controlProps(name(i, 'quantity'), e('quantity'))}
                inputMode="numeric"
                defaultValue={v('quantity') || '1'}
                autoComplete="off"
              />
            </Field>
            <Field
              id={name(i, 'price')}
              label={credit ? 'Credit, before GST (AUD)' : 'Price, before GST (AUD)'}
              errors={e('price')}
              look="admin"
            >
              <Input
                {...controlProps(name(i, 'price'), e('price'))}
                inputMode="decimal"
                defaultValue={v('price')}
                autoComplete="off"
              />
            </Field>
            <div className="sm:col-span-3">
              <Field
                id={name(i, 'reason')}
                label="Why GST-free (only for a GST-free line)"
                errors={e('reason')}
                look="admin"
              >
                <Input
                  {...controlProps(name(i, 'reason'), e('reason'))}
                  defaultValue={v('reason')}
                  autoComplete="off"
                />
              </Field>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function useForm(action: (s: ActionState, f: FormData) => Promise<ActionState>, fallback: string) {
  const [state, act, pending] = useActionState<ActionState, FormData>(action, idle);
  useActionToast(state, { fallback });
  return { state, act, pending };
}

/** A new invoice draft for a matter, or a draft's changes (`invoiceId`). Empty rows are skipped. */
export function InvoiceDraftForm({
  matterId,
  invoiceId,
  rows,
  dueOn,
}: {
  matterId: string;
  invoiceId?: string;
  rows: LineRow[];
  dueOn: string;
}) {
  const f = useForm(saveInvoiceDraftAction, 'Draft saved.');
  const values = f.state.values as Record<string, string> | undefined;
  return (
    <form
      action={f.act}
      noValidate
      className="space-y-4"
      key={f.state.at ?? 'form'}
      data-testid="invoice-draft-form"
    >
      <input type="hidden" name="matterId" value={matterId} />
      {invoiceId && <input type="hidden" name="invoiceId" value={invoiceId} />}
      <LineRows
        rows={rows}
        values={f.state.status === 'error' ? values : undefined}
        errors={f.state.fieldErrors}
      />
      <div className="max-w-xs">
        <Field id="dueOn" label="Due by" required errors={f.state.fieldErrors?.dueOn} look="admin">
          <Input
            {...controlProps('dueOn', f.state.fieldErrors?.dueOn)}
            type="date"
            defaultValue={(f.state.status === 'error' ? values?.dueOn : undefined) ?? dueOn}
          />
        </Field>
      </div>
      <Button type="submit" disabled={f.pending}>
        {f.pending ? 'Saving…' : invoiceId ? 'Save changes' : 'Save the draft'}
      </Button>
      <FormMessage state={f.state} className="mt-2" data-testid="invoice-draft-error" />
    </form>
  );
}

export function IssueInvoiceForm({ matterId, invoiceId }: { matterId: string; invoiceId: string }) {
  const f = useForm(issueInvoiceAction, 'Issued.');
  const err = f.state.fieldErrors?.gstChecked;
  return (
    <form action={f.act} noValidate className="space-y-3" data-testid="issue-invoice-form">
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="invoiceId" value={invoiceId} />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="gstChecked"
          className="mt-1 size-4"
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? 'gstChecked-error' : undefined}
        />
        <span>
          I checked each line: taxable lines carry 10% GST; a line is GST-free only for services to
          a client outside Australia, with the reason written.
        </span>
      </label>
      {err && (
        <p id="gstChecked-error" className="text-sm text-red-700">
          {err[0]}
        </p>
      )}
      <p className="text-muted-foreground text-sm">
        Issuing gives it the next number and today’s date. It can never be changed after that: a
        mistake is corrected with a credit note. The client is e-mailed a link (no amounts).
      </p>
      <Button type="submit" disabled={f.pending}>
        {f.pending ? 'Issuing…' : 'Issue the tax invoice'}
      </Button>
      <FormMessage state={f.state} className="mt-2" data-testid="issue-invoice-error" />
    </form>
  );
}

export function DiscardDraftForm({ matterId, invoiceId }: { matterId: string; invoiceId: string }) {
  const f = useForm(discardInvoiceDraftAction, 'Discarded.');
  return (
    <form action={f.act} data-testid="discard-invoice-form">
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="invoiceId" value={invoiceId} />
      <Button type="submit" variant="outline" disabled={f.pending}>
        Discard this draft
      </Button>
      <FormMessage state={f.state} className="mt-2" />
    </form>
  );
}

/** A credit note against an issued invoice: its reason and the lines credited (positive here). */
export function CreditNoteForm({
  matterId,
  invoiceId,
  rows,
}: {
  matterId: string;
  invoiceId: string;
  rows: LineRow[];
}) {
  const f = useForm(creditNoteAction, 'Credit note issued.');
  const values =
    f.state.status === 'error' ? (f.state.values as Record<string, string>) : undefined;
  const err = f.state.fieldErrors?.reason;
  return (
    <form
      action={f.act}
      noValidate
      className="space-y-4"
      key={f.state.at ?? 'form'}
      data-testid="credit-note-form"
    >
      <input type="hidden" name="matterId" value={matterId} />
      <input type="hidden" name="invoiceId" value={invoiceId} />
      <Field id="cn-reason" label="Why it is credited" required errors={err} look="admin">
        <Input
          {...controlProps('cn-reason', err)}
          name="reason"
          defaultValue={values?.reason ?? ''}
          autoComplete="off"
        />
      </Field>
      <LineRows rows={rows} values={values} errors={f.state.fieldErrors} credit />
      <Button type="submit" variant="outline" disabled={f.pending}>
        {f.pending ? 'Issuing…' : 'Issue the credit note'}
      </Button>
      <FormMessage state={f.state} className="mt-2" data-testid="credit-note-error" />
    </form>
  );
}
