/** The database's value lists, mail names and limits against the TypeScript constants, on PostgreSQL 15. */
import { describeOnPg15 } from '../support/engines';
import { registerCatalogueCases } from './catalogue-cases';

describeOnPg15('catalogue and TypeScript on PostgreSQL 15', ({ stack }) => {
  describe('lists', () => registerCatalogueCases(stack));
});
