/** The repository's root folder. */
export declare const ROOT: string;
/** A running reference-app server (see app-server.mjs). */
export interface AppServer {
  origin: string;
  port: number;
  pid: number;
  workers: number;
  /** SIGTERM (SIGKILL after 10 s); removes its own temporary data folder. */
  stop(): Promise<void>;
  /** Everything it printed so far. */
  output(): string;
}
/** Starts the reference app's production server; resolves once /api/v1/health answers. */
export declare function startAppServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
  workers?: number;
  /** The checkout whose build to run. @default this one */
  root?: string;
}): Promise<AppServer>;
/** A port in the benchmarks' range that nothing listens on now. */
export declare function freePort(): Promise<number>;
/** A fresh temporary directory for an embedded database. */
export declare function freshDataDir(prefix?: string): string;
/** Why the production build must be made again, or undefined when it is up to date. */
export declare function staleBuildReason(): string | undefined;
