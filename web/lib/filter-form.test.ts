import { describe, expect, test } from "bun:test";
import { filterParams } from "./filter-form";

describe("a list's filter form gives the address of its view", () => {
  test("only the filters set, trimmed, and not their default; the page starts again", () => {
    const form = new FormData();
    form.set("q", "  varco ");
    form.set("status", "");
    form.set("sort", "newest");
    form.set("page", "3");
    expect(filterParams(form, ["q", "status", "sort"], { sort: "newest" }).toString()).toBe("q=varco");
  });

  test("a filter other than its default is kept", () => {
    const form = new FormData();
    form.set("filter", "unused");
    expect(filterParams(form, ["q", "filter"], { filter: "all" }).toString()).toBe("filter=unused");
  });
});
