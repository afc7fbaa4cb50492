#!/usr/bin/env node
/**
 * Builds the "floor": a bare Next app of the version we ship (one layout, one page of text), in a
 * temporary directory, so our pages can be measured against the least any Next page costs.
 *   node bench/floor-app.mjs            → prints the directory (reused while package versions match)
 * Needs the npm registry for its first run, so run it outside the network namespace; bench/compare.mjs
 * calls it and then serves the result itself.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ours = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const versions = {
  next: ours.dependencies.next,
  react: ours.dependencies.react,
  'react-dom': ours.dependencies['react-dom'],
};

export const floorDir = join(tmpdir(), `next-floor-${versions.next}`);

const files = {
  'package.json': JSON.stringify(
    { name: 'next-floor', private: true, type: 'module', dependencies: versions },
    null,
    2,
  ),
  'next.config.mjs': 'export default {};\n',
  'app/layout.js': `export const metadata = { title: 'Floor', description: 'A bare Next page.' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.js': `export default function Page() {
  return (
    <main>
      <h1>Australian visa and PR advice</h1>
      <p>A bare Next.js page: the least any page of this framework version costs to load and serve.</p>
    </main>
  );
}
`,
};

/** Creates, installs and builds the floor app unless an up-to-date build is already there. */
export function buildFloor({ log = console.error } = {}) {
  const stamp = join(floorDir, '.next', 'BUILD_ID');
  const pkgPath = join(floorDir, 'package.json');
  if (
    existsSync(stamp) &&
    existsSync(pkgPath) &&
    readFileSync(pkgPath, 'utf8') === files['package.json']
  )
    return floorDir;
  mkdirSync(join(floorDir, 'app'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(floorDir, name), text);
  log(`floor: npm install in ${floorDir}`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: floorDir,
    stdio: 'inherit',
  });
  log('floor: next build');
  execFileSync('npx', ['next', 'build'], {
    cwd: floorDir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return floorDir;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(buildFloor());
