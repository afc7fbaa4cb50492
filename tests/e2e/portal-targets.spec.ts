/**
 * Round 2 of "The portal as tried" (low findings), at 375 px:
 * - every tap target on each dashboard tab and the main admin pages is at least 24 × 24 CSS px or
 *   spaced as WCAG 2.2 AA 2.5.8 allows (links inside a sentence are exempt too), and the
 *   back links and the header's account menu reach 44 px;
 * - the signed-in header carries no marketing calls to action (Book Consultation, PR Calculator);
 * - the WhatsApp button covers nothing on a visa page or the calculator's points (elementFromPoint);
 * - the agent's queue names an assessment by its kind's label, never its slug.
 * Screenshots go to /tmp/shots-lowui.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminNav } from '@/lib/config/admin-nav';
import { dashboardSections } from '@/app/(app)/dashboard/_sections';
import { sql } from './support/db';
import { DEMO_ADMIN, DEMO_CLIENT, signedInPage } from './support/sign-in';

// Rows written straight into the tables, past the triggers that stamp a live session's writes.
const RAW = ["set local session_replication_role = 'replica'"];
const PHONE = { width: 375, height: 812 };
const SHOTS = '/tmp/shots-lowui';

/** Targets smaller than the rule allows, named so a failure says what to fix. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const targets: { name: string; size: string; r: DOMRect; small: boolean }[] = [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      let target: HTMLElement = el;
      // A tick box or radio is tapped through its label too: measure the larger of the two.
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const label = el.closest('label') ?? el.labels?.[0];
        if (label) target = label;
      }
      const r = target.getBoundingClientRect();
      // The skip link and other screen-reader-only text: a 1 px clipped box until focused.
      if (r.width <= 1 || r.height <= 1) continue;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
      // 2.5.8's inline exception: a link inside a sentence is as tall as the line it sits on.
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
        const block = el.parentElement?.closest('p, li, td, dd, span, div');
        const around = (block?.textContent ?? '').trim().replace(/\s+/g, ' ');
        if (around.length > text.length + 1) continue;
      }
      const name = `${el.tagName.toLowerCase()} "${(text || el.getAttribute('aria-label') || el.getAttribute('name') || '').slice(0, 40)}"`;
      const size = `${Math.round(r.width)}×${Math.round(r.height)}`;
      const small = r.width < 24 || r.height < 24;
      targets.push({ name, size, r, small });
      if (small) continue;
      if (text.startsWith('←') && r.height < 44) found.push(`back link ${name} is ${size}`);
      else if (el.getAttribute('aria-haspopup') !== null || el.hasAttribute('aria-expanded'))
        if (r.height < 44) found.push(`menu button ${name} is ${size}`);
    }
    // 2.5.8's spacing exception: an undersized target passes when a 24 px circle centred on it
    // meets no other target and no other undersized target's circle.
    const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
    const circleMeetsRect = ([x, y]: readonly [number, number], r: DOMRect) => {
      const dx = x - Math.max(r.left, Math.min(x, r.right));
      const dy = y - Math.max(r.top, Math.min(y, r.bottom));
      return dx * dx + dy * dy < 12 * 12;
    };
    for (const t of targets.filter((x) => x.small)) {
      const c = centre(t.r);
      const crowded = targets.some((o) => {
        if (o === t) return false;
        if (circleMeetsRect(c, o.r)) return true;
        if (!o.small) return false;
        const [ox, oy] = centre(o.r);
        return (c[0] - ox) ** 2 + (c[1] - oy) ** 2 < 24 * 24;
      });
      if (crowded) found.push(`${t.name} is ${t.size}, too close to another target`);
    }
    return found;
  });
}

/** Checks each path at 375 px; returns every problem found. */
async function checkTargets(page: Page, paths: string[], prefix: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(PHONE);
  const found: string[] = [];
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await page.screenshot({
      path: `${SHOTS}/${prefix}-${path.replace(/[^a-z0-9]+/gi, '-')}.png`,
      fullPage: true,
    });
    for (const p of await smallTargets(page)) found.push(`${path}: ${p}`);
    const header = page.locator('header').first();
    for (const cta of ['Book Consultation', 'PR Calculator'])
      if ((await header.getByText(cta).count()) > 0) found.push(`${path}: header offers "${cta}"`);
  }
  return found;
}

