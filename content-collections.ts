/**
 * Content collections: visa pages and blog posts, validated at build time.
 * A file whose frontmatter does not match fails `next build` with the file's name.
 * Only lib/content.ts imports the generated module.
 */
import { defineCollection, defineConfig } from '@content-collections/core';
import { z } from 'zod';
import { visaCharges } from './lib/config/facts';
import { chargesNamed, expandFacts } from './lib/content-facts';
import { headingId } from './lib/heading-id';
import { ENGLISH_LEVELS, PARTNER_STATUSES, QUALIFICATIONS, VISAS } from './lib/points/constants';
import { markdownToHtml } from './lib/markdown-html';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use an ISO date, e.g. 2026-11-22');
/**
 * When a guide first appeared: a date, or a UTC timestamp where several guides appeared on the
 * same day and the order between them must stay real (the first ones came from commit times).
 */
const publishedAt = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}Z)?$/,
    'use an ISO date (2026-11-23) or a UTC timestamp (2026-11-22T02:25:00Z)',
  );
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
const source = z.object({ title: z.string().min(3), url: z.url() });
const faq = z.object({ q: z.string().min(5), a: z.string().min(10) });
/**
 * The numbers behind an "Example." paragraph, so tests/unit/content-examples.test.ts can run them
 * through the points engine: a worked example whose sum is wrong fails the tests, not a reader.
 * `who` is a word of the paragraph (the person's name) that ties the data to it.
 */
const workedExample = z.object({
  who: z.string().min(2),
  input: z
    .object({
      visa: z.enum(VISAS),
      age: z.number().int(),
      english: z.enum(ENGLISH_LEVELS),
      overseasWorkYears: z.number().min(0).max(10),
      australianWorkYears: z.number().min(0).max(10),
      qualification: z.enum(QUALIFICATIONS),
      specialistEducation: z.boolean(),
      australianStudy: z.boolean(),
      regionalStudy: z.boolean(),
      communityLanguage: z.boolean(),
      professionalYear: z.boolean(),
      partner: z.enum(PARTNER_STATUSES),
    })
    .partial(),
  /** The total the paragraph states (with nomination points for a 190 or 491). */
  total: z.number().int().optional(),
  /** Points the paragraph gives single factors: age, english, work, qualification, partner. */
  points: z
    .object({
      age: z.number().int(),
      english: z.number().int(),
      work: z.number().int(),
      qualification: z.number().int(),
      partner: z.number().int(),
    })
    .partial()
    .optional(),
});

export const visaFrontmatter = z.object({
  title: z.string().min(10).max(70),
  /** Meta description: 50-170 characters. */
  description: z.string().min(50).max(170),
  keywords: z.array(z.string()).min(3),
  subclass: z.string().optional(),
  status: z.enum(['open', 'closed', 'replaced', 'limited']),
  /** Plain words: what the status means for a new applicant today, with its date. */
  statusNote: z.string().min(10),
  statusDate: isoDate.optional(),
  replacedBy: z.object({ name: z.string(), href: z.string().startsWith('/') }).optional(),
  suits: z.string().min(20),
  stay: z.string().min(3),
  cost: z.object({
    summary: z.string().min(3),
    asOf: isoDate,
    feeUrl: z.url(),
  }),
  processing: z.object({ summary: z.string().min(3), url: z.url() }),
  prPathway: z.string().optional(),
  faq: z.array(faq).min(2),
  relatedCalculators: z.array(z.string().startsWith('/')).default([]),
  relatedPosts: z.array(slug).default([]),
  sources: z.array(source).min(1),
  examples: z.array(workedExample).default([]),
  lastReviewed: isoDate,
  content: z.string(),
});

export const postCategories = [
  'pr-points',
  'visas',
  'state-nomination',
  'occupations',
  'student-visas',
] as const;

export const postFrontmatter = z.object({
  title: z.string().min(10).max(80),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string()).min(3),
  category: z.enum(postCategories),
  published: publishedAt,
  updated: isoDate.optional(),
  aliases: z.array(slug).default([]),
  faq: z.array(faq).default([]),
  sources: z.array(source).min(1),
  examples: z.array(workedExample).default([]),
  related: z.array(slug).default([]),
  content: z.string(),
});

/** Every string a page shows, with `[[charge:…]]` replaced by the figure from lib/config/facts.ts. */
function withFacts<T>(value: T): T {
  if (typeof value === 'string') return expandFacts(value) as T;
  if (Array.isArray(value)) return value.map(withFacts) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === '_meta' ? v : withFacts(v)]),
    ) as T;
  return value;
}

/** A cost summary that names charges is as of the newest of them, never a hand-written date. */
function costAsOf(cost: { summary: string; asOf: string }): string {
  const dates = chargesNamed(cost.summary).map((key) => visaCharges[key].effectiveFrom);
  return dates.length ? dates.sort().at(-1)! : cost.asOf;
}

function fileSlug(path: string): string {
  return path.split('/').pop()!;
}

/** Headings (## and ###) for a table of contents, with the ids rehype would give them. */
function headings(markdown: string) {
  const out: { depth: number; text: string; id: string }[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const m = inFence ? null : /^(#{2,3})\s+(.+?)\s*#*$/.exec(line);
    const [, marks, text] = m ?? [];
    if (marks && text) out.push({ depth: marks.length, text, id: headingId(text) });
  }
  return out;
}

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

const visas = defineCollection({
  name: 'visas',
  directory: 'content/visas',
  include: '*.mdx',
  schema: visaFrontmatter,
  transform: async (raw) => {
    const doc = withFacts({ ...raw, cost: { ...raw.cost, asOf: costAsOf(raw.cost) } });
    const html = await markdownToHtml(doc.content);
    return { ...doc, slug: fileSlug(doc._meta.path), html, toc: headings(doc.content) };
  },
});

const posts = defineCollection({
  name: 'posts',
  directory: 'content/posts',
  include: '*.mdx',
  schema: postFrontmatter,
  transform: async (raw) => {
    const doc = withFacts(raw);
    const html = await markdownToHtml(doc.content);
    const words = wordCount(doc.content);
    return {
      ...doc,
      slug: fileSlug(doc._meta.path),
      html,
      words,
      readingMinutes: Math.max(1, Math.round(words / 220)),
      toc: headings(doc.content),
    };
  },
});

export default defineConfig({ content: [visas, posts] });
