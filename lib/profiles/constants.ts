/** How a client prefers to be contacted (profiles.preferred_contact). Browser-safe. */
export const CONTACT_CHANNELS = ['email', 'phone', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_LABELS: Record<ContactChannel, string> = {
  email: 'E-mail',
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
};
