/** The message summaries the database keeps (issue 39) on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerMessageSummaryCases } from './message-summaries-cases';

const stack = startsTestStack();

describe('message summaries on PGlite', () =>
  registerMessageSummaryCases(stack, { concurrent: false }));
