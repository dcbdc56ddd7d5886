import { defineConfig } from 'tsup';

// CJS and the type declarations; the ES modules are built one file per source module by
// scripts/lib/build-esm-modules.mjs (each locale catalog stays its own module).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['cjs'],
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.base.json',
});
