/** What an assessment form action sends back: the values as typed, errors by field, a message. */
export interface StepActionState {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  message?: string;
  /** A step form: the fingerprint of the saved copy the fields now show (forms/progress.ts). */
  version?: string;
  /** Changes on every attempt, so the form re-renders with the returned values. */
  at: number;
}
