/**
 * The packages as developers get them: each published package is packed with `npm pack`, the
 * tarballs are installed into a fresh Vite + React project outside the workspace, which is
 * type-checked, built, and used in Chromium to book (service → slot → details) with only the
 * documented imports (`@booking-kit/core`, `@booking-kit/react`, `@booking-kit/ui`,
 * `@booking-kit/ui/styles.css`).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { bookThroughTheFlow } from './book-through-the-flow';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLISHED = ['core', 'react', 'ui', 'server'] as const;

/** Runs a command and returns its output; a non-zero exit fails the test with what it printed. */
function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } });
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
    // Outside the workspace, so nothing can resolve through the monorepo's node_modules.
    const work = mkdtempSync(path.join(tmpdir(), 'booking-kit-packed-'));
    const tarballs = path.join(work, 'tarballs');
    const app = path.join(work, 'consumer');
    let server: Server | undefined;

    test.afterAll(() => {
      server?.close();
      rmSync(work, { recursive: true, force: true });
    });

    test('npm pack makes one tarball per published package, with its built code, types and CSS', () => {
      mkdirSync(tarballs);
      run('npm', ['pack', ...PUBLISHED.map((name) => `--workspace=@booking-kit/${name}`), '--pack-destination', tarballs], root);
      const files = readdirSync(tarballs).sort();
      expect(files).toEqual(PUBLISHED.map((name) => `booking-kit-${name}-0.1.0.tgz`).sort());
      for (const name of ['core', 'react', 'ui']) {
        const listed = tarballFiles(path.join(tarballs, `booking-kit-${name}-0.1.0.tgz`));
        // ES modules one per source module (so apps drop what they do not use), CommonJS, and types.
        expect(listed).toContain('package/dist/esm/index.js');
        expect(listed).toContain('package/dist/index.cjs');
        expect(listed).toContain('package/dist/index.d.ts');
        // Only the build is published: no sources, tests or stories.
        expect(listed.filter((file) => file.startsWith('package/src/'))).toEqual([]);
      }
      expect(tarballFiles(path.join(tarballs, 'booking-kit-ui-0.1.0.tgz'))).toContain('package/dist/styles.css');
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

    test('Vite builds the project with the published code and CSS', () => {
      run('npx', ['vite', 'build', '--logLevel', 'warn'], app);
      const assets = readdirSync(path.join(app, 'dist/assets'));
      expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
      const css = assets
        .filter((file) => file.endsWith('.css'))
        .map((file) => readFileSync(path.join(app, 'dist/assets', file), 'utf8'));
      expect(css.join('\n')).toContain('.bk-root');
    });

    test('the installed server CLI prints the business document schema', () => {
      const schema = JSON.parse(run('npx', ['booking-kit-server', 'schema'], app));
      expect(schema.type).toBe('object');
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['services', 'staff']));
    });

    test('a visitor books in the built app: service, then slot, then details', async ({ page }) => {
      test.setTimeout(60_000);
      server = await serveStatic(path.join(app, 'dist'));
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('The static server has no port.');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${address.port}/`);
      await bookThroughTheFlow(page);
      expect(errors).toEqual([]);
    });
  });

/** Serves a built app's files (and index.html for any other path) on a free port. */
async function serveStatic(dir: string): Promise<Server> {
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
    response.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
