import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { QueriesObserver, QueryObserver } from "@tanstack/react-query";
import { builtInSiteTexts } from "../../web/content/site";
import { builtInMenus } from "../shared/menus-built-in";
import { createTestApp } from "../test-support/test-app";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

const t = createTestApp();
afterAll(() => t.cleanup());

describe("the header and footer of a page the server renders", () => {
  test("take the site texts and menus from the render's own reads, without a query observer for each component", async () => {
    const watched = [QueryObserver.prototype, QueriesObserver.prototype] as const;
    const originals = watched.map((prototype) => prototype.getOptimisticResult);
    const keys: string[] = [];
    for (const prototype of watched) {
      const original = prototype.getOptimisticResult as (...args: unknown[]) => unknown;
      prototype.getOptimisticResult = function (this: QueryObserver | QueriesObserver, ...args: unknown[]) {
        const options = args[0] as { queryKey?: readonly unknown[] } | { queryKey?: readonly unknown[] }[];
        for (const one of Array.isArray(options) ? options : [options]) keys.push(String(one.queryKey?.[0] ?? "(nessuna)"));
        if (Array.isArray(options) && options.length === 0) keys.push("(nessuna)");
        return original.apply(this, args);
      } as never;
    }
    let html = "";
    try {
      const res = await t.request("/servizi");
      expect(res.status).toBe(200);
      html = await res.text();
    } finally {
      watched.forEach((prototype, i) => {
        prototype.getOptimisticResult = originals[i] as never;
      });
    }
    // The footer's mission and the header's menu, as a visitor reads them.
    expect(html).toContain(builtInSiteTexts.mission);
    expect(html).toContain(">Contatti</a>");
    expect(keys.filter((key) => key === "/api/pages/site-texts" || key === "/api/menus" || key === "(nessuna)")).toEqual([]);
  });
});

describe("the menus every public page shows", () => {
  test("pages read the published menus once, then again only after a publication", async () => {
    // A site of its own: no page of it rendered yet.
    const site = createTestApp();
    const cookie = await site.login();
    const sqlite = site.db.$client;
    // Every read of the menus' row, by any statement (each counted once, however often it is prepared).
    let reads = 0;
    const counted = new WeakSet<object>();
    const { prepare } = sqlite;
    sqlite.prepare = ((sql: string) => {
      const statement = prepare.call(sqlite, sql);
      if (!/^select\b.*\bsite_menus\b/is.test(sql) || counted.has(statement)) return statement;
      counted.add(statement);
      const values = statement.values.bind(statement);
      return Object.assign(statement, {
        values: (...params: never[]) => {
          reads++;
          return values(...params);
        },
      });
    }) as typeof prepare;
    try {
      for (const path of ["/servizi", "/contatti", "/blog", "/applicazioni/aeroporti"])
        expect(await (await site.request(path)).text()).toContain(">Contatti</a>");
      expect(reads).toBe(1);
      const menus = structuredClone(builtInMenus);
      menus.header.splice(4, 0, { id: "nuova", label: "Lavora da noi", link: { kind: "page", path: "/contatti" }, children: [] });
      const published = await site.request("/api/menus/publish", { method: "POST", json: menus, cookie });
      expect(published.status).toBe(200);
      reads = 0;
      for (const path of ["/servizi", "/contatti"])
        expect(await (await site.request(path)).text()).toContain(">Lavora da noi</a>");
      expect(reads).toBe(1);
    } finally {
      sqlite.prepare = prepare;
      await site.cleanup();
    }
  });
});
