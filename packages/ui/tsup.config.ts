import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.library';

const stylesDir = path.resolve('src/styles');

/** Inlines `@import './x.css';` lines (one level, as index.css uses them) into one stylesheet. */
async function bundleStyles(): Promise<void> {
  const index = await readFile(path.join(stylesDir, 'index.css'), 'utf8');
  const parts = await Promise.all(
    index.split('\n').map(async (line) => {
      const match = /^@import\s+['"](.+\.css)['"];?\s*$/.exec(line.trim());
      return match?.[1] ? `/* ${match[1]} */\n${await readFile(path.join(stylesDir, match[1]), 'utf8')}` : line;
    }),
  );
  await writeFile(path.resolve('dist/styles.css'), parts.join('\n'));
}

// CJS with types (the ES modules, one per source module, come from scripts/lib/build-esm-modules.mjs). The banner keeps `"use client"` on the bundle (esbuild drops it from sources);
// the consumer imports `@booking-kit/ui/styles.css`, which onSuccess writes to dist/styles.css.
export default defineConfig(
  libraryBuild({
    banner: { js: "'use client';" },
    external: ['react', 'react-dom', 'react/jsx-runtime', '@booking-kit/core', '@booking-kit/react', '@internationalized/date'],
    onSuccess: bundleStyles,
  }),
);
