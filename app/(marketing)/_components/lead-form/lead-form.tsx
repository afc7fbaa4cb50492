import {
  callbackWindowLabel,
  callbackWindows,
  countries,
  visaInterests,
} from '@/lib/leads/options';
import type { LeadKind } from '@/lib/leads/schema';
import { ConsultationTime } from './consultation-time';
import { LeadFormClient } from './lead-form-client';

/**
 * A lead form (contact, call-back or consultation). The choices (countries, visa types, call-back
 * windows) are rendered here on the server and handed to the form as data, and the consultation's
 * date and time picker is a slot only the consultation page loads: the browser downloads the form's
 * behaviour, not the site's catalogues (measured with bench/page-weight.mjs, /contact).
 */
export function LeadForm({ kind, defaultVisa }: { kind: LeadKind; defaultVisa?: string }) {
  return (
    <LeadFormClient
      kind={kind}
      defaultVisa={defaultVisa}
      countries={countries}
      visaInterests={visaInterests}
      callbackWindows={callbackWindows.map((w) => ({ id: w, label: callbackWindowLabel[w] }))}
      extra={kind === 'consultation' ? <ConsultationTime /> : null}
    />
  );
}
