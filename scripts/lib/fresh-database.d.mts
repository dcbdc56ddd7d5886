/** A fresh database: its URL and name, and how to remove it. */
export interface FreshDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}
/** Creates `<prefix>_<random>` on the local PostgreSQL server of `adminUrl`. */
export declare function createFreshDatabase(adminUrl: string, prefix?: string): Promise<FreshDatabase>;
/** A fresh database for `fn(url, name)`, dropped afterwards. */
export declare function withPostgresDatabase<T>(adminUrl: string, fn: (url: string, name: string) => Promise<T>): Promise<T>;
