/**
 * The widget budget: bundles, as a developer's Vite app would, what a booking route imports from
 * the published ES modules of @booking-kit/react, ui and core — React and React DOM left out — and
 * prints the gzip size of what the page loads up front (the first screen: service, staff, date and
 * time), of the time-zone search and the cookie banner (loaded on demand), of each later step the route loads when the visitor reaches it (details and
 * guests, cart, payment, confirmation), of each locale catalog, loaded on demand, and what each
 * package (booking-kit's own and each dependency, i18next among them) adds to the whole flow.
 * Goal: ≤ 60 kB gzip up front beyond React, and no catalog but the active one up front. For the
 * `<Booker>` it also prints what each library the design names (react-aria, i18next, react-hook-form,
 * zod...) costs its first screen and a paid booking, each left out of the same build: the floor
 * under the budgets.
 *
 * It prints the first screen twice. FIRST_SCREEN is a widget whose first screen offers services,
 * staff, date and time at once (as the issue's budget was written for). APP_ROUTE_FIRST_SCREEN is
 * what the reference app's one booking route (`/widget/appointment/{provider}/{service}`, one
 * service) really imports from the library up front: its root (translator, cookie banner and its
 * context) and the route with the staff and time steps — no ServicePicker, but StaffPicker even on
 * a person's page, which never shows it. That list mirrors the app's static imports by hand: keep
 * it in step with packages/app/app (root.tsx, routes/appointment.tsx and what they import). Both
 * are bundled with the same later steps on demand, and each also as one file with nothing on
 * demand: the same modules, without the cost of being split into the files they share with the
 * later steps (each gzipped alone). In the split build the first screen's modules are one chunk,
 * as an app can configure it (the reference app does so for what every page loads, its
 * `sharedAppChunk`); rolldown alone would split them into a file per set of importers (20 files
 * here, 64.0 kB instead of 58.6 kB).
 * `scripts/bench-transfer.mjs` measures what that route
 * transfers in the app's own build, React and the router included.
 * Run alone: `node scripts/widget-budget.mjs` (after `npm run build:packages`).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The BCP 47 tags of the 11 locales, read from core's build (the same list the app's Vite config uses). */
const { LOCALE_TAGS } = await import(path.join(root, 'packages/core/dist/esm/index.js'));
const SHIPPED_TAGS = Object.values(LOCALE_TAGS);

/** The booking route's first screen: what it imports statically. */
export const FIRST_SCREEN = {
  '@booking-kit/core': ['createTranslator', 'loadMessages'],
  '@booking-kit/react': ['LocaleProvider'],
  '@booking-kit/ui': [
    'BookingKitRoot',
    'ServicePicker',
    'StaffPicker',
    'SlotPicker',
    'LoadingState',
    'ErrorState',
    'Alert',
    'Button',
  ],
};

/**
 * The reference app's booking route (one service; staff for a team, then date and time): what its
 * root and route modules import from the library statically, in the browser (see the doc comment).
 */
export const APP_ROUTE_FIRST_SCREEN = {
  '@booking-kit/core': [
    'createTranslator',
    'LOCALE_TAGS',
    'switchLocaleHref',
    'isLocale',
    'canonicalTimeZone',
    'formatDurations',
    'formatPrice',
    'createBookingApiClient',
    'bookingFlowHoldRequest',
    'bookingFlowBookingRequest',
  ],
  '@booking-kit/react': [
    'LocaleProvider',
    'useLocale',
    'useOptionalLocale',
    'useCookieConsentContext',
    'useBookingFlow',
    'isRecurringSeriesComplete',
  ],
  '@booking-kit/ui': [
    'BookingKitRoot',
    'CookieConsent',
    'CookieSettingsButton',
    'LanguageSwitcher',
    'StaffPicker',
    'SlotPicker',
    'LoadingState',
    'Alert',
    'Button',
  ],
};

/**
 * What the route loads on demand, each a module loaded with `import()`: the time-zone search when
 * the visitor opens it, the cookie banner after the first screen is interactive, and each later
 * step when the visitor gets there.
 */