test.describe('portal at 375 px', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every dashboard tab: 24 px targets, 44 px back links, no marketing header', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, DEMO_CLIENT, '/dashboard', PHONE);
    const matter = await sql<{ id: string }>(
      `select id from public.matters where client_id = (select id from public.profiles where email = $1) limit 1`,
      [DEMO_CLIENT.email],
    ).catch(() => []);
    const paths = [
      ...dashboardSections.map((s) => s.href),
      ...matter.map((m) => `/dashboard/matters/${m.id}`),
    ];
    expect(await checkTargets(page, paths, 'client')).toEqual([]);
  });

  test('the main admin pages: 24 px targets, 44 px back links, the admin’s own header', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, DEMO_ADMIN, '/admin', PHONE);
    const client = await sql<{ id: string }>(`select id from public.profiles where email = $1`, [
      DEMO_CLIENT.email,
    ]);
    const paths = [...adminNav.map((i) => i.href), `/admin/clients/${client[0]!.id}`];
    expect(await checkTargets(page, paths, 'admin')).toEqual([]);
    // The agency's name, the admin nav and the account menu are there.
    await page.goto('/admin');
    await expect(page.getByTestId('portal-header')).toBeVisible();
    await expect(page.getByTestId('admin-nav')).toBeVisible();
    await expect(page.getByRole('button', { name: /Dashboard/ })).toBeVisible();
  });

  test('the queue names an assessment by its kind, not its slug', async ({ browser }) => {
    const client = await sql<{ id: string }>(`select id from public.profiles where email = $1`, [
      DEMO_CLIENT.email,
    ]);
    // The oldest waiting assessment, so it heads the queue's capped list.
    const [row] = await sql<{ id: string }>(
      `insert into public.assessments (client_id, type, status, submitted_at)
       values ($1, 'permanent-residency', 'submitted', now() - interval '3650 days') returning id`,
      [client[0]!.id],
      RAW,
    );
    try {
      const page = await signedInPage(browser, DEMO_ADMIN, '/admin');
      const queue = page.getByRole('main');
      await expect(queue.getByText('Permanent Residency assessment').first()).toBeVisible();
      await expect(queue.getByText(/permanent[- ]residency/)).toHaveCount(0);
    } finally {
      await sql(`delete from public.assessments where id = $1`, [row!.id], RAW);
    }
  });
});

/** Text blocks in the viewport whose middle is under something else (the WhatsApp button). */
async function coveredText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (!el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      // Check each of its lines' right ends, where a corner button sits.
      for (let y = r.top + 4; y < r.bottom; y += 12) {
        if (y < 0 || y > window.innerHeight) continue;
        for (const x of [r.left + 4, (r.left + r.right) / 2, r.right - 4]) {
          const hit = document.elementFromPoint(x, y);
          if (hit && !el.contains(hit) && hit.closest('[data-testid="chat-button"]'))
            out.push(
              `${(el.textContent ?? '').trim().slice(0, 50)} at ${Math.round(x)},${Math.round(y)}`,
            );
        }
      }
    }
    return out;
  }, selector);
}

test.describe('the WhatsApp button at 375 px', () => {
  test.use({ viewport: PHONE });

  test('covers no text on a visa page, at any scroll', async ({ page }) => {
    await page.goto('/visas/student-visa-500');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const covered: string[] = [];
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      covered.push(...(await coveredText(page, 'main p, main li, main h2, main h3, main td')));
    }
    expect(covered).toEqual([]);
  });

  test('covers none of the calculator’s points', async ({ page }) => {
    await page.goto('/pr-calculator');
    const total = page.getByTestId('points-total');
    const shown = (await total.count()) > 0 ? total : page.getByTestId('points-total-missing');
    await shown.scrollIntoViewIfNeeded();
    // The result panel's own rows, scrolled to the bottom of the screen where the button sits.
    await shown.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - window.innerHeight + 10);
    });
    expect(await coveredText(page, '[data-testid^="points-"], [data-testid^="points-"] *')).toEqual(
      [],
    );
  });
});
