/**
 * Validates content frontmatter against the content-collections schemas without a full build.
 * Usage: npx tsx scripts/check-frontmatter.ts content/visas/*.mdx content/posts/*.mdx
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { postFrontmatter, visaFrontmatter } from '../content-collections';

let failed = 0;
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!m) {
    console.error(`${file}: no frontmatter block`);
    failed++;
    continue;
  }
  const schema = file.includes('/visas/') ? visaFrontmatter : postFrontmatter;
  const [, frontmatter = '', body = ''] = m;
  const data = { ...parse(frontmatter), content: body };
  const result = schema.safeParse(data);
  const problems = result.success
    ? []
    : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (/[<>{}]/.test(body.replace(/```[\s\S]*?```/g, '')))
    problems.push('body contains < > { or }: MDX will fail');
  const words = body.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  if (problems.length) {
    failed++;
    console.error(`${file}:\n  ${problems.join('\n  ')}`);
  } else console.log(`ok ${file} (${words} words)`);
}
process.exit(failed ? 1 : 0);