export const LATER_STEPS = {
  timeZone: ['TimeZonePicker'],
  cookies: ['CookieConsent'],
  details: ['DetailsForm', 'GuestList'],
  cart: ['Cart'],
  payment: ['PaymentStep'],
  confirmation: ['Confirmation', 'AddToCalendar'],
};

/** How the printout names each on-demand module. */
const STEP_LABELS = {
  timeZone: 'on opening the time zone search',
  cookies: 'after the first screen, the cookie banner',
  details: 'on reaching details',
  cart: 'on reaching cart',
  payment: 'on reaching payment',
  confirmation: 'on reaching confirmation',
};

const LOCALES = ['da', 'de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl', 'pt-br', 'pt'];
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzip = (chunk) => gzipSync(chunk.code, { level: 9 }).length;

/** The package a bundled module comes from: `i18next`, `@internationalized/date`, `@booking-kit/ui`. */
function packageOf(id) {
  if (!path.isAbsolute(id)) return 'bundler runtime';
  if (id.includes('/.bk-budget-')) return 'the route itself';
  const inDependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (inDependency) return inDependency[1];
  const inWorkspace = /\/packages\/([^/]+)\//.exec(id);
  return inWorkspace ? `@booking-kit/${inWorkspace[1]}` : path.basename(id);
}

/**
 * Each package's modules in the chunks named `names` (of `byName`), minified as bundled and gzipped
 * together, largest first: `react-aria 30.7 kB, i18next 20.2 kB, …`.
 */
function perPackage(byName, names) {
  const code = new Map();
  for (const name of names) {
    for (const [id, info] of Object.entries(byName.get(name).modules)) {
      code.set(packageOf(id), (code.get(packageOf(id)) ?? '') + (info.code ?? ''));
    }
  }
  return [...code]
    .map(([owner, text]) => [owner, gzipSync(text, { level: 9 }).length])
    .sort((a, b) => b[1] - a[1])
    .map(([owner, bytes]) => `${owner} ${kB(bytes)}`)
    .join(', ');
}

/** Writes the route's entry and its step modules into `dir`; returns the entry's path. */
function writeRoute(dir, firstScreen = FIRST_SCREEN, name = 'booking-route') {
  const lines = Object.entries(firstScreen).map(([pkg, names]) => `export { ${names.join(', ')} } from '${pkg}';`);
  // The same first screen with nothing loaded on demand: what it weighs as one chunk.
  writeFileSync(path.join(dir, `${name}-alone.js`), `${lines.join('\n')}\n`);
  // The visitor's locale is known only at run time, as in the app: \`loadMessages\` fetches its
  // catalog on demand. (Importing all of core on demand for it, as this script once did, made the
  // bundler split the first screen's core modules into a dozen files shared with that import.)
  lines.unshift("import { loadMessages as loadCatalog } from '@booking-kit/core';");
  lines.push('export const messages = (locale) => loadCatalog(locale);');
  for (const [step, names] of Object.entries(LATER_STEPS)) {
    writeFileSync(path.join(dir, `${step}.js`), `export { ${names.join(', ')} } from '@booking-kit/ui';\n`);
    lines.push(`export const ${step} = () => import('./${step}.js');`);
  }
  const entry = path.join(dir, `${name}.js`);
  writeFileSync(entry, `${lines.join('\n')}\n`);
  return entry;
}

/**
 * The gzip size of what loading `entry` costs up front: its chunk and every chunk it imports
 * statically; and the modules in them (with `firstScreen`, see {@link bundle}).
 */
async function upFrontSize(dir, entry, firstScreen = null, leftOut = null) {
  const chunks = await bundle(dir, entry, firstScreen, leftOut);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const walk = (chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) if (byName.has(imported)) walk(byName.get(imported));
  };
  walk(chunks.find((chunk) => chunk.isEntry));
  const modules = new Set(
    [...seen].flatMap((name) =>
      Object.entries(byName.get(name).modules)
        .filter(([, info]) => info.renderedLength > 0)
        .map(([id]) => id),
    ),
  );
  return { bytes: [...seen].reduce((sum, name) => sum + gzip(byName.get(name)), 0), files: seen.size, modules };
}

