/**
 * Round 2 of "The portal as tried": the agent read "Your estimated points" about someone else's
 * points. The result view speaks to whoever reads it: the client ("your") on the dashboard, the
 * agent ("the client's") on /admin/assessments/[id].
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AssessmentResultView } from '@/components/assessments/assessment-result';
import { ASSESSMENT_TYPES } from '@/lib/assessments/constants';
import { computeResult } from '@/lib/assessments/forms';
import { validAnswers } from '../support/assessment-answers';

const render = (type: (typeof ASSESSMENT_TYPES)[number], reader?: 'client' | 'agent') =>
  renderToStaticMarkup(
    createElement(AssessmentResultView, {
      result: computeResult(type, validAnswers[type], '2026-11-20'),
      reader,
    }),
  );

describe('the assessment result, by reader', () => {
  it('tells the agent about the client’s points, the client about theirs', () => {
    expect(render('permanent-residency', 'agent')).toContain('The client’s estimated points');
    expect(render('permanent-residency', 'agent')).not.toContain('Your estimated points');
    expect(render('permanent-residency')).toContain('Your estimated points');
  });

  // The notes inside a result are stored with it, in the client's words (the agent reads what the
  // client was shown); the title and the app's own sentences are the reader's.
  it.each(ASSESSMENT_TYPES)('titles the result for the agent without "your" for %s', (type) => {
    const title = /<p class="font-semibold">([^<]*)<\/p>/.exec(render(type, 'agent'))?.[1];
    expect(title).toBeDefined();
    expect(title).not.toMatch(/\byour?\b/i);
  });
});
