import {
  callbackWindowLabel,
  callbackWindows,
  countries,
  visaInterests,
} from '@/lib/leads/options';
import type { LeadKind } from '@/lib/leads/schema';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { LeadFormClient } from './lead-form-client';

/**
 * The page each kind of form is on. Without JavaScript the form posts there (useActionState's
 * permalink): React otherwise writes `action=""`, which HTML does not allow (an empty URL).
 */
const PAGE: Record<LeadKind, string> = {
  contact: '/contact',
  callback: '/contact',
  consultation: '/book-consultation',
};

/**
 * A lead form (contact, call-back or consultation). The choices (countries, visa types, call-back
 * windows) are rendered here on the server and handed to the form as data, and fields only one
 * page has (the consultation's date and time picker) come in as `extra` from that page, so no
 * other page's script carries them: the browser downloads the form's behaviour, not the site's
 * catalogues (measured with bench/page-weight.mjs, /contact); the submit button's classes come
 * the same way, so the class-variance code stays on the server. A page's scripts are every client
 * component its server modules import, rendered or not, hence the slot rather than an `if` here.
 */
export function LeadForm({
  kind,
  defaultVisa,
  extra,
}: {
  kind: LeadKind;
  defaultVisa?: string;
  extra?: ReactNode;
}) {
  return (
    <LeadFormClient
      kind={kind}
      page={PAGE[kind]}
      defaultVisa={defaultVisa}
      countries={countries}
      visaInterests={visaInterests}
      callbackWindows={callbackWindows.map((w) => ({ id: w, label: callbackWindowLabel[w] }))}
      submitClass={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
      extra={extra}
    />
  );
}
