/**
 * What the student and business assessments show the client straight after submitting: facts
 * worked out from their answers, never a promise. The agent's response is the real answer.
 */
import { formatAud, studentLivingCost } from '@/lib/config/facts';
import { completedYears } from '@/lib/time/calendar';

export interface StudentResult {
  kind: 'student-visa';
  asOf: string;
  livingCost: { amountAud: number; effectiveFrom: string; sourceUrl: string };
  fundsAud: number;
  /** How far the money shown is below one year's living costs for the main student alone. */
  livingCostGap: number;
  notes: string[];
}

export function studentResult(a: Record<string, unknown>, asOf: string): StudentResult {
  const funds = Number(a.fundsAud ?? 0);
  const gap = Math.max(0, studentLivingCost.amountAud - funds);
  const notes = [
    gap > 0
      ? `The money you listed is ${formatAud(gap)} below one year of living costs for the main student (${formatAud(studentLivingCost.amountAud)}), before course fees and travel.`
      : `The money you listed covers one year of living costs for the main student (${formatAud(studentLivingCost.amountAud)}); course fees and travel come on top.`,
  ];
  if (Number(a.dependants ?? 0) > 0)
    notes.push(
      'Family members coming with you need more money shown; your agent will work it out.',
    );
  if (a.refusals === 'yes')
    notes.push('A past refusal must be declared; your agent will look at how to explain it.');
  return {
    kind: 'student-visa',
    asOf,
    livingCost: {
      amountAud: studentLivingCost.amountAud,
      effectiveFrom: studentLivingCost.effectiveFrom,
      sourceUrl: studentLivingCost.sourceUrl,
    },
    fundsAud: funds,
    livingCostGap: gap,
    notes,
  };
}

export interface Pathway {
  name: string;
  href: string;
  why: string;
}

export interface BusinessResult {
  kind: 'business-visa';
  asOf: string;
  closedNotice: string;
  pathways: Pathway[];
}

const CLOSED_188 =
  'The Business Innovation and Investment visa (subclass 188) closed to new applications on 31 July 2024. People who already hold a 188 visa may still move to the permanent 888 visa.';

/** Which open visas fit what the person told us, plainly and without promising an outcome. */
export function businessResult(a: Record<string, unknown>, asOf: string): BusinessResult {
  const interests = (a.interestedIn as string[] | undefined) ?? [];
  const innovation = (a.innovation as string[] | undefined) ?? [];
  const age = typeof a.dateOfBirth === 'string' ? completedYears(a.dateOfBirth, asOf) : null;
  const any = interests.includes('not-sure');
  const pathways: Pathway[] = [];
  if (any || interests.includes('national-innovation') || innovation.length > 0)
    pathways.push({
      name: 'National Innovation visa (subclass 858)',
      href: '/visas/global-talent-858',
      why:
        innovation.length > 0
          ? 'You listed a record of innovation. This permanent visa is for people with an internationally recognised record of exceptional achievement; it is by invitation after an Expression of Interest.'
          : 'This permanent visa is for people with an internationally recognised record of exceptional achievement in business, research or other fields; it is by invitation after an Expression of Interest.',
    });
  if (any || interests.includes('employer-sponsored'))
    pathways.push({
      name: 'Employer-sponsored visas (Skills in Demand 482, Employer Nomination 186)',
      href: '/visas/tss-482',
      why: 'An Australian business, including one you set up or buy, may be able to sponsor you for a role it needs.',
    });
  if (any || interests.includes('state-options'))
    pathways.push({
      name: 'State and territory nomination (190, 491)',
      href: '/visas/state-sponsored-190',
      why:
        age !== null && age >= 45
          ? 'States nominate skilled workers for the 190 and 491, but these visas need you to be under 45 when invited.'
          : 'States and territories nominate skilled workers for the 190 and 491 visas; each has its own occupation lists and rules.',
    });
  return { kind: 'business-visa', asOf, closedNotice: CLOSED_188, pathways };
}
