import { expect, test } from "bun:test";
import { areaOf, recordArea } from "./likely-next-page";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

test("an admin path's area is its first two steps", () => {
  expect(areaOf("/admin/richieste/12")).toBe("/admin/richieste");
  expect(areaOf("/admin/blog")).toBe("/admin/blog");
  expect(areaOf("/admin")).toBe("/admin");
});

test("the likely next page is the area opened before the current one", () => {
  const storage = memoryStorage();
  expect(recordArea("/admin", storage)).toBeNull();
  expect(recordArea("/admin/richieste", storage)).toBe("/admin");
  // Within the same area (a request from the list), the way back is still the area before it.
  expect(recordArea("/admin/richieste/4", storage)).toBe("/admin");
  expect(recordArea("/admin/statistiche", storage)).toBe("/admin/richieste");
  expect(recordArea("/admin/richieste", storage)).toBe("/admin/statistiche");
});

test("a damaged record starts again instead of failing", () => {
  const storage = memoryStorage();
  storage.setItem("parksite.aree-recenti", "{non json");
  expect(recordArea("/admin/blog", storage)).toBeNull();
  storage.setItem("parksite.aree-recenti", JSON.stringify([3, "/admin/media"]));
  expect(recordArea("/admin/blog", storage)).toBe("/admin/media");
});
