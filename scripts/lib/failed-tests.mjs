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
 * What a failed Playwright test was doing: the first line of its error, the line of the spec that
 * failed and the element it waited for. A test that ran out of time reports the step it was stuck
 * in as a second error, and 'expect(locator).toBeVisible() failed' alone does not say which of a
 * test's twenty such lines it was.
 * @param {any} result the test's last result
 */
function whereItFailed(result) {
  const errors = result?.errors?.length ? result.errors : [result?.error].filter(Boolean);
  const stuck = errors.find((error) => error.location) ?? errors[0];
  const message = stripVTControlCharacters(stuck?.message ?? '');
  const at = stuck?.location ? ` (at ${path.basename(stuck.location.file)}:${stuck.location.line})` : '';
  const waitedFor = message
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /^(Locator:|- waiting for )/.test(line));
  const first = errors[0] === stuck ? firstLine(message) : `${firstLine(errors[0]?.message)} / ${firstLine(message)}`;
  return `${first}${at}${waitedFor ? ` — ${waitedFor.slice(0, MESSAGE_CHARS)}` : ''}`;
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
        failures.push(
          `${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')} — ${whereItFailed(test.results?.at(-1))}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, inner);
  };
  for (const suite of json.suites ?? []) visit(suite, []);
  // Errors outside any test (a global setup, a web server that would not start).
  for (const error of json.errors ?? []) failures.push(`(outside a test) — ${firstLine(error.message)}`);
  return failures;
}
