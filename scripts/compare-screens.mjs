#!/usr/bin/env node
/**
 * Compares two folders of screenshots of the same names (tests/e2e/forms-screens.spec.ts before
 * and after a change): for each, whether the pixels are the same, else the size change, how many
 * pixels differ and the rows where they do. `node scripts/compare-screens.mjs <before> <after>`.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-screens.mjs <before-dir> <after-dir>');

const raw = (p) => sharp(p).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

for (const name of readdirSync(before)
  .filter((n) => n.endsWith('.png'))
  .sort()) {
  const b = join(before, name);
  const a = join(after, name);
  if (!existsSync(a)) {
    console.log(`${name}: missing after`);
    continue;
  }
  const [x, y] = await Promise.all([raw(b), raw(a)]);
  const w = Math.min(x.info.width, y.info.width);
  const h = Math.min(x.info.height, y.info.height);
  let diff = 0;
  let first = -1;
  let last = -1;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const i = (r * x.info.width + c) * 4;
      const j = (r * y.info.width + c) * 4;
      if (x.data.readUInt32LE(i) !== y.data.readUInt32LE(j)) {
        diff++;
        if (first < 0) first = r;
        last = r;
      }
    }
  const size =
    x.info.width === y.info.width && x.info.height === y.info.height
      ? ''
      : ` size ${x.info.width}x${x.info.height} → ${y.info.width}x${y.info.height};`;
  console.log(
    diff === 0 && !size
      ? `${name}: same pixels`
      : `${name}:${size} ${diff} pixels differ${diff ? `, rows ${first}–${last}` : ''}`,
  );
}
for (const name of readdirSync(after).filter((n) => n.endsWith('.png')))
  if (!existsSync(join(before, name))) console.log(`${name}: missing before`);
