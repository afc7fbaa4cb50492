/**
 * Who gave an assessment's response, as the client and the agent read it: the agent's name and
 * MARN kept on the row when they responded (20261201100100_assessment_responder_marn.sql). An
 * agent who had not added their registration is named without a MARN, never with someone else's.
 */
import { siteConfig } from '@/lib/config/site';

export function responderLine(a: { agentName: string | null; agentMarn: string | null }): string {
  const name = a.agentName?.trim() || 'Your agent';
  return a.agentMarn
    ? `${name}, Registered Migration Agent, MARN ${a.agentMarn}`
    : `${name}, ${siteConfig.name}`;
}
