export interface RedisServer {
  url: string;
  port: number;
  /** The running server's pid, null while stopped. */
  pid(): number | null;
  /** Kills it (SIGKILL): an outage, not a shutdown. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  dispose(): Promise<void>;
}
export function startRedisServer(port?: number): Promise<RedisServer>;
