import { expect, test } from "bun:test";
import { prefetchRoute, setRoutePrefetcher } from "./route-prefetch";

test("a page's code is prefetched once, however often its link is pointed at", () => {
  const loaded: string[] = [];
  setRoutePrefetcher((path) => loaded.push(path));
  prefetchRoute("/admin/blog");
  prefetchRoute("/admin/blog");
  prefetchRoute("/admin/richieste");
  expect(loaded).toEqual(["/admin/blog", "/admin/richieste"]);
});
