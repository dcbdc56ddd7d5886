import { LOCALE_TAGS } from '@booking-kit/core';
import { bookingKitEmbedScript } from '@booking-kit/embed/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** What `codeSplitting`'s `name` function may ask about a module (rolldown's chunking context). */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; isEntry: boolean; exports: readonly string[]; code: string | null } | null;
}

/** A module that only passes on others' exports: a package's `index` (ours, react-aria's, zod's). */
const isBarrel = (id: string) => /\/index\.[cm]?[jt]sx?$/.test(id.split('?')[0] as string);

/**
 * What every page loads, in one chunk, `shared-app`: the modules that the client entry or the
 * root route import (React, the router, i18next, the cookie banner...). Left to itself, rolldown
 * makes a chunk per set of importers, each lazily loaded part (a later step, a dialog) counting as
 * one, and every page loaded a dozen of them, several under 1 kB (each with ~0.4 kB of response
 * headers and too small to compress). A page's own modules are still chunked by rolldown.
 * Importers are followed up to the entries; past a package's index only to modules that import
 * one of the module's names from it (what the bundle keeps of an import from a barrel).
 */
function sharedAppChunk(id: string, context: ChunkingContext): string | null {
  // The bundler's runtime helpers: every page needs them.
  if (id.includes('rolldown/runtime')) return 'shared-app';
  if (EVERY_WIDGET_PAGE.some((pattern) => pattern.test(id))) return 'shared-app';
  const seen = new Set([id]);
  // Each step carries the names an importer must use: the exports of the last module that is not a barrel.
  const queue: [string, readonly string[]][] = [[id, context.getModuleInfo(id)?.exports ?? []]];
  while (queue.length > 0) {
    const [current, names] = queue.pop() as [string, readonly string[]];
    const info = context.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry && current !== id && /\/(root\.tsx|entry\.client\.tsx)(\?|$)/.test(current)) return 'shared-app';
    const passOn = isBarrel(current) ? names : info.exports;
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      if (isBarrel(current) && !isBarrel(importer) && !importsAny(context.getModuleInfo(importer)?.code ?? null, names)) continue;
      seen.add(importer);
      queue.push([importer, passOn]);
    }
  }
  return null;
}

/**
 * Small modules that every widget page loads (its frame, buttons and alerts, the formatters of
 * prices, lengths and times), each of which rolldown would otherwise give a chunk of its own,
 * under 1 kB. Their own imports are all in `shared-app` already, so nothing else comes with them.
 */
const EVERY_WIDGET_PAGE = [
  /\/app\/components\/page-frame\.tsx$/,
  /\/ui\/src\/button\/button\.tsx$/,
  /\/ui\/src\/alert\/alert(\.variants)?\.tsx?$/,
  /\/core\/src\/money\/format-price\.ts$/,
  /\/core\/src\/services\/format-durations\.ts$/,
  /\/core\/src\/time\/format-date-time\.ts$/,
];

/** Whether `code` imports one of `names` by name. */
function importsAny(code: string | null, names: readonly string[]): boolean {
  if (code === null) return false;
  const imports = code.match(/import\s*(?:type\s*)?\{[^}]*\}\s*from/g)?.join(' ') ?? '';
  return names.some(
    (name) =>
      /^[A-Za-z_$][\w$]*$/.test(name) &&
      name !== 'default' &&
      new RegExp(`(?<![\\w$])${name.replaceAll('$', '\\$')}(?![\\w$])`).test(imports),
  );
}

export default defineConfig({
  plugins: [
    reactRouter(),
    // The embed's script tag, served at /embed/booking-kit.js.
    bookingKitEmbedScript(),
    // react-aria bundles its own strings (calendar, combobox, dialog) for 34 locales: keep the 11
    // booking-kit ships. A locale left out would fall back to English strings.
    optimizeLocales.vite({ locales: Object.values(LOCALE_TAGS) }),
  ],
  // core, react and ui are compiled from source into the app's bundles.
  resolve: { conditions: ['@booking-kit/source', ...defaultClientConditions] },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: sharedAppChunk }] } } } } },
  },
  ssr: {
    // The server package stays a runtime import of its built `dist`: it finds its SQL migrations
    // and demo business next to its own module file, and PGlite loads its WASM the same way.
    external: ['@booking-kit/server'],
    resolve: { conditions: ['@booking-kit/source', ...defaultServerConditions] },
  },
});
