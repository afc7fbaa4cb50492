/** Message bodies: plain text, only http(s) links clickable, sentence punctuation left out. */
import { bodyParts } from '@/lib/messages/format';

describe('bodyParts', () => {
  test('plain text stays one text part, markup included (React renders it as text)', () => {
    expect(bodyParts('<b>hi</b> & <script>x</script>')).toEqual([
      { kind: 'text', text: '<b>hi</b> & <script>x</script>' },
    ]);
  });

  test('http and https links become links; trailing punctuation is text', () => {
    expect(
      bodyParts('See https://immi.homeaffairs.gov.au/visas. Or http://a.example/x?y=1, ok'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://immi.homeaffairs.gov.au/visas',
        href: 'https://immi.homeaffairs.gov.au/visas',
      },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://a.example/x?y=1', href: 'http://a.example/x?y=1' },
      { kind: 'text', text: ', ok' },
    ]);
  });

  test('other schemes and bare domains are never links', () => {
    for (const body of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'www.example.com',
      'ftp://x.example',
    ]) {
      expect(bodyParts(body).every((p) => p.kind === 'text')).toBe(true);
    }
  });

  test('a quote cannot break out of the href', () => {
    const [, link] = bodyParts('x https://a.example/"onmouseover="alert(1)');
    expect(link).toEqual({ kind: 'link', text: 'https://a.example/', href: 'https://a.example/' });
  });
});
