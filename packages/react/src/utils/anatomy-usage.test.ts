/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { type AnatomyApi, type AnatomyParts, createAnatomy } from './anatomy';

/*
 * Every part is declared once, in its scope's anatomy (`*.anatomy.ts`, built with `createAnatomy`),
 * and read from it: the sources of @booking-kit/react and @booking-kit/ui write no `data-scope` /
 * `data-part` of their own, and ui's CSS selects only parts that an anatomy declares. The sources
 * are read as text through Vite (this project runs in the browser, without a file system).
 */

/** Where the glob keys (relative to this file) sit in the repository. */
const HERE = 'packages/react/src/utils/';

const repoPath = (key: string) => new URL(key, `file:///repo/${HERE}`).pathname.slice('/repo/'.length);

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '../../../ui/src/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const stylesheets = import.meta.glob<string>('../../../ui/src/**/*.css', { query: '?raw', import: 'default', eager: true });

const anatomyModules = import.meta.glob<Record<string, unknown>>(['../**/*.anatomy.ts', '../../../ui/src/**/*.anatomy.ts'], {
  eager: true,
});

/** Tests and test helpers may name parts literally: they check the rendered DOM contract. */
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /\/test\//.test(path);

/** The anatomy files declare the parts; the factory writes the attribute names once. */
const isDeclaration = (path: string) => path.endsWith('.anatomy.ts') || path === `${HERE}anatomy.ts`;

/** Blanks out comments (JSDoc `@selector` lines document the selectors) and keeps line numbers. */
function stripComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[\s;{}(),])\/\/.*$/gm, (match, before: string) => before + blank(match.slice(before.length)));
}

/** The 1-based line of an offset in a text. */
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Each exported anatomy: an object with a scope, its parts, and the derived helpers. */
function isAnatomy(value: unknown): value is AnatomyApi<string, AnatomyParts> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnatomyApi<string, AnatomyParts>>;
  return typeof candidate.scope === 'string' && typeof candidate.parts === 'object' && typeof candidate.attrs === 'function';
}

const anatomies = Object.entries(anatomyModules).flatMap(([key, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, AnatomyApi<string, AnatomyParts>] => isAnatomy(entry[1]))
    .map(([name, anatomy]) => ({ file: repoPath(key), name, anatomy })),
);

/** Every declared part, per scope. */
const declared = new Map<string, Set<string>>();
for (const { anatomy } of anatomies) {
  const parts = declared.get(anatomy.scope) ?? new Set<string>();
  for (const part of Object.values(anatomy.parts)) parts.add(part);
  declared.set(anatomy.scope, parts);
}
const allParts = new Set([...declared.values()].flatMap((parts) => [...parts]));

describe('createAnatomy', () => {
  const anatomy = createAnatomy('slot-picker', { root: 'root', dayList: 'day-list' });

  it('derives the attributes, selector and id of a part', () => {
    expect(anatomy.attrs('day-list')).toEqual({ 'data-scope': 'slot-picker', 'data-part': 'day-list' });
    expect(anatomy.partAttr('day-list')).toEqual({ 'data-part': 'day-list' });
    expect(anatomy.selector('day-list')).toBe('[data-scope="slot-picker"][data-part="day-list"]');
    expect(anatomy.id('bk-1', 'day-list')).toBe('bk-1-day-list');
    expect(anatomy.dayList).toBe('day-list');
    expect(anatomy.scope).toBe('slot-picker');
  });

  it('enumerates only its parts, as when an anatomy was a plain object', () => {
    expect({ ...anatomy }).toEqual({ root: 'root', dayList: 'day-list' });
    expect(Object.isFrozen(anatomy)).toBe(true);
  });

  it('rejects a part key that would hide one of its members', () => {
    // @ts-expect-error `selector` is the anatomy's own member.
    expect(() => createAnatomy('x', { selector: 'selector' })).toThrow(/selector/);
  });
});

describe('anatomy usage', () => {
  it('finds the anatomies of react and ui', () => {
    expect(anatomies.length).toBeGreaterThan(30);
    expect(declared.has('slot-picker')).toBe(true);
    expect(declared.has('empty-state')).toBe(true);
  });

  it('declares each scope in one anatomy only', () => {
    const files = new Map<string, string[]>();
    for (const { file, name, anatomy } of anatomies)
      files.set(anatomy.scope, [...(files.get(anatomy.scope) ?? []), `${file} ${name}`]);
    expect([...files].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it('writes no data-scope / data-part outside the anatomy files', () => {
    const offenders: string[] = [];
    for (const [key, source] of Object.entries(sources)) {
      const path = repoPath(key);
      if (isTest(path) || isDeclaration(path)) continue;
      const code = stripComments(source);
      const lines = new Set([...code.matchAll(/data-(?:scope|part)\b/g)].map((match) => lineOf(code, match.index)));
      for (const line of lines) offenders.push(`${path}:${line}: ${source.split('\n')[line - 1]?.trim()}`);
    }
    expect(offenders, 'read the attributes from the anatomy: xAnatomy.attrs(part), .selector(part), .partAttr(part)').toEqual([]);
  });

  it("selects in ui's CSS only scopes and parts that an anatomy declares", () => {
    const offenders: string[] = [];
    for (const [key, css] of Object.entries(stylesheets)) {
      const path = repoPath(key);
      const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
      const reported = new Set<string>();
      const report = (index: number, problem: string, part = '') => {
        const line = lineOf(code, index);
        // A scoped part the first check reports is not reported again as a bare part.
        if (part && reported.has(`${line} ${part}`)) return;
        reported.add(`${line} ${part}`);
        offenders.push(`${path}:${line}: ${problem} in ${css.split('\n')[line - 1]?.trim()}`);
      };
      // `[data-scope="x"][data-part="y"]` and `[data-scope="x"]:is([data-part="y"], [data-part="z"])`.
      for (const match of code.matchAll(/\[data-scope="([^"]*)"\](?:\[data-part="([^"]*)"\]|:is\(([^)]*)\))?/g)) {
        const [, scope = '', part, list] = match;
        const parts = declared.get(scope);
        if (!parts) {
          report(match.index, `no anatomy declares the scope '${scope}'`);
          continue;
        }
        const named = part !== undefined ? [part] : [...(list ?? '').matchAll(/\[data-part="([^"]*)"\]/g)].map((m) => m[1] ?? '');
        for (const name of named)
          if (!parts.has(name)) report(match.index, `the anatomy of '${scope}' declares no part '${name}'`, name);
      }
      // A part selected under its scoped parent (`[data-scope="x"][data-part="y"] [data-part="z"]`).
      for (const match of code.matchAll(/\[data-part="([^"]*)"\]/g)) {
        const part = match[1] ?? '';
        if (!allParts.has(part)) report(match.index, `no anatomy declares a part '${part}'`, part);
      }
    }
    expect(offenders, 'declare the part in the anatomy of its scope').toEqual([]);
  });
});
