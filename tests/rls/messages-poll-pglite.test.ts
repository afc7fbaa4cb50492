/** The message poll and its snapshot cursor on PGlite (one session: no overlapping transactions). */
import { startsTestStack } from '../support/engines';
import { registerMessagePollCases } from './messages-poll-cases';

const stack = startsTestStack();

describe('the message poll on PGlite', () =>
  registerMessagePollCases(stack, { concurrent: false }));
