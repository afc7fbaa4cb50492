import { documentCategories } from '@/lib/config/document-checklist';
import { DOCUMENT_CATEGORIES } from '@/lib/documents/constants';

/** The documents an agent can ask a client for, as `<SelectField>` options (requests, matters). */
export const DOCUMENT_OPTIONS = DOCUMENT_CATEGORIES.map((c) => ({
  value: c,
  label: documentCategories[c].label,
}));
