/**
 * The widget budget: bundles, as a developer's Vite app would, what a booking route imports from
 * the published builds of @booking-kit/react, ui and core — React and React DOM left out — and
 * prints the gzip size of what the page loads up front, and of each locale catalog, which loads on
 * demand. Goal: ≤ 60 kB gzip beyond React, and no catalog but the active one up front.
 * Run alone: `node scripts/widget-budget.mjs` (after `npm run build:packages`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the booking flow imports, from choosing a service to the confirmation: deliberately the
 * whole flow, so the figure is an upper bound of any one route.
 */
export const BOOKING_ROUTE_IMPORTS = {
  '@booking-kit/core': ['createTranslator', 'loadMessages'],
  '@booking-kit/react': ['LocaleProvider'],
  '@booking-kit/ui': [
    'BookingKitRoot',
    'ServicePicker',
    'StaffPicker',
    'SlotPicker',
    'TimeZonePicker',
    'DetailsForm',
    'GuestList',
    'Cart',
    'PaymentStep',
    'Confirmation',
    'AddToCalendar',
    'CookieConsent',
    'LoadingState',
    'ErrorState',
    'Alert',
    'Button',
  ],
};

const LOCALES = ['da', 'de', 'en', 'es', 'fr', 'hu', 'it', 'nl', 'pl', 'pt-br', 'pt'];
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Bundles the booking route's imports and prints the up-front and on-demand gzip sizes. */
export async function widgetBudget() {
  const dir = mkdtempSync(path.join(root, 'node_modules/.bk-budget-'));
  try {
    const entry = path.join(dir, 'booking-route.js');
    const lines = Object.entries(BOOKING_ROUTE_IMPORTS).map(([pkg, names]) => `export { ${names.join(', ')} } from '${pkg}';`);
    // The locale the visitor uses is chosen at run time, as in the app.
    lines.push("export const messages = (locale) => import('@booking-kit/core').then((core) => core.loadMessages(locale));");
    writeFileSync(entry, `${lines.join('\n')}\n`);
    const output = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        lib: { entry, formats: ['es'], fileName: 'booking-route' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((result) => result.output)
      .filter((item) => item.type === 'chunk');
    const gzip = (chunk) => gzipSync(chunk.code, { level: 9 }).length;
    // tsup emits each catalog as its own file in core's dist (`de-<hash>.js`).
    const catalogOf = (chunk) =>
      LOCALES.find((locale) => new RegExp(`/core/dist/${locale}-[A-Z0-9]+\\.js$`).test(chunk.facadeModuleId ?? ''));
    const upFront = chunks.filter((chunk) => chunk.isEntry || (!chunk.isDynamicEntry && !catalogOf(chunk)));
    const catalogs = chunks.filter((chunk) => catalogOf(chunk));
    if (process.env.BUDGET_MODULES) {
      const modules = upFront
        .flatMap((chunk) => Object.entries(chunk.modules))
        .sort((a, b) => b[1].renderedLength - a[1].renderedLength);
      for (const [id, info] of modules.slice(0, 25)) {
        console.info(
          `${String(info.renderedLength).padStart(8)} raw ${kB(gzipSync(info.code ?? '').length).padStart(9)} gzip  ${path.relative(root, id)}`,
        );
      }
    }
    const total = upFront.reduce((sum, chunk) => sum + gzip(chunk), 0);
    const upFrontCatalogs = upFront.filter((chunk) => /"slotPicker":\{/.test(chunk.code) || /slotPicker:\{/.test(chunk.code));
    console.info('\nWidget budget: the booking route from @booking-kit/react + ui + core, React excluded (gzip -9):');
    for (const chunk of upFront) console.info(`  ${kB(gzip(chunk)).padStart(9)}  ${chunk.fileName}`);
    console.info(`  ${kB(total).padStart(9)}  up front (goal ≤ 60 kB) — ${total <= 60 * 1024 ? 'within budget' : 'OVER BUDGET'}`);
    console.info(
      `  Locale catalogs: ${catalogs.length} of ${LOCALES.length} are separate on-demand chunks ` +
        `(${catalogs.map((chunk) => `${catalogOf(chunk)} ${kB(gzip(chunk))}`).join(', ')}); ` +
        `catalogs in the up-front code: ${upFrontCatalogs.length}.`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await widgetBudget();
