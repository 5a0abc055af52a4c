import type { MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import pino, { type Logger } from "pino";
import type { AppEnv } from "./app-env";
import { type BufferedStdout, bufferedStdout } from "./log-buffer";
import { clientIp } from "./client-ip";
import { HttpError } from "./http-error";

export type { Logger };
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

/**
 * The server's JSON log: one line per request on stdout (info), a warning beside it for a request
 * refused for the client's own reason, errors on stderr, each with the request id that the
 * response also carries in X-Request-Id.
 */
export function createLogger(level: LogLevel, streams?: { out: pino.DestinationStream; err: pino.DestinationStream }): Logger {
  // Standard output, buffered, unless the caller gives streams of its own.
  const stdout = streams ? null : bufferedStdout(accessLineAt);
  const out = streams ? streams.out : (stdout as BufferedStdout<AccessLine>);
  const err = streams?.err ?? pino.destination({ dest: 2, sync: true });
  const logger = pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    pino.multistream(
      [
        { level: "debug", stream: out },
        { level: "error", stream: err },
      ],
      { dedupe: true },
    ),
  );
  if (stdout && logger.isLevelEnabled("info")) accessWriters.set(logger, stdout);
  return logger;
}

/** One request's access line. */
export interface AccessLine {
  req_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  bytes: number;
  client: string;
}

/** The buffered standard output of loggers that write access lines as text of their own (see accessLineWriter). */
const accessWriters = new WeakMap<Logger, BufferedStdout<AccessLine>>();

/**
 * What writes `logger`'s access lines: the same JSON line pino writes for `logger.info(line,
 * "richiesta")`. The buffered output keeps the line's values and its time, and makes the text
 * when it writes them out, since pino's generic path cost a cached page more than the rest of its
 * answer (access-log.test.ts checks the two lines are equal). A line must not change once given.
 * Looked up once, by a caller that writes a line for every request.
 */
export function accessLineWriter(logger: Logger): (line: AccessLine) => void {
  const out = accessWriters.get(logger);
  return out ? (line) => out.writeRecord(line, Date.now()) : (line) => logger.info(line, "richiesta");
}

/** The last time written, as ISO-8601: the lines of one millisecond share its text. */
let lastTime = { ms: 0, text: "" };

export function isoTime(ms: number): string {
  if (ms !== lastTime.ms) lastTime = { ms, text: new Date(ms).toISOString() };
  return lastTime.text;
}

/** An access line kept at `at` (ms), as text. */
const accessLineAt = (line: AccessLine, at: number) => accessLineText(line, isoTime(at));

