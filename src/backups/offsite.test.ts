import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { runRestore } from "../cli/backup-commands";
import { listSnapshots } from "./catalog";
import { BackupJobs } from "./jobs";
import { copyOffsiteAfterSnapshot, listRemote, uploadSnapshot } from "./offsite";
import type { OffsiteConfig } from "./offsite-config";
import { readUploadRecord } from "./offsite-record";
import { addContactRequest, makeDataFolder } from "../test-support/backup-data-folder";

const made: string[] = [];
const folder = () => {
  const dir = makeDataFolder();
  made.push(dir);
  return dir;
};
const storageDir = mkdtempSync(join(tmpdir(), "parksite-s3-"));
const storage = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: storageDir,
  configureBuckets: [{ name: "copie-parksite", configs: [] }],
});
let s3Port = 0;

/**
 * In front of the storage: passes everything through, except that the next `failPuts` uploads
 * are cut half-way (the storage answers 500 after reading part of the body).
 */
let failPuts = 0;
let cutUploads = 0;
let requests = 0;
const proxy = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(request) {
    requests += 1;
    const url = new URL(request.url);
    if (request.method === "PUT" && failPuts > 0) {
      failPuts -= 1;
      cutUploads += 1;
      const reader = request.body?.getReader();
      await reader?.read();
      await reader?.cancel();
      return new Response("<Error><Code>InternalError</Code></Error>", { status: 500 });
    }
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    return fetch(`http://127.0.0.1:${s3Port}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body,
    });
  },
});

const config = (): OffsiteConfig => ({
  endpoint: `http://127.0.0.1:${proxy.port}`,
  region: "us-east-1",
  bucket: "copie-parksite",
  access_key_id: "S3RVER",
  secret_access_key: "S3RVER",
  prefix: "sede/",
  keep: 2,
  // The test storage listens on this machine: as with --allow-private-endpoints.
  scope: "private",
});

beforeAll(async () => {
  s3Port = (await storage.run()).port;
});
afterAll(async () => {
  await proxy.stop(true);
  await storage.close();
  for (const dir of [...made, storageDir]) rmSync(dir, { recursive: true, force: true });
});

const remoteOf = (dir: string, name: string) => listSnapshots(dir).find((s) => s.name === name)?.remote;

