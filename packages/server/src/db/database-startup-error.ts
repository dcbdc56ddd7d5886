/**
 * The database could not be opened, for a reason its operator must fix: the embedded database's
 * folder (`DATA_DIR`) is used by another process, is not a folder, cannot be read or written, or
 * holds data PGlite cannot open. The message names the folder, says what is wrong and what to do;
 * print it and exit non-zero rather than showing a stack trace.
 * @example
 * try { db = await openDatabase(); }
 * catch (error) {
 *   if (error instanceof DatabaseStartupError) { console.error(error.message); process.exit(1); }
 *   throw error;
 * }
 */
export class DatabaseStartupError extends Error {
  override readonly name = 'DatabaseStartupError';

  /**
   * @param dataDir the folder concerned, as an absolute path
   * @param options.cause the underlying error, if any
   */
  constructor(
    message: string,
    readonly dataDir: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}
