/**
 * The packages as developers get them: each published package is packed with `npm pack`, the
 * tarballs are installed into a fresh Vite + React project outside the workspace, which is
 * type-checked and built. Its page is `<Booker>` and nothing else (consumer/src/main.tsx), served
 * from one origin, booking against the reference app's real API server on another, which lists
 * the page's origin in `CORS_ORIGINS`: in Chromium, a visitor books and pays a massage with Anna,
 * a declined card first, and the API then has the booking, paid. Each React primitive is also a
 * subpath (`@booking-kit/react/slot-picker`): in Node (CommonJS and ES modules) every subpath
 * gives the root's own objects, and on the page `/subpaths` (consumer/src/subpaths.tsx) parts
 * imported one way work inside roots imported the other, which needs one copy of each context.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLISHED = ['core', 'react', 'ui', 'emails', 'server'] as const;
/** The English catalog, for the words the visitor sees (read from the file, not imported from the workspace). */
const en = JSON.parse(readFileSync(path.join(root, 'packages/core/src/i18n/locales/en.json'), 'utf8'));

/** Runs a command and returns its output; a non-zero exit fails the test with what it printed. */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'error', ...env },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, `${command} ${args.join(' ')} in ${cwd}:\n${output.slice(-4000)}`).toBe(0);
  return result.stdout;
}

/** Lists the files of a tarball. */
function tarballFiles(tarball: string): string[] {
  return run('tar', ['-tzf', tarball], root).split('\n').filter(Boolean);
}

