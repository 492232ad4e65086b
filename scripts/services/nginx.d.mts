export function balancerConfig(dir: string, port: number, upstreams: readonly number[]): string;
export function startNginxBalancer(
  port: number,
  upstreams: readonly number[],
): Promise<{ origin: string; pid: number | undefined; stop(): Promise<void> }>;
