/** Documents, requests, audit log and their storage objects on PGlite (what `npm run dev` runs). */
import { startsTestStack } from '../support/engines';
import { registerDocumentCases } from './documents-cases';

const stack = startsTestStack();

describe('documents on PGlite', () => registerDocumentCases(stack));
