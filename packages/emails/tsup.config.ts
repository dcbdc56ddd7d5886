import { defineConfig } from 'tsup';

// CJS and the type declarations; the ES modules are built one file per source module by
// scripts/lib/build-esm-modules.mjs.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@booking-kit/core'],
  tsconfig: '../../tsconfig.base.json',
});