/**
 * Bundles `entry` (in `dir`) as a developer's Vite app would, React left out; returns its chunks.
 * With `firstScreen` (the ids of the modules the first screen uses), those modules are one chunk,
 * as an app can configure it (the reference app does for what every page loads: `sharedAppChunk`
 * in packages/app/vite.config.ts): left to itself, rolldown splits them into a file per set of
 * importers, each later step counting as one (20 files for this first screen), a split no page
 * needs, that costs each file its own gzip dictionary. Later steps are chunked by rolldown.
 */
async function bundle(dir, entry, firstScreen = null, leftOut = null) {
  const output = await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    // As the docs tell apps to: react-aria's own strings only for the 11 locales booking-kit ships.
    plugins: [optimizeLocales.vite({ locales: SHIPPED_TAGS })],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: path.basename(entry, '.js') },
      rolldownOptions: {
        external: [/^react($|\/)/, /^react-dom($|\/)/, ...(leftOut ? [leftOut] : [])],
        // Minified as an app's build ships it. Library mode on its own keeps whitespace and pure
        // annotations in ES output (Vite's `codegen: false` there, for a later bundler to use).
        output: {
          minify: true,
          comments: false,
          ...(firstScreen && { codeSplitting: { groups: [{ name: (id) => (firstScreen.has(id) ? 'first-screen' : null) }] } }),
        },
      },
    },
  });
  return (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === 'chunk');
}

/**
 * Bundles the `<Booker>` (entry `entry` in `dir`), its first screen's modules as one chunk as an
 * app can configure it (see `bundle`), with `leftOut` (a package) external too when given; returns
 * the chunks, the first screen's files and a whole paid booking's (the first screen, the details
 * and payment steps, the English catalog), and how to size a set of files.
 */
async function bookerBuild(dir, entry, leftOut = null) {
  const alone = await upFrontSize(dir, entry, null, leftOut);
  const chunks = await bundle(dir, entry, alone.modules, leftOut);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk, seen = new Set()) => {
    if (!chunk || seen.has(chunk.fileName)) return seen;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) closure(byName.get(imported), seen);
    return seen;
  };
  const size = (names) => [...names].reduce((sum, name) => sum + gzip(byName.get(name)), 0);
  const firstScreen = closure(chunks.find((chunk) => chunk.isEntry));
  const loaded = (pattern) => chunks.filter((chunk) => pattern.test(chunk.facadeModuleId ?? ''));
  const paid = new Set(firstScreen);
  for (const chunk of loaded(PAID_BOOKING_PARTS)) closure(chunk, paid);
  for (const chunk of loaded(/\/locales\/en\.js$/)) closure(chunk, paid);
  return { chunks, byName, closure, size, firstScreen, loaded, paid };
}

/**
 * What a paid booking fetches after its first screen, besides the catalog: the details and payment
 * steps, and the hold, booking and payment requests (`useBooker` fetches them after its first render).
 */
const PAID_BOOKING_PARTS = /booker\/steps\/(details-step|payment-step-section)\.js$|\/booker\/booker-requests\.js$/;

/** The libraries the design and CONVENTIONS name, as the Booker imports them. */
const NAMED_LIBRARIES = {
  'react-aria': /^react-aria($|\/)/,
  i18next: /^i18next($|\/)/,
  '@internationalized/date': /^@internationalized\/date($|\/)/,
  'react-stately': /^react-stately($|\/)/,
  Radix: /^@radix-ui\//,
  'react-hook-form': /^react-hook-form($|\/)/,
  zod: /^zod($|\/)/,
};

/**
 * What the named libraries cost the `<Booker>`'s first screen and a whole paid booking: each is
 * left out of the same build (what is left is booking-kit's own code and the catalog), so the
 * floor the budgets stand on can be read off. Prints one line.
 */
async function namedLibraryCost(dir, entry, first, paid) {
  const costs = [];
  for (const [name, pattern] of Object.entries(NAMED_LIBRARIES)) {
    const without = await bookerBuild(dir, entry, pattern);
    // A library the part does not load can still move a few bytes (chunk names): never below zero.
    costs.push([name, Math.max(0, first - without.size(without.firstScreen)), Math.max(0, paid - without.size(without.paid))]);
  }
  const sum = (index) => costs.reduce((total, cost) => total + cost[index], 0);
  console.info(
    `  What the libraries the design names cost, each left out of the same build (first screen / paid booking): ${costs
      .map(([name, onFirst, onPaid]) => `${name} ${kB(onFirst)} / ${kB(onPaid)}`)
      .join(
        ', ',
      )}; together ${kB(sum(1))} of the first screen's ${kB(first)} and ${kB(sum(2))} of the paid booking's ${kB(paid)}.`,
  );
}

