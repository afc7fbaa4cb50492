import { visaCallRequestText, visaPageCallAbout } from '@/lib/config/links';
import { listVisaPages } from '@/lib/content';

/** The WhatsApp text each visa page's "Request Call" buttons send (the facts box and the CTA band). */
const pages = listVisaPages().map((visa) => ({
  title: visa.title,
  text: visaCallRequestText(visaPageCallAbout(visa.title)),
}));

describe('visa pages: Request Call chat text', () => {
  it('covers every visa page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(39);
  });

  it.each(pages.map((p) => [p.title, p.text]))('%s: "%s"', (title, text) => {
    // "… (subclass 188) - closed." read as if the agency's chat were closed.
    expect(text).not.toMatch(/ - |closed|replaced/);
    expect(text).toMatch(/[a-z)]\.$/);
    const subclass = /\(subclass (\d{3})\)/.exec(title)?.[1];
    if (subclass) expect(text).toContain(`(subclass ${subclass}).`);
  });
});
