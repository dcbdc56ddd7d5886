import type { Options } from 'tsup';

/**
 * The tsup build every browser library shares (core, react, ui, emails): CommonJS and the type
 * declarations of `src/index.ts`, for ES2022, with the repository's compiler options. The ES
 * modules, one file per source module, come from scripts/lib/build-esm-modules.mjs. Each package
 * adds what is its own: the `"use client"` banner, what stays external, a step after the build.
 * @example export default defineConfig(libraryBuild({ external: ['react'] }));
 */
export function libraryBuild(own: Options = {}): Options {
  return {
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    tsconfig: '../../tsconfig.base.json',
    ...own,
  };
}
