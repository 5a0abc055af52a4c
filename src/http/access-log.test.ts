import { afterAll, describe, expect, test } from "bun:test";
import { Writable } from "node:stream";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { createApp } from "../app";
import { handleError } from "../middleware/error-handler";
import { createTestApp, testAssets } from "../test-support/test-app";
import { accessLineText, accessLog, createLogger, isoTime, loggedPath, pathForLog } from "./access-log";
import type { AppEnv } from "./app-env";
import { HttpError } from "./http-error";

function memoryLogger(level: "info" | "warn" = "info") {
  const out: string[] = [];
  const err: string[] = [];
  const sink = (lines: string[]) =>
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
  const logger = createLogger(level, { out: sink(out), err: sink(err) });
  return {
    logger,
    out: () => out.map((l) => JSON.parse(l) as Record<string, unknown>),
    err: () => err.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const ORIGIN = "http://localhost";
const t = createTestApp({ trustProxy: true });
afterAll(() => t.cleanup());

describe("access log", () => {
  test("the line written as text is the very line pino writes", () => {
    const lines: string[] = [];
    const logger = createLogger("info", {
      out: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
      err: new Writable({ write: (_c, _e, done) => done() }),
    });
    const line = {
      req_id: "a1-b2",
      method: "GET",
      path: '/blog/caffè "quoted"\\x?tag',
      status: 200,
      duration_ms: 0.4,
      bytes: 9192,
      client: "2001:db8::1",
    };
    logger.info(line, "richiesta");
    const written = lines.join("");
    const time = String((JSON.parse(written) as { time: string }).time);
    expect(accessLineText(line, time)).toBe(written);
    // Control characters and a lone half of a surrogate pair are escaped as pino escapes them; plain text is not.
    for (const path of ["/a\u0001b\nc\td", "/x\ud800y", "/€/\u007f", "/semplice"]) {
      lines.length = 0;
      logger.info({ ...line, path, client: `${path}!` }, "richiesta");
      const again = lines.join("");
      expect(accessLineText({ ...line, path, client: `${path}!` }, String((JSON.parse(again) as { time: string }).time))).toBe(
        again,
      );
    }
  });

  test("one JSON line per request, without query values, with the id the response carries", async () => {
    const log = memoryLogger();
    const app = createApp(t.ctx, { assets: testAssets, logger: log.logger });
    const res = await app.request(`${ORIGIN}/api/blog?published=true&q=mario.rossi%40example.com&q=altro`, {
      // The trusted proxy appended the client's address last; the first entry is the client's own claim.
      headers: { "x-forwarded-for": "10.9.9.9, 203.0.113.7" },
    });
    expect(res.status).toBe(200);
    const body = await res.arrayBuffer();
    const [line] = log.out();
    expect(line).toMatchObject({
      level: "info",
      method: "GET",
      path: "/api/blog?published&q",
      status: 200,
      client: "203.0.113.7",
      bytes: body.byteLength,
      req_id: res.headers.get("x-request-id"),
    });
    expect(log.out()).toHaveLength(1);
    expect(typeof line?.time).toBe("string");
    expect(typeof line?.duration_ms).toBe("number");
    expect(JSON.stringify(log.out())).not.toContain("mario");
    expect(JSON.stringify(log.out())).not.toContain("true");
    expect(log.err()).toEqual([]);
  });

  test("errors go to stderr with the request id; --log-level warn silences the access lines", async () => {
    const log = memoryLogger();
    const app = new Hono<AppEnv & { Variables: { requestId: string } }>();
    app.use(requestId());
    app.use(accessLog(log.logger, false));
    app.get("/rotto", () => {
      throw new Error("guasto interno");
    });
    app.onError((_err, c) => c.json({ message: "Si è verificato un errore interno" }, 500));
    const res = await app.request("http://x/rotto?token=segreto");
    expect(res.status).toBe(500);
    await res.text();
    const [error] = log.err();
    expect(error).toMatchObject({ level: "error", req_id: res.headers.get("x-request-id"), path: "/rotto?token", status: 500 });
    expect(error?.err).toMatchObject({ message: "guasto interno", stack: expect.stringContaining("access-log.test.ts") });
    expect(JSON.stringify([...log.out(), ...log.err()])).not.toContain("segreto");

    const quiet = memoryLogger("warn");
    const quietApp = createApp(t.ctx, { assets: testAssets, logger: quiet.logger });
    await (await quietApp.request(`${ORIGIN}/healthz`)).text();
    expect(quiet.out()).toEqual([]);
  });

  test("a request refused for the client's own reason is one warning without a stack; a failure of the server stays an error", async () => {
    const log = memoryLogger();
    const app = new Hono<AppEnv & { Variables: { requestId: string } }>();
    app.use(requestId());
    app.use(accessLog(log.logger, false));
    app.get("/vietata", () => {
      throw new HttpError(403, "Operazione non consentita");
    });
    app.get("/sospesa", () => {
      throw new HttpError(503, "Servizio momentaneamente non disponibile");
    });
    app.onError(handleError);

    const refused = await app.request("http://x/vietata");
    expect(refused.status).toBe(403);
    await refused.text();
    expect(log.err()).toEqual([]);
    expect(log.out().filter((l) => l.level !== "info")).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "richiesta rifiutata",
        path: "/vietata",
        status: 403,
        req_id: refused.headers.get("x-request-id"),
        reason: "Operazione non consentita",
      }),
    ]);
    expect(JSON.stringify(log.out())).not.toContain("stack");

    const failed = await app.request("http://x/sospesa");
    expect(failed.status).toBe(503);
    await failed.text();
    const [error] = log.err();
    expect(error).toMatchObject({ level: "error", msg: "errore nella richiesta", path: "/sospesa", status: 503 });
    expect(error?.err).toMatchObject({
      message: "Servizio momentaneamente non disponibile",
      stack: expect.stringContaining("at "),
    });
  });

  test("an unknown API resource and bad input in the whole app are warnings, never errors", async () => {
    const log = memoryLogger();
    const app = createApp(t.ctx, { assets: testAssets, logger: log.logger });
    const missing = await app.request(`${ORIGIN}/api/blog/slug/non-esiste`);
    expect(missing.status).toBe(404);
    await missing.text();
    const bad = await app.request(`${ORIGIN}/api/contact`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: "{",
    });
    expect(bad.status).toBe(400);
    await bad.text();
    expect(log.err()).toEqual([]);
    const warnings = log.out().filter((l) => l.level === "warn");
    expect(warnings.map((l) => [l.path, l.status])).toEqual([
      ["/api/blog/slug/non-esiste", 404],
      ["/api/contact", 400],
    ]);
    expect(JSON.stringify(warnings)).not.toContain("stack");
  });

  test("a page rendered on the server is one line (its API sub-requests are not logged) and carries X-Request-Id", async () => {
    const log = memoryLogger();
    const app = createApp(t.ctx, { assets: testAssets, logger: log.logger });
    const res = await app.request(`${ORIGIN}/blog`);
    await res.text();
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.out().map((l) => l.path)).toEqual(["/blog"]);
  });

  test("a path segment a route marks secret is logged as the parameter's name, on success and on refusal", async () => {
    const log = memoryLogger();
    const app = createApp(t.ctx, { assets: testAssets, logger: log.logger });
    const token = "segreto-di-prova-Zq81xKp0Wm3";
    const res = await app.request(`${ORIGIN}/api/people/invitations/${token}?x=1`);
    expect(res.status).toBe(410);
    const lines = [...log.out(), ...log.err()];
    expect(lines.map((l) => l.path)).toContain("/api/people/invitations/:token?x");
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(loggedPath("http://x/a/b%20c/d", [{ value: "b c", name: ":key" }])).toBe("/a/:key/d");
    // A shared preview link keeps its token in the query: only the parameter's name is written.
    const preview = "anteprimaSegreta0123456789abcd";
    await (await app.request(`${ORIGIN}/blog/una-bozza?anteprima=${preview}`)).text();
    expect(log.out().at(-1)?.path).toBe("/blog/una-bozza?anteprima");
    expect(JSON.stringify([...log.out(), ...log.err()])).not.toContain(preview);
  });

  test("loggedPath keeps the parameter names only", () => {
    expect(loggedPath("http://x/a/b")).toBe("/a/b");
    expect(loggedPath("http://x/cerca?nome=Mario&nome=Luca&page=2")).toBe("/cerca?nome&page");
    // A Host header that is no host name leaves an address URL cannot read: its path is logged all the same.
    expect(loggedPath("http://due parole/cerca?nome=Mario")).toBe("/cerca?nome");
  });

  test("a request's logged path read without parsing its address is the one parsing gives", () => {
    for (const address of [
      "http://x/blog/articolo?gclid=abc&utm_source=a&utm_source=b",
      "http://x/cerca?nome=Mario%20Rossi&q=a+b",
      "http://x/blog/articolo?utm_source=newsletter&utm_campaign=saldi%20di%20primavera&utm_medium=e+mail",
      "http://x/blog/articolo?utm%5Fsource=a&utm+medium=b&utm_source=c",
      "http://x/blog/articolo?utm_source=a&utm_source&utm_source=",
      "http://x/a?=x&&b",
      "http://x/a?",
      "http://x/a?=x",
      "http://x/%C3%A0/b?c=%ZZ&d",
      "http://x:8080/p%20q?r=s#t",
      "http://due parole/cerca?nome=Mario",
    ]) {
      const url = URL.canParse(address) ? new Request(address).url : address;
      expect(pathForLog(url, "/", undefined)).toBe(loggedPath(url));
    }
  });

  test("an access line's time is the time it is written, to the millisecond, though the requests of one millisecond share its text", async () => {
    const before = Date.now();
    const first = isoTime(Date.now());
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(first)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(first)).toBeLessThanOrEqual(Date.now());
    await Bun.sleep(5);
    const later = isoTime(Date.now());
    expect(Date.parse(later)).toBeGreaterThanOrEqual(Date.parse(first) + 5);
    expect(Date.parse(later)).toBeLessThanOrEqual(Date.now());
  });
});
