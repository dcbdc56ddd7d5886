/** Where the server reports faults and what its workers do. `console` fits. */
export interface Logger {
  error(message: string, ...details: unknown[]): void;
  warn?(message: string, ...details: unknown[]): void;
  info?(message: string, ...details: unknown[]): void;
}