/** A character JSON writes escaped: a quote, a backslash, a control character or half of a surrogate pair. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string as JSON writes it; a plain one (an id, a method, an address, most paths) without JSON.stringify's cost. */
const text = (value: string) => (NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`);

/** The text of an access line written at `time` (ISO-8601), as pino writes it. */
export function accessLineText(line: AccessLine, time: string): string {
  return `{"level":"info","time":"${time}","req_id":${text(line.req_id)},"method":${text(line.method)},"path":${text(line.path)},"status":${line.status},"duration_ms":${line.duration_ms},"bytes":${line.bytes},"client":${text(line.client)},"msg":"richiesta"}\n`;
}

/**
 * The path without query values (they may hold names, e-mails, search words): only the
 * parameter names stay, e.g. /blog?tag&page. A segment a route marked secret is written as
 * its parameter's name, e.g. /api/people/invitations/:token.
 */
export function loggedPath(url: string, secretSegments: { value: string; name: string }[] = []): string {
  // An address with a host name nothing can read (the Host header's) is logged by its path alone.
  const parsed = URL.parse(url) ?? URL.parse(url.slice(url.indexOf("/", url.indexOf("//") + 2)), "http://host");
  if (!parsed) return "/";
  const keys = [...new Set(parsed.searchParams.keys())];
  let path = parsed.pathname;
  if (secretSegments.length > 0) {
    path = path
      .split("/")
      .map((segment) => {
        let decoded = segment;
        try {
          decoded = decodeURIComponent(segment);
        } catch {
          // a malformed escape is compared as it came
        }
        return secretSegments.find((s) => s.value === decoded || s.value === segment)?.name ?? segment;
      })
      .join("/");
  }
  return keys.length > 0 ? `${path}?${keys.join("&")}` : path;
}

/** The logged path, without parsing the address when it has no secret segment and no escaped parameter name. */
export function pathForLog(url: string, path: string, secretSegments: { value: string; name: string }[] | undefined): string {
  if (secretSegments) return loggedPath(url, secretSegments);
  const query = url.indexOf("?");
  return query < 0 ? path : pathWithQueryForLog(url, query);
}

/** What makes a parameter's name read otherwise once decoded, or the address end before its query does. */
const ESCAPED_NAME = /[%+]/;

/**
 * The logged path of an address whose query starts at `query` (the index of its '?'): the path as
 * sent and the parameters' names, each once in the order URLSearchParams reads them. A campaign's
 * click (?gclid=…, ?utm_source=…) is read in one pass, without parsing its address again; the
 * values are dropped unread, so only an escaped name ('%', '+') or a fragment takes the parser.
 */
export function pathWithQueryForLog(url: string, query: number): string {
  if (url.includes("#", query)) return loggedPath(url);
  const seen: string[] = [];
  for (let from = query + 1; from < url.length; ) {
    let end = url.indexOf("&", from);
    if (end < 0) end = url.length;
    if (end > from) {
      let nameEnd = url.indexOf("=", from);
      if (nameEnd < 0 || nameEnd > end) nameEnd = end;
      const name = url.slice(from, nameEnd);
      if (ESCAPED_NAME.test(name)) return loggedPath(url);
      if (!seen.includes(name)) seen.push(name);
    }
    from = end + 1;
  }
  const pathname = url.slice(url.indexOf("/", url.indexOf("//") + 2), query);
  return seen.length > 0 ? `${pathname}?${seen.join("&")}` : pathname;
}

/**
 * Marks a route's path parameter as a secret (a one-time token): the access line of the request
 * names the parameter instead of writing its value. Put it on the line that defines the route.
 */
export function secretPathParam(name: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const value = c.req.param(name);
    if (value) c.set("secretSegments", [...(c.get("secretSegments") ?? []), { value, name: `:${name}` }]);
    await next();
  };
}

/**
 * A request the app refused for the client's own reason (bad input, an unknown resource, no
 * access: an HttpError or HTTPException below 500) is one warning, without a stack; anything
 * else is an error with its stack, on stderr.
 */
function logFailure(logger: Logger, line: Record<string, unknown>, error: Error) {
  const expected = error instanceof HttpError || error instanceof HTTPException;
  if (expected && error.status < 500) logger.warn({ ...line, reason: error.message }, "richiesta rifiutata");
  else logger.error({ ...line, err: { message: error.message, stack: error.stack } }, "errore nella richiesta");
}

/** X-Request-Id on every response, also those a handler built itself (pages, downloads). */
export function requestIdHeader(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    await next();
    const id = c.get("requestId");
    if (c.res.headers.get("x-request-id") === id) return;
    try {
      c.res.headers.set("X-Request-Id", id);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("X-Request-Id", id);
    }
  };
}

/**
 * One access line per request: time, method, path, status, duration, bytes, client address,
 * request id. A body of unknown length is counted as it streams; the line is written when it ends.
 */
export function accessLog(logger: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  const writeAccessLine = accessLineWriter(logger);
  return async (c, next) => {
    const started = performance.now();
    await next();
    // c.get, not c.var: Hono builds c.var anew at each reading, a cost on every request.
    const line = {
      req_id: c.get("requestId"),
      method: c.req.method,
      path: pathForLog(c.req.url, c.req.path, c.get("secretSegments")),
      status: c.res.status,
      duration_ms: 0,
      bytes: 0,
      client: clientIp(c, trustProxy),
    };
    if (c.error) logFailure(logger, line, c.error);
    const write = (bytes: number) => {
      line.bytes = bytes;
      line.duration_ms = Math.round((performance.now() - started) * 10) / 10;
      writeAccessLine(line);
    };
    const length = c.res.headers.get("content-length");
    if (!c.res.body || length !== null || c.req.method === "HEAD") {
      write(c.req.method === "HEAD" || !c.res.body ? 0 : Number(length));
      return;
    }
    if (!logger.isLevelEnabled("info")) return;
    let counted = 0;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        counted += chunk.byteLength;
        controller.enqueue(chunk);
      },
      flush() {
        write(counted);
      },
    });
    c.res = new Response(c.res.body.pipeThrough(counter), c.res);
  };
}
