import { describe, expect, test } from "bun:test";
import { readBootData, serializeBootData, type BootData } from "./boot-data";

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

  const fetched = (at: number): BootData => ({
    mode: "ssr",
    queries: {
      mutations: [],
      queries: [
        {
          queryKey: ["/api/settings"],
          queryHash: '["/api/settings"]',
          dehydratedAt: at + 5,
          state: { data: { companyName: "ParkSite Italia" }, dataUpdatedAt: at, errorUpdatedAt: 0, status: "success" } as never,
        },
      ],
    },
  });

  test("the same data renders the same bytes whenever the server fetched it", () => {
    const first = serializeBootData(fetched(1_795_409_827_207));
    expect(serializeBootData(fetched(1_795_409_999_999))).toBe(first);
    expect(first).not.toContain("1795409");
    expect(first).toContain("ParkSite Italia");
  });

  test("in the browser the data counts as fetched when the page arrived: fresh, not refetched at once", () => {
    const json = serializeBootData(fetched(1_795_409_827_207));
    const previous = globalThis.document;
    globalThis.document = { getElementById: (id: string) => (id === "boot-data" ? { textContent: json } : null) } as never;
    try {
      const query = readBootData(1_800_000_000_000).queries.queries[0];
      expect(query?.dehydratedAt).toBe(1_800_000_000_000);
      expect(query?.state.dataUpdatedAt).toBe(1_800_000_000_000);
      expect(query?.state.errorUpdatedAt).toBe(0);
      expect(query?.state.data).toEqual({ companyName: "ParkSite Italia" });
    } finally {
      globalThis.document = previous;
    }
  });
});
