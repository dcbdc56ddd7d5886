/**
 * Builds a package's ES modules one output file per source module (`dist/esm/**`), so a
 * developer's bundler drops every module the app does not use and can split the rest into lazy
 * chunks. The entries are the subpaths of the package's `exports` (`.` and, in react, one per
 * primitive); with one file per module, a module two entries share is one file, one instance.
 * tsup still builds the CommonJS bundle and the type declarations; the ESM declarations are the
 * same files (`export declare`s), each `x.d.cts` copied to `x.d.ts` with its imports of other
 * declaration files (a react subpath's `../index.cjs`) pointed at their `.js` twins.
 * Usage, from a package directory: `node ../../scripts/lib/build-esm-modules.mjs [--use-client]`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { packageEntries } from './package-entries.mjs';

const packageDir = process.cwd();
const useClient = process.argv.includes('--use-client');

await build({
  configFile: false,
  root: packageDir,
  logLevel: 'warn',
  // Sources stay as written: the app's bundler minifies, and JSX uses React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist/esm',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    target: 'es2022',
    copyPublicDir: false,
    lib: {
      entry: Object.fromEntries(
        Object.entries(packageEntries(packageDir, { condition: 'import', outDir: 'dist/esm' })).map(([name, source]) => [
          name,
          path.join(packageDir, source),
        ]),
      ),
      formats: ['es'],
    },
    rolldownOptions: {
      // Every bare import is a dependency for the app to resolve; only our own modules are emitted.
      external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
      output: {
        preserveModules: true,
        preserveModulesRoot: path.join(packageDir, 'src'),
        entryFileNames: '[name].js',
        // esbuild and rolldown drop the directive from sources; React server components need it on each client module.
        ...(useClient && { banner: "'use client';" }),
      },
    },
  },
});

const dist = path.join(packageDir, 'dist');
const outside = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => !file.startsWith(`esm${path.sep}`));
for (const file of outside) {
  if (!file.endsWith('.d.cts')) continue;
  const declarations = readFileSync(path.join(dist, file), 'utf8').replace(
    /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\.cjs\2/g,
    (_, before, quote, specifier) => `${before}${quote}${specifier}.js${quote}`,
  );
  writeFileSync(path.join(dist, `${file.slice(0, -'.d.cts'.length)}.d.ts`), declarations);
}

// With `splitting` (react's entries share chunks), tsup's CommonJS step puts `"use strict"` and the
// `__esModule` marker before the banner, where `'use client'` is no longer a directive: move it back
// to the start of the file, on the same line, so the source maps still fit.
if (useClient) {
  for (const file of outside.filter((name) => name.endsWith('.cjs'))) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    if (code.startsWith("'use client';")) continue;
    const lineEnd = code.includes('\n') ? code.indexOf('\n') : code.length;
    const first = code.slice(0, lineEnd);
    if (!first.includes("'use client';")) throw new Error(`dist/${file}: no 'use client' banner on its first line`);
    writeFileSync(path.join(dist, file), `'use client';${first.replace("'use client';", '')}${code.slice(lineEnd)}`);
  }
}
