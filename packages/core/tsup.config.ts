import { defineConfig } from 'tsup';

// ESM with code splitting (each locale catalog is its own chunk) plus CJS for older consumers.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.base.json',
});
