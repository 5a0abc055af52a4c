import { describe, expect, test } from "bun:test";
import { serializeBootData } from "./boot-data";

describe("boot data", () => {
  test("text from the database cannot close the script tag it travels in", () => {
    const hostile = "</script><script>alert(1)</script><!-- \u2028";
    const json = serializeBootData({
      mode: "ssr",
      queries: {
        mutations: [],
        queries: [{ queryKey: ["/api/x"], queryHash: "x", dehydratedAt: 0, state: { data: hostile } as never }],
      },
    });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json).queries.queries[0].state.data).toBe(hostile);
  });
});
