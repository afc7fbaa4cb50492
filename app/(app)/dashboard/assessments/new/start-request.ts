/**
 * What "Start a free assessment" links carry: a type and, from /pr-calculator, the calculator's
 * answers as a query. Across sign-up it travels inside the confirmation e-mail's link as ONE
 * base64url value: the e-mail template puts the link in `next=` without encoding it, so a value
 * with `&`, `=` or `%` would come back cut or decoded once too often; [A-Za-z0-9_-] comes back
 * as sent, on any device.
 */
import { isAssessmentType, type AssessmentType } from '@/lib/assessments/constants';

export interface StartRequest {
  type: AssessmentType;
  /** The calculator's URL state, at most 500 characters. */
  from: string;
}

export const encodeStart = (s: StartRequest) =>
  Buffer.from(JSON.stringify([s.type, s.from]), 'utf8').toString('base64url');

/** `?start=…`, or the plain `?type=…&from=…` of the calculator's link; null when neither fits. */
export function startFromQuery(q: {
  type?: string | string[];
  from?: string | string[];
  start?: string | string[];
}): StartRequest | null {
  let type: unknown = q.type;
  let from: unknown = q.from ?? '';
  if (typeof q.start === 'string') {
    try {
      [type, from] = JSON.parse(Buffer.from(q.start, 'base64url').toString('utf8')) as unknown[];
    } catch {
      return null;
    }
  }
  if (!isAssessmentType(type) || typeof from !== 'string') return null;
  return { type, from: from.slice(0, 500) };
}
