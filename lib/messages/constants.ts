import { personLimits } from '@/lib/config/limits';

/** `file_note`: an agent's record of a call or WhatsApp conversation; agent-only by RLS. */
export const MESSAGE_KINDS = ['message', 'file_note'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_MAX_LENGTH = 5000;

/**
 * Said in the messages tab when the database refuses a client's message over the hourly limit
 * (messages_client_limit). Everything already sent has arrived; the form keeps the text.
 */
export const MESSAGE_LIMIT_TEXT = `You have sent ${personLimits.messagesPerHour} messages in the last hour, the most we take at once. Your messages have reached us; please send this one a little later, or call us if it is urgent.`;
