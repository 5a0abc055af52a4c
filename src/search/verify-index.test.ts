import { afterEach, describe, expect, test } from "bun:test";
import { verifyDataFolder } from "../backups/verify";
import { posts } from "../db/schema";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { SEARCH_INDEX_VERSION } from "./index-store";
import { SiteSearch } from "./site-search";
import { verifySearchIndex } from "./verify-index";

let t: TestApp;
afterEach(() => t.cleanup());

const documents = () => t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM search_documents").get()?.n ?? 0;

describe("the search index against the content", () => {
  test("verify says the index matches; content written behind its back is reported until it is announced", async () => {
    t = createTestApp({ withAdmin: false });
    await t.ctx.search.ready();
    const before = verifySearchIndex(t.config.dbPath);
    expect(before.level).toBe("ok");
    expect(before.text).toMatch(/^Indice di ricerca: allineato ai contenuti \(\d+ documenti\)\.$/);
    expect(verifyDataFolder(t.config.dataDir).findings).toContainEqual(before);

    const row = t.db
      .insert(posts)
      .values({
        title: "Scritto di nascosto",
        slug: "di-nascosto",
        content: "Testo",
        published: true,
        status: "published",
        published_at: new Date().toISOString(),
      })
      .returning()
      .get();
    const stale = verifySearchIndex(t.config.dbPath);
    expect(stale.level).toBe("avviso");
    expect(stale.text).toContain(`post:${row.id}`);
    expect(stale.text).toContain("viene riallineato al prossimo avvio");

    t.ctx.changes.announce("blog");
    expect(verifySearchIndex(t.config.dbPath).level).toBe("ok");
  });

  test("an index of another version is rebuilt from the content at start-up", async () => {
    t = createTestApp({ withAdmin: false });
    await t.ctx.search.ready();
    const count = documents();
    expect(count).toBeGreaterThan(20);
    t.db.$client.query("UPDATE search_meta SET value = 'vecchia' WHERE key = 'version'").run();
    t.db.$client.query("DELETE FROM search_documents WHERE kind = 'page'").run();
    expect(verifySearchIndex(t.config.dbPath).text).toBe(
      "Indice di ricerca della versione vecchia: viene ricostruito al prossimo avvio.",
    );

    const restarted = new SiteSearch(t.db, t.ctx.changes, t.ctx.pages);
    await restarted.start();
    expect(documents()).toBe(count);
    expect(t.db.$client.query<{ value: string }, []>("SELECT value FROM search_meta").get()?.value).toBe(SEARCH_INDEX_VERSION);
    expect(verifySearchIndex(t.config.dbPath).level).toBe("ok");
    expect((await restarted.search("veropark")).results[0]?.url).toBe("/prodotti/veropark");
  });

  test("a database without an index (an older backup) is told it gets one", async () => {
    t = createTestApp({ withAdmin: false });
    t.db.$client.exec("DROP TABLE search_fts; DROP TABLE search_documents; DROP TABLE search_meta;");
    expect(verifySearchIndex(t.config.dbPath)).toEqual({
      level: "info",
      text: "Indice di ricerca assente: viene creato al prossimo avvio.",
    });
  });
});
