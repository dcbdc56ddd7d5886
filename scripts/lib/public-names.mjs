/**
 * Lists the names a module exports, sorted, one a line as `value <name>` or `type <name>` (a name
 * that is both, as a const and a type of the same name, gets both lines; a namespace re-export,
 * `export * as X`, is a value). It reads the TypeScript source or a built `.d.ts` with the
 * compiler API and the repository's compiler options, so it sees what `export *` really gives.
 * A name that two `export *`s both give (from different declarations) is ambiguous: an ES module
 * loader drops it, TypeScript keeps the first and reports TS2308; such a clash is printed on
 * stderr and the exit code is 1.
 * Usage: `node scripts/lib/public-names.mjs packages/react/src/index.ts [more modules…]`; with
 * several modules, one block per module, each headed `# <path>`. As a module, `publicNames(files)`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The exported names of each module, with the TS2308 clashes of each.
 * @param {string[]} files
 * @returns {Map<string, { names: string[]; clashes: string[] }>} by absolute path; names as `value X` / `type X`, sorted
 */
export function publicNames(files) {
  const absolute = files.map((file) => path.resolve(file));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.base.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.base.json did not parse');
  const program = ts.createProgram(absolute, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const file of absolute) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file}: not a module`);
    const names = new Set();
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const name = exported.getName();
      // `export * as X from …` aliases a module: a value (the namespace object).
      const isValue = (target.flags & (ts.SymbolFlags.Value | ts.SymbolFlags.ValueModule)) !== 0;
      if (isValue) names.add(`value ${name}`);
      if ((target.flags & ts.SymbolFlags.Type) !== 0 || (!isValue && (target.flags & ts.SymbolFlags.Namespace) !== 0)) {
        names.add(`type ${name}`);
      }
    }
    // TS2308: "Module … has already exported a member named '…'" — an ambiguous `export *`.
    const clashes = ts
      .getPreEmitDiagnostics(program, source)
      .filter((diagnostic) => diagnostic.code === 2308)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
    result.set(file, { names: [...names].sort(), clashes });
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('Usage: node scripts/lib/public-names.mjs <module.ts|module.d.ts> [more…]');
    process.exit(2);
  }
  let failed = false;
  for (const [file, { names, clashes }] of publicNames(files)) {
    for (const clash of clashes) console.error(`${path.relative(root, file)}: clash: ${clash}`);
    failed ||= clashes.length > 0;
    const heading = files.length > 1 ? `# ${path.relative(root, file)}\n` : '';
    process.stdout.write(`${heading}${names.map((name) => `${name}\n`).join('')}`);
  }
  process.exit(failed ? 1 : 0);
}
