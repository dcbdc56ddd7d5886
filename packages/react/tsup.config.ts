import { defineConfig } from 'tsup';
import { packageEntries } from '../../scripts/lib/package-entries.mjs';
import { libraryBuild } from '../../tsup.library';

// CJS with types (the ES modules, one per source module, come from scripts/lib/build-esm-modules.mjs). Every module here uses hooks or context, so the whole entry is a client
// module: the banner keeps `"use client"` at the top of the bundle (esbuild drops it from sources).
// One entry per subpath of package.json `exports`: `.` and each primitive's, `./slot-picker`, …. `splitting` puts
// what two entries share in one chunk that both require, so a context made in one module is one object through
// `@booking-kit/react` and through `@booking-kit/react/slot-picker` (tests/packed checks it). Declarations: tsup bundles
// the root's; each subpath's re-exports its names from them (scripts/lib/subpath-declarations.mjs, run after tsup).
export default defineConfig(
  libraryBuild({
    entry: packageEntries('.', { condition: 'require', outDir: 'dist' }),
    splitting: true,
    dts: { entry: { index: 'src/index.ts' } },
    banner: { js: "'use client';" },
    external: ['react', 'react-dom', 'react/jsx-runtime', '@booking-kit/core', '@internationalized/date'],
  }),
);
