/** What a person reads when a file is refused: the same words in the browser and from the server. */
import { ACCEPTED_FORMATS_TEXT } from '@/lib/config/document-checklist';
import { personLimits } from '@/lib/config/limits';

export const uploadMessages = {
  empty: 'This file is empty (0 bytes). Please choose the file again.',
  tooLarge:
    'This file is larger than 10 MB. Please scan at a lower resolution or split it into parts.',
  wrongType: `This file is not a type we accept. Please send ${ACCEPTED_FORMATS_TEXT}.`,
  failed: 'We could not save your file just now. Please try again.',
  limited: `You have sent ${personLimits.documentsPerHour} files in the last hour, the most we take at once. Please send the rest in an hour.`,
  replaces:
    'That document is not waiting for a new copy. Please upload this file as a new document.',
  signIn: 'Your session has ended. Please sign in again.',
} as const;
export type UploadProblem = keyof typeof uploadMessages;

/** Remove, on a document the agency put on legal hold (the database keeps it whatever is pressed). */
export const LEGAL_HOLD_MESSAGE =
  'Your agency must keep this document for now, so it cannot be removed. Please contact your agent if you have questions.';

/** Opening a file when Storage did not answer in time (or at all): the route answers 503 with it. */
export const openFailed = 'We could not open this file just now. Please try again in a minute.';
