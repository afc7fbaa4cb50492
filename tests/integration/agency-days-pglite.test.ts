/** Sydney calendar dates (document retention, offer expiry) on PGlite. */
import { startsTestStack } from '../support/engines';
import { registerAgencyDayCases } from './agency-days-cases';

const stack = startsTestStack();

describe('agency days on PGlite', () => registerAgencyDayCases(stack));
