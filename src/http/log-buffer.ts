import { writeSync } from "node:fs";

/**
 * Standard output with the lines kept in memory for a moment and written together: a write per
 * request (and sonic-boom's byte counting of each) cost a third of a cached page's time. Written
 * when they pass LOG_BUFFER_CHARS, every LOG_FLUSH_MS, and by flushLogs() before the process ends.
 */
const LOG_BUFFER_CHARS = 32 * 1024;
const LOG_FLUSH_MS = 250;

class BufferedStdout {
  private lines: string[] = [];
  private chars = 0;

  constructor() {
    setInterval(() => this.flush(), LOG_FLUSH_MS).unref();
  }

  write(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= LOG_BUFFER_CHARS) this.flush();
  }

  flush(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.join("");
    this.lines = [];
    this.chars = 0;
    try {
      writeSync(1, text);
    } catch {
      // stdout closed: nothing can be written any more.
    }
  }
}

/**
 * Every buffered output of the process. Kept on the global object: the executable's parts (the
 * server and the site's code, src/main.ts) each carry their own copy of this module, and the
 * server's flushLogs() at SIGTERM must reach the site's access log.
 */
const registry = Symbol.for("parksite.bufferedStdout");
const processWide = globalThis as { [registry]?: Set<BufferedStdout> };
processWide[registry] ??= new Set();
const buffered: Set<BufferedStdout> = processWide[registry];

export function bufferedStdout(): BufferedStdout {
  const out = new BufferedStdout();
  buffered.add(out);
  return out;
}

/** Writes every buffered log line now, before the process ends (SIGTERM, SIGINT, a fatal error). */
export function flushLogs(): void {
  for (const out of buffered) out.flush();
}
