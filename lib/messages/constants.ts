/** `file_note`: an agent's record of a call or WhatsApp conversation; agent-only by RLS. */
export const MESSAGE_KINDS = ['message', 'file_note'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_MAX_LENGTH = 5000;
