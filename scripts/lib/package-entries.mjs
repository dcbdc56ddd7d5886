/**
 * The build entries a package's `exports` map names, so the build emits exactly the files the
 * map points to: for each subpath whose `@booking-kit/source` is a TypeScript module, its output
 * under `outDir` for `condition` (without the extension) as the entry's name, and the source.
 * @example packageEntries('packages/react', { condition: 'require', outDir: 'dist' })
 *   // { index: 'src/index.ts', 'slot-picker/index': 'src/slot-picker/index.ts', … }
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function packageEntries(packageDir, { condition, outDir }) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const entries = {};
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (target === null || typeof target !== 'object') continue;
    const source = target['@booking-kit/source'];
    if (typeof source !== 'string' || !/\.tsx?$/.test(source)) continue;
    const output = target[condition]?.default;
    const prefix = `./${outDir}/`;
    if (typeof output !== 'string' || !output.startsWith(prefix)) {
      throw new Error(`${manifest.name} exports["${subpath}"].${condition}.default should be a file under ${prefix}`);
    }
    entries[output.slice(prefix.length).replace(/\.[cm]?js$/, '')] = source.replace(/^\.\//, '');
  }
  return entries;
}
