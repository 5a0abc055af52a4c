import { afterEach, describe, expect, test } from "bun:test";
import { ContentChanges } from "../content-changes";
import { articleFields, blogForm } from "../test-support/blog-forms";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { Hono } from "hono";
import { brotliDecompressSync } from "node:zlib";
import type { AppEnv } from "../http/app-env";
import { publicReads } from "./public-reads";

let t: TestApp | null = null;
afterEach(async () => {
  await t?.cleanup();
  t = null;
});

const titles = async (res: Response) => ((await res.json()) as { title: string }[]).map((p) => p.title);

describe("public API reads kept between changes", () => {
  test("a visitor's read is answered from memory until a write announces a change; then the change shows", async () => {
    const app = createTestApp();
    t = app;
    const first = await titles(await app.request("/api/blog?published=true"));
    // A change that bypasses the API (and so announces nothing) is not seen: the answer is the kept one.
    app.db.$client.run("UPDATE posts SET title = 'Titolo cambiato di nascosto'");
    expect(await titles(await app.request("/api/blog?published=true"))).toEqual(first);

    const cookie = await app.login();
    const created = await app.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ title: "Articolo appena pubblicato" })),
    });
    expect(created.status).toBe(201);
    const after = await titles(await app.request("/api/blog?published=true"));
    expect(after).toContain("Articolo appena pubblicato");
    expect(after).toContain("Titolo cambiato di nascosto");
  });

  test("a draft stays staff's: neither a staff read nor a preview-token read is given to a visitor", async () => {
    const app = createTestApp();
    t = app;
    const cookie = await app.login();
    const created = await app.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ title: "Bozza riservata", published: "false" })),
    });
    const draft = (await created.json()) as { id: number; slug: string };
    expect((await app.request(`/api/blog/slug/${draft.slug}`, { cookie })).status).toBe(200);
    const link = (await (await app.request(`/api/blog/${draft.id}/preview-link`, { method: "POST", cookie })).json()) as {
      path: string;
    };
    const token = new URL(link.path, "http://localhost").searchParams.get("anteprima") ?? "";
    expect((await app.request(`/api/blog/slug/${draft.slug}?anteprima=${token}`)).status).toBe(200);
    expect((await app.request(`/api/blog/slug/${draft.slug}`)).status).toBe(404);
    expect((await app.request(`/api/blog/slug/${draft.slug}`, { headers: { "x-preview-token": token } })).status).toBe(200);
    expect((await app.request(`/api/blog/slug/${draft.slug}`)).status).toBe(404);
  });

  test("only reads of public data are kept, and only their 200 answers", async () => {
    let calls = 0;
    const changes = new ContentChanges();
    const app = new Hono<AppEnv>()
      .use(publicReads(changes))
      .get("/api/galleries/:section", (c) => {
        calls += 1;
        return c.req.param("section") === "nessuna" ? c.json({ message: "Sezione non trovata" }, 404) : c.json({ calls });
      })
      .get("/api/contact", (c) => {
        calls += 1;
        return c.json({ calls });
      });
    const read = async (path: string) => (await app.request(path)).json();
    expect(await read("/api/galleries/aeroporti")).toEqual({ calls: 1 });
    expect(await read("/api/galleries/aeroporti")).toEqual({ calls: 1 });
    // A kept answer goes out compressed as the browser accepts, compressed once.
    const br = await app.request("/api/galleries/aeroporti", { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(await br.arrayBuffer()).toString())).toEqual({ calls: 1 });
    await read("/api/galleries/nessuna");
    await read("/api/galleries/nessuna");
    expect(calls).toBe(3);
    expect(await read("/api/contact")).toEqual({ calls: 4 });
    expect(await read("/api/contact")).toEqual({ calls: 5 });
    changes.announce("galleries");
    expect(await read("/api/galleries/aeroporti")).toEqual({ calls: 6 });
  });

  test("memory is bounded: the oldest answers go first", async () => {
    let calls = 0;
    const app = new Hono<AppEnv>()
      .use(publicReads(new ContentChanges(), { maxEntries: 2, maxBytes: 1000 }))
      .get("/api/blog/tag/:tag", (c) => {
        calls += 1;
        return c.json({ tag: c.req.param("tag") });
      });
    for (const tag of ["uno", "due", "tre", "tre", "due", "uno"]) await app.request(`/api/blog/tag/${tag}`);
    // uno, due, tre read; tre and due kept; uno read again.
    expect(calls).toBe(4);
  });
});
