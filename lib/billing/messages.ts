/**
 * The words an agent sees when the clients' account refuses a change, in one place: the database
 * refuses by a code (the constraint it names; SQLSTATE 23514, or 23505 for a second reversal)
 * and ./agent.ts turns the code into the sentence here. tests/rls/billing-rules-cases.ts fails
 * when the database refuses with a code that has no sentence here. Browser-safe.
 */
export const BILLING_RULES = {
  // The money held.
  ledger_held_not_negative:
    'There is not enough money held for this matter. Check the amount, or record the receipt first.',
  ledger_transfer_needs_issued_invoice:
    'A transfer to the office needs an issued invoice of this matter.',
  ledger_transfer_within_owed: 'The transfer is more than the invoice still owes.',
  ledger_closed_matter_holds_nothing: 'This matter is closed: no money can be held for it.',
  ledger_receipt_open_deposit_request:
    'That deposit request is not open, or belongs to another matter.',
  ledger_entries_after_locked_period:
    'The clients’ account is reconciled and locked up to a later date. Date the entry after the last reconciliation.',
  ledger_entries_not_future: 'The transaction date cannot be in the future.',
  ledger_entries_reversal_same_matter:
    'Only an entry of this matter that is not itself a reversal can be reversed.',
  ledger_entries_reversed_once: 'That entry is already reversed.',
  ledger_entries_reverses_key: 'That entry is already reversed.',
  ledger_entries_amount_sign: 'Enter the amount as a positive number of dollars and cents.',
  ledger_entries_money_has_method: 'Choose how the money was paid.',
  ledger_entries_transfer_names_invoice: 'Only a transfer to the office names an invoice.',
  ledger_entries_reversal_has_reason: 'Give the reason for the reversal.',
  ledger_entries_deposit_only_receipts: 'Only a receipt pays a deposit request.',
  // Invoices.
  invoices_issued_unchanged:
    'An issued invoice cannot be changed or deleted. Issue a credit note to correct it.',
  invoices_lines_shape:
    'Each line needs a description, a quantity, a price and whether GST applies (with the reason when it does not).',
  invoices_lines_not_negative: 'An invoice’s prices cannot be negative. Use a credit note.',
  invoices_credit_lines_negative: 'A credit note’s prices are negative amounts.',
  invoices_credit_names_issued: 'A credit note must credit an issued invoice of the same matter.',
  invoices_credit_within_owed: 'The credit note is more than the invoice still owes.',
  invoices_credit_note_shape: 'A credit note needs its reason, and a total below zero.',
  invoices_matter_open: 'This matter is closed: it takes no new invoice.',
  invoices_issued_complete:
    'The invoice needs its due date and the agency’s name, ABN and MARN before it is issued.',
  invoices_client_named_from_1000:
    'A tax invoice of $1,000 or more must show the client’s name. Add it to their profile.',
  invoices_due_after_issue: 'The due date cannot be before the date of issue.',
  invoices_draft_unnumbered: 'A draft has no invoice number yet.',
  // Deposit requests.
  deposit_requests_kept: 'A deposit request can only be cancelled while it is open.',
  deposit_requests_matter_open: 'This matter is closed: it takes no new deposit request.',
  // Reconciliations.
  reconciliations_balance_agrees:
    'The statement balance does not agree with the ledger for that date. Find the difference before locking.',
  reconciliations_after_last: 'The account is already reconciled through that date or later.',
  reconciliations_not_future: 'The statement date cannot be in the future.',
  reconciliations_locks_statement_date:
    'A reconciliation locks the ledger through its statement date.',
} as const;
export type BillingRule = keyof typeof BILLING_RULES;

export const isBillingRule = (code: string | undefined): code is BillingRule =>
  code !== undefined && Object.hasOwn(BILLING_RULES, code);

/** A refusal by the grants or the functions' agent check (42501). */
export const BILLING_NOT_ALLOWED = 'Only an agent signed in with two-step sign-in can do that.';
/** A rule without a code of its own. */
export const BILLING_RULE_FALLBACK = 'That change to the clients’ account is not allowed.';