test.describe
  .serial('the published packages in a fresh Vite + React project', () => {
    // Outside the workspace, so nothing can resolve through the monorepo's node_modules. Made in
    // the worker that runs the tests (Playwright also loads this file in its main process).
    let work = '';
    let tarballs = '';
    let app = '';
    /** The consumer's built page, on `http://localhost:…`. */
    let site: { origin: string; server: Server } | undefined;
    /** The reference app's server, on `http://127.0.0.1:…`: another origin than the page's. */
    let api: ApiServer | undefined;

    test.beforeAll(() => {
      work = mkdtempSync(path.join(tmpdir(), 'booking-kit-packed-'));
      tarballs = path.join(work, 'tarballs');
      app = path.join(work, 'consumer');
    });

    test.afterAll(async () => {
      site?.server.close();
      await api?.stop();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    test('npm pack makes one tarball per published package, with its built code, types and CSS', () => {
      mkdirSync(tarballs);
      run('npm', ['pack', ...PUBLISHED.map((name) => `--workspace=@booking-kit/${name}`), '--pack-destination', tarballs], root);
      const files = readdirSync(tarballs).sort();
      expect(files).toEqual(PUBLISHED.map((name) => `booking-kit-${name}-0.1.0.tgz`).sort());
      for (const name of ['core', 'react', 'ui', 'emails']) {
        const listed = tarballFiles(path.join(tarballs, `booking-kit-${name}-0.1.0.tgz`));
        // ES modules one per source module (so apps drop what they do not use), CommonJS, and types.
        expect(listed).toContain('package/dist/esm/index.js');
        expect(listed).toContain('package/dist/index.cjs');
        expect(listed).toContain('package/dist/index.d.ts');
        // Only the build is published: no sources, tests or stories.
        expect(listed.filter((file) => file.startsWith('package/src/'))).toEqual([]);
      }
      expect(tarballFiles(path.join(tarballs, 'booking-kit-ui-0.1.0.tgz'))).toContain('package/dist/styles.css');
      // Each React primitive's subpath: its ES module, CommonJS and both declarations.
      expect(tarballFiles(path.join(tarballs, 'booking-kit-react-0.1.0.tgz'))).toEqual(
        expect.arrayContaining([
          'package/dist/esm/slot-picker/index.js',
          'package/dist/slot-picker/index.cjs',
          'package/dist/slot-picker/index.d.ts',
          'package/dist/slot-picker/index.d.cts',
        ]),
      );
    });

    test('the tarballs install into a new project outside the workspace', () => {
      cpSync(path.join(root, 'tests/packed/consumer'), app, { recursive: true });
      const packed = readdirSync(tarballs).map((file) => path.join(tarballs, file));
      run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packed], app);
      for (const name of PUBLISHED) {
        const installed = path.join(app, 'node_modules/@booking-kit', name);
        // A real copy from the tarball, not a link back into the monorepo.
        expect(lstatSync(installed).isSymbolicLink()).toBe(false);
        expect(existsSync(path.join(installed, 'src'))).toBe(false);
      }
    });

    test('the project type-checks strictly against the published types', () => {
      run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], app);
    });

    test('the installed emails package renders a booking email, HTML and text, in the reader’s language', () => {
      const script = `
        import { renderBookingMessage } from '@booking-kit/emails';
        const rendered = await renderBookingMessage({
          id: 'm1', kind: 'booked', audience: 'visitor', locale: 'de', timeZone: 'Europe/Amsterdam',
          to: { name: 'Ada Lovelace', email: 'ada@example.com' },
          business: { name: 'Harbor Wellness Studio', phone: '+31 20 123 4567' },
          booking: { id: 'b1', serviceName: 'Massage', staffName: 'Anna de Vries', start: '2026-12-01T09:00:00Z',
            end: '2026-12-01T10:00:00Z', seats: 1, visitorName: 'Ada Lovelace', guestNames: [], appointmentCount: 1 },
          manageUrl: 'https://book.example/de/booking/b1?token=t',
        });
        console.log(JSON.stringify(rendered));`;
      const rendered = JSON.parse(run('node', ['--input-type=module', '-e', script], app));
      expect(rendered.html).toContain('lang="de-DE"');
      expect(rendered.text).toContain('https://book.example/de/booking/b1?token=t');
      // 09:00 UTC is 10:00 in Amsterdam.
      expect(rendered.text).toContain('10:00');
      expect(rendered.subject).toContain('Massage');
    });

    test('each React subpath gives the root’s own objects, in CommonJS and ES modules, so a part from one finds a root from the other', () => {
      // For `require` and for `import`: every name of every subpath is the very object the root
      // exports (one module, one context), the subpaths together give every root name, and a
      // part from a subpath renders inside a root from the package root (it throws without its context).
      const script = `
        import { createRequire } from 'node:module';
        import path from 'node:path';
        const require = createRequire(path.join(process.cwd(), 'package.json'));
        const { createElement: h } = require('react');
        const { renderToStaticMarkup } = require('react-dom/server');
        const { createTranslator } = require('@booking-kit/core');
        const subpaths = Object.keys(require('@booking-kit/react/package.json').exports)
          .filter((key) => key !== '.' && key !== './package.json')
          .map((key) => '@booking-kit/react' + key.slice(1));
        const names = (module) => Object.keys(module).filter((name) => !['default', '__esModule', 'module.exports'].includes(name));
        const translator = createTranslator('en', ${JSON.stringify({ common: en.common })});
        const report = { subpaths };
        for (const [format, load] of [['require', async (id) => require(id)], ['import', (id) => import(id)]]) {
          const root = await load('@booking-kit/react');
          const seen = new Set();
          const notTheRoots = [];
          for (const id of subpaths) {
            const subpath = await load(id);
            for (const name of names(subpath)) {
              seen.add(name);
              if (subpath[name] !== root[name]) notTheRoots.push(id + ': ' + name);
            }
          }
          const { ErrorState } = await load('@booking-kit/react/error-state');
          const html = renderToStaticMarkup(
            h(root.LocaleProvider, { translator, timeZone: 'Europe/Amsterdam' },
              h(root.ErrorStateRoot, { onRetry: () => {} }, h(ErrorState.Message, null, 'Failed'), h(ErrorState.Retry))),
          );
          report[format] = { rootNames: names(root).length, unseen: names(root).filter((name) => !seen.has(name)), notTheRoots, html };
        }
        console.log(JSON.stringify(report));`;
      const report = JSON.parse(run('node', ['--input-type=module', '-e', script], app));
      expect(report.subpaths).toEqual(
        expect.arrayContaining(['@booking-kit/react/slot-picker', '@booking-kit/react/service-picker']),
      );
      for (const format of ['require', 'import']) {
        expect(report[format].rootNames, format).toBeGreaterThan(300);
        expect(report[format].unseen, format).toEqual([]);
        expect(report[format].notTheRoots, format).toEqual([]);
        expect(report[format].html, format).toContain('data-part="retry"');
        expect(report[format].html, format).toContain(en.common.retry);
      }
    });

    test('the installed server CLI prints the business document schema', () => {
      const schema = JSON.parse(run('npx', ['booking-kit-server', 'schema'], app));
      expect(schema.type).toBe('object');
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['services', 'staff']));
    });

    test('the reference API server starts on another origin, open to the page’s origin (CORS_ORIGINS)', async () => {
      test.setTimeout(90_000);
      // A strict policy: scripts and styles from the site only, no eval, requests to the site and the API only.
      site = await serveStatic(
        path.join(app, 'dist'),
        () =>
          `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' ${api?.origin ?? ''}; ` +
          "img-src 'self' data:; object-src 'none'; base-uri 'none'",
      );
      // Its embedded database in the suite's folder, removed with it.
      api = await startApiServer({ CORS_ORIGINS: site.origin, DATA_DIR: path.join(work, 'data') });
      const preflight = await fetch(`${api.origin}/api/v1/holds`, {
        method: 'OPTIONS',
        headers: {
          origin: site.origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, idempotency-key',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(site.origin);
    });

    test('Vite builds the project against that API, with the published code and CSS', () => {
      if (!api) throw new Error('The API server did not start.');
      // The API's origin is given at build time, as a deployed app would give it.
      run('npx', ['vite', 'build', '--logLevel', 'warn'], app, { VITE_API: api.origin });
      const assets = readdirSync(path.join(app, 'dist/assets'));
      const js = assets.filter((file) => file.endsWith('.js'));
      expect(js.length).toBeGreaterThan(0);
      expect(js.some((file) => readFileSync(path.join(app, 'dist/assets', file), 'utf8').includes(api?.origin ?? '?'))).toBe(
        true,
      );
      const css = assets
        .filter((file) => file.endsWith('.css'))
        .map((file) => readFileSync(path.join(app, 'dist/assets', file), 'utf8'));
      expect(css.join('\n')).toContain('.bk-root');
    });

    test('a visitor books and pays with the Booker from another origin, under a strict CSP: a declined card, then a good one', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      if (!site || !api) throw new Error('The servers did not start.');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Anything the site's policy refuses (an eval, an inline style or script) is an error too.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP refused ${event.violatedDirective}: ${event.blockedURI}`),
        ),
      );
      page.on('console', (message) => {
        // The declined card's answer (402) is the one failed request the browser may log.
        const declined = /Failed to load resource: .* status of 402/.test(message.text());
        if (message.type() === 'error' && !declined) errors.push(message.text());
      });
      // Every request the page makes to the API crosses origins.
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${api?.origin}/api/v1/`)) apiCalls.push(`${request.method()} ${request.url()}`);
      });

      await page.goto(`${site.origin}/`);
      // The Booker is its own styled root: the published CSS paints it.
      await expect(page.locator('.bk-root')).toHaveCSS('font-family', /system-ui|sans-serif/);
      await expect(page.getByRole('heading', { name: en.booking.stepDateTime })).toBeVisible();

      // The time step: a day and a time, then 'Continue' holds it.
      await chooseFirstSlot(page);
      await page.getByRole('button', { name: en.flow.continue }).click();
      await expect(page.getByText(en.hold.remaining.split('{{')[0])).toBeVisible();

      // The details: the required fields are checked, then filled.
      const form = page.getByRole('form', { name: en.details.title });
      await form.getByRole('button', { name: en.flow.continue }).click();
      await expect(form.getByLabel(new RegExp(`^${en.details.firstName}`))).toHaveAccessibleDescription(/This field is required/);
      const field = (label: string) => form.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
      await field(en.details.firstName).fill('Ada');
      await field(en.details.lastName).fill('Lovelace');
      await field(en.details.email).fill('ada@example.com');
      await field(en.details.phone).fill('+31 20 123 4567');
      await form.getByRole('button', { name: en.flow.continue }).click();

      // The payment: the full price rather than the deposit, a declined card first.
      await expect(page.getByRole('heading', { name: en.payment.title })).toBeFocused();
      await page.getByRole('radio', { name: /^The full amount of/ }).check();
      await page.getByLabel(en.payment.cardNumber).fill('4000 0000 0000 0002');
      await page.getByLabel(en.payment.expiry).fill('12/34');
      await page.getByLabel(en.payment.cvc).fill('123');
      await page.getByLabel(en.payment.cardName).fill('Ada Lovelace');
      const pay = page.getByRole('button', { name: /^Pay €80\.00$/ });
      await pay.click();
      await expect(page.getByRole('alert').filter({ hasText: en.payment.errors.declined })).toBeVisible();
      // Nothing typed is lost; another card pays the same booking.
      await expect(page.getByLabel(en.payment.cardName)).toHaveValue('Ada Lovelace');
      await page.getByLabel(en.payment.cardNumber).fill('4242 4242 4242 4242');
      await pay.click();

      await expect(page.getByRole('heading', { name: en.confirmation.scheduled })).toBeVisible();
      await expect(page.locator('body')).toHaveAttribute('data-booking', /"id"/);
      const made = JSON.parse((await page.locator('body').getAttribute('data-booking')) ?? '{}');
      expect(made).toMatchObject({ id: expect.any(String), manageToken: expect.any(String) });
      // One booking, made once (the declined card's try left it waiting; the good card paid it).
      expect(apiCalls.filter((call) => call.startsWith('POST') && call.endsWith('/api/v1/bookings'))).toHaveLength(1);
      expect(apiCalls.filter((call) => /^POST .*\/api\/v1\/payments\/[^/]+\/confirm$/.test(call))).toHaveLength(2);
      expect(errors).toEqual([]);

      // The API has it, scheduled and paid in full, with its manage token.
      const answer = await fetch(`${api.origin}/api/v1/bookings/${made.id}`, {
        headers: { authorization: `Bearer ${made.manageToken}` },
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        id: made.id,
        status: 'scheduled',
        service: { slug: 'massage-60' },
        staff: { slug: 'anna-de-vries' },
        contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        amounts: { currency: 'EUR', totalMinor: 8000, dueNowMinor: 8000, paidMinor: 8000, choice: 'full' },
        payment: { status: 'succeeded', amountMinor: 8000, last4: '4242' },
      });
    });

    test('on a page that mixes subpath and root imports, each part works inside a root imported the other way', async ({
      page,
    }) => {
      if (!site) throw new Error('The site is not served.');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${site.origin}/subpaths`);
      // ErrorState's parts from `@booking-kit/react/error-state`, its root from `@booking-kit/react`.
      await expect(page.getByRole('alert')).toHaveText('Retried 0 times');
      await page.getByRole('button', { name: en.common.retry }).click();
      await expect(page.getByRole('alert')).toHaveText('Retried 1 times');
      // `<SlotPicker.Root>` from `@booking-kit/react/slot-picker`, its month parts from `@booking-kit/react`.
      const title = page.locator('[data-scope="slot-picker"][data-part="month-title"]');
      await expect(title).toHaveText(/December 2026/);
      await page.getByRole('button', { name: en.slotPicker.nextMonth }).click();
      await expect(title).toHaveText(/January 2027/);
      expect(errors).toEqual([]);
    });
  });

