// Debian's nginx (`apt-get install nginx`; .ci/run installs it) as a load balancer in the foreground,
// with its config, pid and temp paths in a temporary directory (`nginx -c FILE -p DIR -g 'daemon off;'`):
// round robin over the upstream ports, a failed connection retried on the next one, as
// deploy/nginx.conf configures it. Used by the multi-host suite and the bench.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function balancerConfig(dir, port, upstreams) {
  const servers = upstreams.map(
    (upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=3s;`,
  );
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  upstream presto_storefront {
${servers.join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://presto_storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

export async function startNginxBalancer(port, upstreams) {
  const dir = mkdtempSync(path.join(tmpdir(), "test-nginx-"));
  // nginx's workers run as nobody when started by root: they must be able to use the temp paths.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "tmp"));
  chmodSync(path.join(dir, "tmp"), 0o777);
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, balancerConfig(dir, port, upstreams));
  const child = spawn("nginx", ["-c", file, "-p", dir, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); config in ${file}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      if (attempt > 100) throw new Error("nginx did not start listening");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin: `http://localhost:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
