export function freePort(): Promise<number>;
export function startPostgresServer(options?: { maxConnections?: number }): Promise<{
  url: string;
  version: string;
  /** The postmaster's pid. */
  pid(): number;
  stop(): void;
}>;
