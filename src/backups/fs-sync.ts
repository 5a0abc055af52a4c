import { createHash } from "node:crypto";
import { closeSync, fsyncSync, openSync, readSync } from "node:fs";

/** Forces a file or a folder's entries to disk (a rename is durable once its folder is synced). */
export function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function sha256File(path: string): string {
  const hash = createHash("sha256");
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(1024 * 1024);
    let position = 0;
    for (;;) {
      const n = readSync(fd, buffer, 0, buffer.length, position);
      if (n === 0) break;
      hash.update(buffer.subarray(0, n));
      position += n;
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest("hex");
}
