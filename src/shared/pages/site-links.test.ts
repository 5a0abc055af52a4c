import { describe, expect, test } from "bun:test";
import { datasheetProduct, isSiteLink } from "./site-links";

describe("links to a product's datasheet", () => {
  test("page copy may link to a product's datasheet, and to no other PDF address", () => {
    expect(isSiteLink("/prodotti/veropark/scheda.pdf")).toBe(true);
    expect(isSiteLink("/prodotti/nessuno/scheda.pdf")).toBe(false);
    expect(isSiteLink("/applicazioni/ospedali/scheda.pdf")).toBe(false);
    expect(isSiteLink("/prodotti/veropark/altro.pdf")).toBe(false);
  });

  test("the address names its product page", () => {
    expect(datasheetProduct("/prodotti/sistemi-fotovoltaici/scheda.pdf")).toBe("/prodotti/sistemi-fotovoltaici");
    expect(datasheetProduct("/prodotti/sistemi-fotovoltaici")).toBeNull();
  });
});
