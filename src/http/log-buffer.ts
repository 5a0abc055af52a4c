import { writeSync } from "node:fs";

/**
 * Standard output with the lines kept in memory for a moment and written together: a write per
 * request (and sonic-boom's byte counting of each) cost a third of a cached page's time. Written
 * when they pass LOG_BUFFER_CHARS, every LOG_FLUSH_MS, and by flushLogs() before the process ends.
 *
 * A line may also be kept as a record with the time it was made, and turned into its text only
 * when written (see `writeRecord`): a cached page's answer then spends nothing on its log line's
 * text. Lines keep the order they came in.
 */
const LOG_BUFFER_CHARS = 32 * 1024;
const LOG_FLUSH_MS = 250;
/** About how long a record's line is: the flush threshold counts each record so. */
const RECORD_CHARS = 200;

/** Turns a record kept by `writeRecord` into its line, given the time (ms) it was kept at. */
export type RecordFormat<R> = (record: R, at: number) => string;

class BufferedStdout<R = never> {
  /** Lines and records in the order written; `times` holds a record's time at the same index. */
  private entries: (string | R)[] = [];
  private times: number[] = [];
  private chars = 0;

  constructor(private readonly format?: RecordFormat<R>) {
    setInterval(() => this.flush(), LOG_FLUSH_MS).unref();
  }

  write(line: string): void {
    this.entries.push(line);
    this.times.push(0);
    this.chars += line.length;
    if (this.chars >= LOG_BUFFER_CHARS) this.flush();
  }

  /** Keeps a record made at `at` (ms since the epoch); its text is made when the buffer is written. */
  writeRecord(record: R, at: number): void {
    this.entries.push(record);
    this.times.push(at);
    this.chars += RECORD_CHARS;
    if (this.chars >= LOG_BUFFER_CHARS) this.flush();
  }

  flush(): void {
    const { entries, times, format } = this;
    if (entries.length === 0) return;
    this.entries = [];
    this.times = [];
    this.chars = 0;
    let text = "";
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i] as string | R;
      text += typeof entry === "string" ? entry : format ? format(entry, times[i] as number) : "";
    }
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
const processWide = globalThis as { [registry]?: Set<{ flush(): void }> };
processWide[registry] ??= new Set();
const buffered: Set<{ flush(): void }> = processWide[registry];

export type { BufferedStdout };

/** A buffered standard output; `format` turns the records kept by `writeRecord` into lines. */
export function bufferedStdout<R = never>(format?: RecordFormat<R>): BufferedStdout<R> {
  const out = new BufferedStdout<R>(format);
  buffered.add(out);
  return out;
}

/** Writes every buffered log line now, before the process ends (SIGTERM, SIGINT, a fatal error). */
export function flushLogs(): void {
  for (const out of buffered) out.flush();
}
