/**
 * Builds a package's ES modules one output file per source module (`dist/esm/**`), so a
 * developer's bundler drops every module the app does not use and can split the rest into lazy
 * chunks. tsup still builds the CommonJS bundle and the type declarations; the ESM entry's
 * declarations are the same file (one self-contained module of `export declare`s).
 * Usage, from a package directory: `node ../../scripts/lib/build-esm-modules.mjs [--use-client]`.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

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
    lib: { entry: path.join(packageDir, 'src/index.ts'), formats: ['es'] },
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

copyFileSync(path.join(packageDir, 'dist/index.d.cts'), path.join(packageDir, 'dist/index.d.ts'));
