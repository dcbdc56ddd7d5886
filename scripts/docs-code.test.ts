/**
 * The docs' code compiles: every ```ts and ```tsx block of docs/*.mdx is type-checked, strictly
 * (tsconfig.base.json's options), against the workspace packages' sources, as a module of its own.
 * One TypeScript program holds every block, so the packages are read once. A block that is
 * intentionally a fragment (markup that names values the prose describes) is marked
 * ```tsx fragment and skipped; the whole-flow examples must not be.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.join(root, 'docs');

/** A fenced code block of a doc. */
interface CodeBlock {
  /** `docs/composition.mdx` */
  doc: string;
  /** The line of the block's first line of code, 1-based, in the doc. */
  line: number;
  lang: 'ts' | 'tsx';
  fragment: boolean;
  code: string;
  /** The virtual file the block is checked as. */
  fileName: string;
}

/** The ```ts and ```tsx blocks of one doc (indented ones too, as in a list item). */
function codeBlocks(doc: string, text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)```(\w+)?(.*)$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', lang = '', meta = ''] = open;
    let end = index + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end] ?? '')) end++;
    if (lang === 'ts' || lang === 'tsx') {
      const code = lines
        .slice(index + 1, end)
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n');
      const line = index + 2;
      const name = `${path.basename(doc, '.mdx')}-line-${line}.${lang}`;
      blocks.push({
        doc,
        line,
        lang,
        fragment: /\bfragment\b/.test(meta),
        code,
        fileName: path.join(docsDir, '.code-blocks', name),
      });
    }
    index = end;
  }
  return blocks;
}

/** Every block of every doc, in order. */
function allBlocks(): CodeBlock[] {
  return readdirSync(docsDir)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .flatMap((file) => codeBlocks(`docs/${file}`, readFileSync(path.join(docsDir, file), 'utf8')));
}

/** Ambient declarations a bundler gives an app: stylesheets are imported for their effect. */
const AMBIENT = path.join(docsDir, '.code-blocks', 'ambient.d.ts');
const AMBIENT_TEXT = "declare module '*.css';\n";

/** The base compiler options of the workspace (strict, bundler resolution, the source condition). */
function compilerOptions(): ts.CompilerOptions {
  const configFile = path.join(root, 'tsconfig.base.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent({ ...config, files: [] }, ts.sys, root, undefined, configFile);
  return { ...parsed.options, noEmit: true };
}

/** One program for all checked blocks; each block's own diagnostics, as `doc:line:column message`. */
function typeCheck(blocks: CodeBlock[]): Map<CodeBlock, string[]> {
  const options = compilerOptions();
  // Each block is a module of its own, whether it imports anything or not (appended: lines stay).
  const virtual = new Map<string, string>(blocks.map((block) => [block.fileName, `${block.code}\nexport {};\n`]));
  virtual.set(AMBIENT, AMBIENT_TEXT);
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(path.resolve(fileName));
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    return getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => virtual.get(path.resolve(fileName)) ?? readFile(fileName);
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host });

  const results = new Map<CodeBlock, string[]>();
  for (const block of blocks) {
    const source = program.getSourceFile(block.fileName);
    if (!source) throw new Error(`${block.doc}:${block.line}: the block is not in the program`);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    results.set(
      block,
      diagnostics.map((diagnostic) => {
        const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        if (diagnostic.start === undefined) return `${block.doc}:${block.line}: TS${diagnostic.code} ${text}`;
        const at = source.getLineAndCharacterOfPosition(diagnostic.start);
        return `${block.doc}:${block.line + at.line}:${at.character + 1}: TS${diagnostic.code} ${text}`;
      }),
    );
  }
  return results;
}

describe('the code blocks of docs/*.mdx', () => {
  const blocks = allBlocks();
  const checked = blocks.filter((block) => !block.fragment);
  let diagnostics: Map<CodeBlock, string[]>;

  beforeAll(() => {
    diagnostics = typeCheck(checked);
  }, 60_000);

  it('are found, and the whole-flow examples are checked, not marked as fragments', () => {
    expect(checked.length).toBeGreaterThan(5);
    const checkedIn = (doc: string, needle: string) => checked.some((block) => block.doc === doc && block.code.includes(needle));
    // The shortest path: the Booker alone.
    expect(checkedIn('docs/getting-started.mdx', '<Booker')).toBe(true);
    // Your own flow: useBooker and the headless flow parts, every step.
    for (const needle of [
      'useBooker(',
      '<BookingFlow.Root',
      'step="time"',
      'step="details"',
      'step="payment"',
      'step="confirmation"',
    ]) {
      expect(checkedIn('docs/composition.mdx', needle), needle).toBe(true);
    }
  });

  it.each(checked.map((block) => [`${block.doc}:${block.line} (${block.lang})`, block] as const))(
    '%s type-checks',
    (_, block) => {
      expect(diagnostics.get(block)).toEqual([]);
    },
  );
});
