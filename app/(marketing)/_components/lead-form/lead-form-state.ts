'use client';

import { createContext, useContext } from 'react';

/** What the lead form's last answer says, for parts rendered into it from the server (slots). */
export interface LeadFormAnswer {
  values: Record<string, string | undefined>;
  errors: Record<string, string[] | undefined>;
}

export const LeadFormAnswerContext = createContext<LeadFormAnswer>({ values: {}, errors: {} });

export const useLeadFormAnswer = () => useContext(LeadFormAnswerContext);
