import { notFound } from 'next/navigation';
import { logMissingPath } from '@/lib/log';

/**
 * Catches every path no route matches, logs it as one structured line, then renders the 404 page
 * with status 404.
 */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  logMissingPath(`/${missing.map(encodeURIComponent).join('/')}`);
  notFound();
}
