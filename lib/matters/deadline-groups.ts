/**
 * /admin/deadlines' order: overdue first, then due within 7, 14 and 30 days, then later, and the
 * recently done ones last (to reopen). Dates are calendar dates (YYYY-MM-DD) compared as text.
 */
export interface DatedDeadline {
  dueOn: string;
  doneAt: Date | null;
}

const addDays = (ymd: string, n: number) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export function deadlineGroups<T extends DatedDeadline>(rows: T[], today: string, doneShown = 20) {
  const open = rows.filter((r) => !r.doneAt);
  const within = (from: number, to: number) =>
    open.filter((r) => r.dueOn >= addDays(today, from) && r.dueOn <= addDays(today, to));
  return [
    { key: 'overdue', title: 'Overdue', items: open.filter((r) => r.dueOn < today) },
    { key: 'week', title: 'Due in the next 7 days', items: within(0, 7) },
    { key: 'fortnight', title: 'Due in 8 to 14 days', items: within(8, 14) },
    { key: 'month', title: 'Due in 15 to 30 days', items: within(15, 30) },
    { key: 'later', title: 'Later', items: open.filter((r) => r.dueOn > addDays(today, 30)) },
    {
      key: 'done',
      title: 'Done',
      items: rows
        .filter((r) => r.doneAt)
        .sort((a, b) => b.doneAt!.getTime() - a.doneAt!.getTime())
        .slice(0, doneShown),
    },
  ];
}
