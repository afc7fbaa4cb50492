import { visaCallRequestText, whatsappHref } from '@/lib/config/links';
import { featuredVisaCategories } from '@/lib/config/visas';

/** The WhatsApp text each home-page visa card's "Request Call" button sends. */
const cards = featuredVisaCategories.map((card) => ({
  card,
  text: decodeURIComponent(
    new URL(whatsappHref(visaCallRequestText(card.callAbout))).searchParams.get('text')!,
  ),
}));

describe('home-page visa cards: Request Call chat text', () => {
  it('covers all twelve cards, each with its own text', () => {
    expect(cards).toHaveLength(12);
    expect(new Set(cards.map((c) => c.text)).size).toBe(12);
  });

  it.each(cards.map((c) => [c.card.title, c.text]))('%s reads naturally: "%s"', (title, text) => {
    // "Partner Visa visa", "the the": a word repeated is the symptom people noticed.
    expect(text).not.toMatch(/\b(\w+)\s+\1\b/i);
    expect(text).not.toMatch(/&/);
    expect(text).toMatch(/^Hi! I would like to request a call back about a consultation for /);
    expect(text).toMatch(/[a-z)]\.$/);
    expect(text.match(/[.!?]/g)).toHaveLength(2); // "Hi!" and the closing full stop
    // A card named with a subclass number asks about that subclass.
    const subclass = /\b(\d{3})\b/.exec(title)?.[1];
    if (subclass) expect(text).toContain(`(subclass ${subclass})`);
  });
});
