import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { freePort, stopProcess } from "./own-server";
import { photo } from "./photo-files";

test.describe("the executable's image engine", () => {
  const binary = join(import.meta.dirname, "../../dist/parksite");

  /** The executable alone in an empty folder, serving on a free port; env chooses the engine. */
  async function startAlone(env: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), "parksite-img-"));
    copyFileSync(binary, join(dir, "parksite"));
    chmodSync(join(dir, "parksite"), 0o755);
    const created = spawnSync(
      join(dir, "parksite"),
      ["admin", "create", "--email", "img@example.com", "--password", "password-immagini"],
      {
        cwd: dir,
        encoding: "utf8",
      },
    );
    expect(created.status).toBe(0);
    // A free port may be taken by another spec's server before this one listens: then another one.
    let port = 0;
    let child: ChildProcess | null = null;
    let output = "";
    for (let attempt = 0; attempt < 3 && !output.includes("in ascolto"); attempt++) {
      port = await freePort();
      output = "";
      const started = spawn(join(dir, "parksite"), ["--port", String(port), "--host", "127.0.0.1"], {
        cwd: dir,
        env: { ...process.env, ...env },
      });
      started.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      started.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      await expect.poll(() => output, { timeout: 15_000 }).toMatch(/in ascolto|già in uso/);
      child = started;
    }
    expect(output).toContain("in ascolto");
    const origin = `http://127.0.0.1:${port}`;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "img@example.com", password: "password-immagini" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const upload = async () => {
      const form = new FormData();
      const jpeg = await photo("foto.jpg", "#1c58a1", 2000, 1500);
      form.set("image", new Blob([new Uint8Array(jpeg.buffer)], { type: "image/jpeg" }), "foto.jpg");
      form.set("section", "controllo-accessi");
      form.set("name", "Prova motore");
      form.set("alt", "Prova del motore delle immagini");
      const res = await fetch(`${origin}/api/upload-to-gallery`, { method: "POST", headers: { cookie }, body: form });
      return { status: res.status, body: (await res.json()) as { variants: { width: number }[]; image_url: string } };
    };
    const stop = async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    };
    return { dir, origin, upload, stop, output: () => output };
  }

  test("alone in an empty folder: sharp is extracted into the data folder and encodes the renditions", async () => {
    const site = await startAlone();
    try {
      const { status, body } = await site.upload();
      expect(status).toBe(201);
      expect(body.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);
      expect(site.output()).toContain("[immagini] motore: sharp");
      const runtime = readdirSync(join(site.dir, "data/runtime"));
      expect(runtime).toHaveLength(1);
      expect(existsSync(join(site.dir, "data/runtime", runtime[0] ?? "", ".complete"))).toBe(true);
      const jpeg = await fetch(`${site.origin}${body.image_url.replace(/\.webp$/, ".jpg")}`);
      expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    } finally {
      await site.stop();
    }
  });

  test("where sharp cannot load (a noexec data folder), the WebAssembly engine does the same job", async () => {
    const site = await startAlone({ PARKSITE_IMAGE_ENGINE: "wasm" });
    try {
      const { status, body } = await site.upload();
      expect(status).toBe(201);
      expect(body.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);
      const jpeg = new Uint8Array(
        await (await fetch(`${site.origin}${body.image_url.replace(/\.webp$/, ".jpg")}`)).arrayBuffer(),
      );
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    } finally {
      await site.stop();
    }
  });
});
