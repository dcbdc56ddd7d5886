import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Workspace packages resolve to their TypeScript source (see the `@booking-kit/source` export condition). */
const sourceResolve = {
  resolve: { conditions: ['@booking-kit/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@booking-kit/source', ...defaultServerConditions] } },
};

/** Debian's Chromium: no browser can be downloaded on our machines (see docs/toolchain.md). */
const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** A fresh browser config per project: one shared object makes Vitest reject nested projects. */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions }),
    instances: [{ browser: 'chromium' as const }],
  };
}

const serverProjects = [
  {
    ...sourceResolve,
    test: {
      name: 'server-pglite',
      include: ['packages/server/src/**/*.test.ts'],
      environment: 'node',
      env: { BOOKING_KIT_TEST_DATABASE: 'pglite' },
      // One empty PGlite database dumped per run, and one with the migrations and the demo
      // business, from which each test file's database starts.
      globalSetup: ['packages/server/src/test/pglite-template.ts'],
      // The slowest files book hundreds of slots or start server processes: up to 33 s a test on
      // a slow 2-core machine of this kind under load. A timeout only ends a test that hangs.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      fileParallelism: false,
      // One worker runs the files one after another (each opens and disposes its own database):
      // a fresh worker per file compiled PGlite's WASM and warmed the JIT again, ~2 s a file.
      // Files restore what they change of process.env and timers. Group 1 with server-postgres
      // and the stories (one worker each; see the stories project).
      isolate: false,
      sequence: { groupOrder: 1 },
    },
  },
  // The same suite on a real PostgreSQL server whenever DATABASE_URL is set (CI always sets it).
  ...(process.env.DATABASE_URL
    ? [
        {
          ...sourceResolve,
          test: {
            name: 'server-postgres',
            include: ['packages/server/src/**/*.test.ts'],
            // Files that open no test database (the embedded database's folder and lock, always
            // PGlite on disk; the JSON Schema; the production host, run with stand-ins for the
            // API and the pages) would only repeat what server-pglite ran.
            exclude: [
              ...configDefaults.exclude,
              'packages/server/src/db/embedded-database-startup.test.ts',
              'packages/server/src/business/business-document-json-schema.test.ts',
              'packages/server/src/api/cors-origins.test.ts',
              'packages/server/src/host/**',
            ],
            environment: 'node',
            env: { BOOKING_KIT_TEST_DATABASE: 'postgres' },
            // One database with the migrations and the demo business per run, copied by each API test file.
            globalSetup: ['packages/server/src/test/postgres-template.ts'],
            testTimeout: 120_000,
            hookTimeout: 120_000,
            fileParallelism: false,
            // As server-pglite: one worker for all files.
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceResolve,
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
          // Property tests run 1,000 cases and more: seconds on a slow machine (one took 5.1 s on
          // a 2-core machine of this kind while another suite ran). Their speed is not what they check.
          testTimeout: 30_000,
          // Pure functions: files share workers instead of a fresh one each (the project, run three
          // times by npm test, in 15 s instead of 30 here). A file that needs a fresh module state
          // imports its own copies (zone-countries.test.ts).
          isolate: false,
        },
      },
      {
        ...sourceResolve,
        test: {
          // The booking emails, rendered to HTML and plain text in Node as the server's outbox does.
          name: 'emails',
          include: ['packages/emails/src/**/*.test.ts?(x)'],
          environment: 'node',
          // In the server suites' lane (see the stories project).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The reference app's own server-side helpers (what it adds to React Router's entry).
          name: 'app',
          include: ['packages/app/app/**/*.test.ts'],
          environment: 'node',
          // In the server suites' lane (see the stories project).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The docs' ```ts and ```tsx blocks, type-checked against the packages' sources in one program.
          name: 'docs',
          include: ['scripts/docs-code.test.ts'],
          environment: 'node',
          // In the server suites' lane (see the stories project).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      ...serverProjects,
      {
        ...sourceResolve,
        test: {
          // Unit tests of what @booking-kit/react and ui keep of their own (state hooks, key maps,
          // utilities), and of the embed's element, beside their sources, in the same headless
          // Chromium as the stories.
          name: 'react',
          include: [
            'packages/react/src/**/*.test.{ts,tsx}',
            'packages/ui/src/**/*.test.{ts,tsx}',
            'packages/embed/src/**/*.test.ts',
          ],
          setupFiles: [path.join(root, '.storybook/async-timeout.setup.ts')],
          browser: { ...chromiumBrowser(), viewport: { width: 1024, height: 768 } },
          // In the stories' lane (see the stories project): their files run one after the other
          // in one browser, beside the server suites.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // As the stories: a timeout only ends a test that hangs.
          testTimeout: 60_000,
          // One page for all files, as the stories (see there): each file renders into its own
          // container, which the test helpers (src/test/render*.tsx) unmount and remove when the test ends.
          isolate: false,
        },
        // Pre-bundled before the first test: discovering them mid-run reloads the page, and the
        // first test file of a fresh clone then times out waiting for its iframe.
        optimizeDeps: {
          include: [
            'react',
            'react-dom/client',
            'react-aria',
            // The cart's parts (cart.test.tsx) reach it through react-aria's private modules.
            'react-aria/private/focus/FocusScope',
            'react-stately/Item',
            'react-stately/private/flags/flags',
            'react-stately/useCalendarState',
            'react-stately/useCheckboxGroupState',
            'react-stately/useComboBoxState',
            'react-stately/useControlledState',
            'react-stately/useListState',
            'react-stately/useOverlayTriggerState',
            'react-stately/useRadioGroupState',
            '@internationalized/date',
            '@radix-ui/react-dialog',
            '@radix-ui/react-slot',
            '@radix-ui/react-context',
            '@radix-ui/primitive',
            'i18next',
            // Testing Library's queries (\`within\`, by role and name), as the stories use them.
            'storybook/test',
          ],
        },
      },
      {
        ...sourceResolve,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // The stories run on React's production build, as the library's users ship it (its JSX
        // transform too: the development one calls `jsxDEV`, which production React lacks). The
        // development build's extra work (owner stacks, double-checked hooks, warnings nobody
        // asserts) was about a seventh of the stories' CPU: 283 → 244 CPU s, 235 → 200 s alone
        // here. Without React's `act`, which only the development build has, a play function waits
        // for what effects do after a render (focus moved, a live region filled) as a user would:
        // `waitFor`, `findBy…`. The react project's unit tests stay on the development build.
        mode: 'production',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { runtime: 'automatic' as const, development: false } },
        test: {
          name: 'stories',
          // In the server suites' sequence group: vitest runs a group's browser files beside its
          // node files, so the stories (mostly waiting on Chromium) run while the server suites
          // run, one story file at a time (a group has one maxWorkers, and the server suites need
          // one worker). All vitest projects in 154-157 s instead of 192-196 s on 2 cores, back
          // to back; alone, two story files at once took 91-94 s, one 116-118 s. The react, app,
          // emails and docs projects are in the group too: in their own group, after this one,
          // they ran on their own for the last 22 s of the run (238 s instead of 265 s).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // Browser mode's default is 15 s. Alone, the slowest story takes 3-4 s here (the time-zone
          // search re-renders some 250 options per keystroke in React's development build), but in
          // CI, beside the end-to-end run and the packed-packages build, three time-zone-picker
          // stories once passed 15 s; a timed-out play function keeps typing into the next story.
          // A timeout only ends a story that hangs.
          testTimeout: 60_000,
          // The story files share one page instead of a fresh one each: a fresh page loaded and ran
          // every module again (React, react-aria, the parts, Storybook's runtime), about 1 s of CPU
          // a file. The stories alone took 109-117 s of CPU instead of 161 here, and 117-121 s instead of 145.
          // Each story is rendered, played and unmounted by Storybook, which owns the page.
          isolate: false,
          browser: {
            ...chromiumBrowser(),
            // Stable pixels: one viewport and device scale for every story.
            viewport: { width: 1024, height: 768 },
            expect: {
              toMatchScreenshot: {
                // pixelmatch ignores anti-aliased pixels; any other changed pixel fails (a 4px radius change moves ~30).
                comparatorName: 'pixelmatch' as const,
                comparatorOptions: { threshold: 0.1 },
                resolveScreenshotPath: ({ arg, ext, testFileName }: { arg: string; ext: string; testFileName: string }) =>
                  path.join(root, 'stories/__screenshots__', testFileName.replace(/\.stories\.tsx$/, ''), `${arg}${ext}`),
              },
            },
          },
          setupFiles: [
            path.join(root, '.storybook/async-timeout.setup.ts'),
            path.join(root, '.storybook/visual-regression.setup.ts'),
          ],
          env: { BOOKING_KIT_VISUAL: process.env.BOOKING_KIT_VISUAL ?? '1' },
        },
      },
    ],
  },
});