/**
 * Chooses the first day with times (moving on a month while the shown one has none), then its
 * first time, waiting for each month's slots as they arrive from the API.
 */
async function chooseFirstSlot(page: Page): Promise<void> {
  const grid = page.locator('[data-scope="slot-picker"][data-part="grid"]');
  const ready = async () => {
    await expect(grid).toBeVisible();
    await expect(page.locator('[data-scope="slot-picker"][data-part="grid"][aria-busy]')).toHaveCount(0);
  };
  // Not today: a time later today can come inside the minimum notice while the test runs.
  const availableDay = page.locator(
    '[data-part="day"][data-availability="available"]:not([data-outside-month]):not([data-today])',
  );
  await ready();
  for (let month = 0; month < 3 && (await availableDay.count()) === 0; month++) {
    const title = page.locator('[data-part="month-title"]');
    const before = (await title.textContent()) ?? '';
    await page.getByRole('button', { name: en.slotPicker.nextMonth }).click();
    await expect(title).not.toHaveText(before);
    await ready();
  }
  await availableDay.first().click();
  const slot = page.locator('[data-scope="slot-picker"][data-part="day-list"]').getByRole('radio').first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
}

/**
 * Serves a built app's files (and index.html for any other path) on `http://localhost:<free port>`,
 * under `policy()` as its Content-Security-Policy: a careful host's, which the Booker must run under.
 */
