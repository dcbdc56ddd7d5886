/**
 * The names of the failed tests in a runner's JSON report, for `npm test`'s summary: CI keeps only
 * the end of a run's output, and "1 failed" alone does not say which test to look at.
 */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** How much of a failure's message the summary keeps: its first line, shortened. */
const MESSAGE_CHARS = 200;

/** The first line of an error message, without terminal colours, shortened. */
function firstLine(message = '') {
  const line = stripVTControlCharacters(message).trim().split('\n')[0] ?? '';
  return line.length > MESSAGE_CHARS ? `${line.slice(0, MESSAGE_CHARS)}…` : line;
}

/**
 * Failed tests of a Vitest (Jest-format) JSON report, as `file › test name — first line of error`.
 * @param {any} json the report
 * @param {string} root the repository, to print file paths relative to it
 * @returns {string[]}
 */
export function vitestFailures(json, root) {
  const failures = [];
  for (const file of json.testResults ?? []) {
    const name = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no test results of its own, only its message.
    if (failed.length === 0 && file.status === 'failed') failures.push(`${name} — ${firstLine(file.message)}`);
  }
  return failures;
}

/**
 * Failed tests of a Playwright JSON report (tests whose outcome was unexpected), as
 * `file:line › title — first line of error`.
 * @param {any} json the report
 * @returns {string[]}
 */
export function playwrightFailures(json) {
  const failures = [];
  const visit = (suite, titles) => {
    const inner = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')} — ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, inner);
  };
  for (const suite of json.suites ?? []) visit(suite, []);
  // Errors outside any test (a global setup, a web server that would not start).
  for (const error of json.errors ?? []) failures.push(`(outside a test) — ${firstLine(error.message)}`);
  return failures;
}
