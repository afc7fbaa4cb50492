import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { getCurrentUser, requireUser } from '@/lib/auth/server';
import { startDraft } from '@/lib/assessments/client-service';
import { isAssessmentType } from '@/lib/assessments/constants';
import { assessmentForms } from '@/lib/assessments/forms';
import { answersFromCalculator } from '@/lib/assessments/pr-result';
import { errorText, logEvent } from '@/lib/log';

/** Holds what to start across sign-in or sign-up (the e-mail link may come back without a query). */
const PENDING = 'pending-assessment';
const SELF = '/dashboard/assessments/new';

/**
 * "Save to my dashboard" (/pr-calculator) and other start links land here. Signed out: the
 * request is kept in a short-lived cookie and the person signs in or up, then comes back here.
 * Signed in: a draft starts (from the calculator's answers when given) and opens at step one.
 */
export async function GET(request: NextRequest) {
  const q = request.nextUrl.searchParams;
  const jar = await cookies();
  let type = q.get('type');
  let from = q.get('from') ?? '';
  if (!type) {
    try {
      const saved = JSON.parse(jar.get(PENDING)?.value ?? '{}') as { type?: string; from?: string };
      type = saved.type ?? null;
      from = saved.from ?? '';
    } catch {
      type = null;
    }
  }
  if (!isAssessmentType(type))
    return NextResponse.redirect(new URL('/dashboard?tab=assessments&type=unknown', request.url));
  from = from.slice(0, 500);

  const user = await getCurrentUser();
  if (!user) {
    const res = NextResponse.redirect(
      new URL(`/auth?mode=sign-up&next=${encodeURIComponent(SELF)}`, request.url),
    );
    res.cookies.set(PENDING, JSON.stringify({ type, from }), {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      path: SELF,
      maxAge: 60 * 60 * 24,
    });
    return res;
  }
  // The full check (a session that has ended is refused) before anything is written.
  const signedIn = await requireUser(SELF);
  try {
    const answers =
      type === 'permanent-residency' && from
        ? answersFromCalculator(from, new Date().toISOString().slice(0, 10))
        : {};
    const id = await startDraft(signedIn, type, answers);
    const res = NextResponse.redirect(
      new URL(
        `/dashboard/assessments/${id}?step=${assessmentForms[type].steps[0].id}`,
        request.url,
      ),
    );
    res.cookies.delete({ name: PENDING, path: SELF });
    return res;
  } catch (error) {
    logEvent('assessment_start_failed', { error: errorText(error) }, 'error');
    return NextResponse.redirect(
      new URL(`/dashboard?tab=assessments&type=${type}&error=start`, request.url),
    );
  }
}
