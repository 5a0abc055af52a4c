/**
 * The browser's prefetch of the next page (Speculation Rules): a link of the site the visitor
 * hovers or starts to press is fetched ahead, so the page it opens is already there. Public pages
 * are served from the page cache, so a prefetch that is not followed costs the server almost nothing.
 * Named by the `Speculation-Rules` header of every public page (no inline script: the CSP allows none).
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

const notMatching = (pattern: string) => ({ not: { href_matches: pattern } });

export const speculationRules = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          notMatching("/admin*"),
          notMatching("/api/*"),
          notMatching("/uploads/*"),
          notMatching("/*.xml"),
          { not: { selector_matches: "[download], [target=_blank]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
