import { defineConfig } from 'tsup';

// CJS with types (the ES modules, one per source module, come from scripts/lib/build-esm-modules.mjs). Every module here uses hooks or context, so the whole entry is a client
// module: the banner keeps `"use client"` at the top of the bundle (esbuild drops it from sources).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  banner: { js: "'use client';" },
  external: ['react', 'react-dom', 'react/jsx-runtime', '@booking-kit/core', '@internationalized/date'],
  tsconfig: '../../tsconfig.base.json',
});
