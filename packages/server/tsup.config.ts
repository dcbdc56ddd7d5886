import { defineConfig } from 'tsup';

// ESM for Node 22. The database drivers stay external: PGlite loads its WASM and extension
// files from its own package folder, which a bundle would cut it off from.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
  external: [/^@electric-sql\/pglite/, 'pg', '@booking-kit/core', 'zod'],
  tsconfig: '../../tsconfig.base.json',
});
