import { describe, expect, test } from "bun:test";
import { pagesOf } from "./list-address";

describe("the pages of an admin list", () => {
  test("as many as the items fill, one at least (an empty list still says 'Pagina 1 di 1')", () => {
    expect(pagesOf({ total: 101, page_size: 50 })).toBe(3);
    expect(pagesOf({ total: 100, page_size: 50 })).toBe(2);
    expect(pagesOf({ total: 0, page_size: 50 })).toBe(1);
    expect(pagesOf(undefined)).toBe(1);
  });
});
