/**
 * Issue 37: a form field has one look per surface (components/ui/field.tsx `LOOKS`): `admin` for
 * every field in the agency's panel (app/(app)/admin), the default `portal` everywhere else
 * (the site, sign-in, the client's dashboard). There were seven looks, each form picking one;
 * this fails when a field picks another or an admin field forgets its surface's.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOOKS } from '@/components/ui/field';

const ROOT = join(__dirname, '..', '..');
const TAGS = /<(Field|SelectField|FieldErrors|CheckboxField)\b/g;

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (p.endsWith('.tsx')) out.push(p);
  }
  return out;
}

/** Each field tag's opening text, up to its `>` outside braces. */
function fieldTags(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(TAGS)) {
    let depth = 0;
    let i = m.index + m[0].length;
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    out.push(source.slice(m.index, i + 1));
  }
  return out;
}

const all = [...files(join(ROOT, 'app')), ...files(join(ROOT, 'components'))]
  .filter((f) => !f.endsWith(join('components', 'ui', 'field.tsx')))
  .map((f) => ({ file: relative(ROOT, f), tags: fieldTags(readFileSync(f, 'utf8')) }))
  .filter((f) => f.tags.length);

test('two looks, portal and admin', () => {
  expect(Object.keys(LOOKS)).toEqual(['portal', 'admin']);
});

test('every field in the admin panel has the admin look; every other field the portal look', () => {
  const wrong: string[] = [];
  for (const { file, tags } of all) {
    const admin = file.startsWith(join('app', '(app)', 'admin'));
    for (const tag of tags) {
      const look = /\blook=(?:"(\w+)"|\{[^}]*\})/.exec(tag);
      const ok = admin ? look?.[1] === 'admin' : !look || look[0] === 'look={look}';
      if (!ok) wrong.push(`${file}: ${tag.split('\n')[0]}… (${look?.[0] ?? 'no look'})`);
    }
  }
  expect(wrong).toEqual([]);
  expect(all.length).toBeGreaterThan(20);
});