async function serveStatic(dir: string, policy: () => string): Promise<{ origin: string; server: Server }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.json': 'application/json',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(dir, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    const target = existsSync(file) && !lstatSync(file).isDirectory() ? file : path.join(dir, 'index.html');
    response.writeHead(200, {
      'content-type': types[path.extname(target)] ?? 'application/octet-stream',
      'content-security-policy': policy(),
    });
    response.end(readFileSync(target));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // `localhost` is another origin than the API's `127.0.0.1`, and still a local one for Chromium.
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

/** The reference app's production server, started for this suite. */
interface ApiServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the built reference app (`node packages/app/server.js`, as `npm start` does after the
 * build) on a free port of 127.0.0.1 with the embedded database in `env.DATA_DIR` (the demo
 * business is loaded into a new one), never the PostgreSQL of `DATABASE_URL`; resolves once it serves.
 */
function startApiServer(env: Record<string, string>): Promise<ApiServer> {
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== 'DATABASE_URL') base[key] = value;
  const child: ChildProcess = spawn(process.execPath, ['packages/app/server.js'], {
    cwd: root,
    env: {
      ...base,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The API server did not start within 60 s:\n${output}`));
    }, 60_000);
    const poll = setInterval(() => {
      const port = /serving on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ origin: `http://127.0.0.1:${port}`, stop });
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`The API server exited with ${code} (is the app built? npm run build):\n${output}`));
    });
  });
}
