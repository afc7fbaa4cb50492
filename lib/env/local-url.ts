/** Browser-safe: used by lib/config/site.ts as well as the server environment. */
/** localhost, *.localhost, 127.0.0.0/8, ::1, 0.0.0.0 and a container's host name alias. */
export function isLocalUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase();
  } catch {
    return false;
  }
  host = host.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0' ||
    host === 'host.docker.internal'
  );
}
