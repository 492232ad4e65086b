import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigurationError, parseEnv } from "./env-config";

const schema = z.object({
  SESSION_SECRET: z.string().min(16).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

describe("parseEnv", () => {
  it("answers the parsed values", () => {
    expect(parseEnv(schema, { PORT: "8080" })).toEqual({ PORT: 8080 });
  });

  it("says in one line which variables are wrong, with a hint, without echoing secrets", () => {
    const hints = {
      SESSION_SECRET: "must be at least 16 characters: set it to the output of `openssl rand -base64 32`",
    };
    let thrown: unknown;
    try {
      parseEnv(schema, { SESSION_SECRET: "hunter2", PORT: "http" }, hints);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigurationError);
    const message = (thrown as Error).message;
    expect(message).not.toContain("\n");
    expect(message).toContain("SESSION_SECRET must be at least 16 characters: set it to the output of");
    expect(message).not.toContain("hunter2");
    expect(message).toMatch(/PORT is not valid: .* \(got "http"\)/);
  });
});
