/**
 * Writes the CommonJS declarations of each subpath of a package's `exports` other than `.`
 * (`require.types`, e.g. `dist/slot-picker/index.d.cts`) as a re-export, by name, of what its
 * source module exports from the root's declarations (`exports["."].require.types`, which tsup
 * bundles), so every type is declared once and is the same through `@booking-kit/react` and
 * `@booking-kit/react/slot-picker`. (tsup's own declaration bundler makes one TypeScript program
 * per entry folder: for react's 28 entries it runs out of memory.) Run after tsup, before
 * build-esm-modules.mjs, which gives each `.d.cts` its `.d.ts` twin.
 * Usage, from a package directory: `node ../../scripts/lib/subpath-declarations.mjs`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicNames } from './public-names.mjs';

const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const rootTypes = manifest.exports?.['.']?.require?.types;
if (typeof rootTypes !== 'string') throw new Error(`${manifest.name}: exports["."].require.types is missing`);

const subpaths = Object.entries(manifest.exports)
  .filter(([subpath, target]) => subpath !== '.' && typeof target?.require?.types === 'string')
  .map(([subpath, target]) => ({ subpath, source: target['@booking-kit/source'], types: target.require.types }));
const names = publicNames(subpaths.map(({ source }) => path.join(packageDir, source)));

for (const { subpath, source, types } of subpaths) {
  const exported = names.get(path.join(packageDir, source));
  if (!exported || exported.names.length === 0) throw new Error(`${manifest.name}/${subpath}: ${source} exports nothing`);
  if (exported.clashes.length > 0) throw new Error(`${source}:\n${exported.clashes.join('\n')}`);
  const list = [...new Set(exported.names.map((line) => line.replace(/^(value|type) /, '')))].sort();
  const file = path.join(packageDir, types);
  let root = path
    .relative(path.dirname(file), path.join(packageDir, rootTypes.replace(/\.d\.cts$/, '.cjs')))
    .replaceAll(path.sep, '/');
  if (!root.startsWith('.')) root = `./${root}`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `// ${manifest.name}/${subpath.slice(2)}: the names of ${source}, declared once in the package's root declarations.\n` +
      `export {\n${list.map((name) => `  ${name},\n`).join('')}} from '${root}';\n`,
  );
}
