import { afterAll, describe, expect, test } from "bun:test";
import { QueriesObserver, QueryObserver } from "@tanstack/react-query";
import { builtInSiteTexts } from "../../web/content/site";
import { createTestApp } from "../test-support/test-app";

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
