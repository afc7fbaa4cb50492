/**
 * How a matter's stage and dates read, for the agent and in plain language for the client.
 * Browser-safe (no server imports): the client's stepper and the agent's pages share it.
 */
import { allVisas } from '@/lib/config/visas';
import { formatCalendarDate } from '@/lib/time/format';
import type { DeadlineKind, MatterOutcome, MatterStage } from './constants';

export const STAGE_LABELS: Record<MatterStage, string> = {
  preparing: 'Preparing',
  client_review: 'With the client for review',
  lodged: 'Lodged',
  info_requested: 'Information requested',
  decided: 'Decided',
  closed: 'Closed',
};

export const OUTCOME_LABELS: Record<MatterOutcome, string> = {
  granted: 'Granted',
  refused: 'Refused',
  withdrawn: 'Withdrawn',
};

export const DEADLINE_LABELS: Record<DeadlineKind, string> = {
  info_request: 'Reply to a request for information',
  natural_justice: 'Reply to a natural justice letter',
  bridging_visa_condition: 'Bridging visa condition',
  visa_expiry: 'Visa expiry',
  health_examination: 'Health examination',
  police_certificate: 'Police certificate',
  review_application: 'Apply for review of the decision',
  other: 'Other',
};

/** The client's steps, in order (info_requested is shown as part of "lodged"). */
export const CLIENT_STEPS = ['preparing', 'client_review', 'lodged', 'decided'] as const;

export interface MatterFacts {
  stage: MatterStage;
  outcome: MatterOutcome | null;
  lodgedOn: string | null;
  decidedOn: string | null;
  clientApprovedAt: Date | string | null;
}

/** One plain sentence for the client about where their application stands. */
export function clientStageSentence(m: MatterFacts): string {
  switch (m.stage) {
    case 'preparing':
      return 'We are preparing your application.';
    case 'client_review':
      return m.clientApprovedAt
        ? 'Thank you for checking your application. We will lodge it soon.'
        : 'Your application is ready for you to check.';
    case 'lodged':
      return `Lodged with the Department of Home Affairs on ${formatCalendarDate(m.lodgedOn)}.`;
    case 'info_requested':
      return 'The Department of Home Affairs has asked for more information. We will tell you what we need.';
    case 'decided':
    case 'closed': {
      const on = formatCalendarDate(m.decidedOn);
      if (m.outcome === 'granted') return `Your visa was granted on ${on}.`;
      if (m.outcome === 'refused')
        return `The Department refused the application on ${on}. We will talk to you about what you can do next.`;
      if (m.outcome === 'withdrawn') return `The application was withdrawn on ${on}.`;
      return 'We have closed this matter.';
    }
  }
}

/** The client's step labels; the current one carries the dates. */
export function clientStepLabel(step: (typeof CLIENT_STEPS)[number]): string {
  return {
    preparing: 'Preparing your application',
    client_review: 'You check the application',
    lodged: 'Lodged with the Department of Home Affairs',
    decided: 'Decision',
  }[step];
}

/** Where the matter's stage sits among the client's steps. */
export function clientStepIndex(stage: MatterStage): number {
  if (stage === 'info_requested') return 2;
  if (stage === 'closed') return 3;
  return CLIENT_STEPS.indexOf(stage);
}

/** Visa subclasses from the catalogue ("189", "820/801"), with their names. */
export const VISA_SUBCLASSES: { subclass: string; name: string }[] = allVisas.flatMap((v) => {
  const m = /\(([\d/]+)\)$/.exec(v.name);
  return m ? [{ subclass: m[1]!, name: v.name }] : [];
});

export const visaName = (subclass: string) =>
  VISA_SUBCLASSES.find((v) => v.subclass === subclass)?.name ?? `Subclass ${subclass}`;
