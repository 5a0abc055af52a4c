import { afterAll, describe, expect, test } from "bun:test";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { BackupJobs } from "../../backups/jobs";
import { auditLog } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { handleError } from "../../middleware/error-handler";
import { readOffsite } from "../../backups/offsite-config";
import { offsiteSettingsForm } from "../../test-support/offsite-settings";
import { createTestApp, loadSession } from "../../test-support/test-app";
import { backupRoutes } from "./backups.routes";
import type { UploadLimits } from "./receive-archive";

const t = createTestApp();
afterAll(() => t.cleanup());

/** The backup routes alone, on the test app's context, with the given upload limits. */
function routesWith(limits: UploadLimits) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("ctx", t.ctx);
    c.set("secure", false);
    c.set("user", null);
    c.set("sessionId", null);
    await next();
  });
  app.onError(handleError);
  app.route("/api/backups", backupRoutes(loadSession(), limits));
  return (path: string, init: RequestInit & { cookie: string }) =>
    app.request(`http://localhost${path}`, {
      ...init,
      headers: { cookie: init.cookie, origin: "http://localhost", ...(init.headers as Record<string, string>) },
    });
}

/** A body sent in chunks, with no Content-Length: `chunks` pieces of `size` bytes. */
function chunked(chunks: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === chunks) controller.close();
      else {
        sent += 1;
        controller.enqueue(new Uint8Array(size).fill(65));
      }
    },
  });
}

const leftovers = () => readdirSync(join(t.config.dataDir, "backups")).filter((n) => n.includes("upload"));

describe("snapshot upload limits", () => {
  test("a chunked upload with no Content-Length is cut at the cap with 413 and leaves no file", async () => {
    const cookie = await t.login();
    const request = routesWith({ maxBytes: 64 * 1024, freeMarginBytes: 0 });
    const res = await request("/api/backups/upload", { method: "POST", cookie, body: chunked(40, 4096) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("Il file del backup supera il limite di 4 GB");
    expect(leftovers()).toEqual([]);
  });

  test("an upload that would leave the disk under the free-space margin is refused with 507", async () => {
    const cookie = await t.login();
    const request = routesWith({ maxBytes: 64 * 1024, freeMarginBytes: Number.MAX_SAFE_INTEGER });
    const res = await request("/api/backups/upload", { method: "POST", cookie, body: chunked(2, 1024) });
    expect(res.status).toBe(507);
    expect(((await res.json()) as { message: string }).message).toContain("Spazio su disco insufficiente");
    expect(leftovers()).toEqual([]);
  });
});

describe("the trail of backup settings", () => {
  test("a policy change is recorded with its values", async () => {
    const cookie = await t.login();
    const res = await t.request("/api/backups/policy", {
      method: "PUT",
      cookie,
      json: { hour: 4, keep_daily: 6, keep_weekly: 3 },
    });
    expect(res.status).toBe(200);
    const row = t.db
      .select()
      .from(auditLog)
      .all()
      .find((r) => r.event === "backup.policy_changed");
    expect(row?.actor_email).toBe("staff@example.com");
    expect(row?.details).toMatchObject({ hour: 4, keep_daily: 6, keep_weekly: 3 });
  });
});

describe("off-site copy settings", () => {
  test("saved from the page, validated in Italian, audited; the secret key is never sent back", async () => {
    const cookie = await t.login();
    const settings = offsiteSettingsForm;
    const bad = await t.request("/api/backups/offsite", { method: "PUT", cookie, json: { ...settings, bucket: "X" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain("Nome del bucket non valido");
    const saved = await t.request("/api/backups/offsite", { method: "PUT", cookie, json: settings });
    expect(saved.status).toBe(200);
    const answer = await saved.text();
    expect(answer).not.toContain("segreto-da-non-mostrare");
    // Saved again without a secret: the stored one stays.
    await t.request("/api/backups/offsite", { method: "PUT", cookie, json: { ...settings, secret_access_key: "", keep: 5 } });
    const page = await (await t.request("/api/backups", { cookie })).text();
    expect(page).not.toContain("segreto-da-non-mostrare");
    expect(JSON.parse(page).offsite).toMatchObject({ configured: true, source: "pagina", keep: 5, has_secret: true });
    const row = t.db.$client.query("SELECT value FROM settings WHERE key = 'backup_offsite'").get() as { value: string };
    // Kept, sealed with the server's key: never in clear in the database a snapshot copies.
    expect(row.value).not.toContain("segreto-da-non-mostrare");
    expect(readOffsite(t.db.$client, false, {})?.secret_access_key).toBe("segreto-da-non-mostrare");
    expect(
      t.db
        .select()
        .from(auditLog)
        .all()
        .filter((r) => r.event === "backup.offsite_changed")
        .map((r) => r.target),
    ).toEqual(["copie-parksite (https://s3.example.test)", "copie-parksite (https://s3.example.test)"]);
    expect((await t.request("/api/backups/offsite", { method: "DELETE", cookie })).status).toBe(200);
    expect(JSON.parse(await (await t.request("/api/backups", { cookie })).text()).offsite.configured).toBe(false);
  });
});

describe("backup job errors", () => {
  test("the browser gets an Italian sentence without server paths; the path goes to the log", async () => {
    const empty = join(t.config.dataDir, "cartella-senza-database");
    const jobs = new BackupJobs(empty);
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args.join(" "));
    try {
      const job = jobs.snapshot("manuale");
      await jobs.idle();
      expect(job.state).toBe("errore");
      expect(job.message).not.toContain(empty);
      expect(job.message).not.toMatch(/\/tmp\//);
      expect(job.message).toContain("registro del server");
    } finally {
      console.error = original;
      rmSync(empty, { recursive: true, force: true });
    }
    expect(logged.join("\n")).toContain(empty);
  }, 20_000);
});