/**
 * The `<Booker>` as a developer's app gets it from `@booking-kit/ui` (one import, React left out):
 * what its first screen loads (the Booker with its date and time, the first step of a person's
 * service), what a team's first screen loads besides (its staff step, fetched when shown), and
 * what a whole paid booking loads (the first screen, the details and payment steps fetched when
 * reached, the hold, booking and payment requests fetched after the first render, and the
 * visitor's catalog). Goals: ≤ 60 kB and ≤ 100 kB gzip.
 */
async function bookerBudget(dir) {
  const entry = path.join(dir, 'booker.js');
  writeFileSync(entry, "export { Booker } from '@booking-kit/ui';\n");
  const { chunks, byName, closure, size, firstScreen, loaded, paid } = await bookerBuild(dir, entry);
  const firstBytes = size(firstScreen);
  // `BUDGET_WRITE=<dir>`: the Booker's chunks as built, to read what each holds.
  if (process.env.BUDGET_WRITE)
    for (const chunk of chunks) writeFileSync(path.join(process.env.BUDGET_WRITE, chunk.fileName), chunk.code);
  const paidBytes = size(paid);
  // A visitor in another language loads that catalog instead (English only if it fails to load).
  const german = new Set(firstScreen);
  for (const chunk of loaded(PAID_BOOKING_PARTS)) closure(chunk, german);
  for (const chunk of loaded(/\/locales\/de\.js$/)) closure(chunk, german);
  console.info('\n<Booker> from @booking-kit/ui, React excluded (minified, gzip -9):');
  console.info(
    `  ${kB(firstBytes).padStart(9)}  first screen (${firstScreen.size} files) — goal ≤ 60 kB: ${firstBytes <= 60 * 1024 ? 'met' : 'MISSED'}`,
  );
  // A team's service starts on its staff step: fetched when shown, on top of the first screen.
  const team = new Set(firstScreen);
  for (const chunk of loaded(/booker\/steps\/staff-step\.js$/)) closure(chunk, team);
  console.info(`  ${kB(size(team)).padStart(9)}  a team's first screen: the same with its staff step (${team.size} files)`);
  console.info(
    `  ${kB(paidBytes).padStart(9)}  a whole paid booking: first screen, details, payment, the requests, the English catalog (${paid.size} files) — goal ≤ 100 kB: ${paidBytes <= 100 * 1024 ? 'met' : 'MISSED'}`,
  );
  console.info(
    `  ${kB(size(german)).padStart(9)}  the same paid booking in German: the German catalog instead of the English one`,
  );
  // The first screen's words come in the visitor's catalog, fetched on demand beside it: what a
  // visitor downloads before the first screen shows is both.
  const english = loaded(/\/locales\/en\.js$/).reduce((sum, chunk) => sum + gzip(chunk), 0);
  console.info(`  ${kB(firstBytes + english).padStart(9)}  the first screen with the English catalog its words come from`);
  console.info(`  What each package adds to its first screen (its modules gzipped alone): ${perPackage(byName, firstScreen)}.`);
  await namedLibraryCost(dir, entry, firstBytes, paidBytes);
  // `BUDGET_MODULES=booker`: each file of a paid booking, and the first screen's largest modules.
  if (process.env.BUDGET_MODULES !== 'booker') return;
  for (const name of paid) {
    console.info(`${kB(gzip(byName.get(name))).padStart(9)}  ${firstScreen.has(name) ? 'first' : 'later'}  ${name}`);
    if (firstScreen.has(name)) continue;
    // A later file's modules, largest first, so that what a step pulls in can be read off.
    const later = Object.entries(byName.get(name).modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
    for (const [id, info] of later.slice(0, 12))
      console.info(`${String(info.renderedLength).padStart(16)} raw  ${path.relative(root, id)}`);
  }
  const modules = [...firstScreen].flatMap((name) => Object.entries(byName.get(name).modules));
  modules.sort((a, b) => b[1].renderedLength - a[1].renderedLength);
  for (const [id, info] of modules.slice(0, Number(process.env.BUDGET_TOP ?? 40))) {
    console.info(`${String(info.renderedLength).padStart(8)} raw  ${path.relative(root, id)}`);
  }
}

/**
 * The embed's script tag (`@booking-kit/embed`'s `dist/booking-kit.js`, as its build minifies it):
 * what a host page loads before any widget shows. Goal: ≤ 5 kB gzip.
 */
function embedLoaderBudget() {
  const bytes = gzipSync(readFileSync(path.join(root, 'packages/embed/dist/booking-kit.js')), { level: 9 }).length;
  console.info('\n<booking-kit-widget> script tag from @booking-kit/embed (minified, gzip -9):');
  console.info(`  ${kB(bytes).padStart(9)}  the loader — goal ≤ 5 kB: ${bytes <= 5 * 1024 ? 'met' : 'MISSED'}`);
  // What a shadow-root widget (`render="shadow"`) imports when it comes into view: the Booker's
  // module with React and the design system's styles (its later steps are chunks of their own).
  const booker = gzipSync(readFileSync(path.join(root, 'packages/embed/dist/booker/booker.js')), { level: 9 }).length;
  console.info(`  ${kB(booker).padStart(9)}  the shadow-root Booker's module, React included (no goal)`);
}

/** Bundles the booking route and prints the up-front, per-step and per-locale gzip sizes. */
export async function widgetBudget() {
  const dir = mkdtempSync(path.join(root, 'node_modules/.bk-budget-'));
  try {
    const entry = writeRoute(dir);
    // What the first screen uses, from the first screen bundled alone: one chunk in the split build.
    const alone = await upFrontSize(dir, path.join(dir, 'booking-route-alone.js'));
    const chunks = await bundle(dir, entry, alone.modules);
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    /** A chunk and every chunk it imports statically: what loading it really costs. */
    const closure = (chunk, seen = new Set()) => {
      if (seen.has(chunk.fileName)) return seen;
      seen.add(chunk.fileName);
      for (const imported of chunk.imports) if (byName.has(imported)) closure(byName.get(imported), seen);
      return seen;
    };
    const size = (names) => [...names].reduce((sum, name) => sum + gzip(byName.get(name)), 0);
    const main = chunks.find((chunk) => chunk.isEntry);
    const upFront = closure(main);
    const catalogOf = (chunk) => LOCALES.find((locale) => chunk.facadeModuleId?.endsWith(`/locales/${locale}.js`));
    const catalogs = chunks.filter((chunk) => catalogOf(chunk));
    const upFrontCatalogs = [...upFront].filter((name) => catalogOf(byName.get(name)));
    const total = size(upFront);

    console.info('\nWidget budget: the booking route from @booking-kit/react + ui + core, React excluded (minified, gzip -9):');
    console.info(`  ${kB(total).padStart(9)}  up front: ${Object.values(FIRST_SCREEN).flat().join(', ')}`);
    console.info(`             goal ≤ 60 kB — ${total <= 60 * 1024 ? 'within budget' : 'OVER BUDGET'}`);
    // The same first screen with nothing on demand: what sharing modules with later steps adds.
    console.info(
      `  ${kB(alone.bytes).padStart(9)}  the same up front as one file, nothing loaded on demand (up front above: ${upFront.size} files, which share modules with the later steps)`,
    );
    // The reference app's booking route, with the same later steps on demand.
    const appEntry = writeRoute(dir, APP_ROUTE_FIRST_SCREEN, 'app-route');
    const appAlone = await upFrontSize(dir, path.join(dir, 'app-route-alone.js'));
    const app = await upFrontSize(dir, appEntry, appAlone.modules);
    const appTotal = app.bytes;
    console.info(
      `  ${kB(appTotal).padStart(9)}  up front in the reference app's booking route as it loads today (StaffPicker and SlotPicker, no ServicePicker; the cookie banner and its context; the booking flow and the API client), ${app.files} files; as one file ${kB(appAlone.bytes)}: ${Object.values(APP_ROUTE_FIRST_SCREEN).flat().join(', ')}`,
    );
    console.info(`             goal ≤ 60 kB — ${appTotal <= 60 * 1024 ? 'within budget' : 'OVER BUDGET'}`);
    const stepChunks = {};
    for (const [step, names] of Object.entries(LATER_STEPS)) {
      const stepChunk = chunks.find((chunk) => chunk.facadeModuleId === path.join(dir, `${step}.js`));
      stepChunks[step] = [...closure(stepChunk)].filter((name) => !upFront.has(name));
      console.info(`  ${kB(size(stepChunks[step])).padStart(9)}  ${STEP_LABELS[step]}: ${names.join(', ')}`);
    }
    /** What a visit that reaches these steps loads in all. */
    const visit = (...steps) => size(new Set([...upFront, ...steps.flatMap((step) => stepChunks[step])]));
    // Chunks the primitives load themselves when used: the time-zone country table on focusing the
    // picker, and the dialogs (cookie preferences, the cart as a sheet on a phone) on opening them.
    const counted = new Set([...upFront, ...Object.values(stepChunks).flat()]);
    const onUse = chunks.filter((chunk) => !counted.has(chunk.fileName) && !catalogOf(chunk) && !chunk.isEntry);
    const isZoneTable = (chunk) => chunk.fileName.startsWith('zone-country-table');
    const zoneTable = onUse.filter(isZoneTable);
    const dialogs = onUse.filter((chunk) => !isZoneTable(chunk));
    const sizeOf = (list) => list.reduce((sum, chunk) => sum + gzip(chunk), 0);
    const onUseSize = sizeOf(zoneTable);
    const names = (list) => list.map((chunk) => chunk.fileName).join(', ');
    console.info(`  ${kB(onUseSize).padStart(9)}  on searching time zones, the zone table: ${names(zoneTable)}`);
    console.info(
      `  ${kB(sizeOf(dialogs)).padStart(9)}  on opening a dialog (cookie preferences; the cart as a sheet on a phone), Radix Dialog included: ${names(dialogs)}`,
    );
    console.info(`  ${kB(visit('cookies', 'details')).padStart(9)}  a free booking: first screen, cookie banner, details`);
    console.info(
      `  ${kB(visit('cookies', 'details', 'payment')).padStart(9)}  a paid booking: first screen, cookie banner, details, payment`,
    );
    console.info(
      `  ${kB(visit('cookies', 'details', 'payment', 'timeZone') + onUseSize).padStart(9)}  a paid booking by a visitor who also searches time zones`,
    );
    console.info(
      `  ${kB(visit(...Object.keys(LATER_STEPS)) + onUseSize + sizeOf(dialogs)).padStart(9)}  the whole flow: every step, the time zone search and the dialogs`,
    );
    console.info(
      `  Locale catalogs: ${catalogs.length} of ${LOCALES.length} are on-demand chunks ` +
        `(${catalogs.map((chunk) => `${catalogOf(chunk)} ${kB(gzip(chunk))}`).join(', ')}); in the up-front code: ${upFrontCatalogs.length}.`,
    );
    console.info(`  What each package adds (its modules gzipped alone), up front: ${perPackage(byName, upFront)}.`);
    console.info(
      `  What each package adds, the whole flow: ${perPackage(byName, [...counted, ...onUse.map((chunk) => chunk.fileName)])}.`,
    );
    if (process.env.BUDGET_MODULES && process.env.BUDGET_MODULES !== 'booker') {
      const everything = new Set([...upFront, ...Object.values(stepChunks).flat()]);
      const modules = [...(process.env.BUDGET_MODULES === 'all' ? everything : upFront)].flatMap((name) =>
        Object.entries(byName.get(name).modules),
      );
      modules.sort((a, b) => b[1].renderedLength - a[1].renderedLength);
      for (const [id, info] of modules.slice(0, Number(process.env.BUDGET_TOP ?? 30))) {
        console.info(
          `${String(info.renderedLength).padStart(8)} raw ${kB(gzipSync(info.code ?? '').length).padStart(9)}  ${path.relative(root, id)}`,
        );
      }
    }
    await bookerBudget(dir);
    embedLoaderBudget();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await widgetBudget();
