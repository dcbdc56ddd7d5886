/** The build entries a package's `exports` map names: entry name (output path without extension) → source. */
export declare function packageEntries(
  packageDir: string,
  options: { condition: 'import' | 'require'; outDir: string },
): Record<string, string>;
