/**
 * Checks the worked examples in guides ("**Example.** Ayesha is 31 ...") against the points engine.
 * A paragraph's numbers live twice: in its words and in the page's `examples` frontmatter
 * (content-collections.ts). The engine recomputes the frontmatter, and the words must state
 * the same totals and make no pass-mark claim the totals contradict. Used by
 * tests/unit/content-examples.test.ts.
 */
import { calculatePoints } from '@/lib/points';
import type { PointsInput, PointsResult } from '@/lib/points';

export interface WorkedExample {
  who: string;
  input: Partial<PointsInput>;
  total?: number;
  points?: Partial<Record<ClaimedFactor, number>>;
}

type ClaimedFactor = 'age' | 'english' | 'work' | 'qualification' | 'partner';

/** Engine rows behind each factor a paragraph may name ("work" is both work rows and the cap). */
const ROWS: Record<ClaimedFactor, RegExp> = {
  age: /^Age$/,
  english: /^English language$/,
  work: /^Skilled work|^Work experience cap$/,
  qualification: /^Qualification$/,
  partner: /^Partner$/,
};

/**
 * What an example leaves out scores nothing. An example that states a total must name every
 * factor a reader would otherwise guess at (below), so no default decides its sum.
 */
const NOTHING: PointsInput = {
  visa: '189',
  age: 30,
  english: 'competent',
  overseasWorkYears: 0,
  australianWorkYears: 0,
  qualification: 'none',
  specialistEducation: false,
  australianStudy: false,
  regionalStudy: false,
  communityLanguage: false,
  professionalYear: false,
  partner: 'none',
};
const NAMED_FOR_A_TOTAL = ['visa', 'age', 'english', 'qualification', 'partner'] as const;

/** Paragraphs that start a worked example: "**Example.**", "**Example:**", "Example:". */
export function exampleParagraphs(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => /^\**Example\s*[.:]/.test(p));
}

/** Only examples that score something are the engine's business. */
export const statesPoints = (paragraph: string) =>
  /\bpoints?\b|pass mark|\bscores?\b|=\s*\d/i.test(paragraph);

/** Totals a paragraph states: "= 60", "reaches 65", "score is 70", "a total of 70". */
const TOTALS = [
  /=\s*(\d{2,3})\b/g,
  /\breach(?:es)?\s+(\d{2,3})\b/g,
  // "His score is 25 (age) + 10 (English) ..." starts a sum: the total is after the "=".
  /\b(?:score|total) (?:is|of) (\d{2,3})\b(?!\s*\()/g,
  /\b(\d{2,3}) points in total\b/g,
];

type Comparison = '>' | '<' | '=';
const CLAIMS: [RegExp, Comparison][] = [
  [/\b(?:above|over|more than) the pass mark/i, '>'],
  [/\b(?:below|under|short of) the pass mark|does not reach the pass mark/i, '<'],
  [
    /\b(?:exactly|just) (?:at |reaches |meets )?the pass mark|\b(?:reaches|meets) the pass mark/i,
    '=',
  ],
];

const holds = (total: number, comparison: Comparison, passMark: number) =>
  comparison === '>'
    ? total > passMark
    : comparison === '<'
      ? total < passMark
      : total === passMark;

export function scoreExample(example: WorkedExample): PointsResult {
  return calculatePoints({ ...NOTHING, ...example.input });
}

/** What is wrong with one paragraph and the examples that claim it; empty when it adds up. */
export function exampleProblems(paragraph: string, examples: WorkedExample[]): string[] {
  const problems: string[] = [];
  if (examples.length === 0)
    return ['states points but has no `examples` entry whose `who` appears in it'];
  const totals: number[] = [];
  const factorPoints: number[] = [];
  for (const example of examples) {
    const result = scoreExample(example);
    const label = `${example.who} (${example.input.visa ?? '189'})`;
    if (example.total !== undefined) {
      const missing = NAMED_FOR_A_TOTAL.filter((key) => example.input[key] === undefined);
      if (missing.length) problems.push(`${label}: a total needs ${missing.join(', ')} named`);
      if (result.total !== example.total)
        problems.push(
          `${label}: the engine gives ${result.total}, the example says ${example.total}`,
        );
      if (!new RegExp(`\\b${example.total}\\b`).test(paragraph))
        problems.push(`${label}: the paragraph does not state the total ${example.total}`);
      totals.push(result.total);
    }
    for (const [factor, claimed] of Object.entries(example.points ?? {})) {
      const rows = result.breakdown.filter((row) => ROWS[factor as ClaimedFactor].test(row.factor));
      const points = rows.reduce((sum, row) => sum + row.points, 0);
      factorPoints.push(claimed);
      if (points !== claimed)
        problems.push(`${label}: ${factor} scores ${points}, the example says ${claimed}`);
      if (!new RegExp(`\\b${claimed} points\\b`).test(paragraph))
        problems.push(`${label}: the paragraph does not state "${claimed} points" for ${factor}`);
    }
  }
  for (const pattern of TOTALS)
    for (const m of paragraph.matchAll(pattern))
      // "reach 10 points" for work is a factor's score, checked above, not a total.
      if (!totals.includes(Number(m[1])) && !factorPoints.includes(Number(m[1])))
        problems.push(`the paragraph states a total of ${m[1]} that no example adds up to`);
  const passMark = scoreExample(examples[0]!).passMark;
  for (const [pattern, comparison] of CLAIMS) {
    const claim = pattern.exec(paragraph)?.[0];
    if (!claim) continue;
    if (totals.length === 0) problems.push(`"${claim}" is claimed without a total in the data`);
    for (const total of totals)
      if (!holds(total, comparison, passMark))
        problems.push(`says "${claim}" but the total is ${total} (pass mark ${passMark})`);
  }
  return problems;
}

/** Every worked example of one page: paragraphs matched to their data by `who`. */
export function pageExampleProblems(markdown: string, examples: WorkedExample[]): string[] {
  const paragraphs = exampleParagraphs(markdown).filter(statesPoints);
  const problems = paragraphs.flatMap((paragraph) =>
    exampleProblems(
      paragraph,
      examples.filter((e) => paragraph.includes(e.who)),
    ).map((problem) => `${problem}: "${paragraph.slice(0, 60)}..."`),
  );
  for (const example of examples)
    if (!paragraphs.some((p) => p.includes(example.who)))
      problems.push(`examples entry "${example.who}" matches no Example paragraph`);
  return problems;
}
