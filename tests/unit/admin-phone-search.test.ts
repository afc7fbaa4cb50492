import { phoneSuffix, reversedRange } from '@/lib/admin/clients';

/** Issue 25 item 12: the phone search's input, matched against the end of an E.164 number. */
it('a search that is mostly a number is a phone search, without the trunk 0', () => {
  expect(phoneSuffix('0412 345 678')).toBe('412345678');
  expect(phoneSuffix('+61 412-345-678')).toBe('61412345678');
  expect(phoneSuffix('5678')).toBe('5678');
  expect(phoneSuffix('123')).toBeNull();
  expect(phoneSuffix('raj1990')).toBeNull();
  expect(phoneSuffix('Client 42')).toBeNull();
});

it('the reversed range holds exactly the numbers that end with the digits', () => {
  const { from, to } = reversedRange('5678');
  const inRange = (phone: string) => {
    const rev = [...phone.replace(/\D/g, '')].reverse().join('');
    return rev >= from && rev < to;
  };
  expect(inRange('+61412345678')).toBe(true);
  expect(inRange('+61412345679')).toBe(false);
  expect(inRange('+61412346678')).toBe(false);
  expect(reversedRange('19')).toEqual({ from: '91', to: '92' });
  expect(reversedRange('91')).toEqual({ from: '19', to: '1:' });
});
