/**
 * "You have a new message" (queued by private.messages_after_insert in
 * 20261126125000_messages_rules.sql, at most one per recipient per 15 minutes by the outbox
 * digest). Never the message, its author or the matter: only a link to sign in and read it.
 */
import { clientMail, portalMail, type PortalTemplate } from './portal-mail';

const forAgents = (siteUrl: string, count: number) =>
  portalMail(
    count > 1 ? 'New messages from clients' : 'A new message from a client',
    [count > 1 ? `Clients sent ${count} new messages.` : 'A client sent a new message.'],
    `${siteUrl}/admin/messages`,
  );

export const messageTemplates: Record<string, PortalTemplate> = {
  'message-to-client': {
    digest: true,
    to: 'row',
    render: (_p, siteUrl, context) =>
      clientMail('messageToClient', `${siteUrl}/dashboard?tab=messages`, context),
  },
  // The client's own agent (the matter's assigned agent or the agent of their engagement).
  'message-to-agent': {
    digest: true,
    to: 'agent',
    render: (_p, siteUrl, { count }) => forAgents(siteUrl, count),
  },
  // A client with no agent yet: the agency inbox.
  'message-to-agency': {
    digest: true,
    to: 'agency',
    render: (_p, siteUrl, { count }) => forAgents(siteUrl, count),
  },
};
