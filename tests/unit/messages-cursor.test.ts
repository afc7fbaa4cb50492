/**
 * The poll's cursor check (lib/messages/cursor.ts): only what PostgreSQL's pg_snapshot input
 * accepts gets through, so a tampered `since` means "start from the present", never a 503 on
 * every poll. What a cursor means is tested against both engines in tests/rls/messages-poll-*.
 */
import { snapshotCursor, timeCursor } from '@/lib/messages/cursor';

describe('snapshotCursor', () => {
  test.each(['755:755:', '740:760:741', '740:760:741,741,759', '1:18446744073709551615:'])(
    'passes %s',
    (s) => expect(snapshotCursor(s)).toBe(s),
  );

  test.each([
    null,
    undefined,
    '',
    'x',
    '0:5:', // 0 is no transaction
    '9:5:', // xmin after xmax
    '5:9:7,6', // in-progress ids out of order
    '5:9:4', // below xmin
    '5:9:9', // at xmax
    '1:18446744073709551616:', // past xid8
    '5:9:,', // empty id
    ' 5:9:',
    `1:3:${'2,'.repeat(2000)}2`, // too long for a URL
  ])('refuses %p', (s) => expect(snapshotCursor(s)).toBeNull());
});

describe('timeCursor (tabs opened before snapshot cursors)', () => {
  test('an ISO time with its offset, to the microsecond', () => {
    expect(timeCursor('2026-11-26T10:00:00.123456+00:00')).toBe('2026-11-26T10:00:00.123456+00:00');
    expect(timeCursor('2026-11-26T10:00:00.123Z')).toBe('2026-11-26T10:00:00.123Z');
  });
  test.each([null, '755:755:', '2026-11-26', 'yesterday'])('not %p', (s) =>
    expect(timeCursor(s)).toBeNull(),
  );
});
