import { expect, test } from "bun:test";
import type { SitePage } from "../shared/pages/page-schema";
import { pageDocument } from "./documents";

test("the site search reads a page's clients and certifications by what a visitor reads, not their dates or addresses", () => {
  const page = {
    path: "/qualita",
    nav: { label: "Qualità" },
    meta: { title: "Qualità", description: "Le certificazioni dell'azienda." },
    blocks: [
      { kind: "hero", title: "Qualità certificata", lead: "Sistemi certificati." },
      {
        kind: "certifications",
        title: "Le nostre certificazioni",
        certifications: [
          {
            badge: "/uploads/iso.png",
            name: "ISO 9001:2015",
            issuer: "Bureau Veritas Italia",
            number: "IT-2045-QMS",
            validUntil: "2027-06-30",
            document: "/documenti/certificato-iso-9001",
          },
        ],
      },
      {
        kind: "clients",
        title: "Hanno scelto i nostri sistemi",
        clients: [{ logo: "/uploads/comune.png", name: "Comune di Rimini", logoAlt: "Stemma con il leone" }],
      },
    ],
  } as unknown as SitePage;
  const document = pageDocument(page, "", "2026-01-01");
  expect(document.headings).toContain("ISO 9001:2015");
  expect(document.headings).toContain("Comune di Rimini");
  expect(document.text).toContain("Bureau Veritas Italia");
  expect(`${document.headings} ${document.text}`).not.toContain("2027-06-30");
  expect(`${document.headings} ${document.text}`).not.toContain("Stemma con il leone");
  expect(`${document.headings} ${document.text}`).not.toContain("/documenti/");
});
