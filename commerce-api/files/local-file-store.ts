import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { access, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import { type FileStore, isSafeKey } from "./file-store";

/**
 * Files under the data directory (ADR 071), as every install has kept them: "artwork/…" under the
 * artwork directory and "media/…" under the media one. Directories and files are owner-only
 * (customers' print files are theirs alone), and a file is written under a temporary name and
 * renamed, so a reader never sees half of one.
 */
export interface LocalRoots {
  artwork: string;
  media: string;
}

export function localFileStore(roots: LocalRoots): FileStore {
  const locate = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`not a file key: ${key}`);
    const [area, ...rest] = key.split("/");
    if (area !== "artwork" && area !== "media") throw new Error(`no root for ${key}`);
    return { root: roots[area], file: path.join(roots[area], ...rest) };
  };
  return {
    kind: "disk",
    async put(key, body) {
      const { root, file } = locate(key);
      // Each level owner-only, the root too if an older version created it open.
      for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
        await ensurePrivateDir(dir);
        if (dir === root || path.dirname(dir) === dir) break;
      }
      const temporary = path.join(path.dirname(file), `.${randomUUID()}.part`);
      const source = body instanceof Readable ? body : Readable.from([body]);
      try {
        await pipeline(source, createWriteStream(temporary, { mode: PRIVATE_FILE_MODE }));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      // Opened here, not when first read: a missing file is null now, never a stream error later.
      const handle = await open(locate(key).file, "r").catch(() => null);
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: info.size };
    },
    async delete(key) {
      await rm(locate(key).file, { force: true });
    },
    // A missing or unwritable data directory shows on the first write, as it always has.
    async ping() {},
    async exists(key) {
      return access(locate(key).file).then(
        () => true,
        () => false,
      );
    },
  };
}
