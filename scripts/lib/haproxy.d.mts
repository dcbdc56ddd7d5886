/** The HAProxy binary. */
export declare const HAPROXY_PATH: string;
/** Returns the path of a usable HAProxy, or undefined when none can be had. */
export declare function ensureHaproxy(): string | undefined;
/** The HAProxy configuration for `port` in front of `backends` (`host:port` each). */
export declare function haproxyConfig(options: { host?: string; port: number; backends: string[] }): string;
