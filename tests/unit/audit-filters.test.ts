/** The audit log's filters from the address bar: a day that does not exist is dropped, not sent to the database. */
import { auditFilterSchema } from '@/lib/admin/audit';

test('a real day is kept; a day that does not exist or has another shape is dropped', () => {
  expect(auditFilterSchema.parse({ from: '2026-02-28', to: '2028-02-29' })).toMatchObject({
    from: '2026-02-28',
    to: '2028-02-29',
  });
  const bad = auditFilterSchema.parse({ from: '2026-02-30', to: '2026-13-01' });
  expect(bad.from).toBeUndefined();
  expect(bad.to).toBeUndefined();
  expect(auditFilterSchema.parse({ from: '26-02-01' }).from).toBeUndefined();
});
