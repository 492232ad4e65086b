import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback for a test: what it received, parsed; stop and start it again. */
export interface TestSmtpServer {
  port: number;
  url: string;
  received: ParsedMail[];
  stop(): Promise<void>;
  /** Listens again on the same port (after `stop`). */
  start(): Promise<void>;
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
  });
}

function newServer(received: ParsedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
}

/** On `port` (a test's own range), or any free port by default. */
export async function startSmtpServer(wantedPort = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let server = newServer(received);
  const port = await listen(server, wantedPort);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = newServer(received);
      await listen(server, port);
    },
  };
}
