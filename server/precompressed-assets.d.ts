// Types of precompressed-assets.js (plain JavaScript, run by node before any build), for its tests and callers.

import type express from "express";
import type { RequestHandler } from "express";

export function chooseEncoding(header: string | undefined, available: readonly string[]): string;

export function servePrecompressed(
  root: string,
  options: Parameters<typeof express.static>[1],
): Promise<RequestHandler>;