describe("off-site copies on an S3-compatible storage", () => {
  test("each new snapshot is copied after it is made; a storage failing mid-upload is tried again, and the list shows the state", async () => {
    const dir = folder();
    const uploads: Promise<boolean>[] = [];
    const jobs = new BackupJobs(dir);
    const copy = copyOffsiteAfterSnapshot(dir, config, { delays: [50, 50], log: () => {} });
    jobs.afterSnapshot = (name) => {
      uploads.push(copy(name) ?? Promise.resolve(false));
    };
    failPuts = 1;
    const job = jobs.snapshot("manuale");
    await jobs.idle();
    expect(job.state).toBe("completato");
    expect(await Promise.all(uploads)).toEqual([true]);
    expect(cutUploads).toBe(1);
    expect(remoteOf(dir, job.snapshot ?? "")).toMatchObject({ state: "caricato", attempts: 2 });
    expect(await listRemote(config())).toEqual([job.snapshot ?? ""]);
  }, 30_000);

  test("a storage that keeps failing is never reported as done", async () => {
    const dir = folder();
    const jobs = new BackupJobs(dir);
    const job = jobs.snapshot("manuale");
    await jobs.idle();
    const name = job.snapshot ?? "";
    failPuts = 3;
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    let done: boolean;
    try {
      done = await uploadSnapshot(dir, name, config(), { delays: [20, 20], log: () => {} });
    } finally {
      console.error = original;
    }
    expect(done).toBe(false);
    expect(logged).toHaveLength(3);
    const remote = remoteOf(dir, name);
    expect(remote?.state).toBe("errore");
    expect(remote?.message).toBe(
      "Copia fuori sede non riuscita dopo 3 tentativi: lo storage ha rifiutato o interrotto il caricamento.",
    );
    expect(await listRemote(config())).not.toContain(name);
  }, 30_000);

  test("only the newest copies stay in the bucket, and one command restores the newest onto an empty data folder", async () => {
    const dir = folder();
    addContactRequest(dir, "nella copia fuori sede");
    // A prefix of its own: the copies the other tests' data folders uploaded are not this server's.
    const settings = { ...config(), prefix: "ultime/" };
    const jobs = new BackupJobs(dir);
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const job = jobs.snapshot("manuale");
      await jobs.idle();
      names.push(job.snapshot ?? "");
      // Tried again as the server tries (an upload the storage holds incomplete is sent anew): on a
      // loaded machine the local storage has once kept an upload empty.
      expect(await uploadSnapshot(dir, job.snapshot ?? "", settings, { delays: [100, 100], log: () => {} })).toBe(true);
    }
    const kept = await listRemote(settings);
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(names[2]);

    const empty = join(mkdtempSync(join(tmpdir(), "parksite-nuova-")), "dati");
    made.push(join(empty, ".."));
    const env = { ...process.env };
    Object.assign(process.env, {
      S3_ENDPOINT: config().endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: "copie-parksite",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PREFIX: "ultime/",
    });
    const printed: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => printed.push(args.join(" "));
    let code: number;
    try {
      code = await runRestore({ data: empty, file: "ultimo", fromS3: true });
    } finally {
      console.log = log;
      process.env = env;
    }
    expect(code).toBe(0);
    expect(printed.join("\n")).toContain(`Copia ${names[2]} scaricata da copie-parksite.`);
    const db = new Database(join(empty, "parksite.db"), { readonly: true });
    const rows = db.query("SELECT message FROM contact_requests").values();
    db.close();
    expect(rows).toEqual([["nella copia fuori sede"]]);
    expect(existsSync(join(empty, "replaced"))).toBe(false);
  }, 60_000);

  test("retention deletes only the copies this server uploaded: others listed under its prefix stay, with keep 1", async () => {
    const dir = folder();
    const settings = { ...config(), prefix: "intrusi/", keep: 1 };
    const bucket = new Bun.S3Client({
      ...settings,
      accessKeyId: settings.access_key_id,
      secretAccessKey: settings.secret_access_key,
      retry: 0,
    });
    // Under the same prefix, copies this server never wrote: one named as newer than any of its own, one older.
    const strangers = ["intrusi/parksite-20991231-235959-999-manuale.tar", "intrusi/parksite-20000101-000000-000-manuale.tar"];
    for (const key of strangers) await bucket.write(key, "non caricato da questo server");
    const jobs = new BackupJobs(dir);
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const job = jobs.snapshot("manuale");
      await jobs.idle();
      names.push(job.snapshot ?? "");
      expect(await uploadSnapshot(dir, job.snapshot ?? "", settings, { delays: [100, 100], log: () => {} })).toBe(true);
    }
    // The newest of its own stays, the older one of its own is gone; the strangers are untouched.
    expect((await listRemote(settings)).sort()).toEqual(
      [names[1] ?? "", ...strangers.map((key) => key.slice("intrusi/".length, -".tar".length))].sort(),
    );
    expect(readUploadRecord(dir).map((copy) => copy.key)).toEqual([`intrusi/${names[1]}.tar`]);
  }, 30_000);

  test("a storage saved from the admin page at an address of the server's network is never contacted without --allow-private-endpoints", async () => {
    const dir = folder();
    const jobs = new BackupJobs(dir);
    const job = jobs.snapshot("manuale");
    await jobs.idle();
    const name = job.snapshot ?? "";
    const before = requests;
    const original = console.error;
    console.error = () => {};
    let done: boolean;
    try {
      done = await uploadSnapshot(dir, name, { ...config(), scope: "public" }, { delays: [20, 20], log: () => {} });
    } finally {
      console.error = original;
    }
    expect(done).toBe(false);
    expect(requests).toBe(before);
    expect(remoteOf(dir, name)).toMatchObject({
      state: "errore",
      attempts: 1,
      message: `Copia fuori sede non eseguita: L'indirizzo 127.0.0.1 punta alla rete interna del server: non è consentito. Avvia il server con --allow-private-endpoints per usare un archivio nella rete aziendale (ad esempio MinIO).`,
    });
  }, 30_000);
});
