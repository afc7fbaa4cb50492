/** A Postgres `date` as YYYY-MM-DD, whether the driver gave a string or a local-midnight Date. */
export function ymd(v: unknown): string {
  if (v instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${v.getFullYear()}-${p(v.getMonth() + 1)}-${p(v.getDate())}`;
  }
  return v === null || v === undefined ? '' : String(v).slice(0, 10);
}
