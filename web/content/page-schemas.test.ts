import { describe, expect, test } from "bun:test";
import { blockSchemas } from "../../src/shared/pages/block-schemas";
import { contentPageSchema } from "../../src/shared/pages/page-schema";
import { CONTENT_PAGE_PATHS, isSiteLink } from "../../src/shared/pages/site-links";
import { contentPages } from "./page-index";

describe("built-in pages against their schemas", () => {
  test("the editable paths are exactly the pages of the route table", () => {
    expect([...CONTENT_PAGE_PATHS]).toEqual(contentPages.map((entry) => entry.path));
  });

  test("every built-in page validates against the page schema and round-trips unchanged", async () => {
    for (const entry of contentPages) {
      const { page } = await entry.load();
      const parsed = contentPageSchema.safeParse(page);
      if (!parsed.success)
        throw new Error(`${entry.path}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      expect(parsed.data).toEqual(page);
      expect(JSON.parse(JSON.stringify(parsed.data))).toEqual(page);
    }
  });

  test("every block of every built-in page validates against its own block type's schema", async () => {
    let blocks = 0;
    for (const entry of contentPages) {
      const { page } = await entry.load();
      for (const block of page.blocks) {
        expect(blockSchemas[block.kind].parse(block)).toEqual(block);
        blocks += 1;
      }
    }
    expect(blocks).toBeGreaterThan(100);
  });
});

describe("link targets", () => {
  test("site routes, anchors and queries, tel:, mailto: and https: are accepted", () => {
    for (const target of [
      "/",
      "/#prodotti-soluzioni",
      "/contatti?tipo=preventivo",
      "/blog",
      "/blog/nuovo-impianto-padova",
      "/applicazioni/ospedali",
      "/prodotti/parcheggio-smart",
      "tel:+39 049 123456",
      "mailto:info@example.it",
      "https://www.example.it/pagina",
    ]) {
      expect({ target, ok: isSiteLink(target) }).toEqual({ target, ok: true });
    }
  });

  test("the program's own areas, malformed paths, scripts, plain http and protocol-relative addresses are refused", () => {
    // Whether a page staff may have created exists is the server's to say (created-pages.test.ts).
    for (const target of [
      "/admin",
      "/api/blog",
      "/Pagina Nuova",
      "/prodotti/a/b",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "http://example.it",
      "//evil.example",
      "data:text/html,<script>alert(1)</script>",
      "/contatti?x=<script>",
      "tel:abc",
      "mailto:nobody",
      "https://",
    ]) {
      expect({ target, ok: isSiteLink(target) }).toEqual({ target, ok: false });
    }
  });
});
