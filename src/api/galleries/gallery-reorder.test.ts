import { afterEach, describe, expect, test } from "bun:test";
import { auditLog } from "../../db/schema";
import type { GalleryImageDto } from "../../shared/gallery";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

describe("reordering a whole section", () => {
  test("photo 5 to first place: one call, orders 1..n, one audit row; a list that is not the section's is a 400", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const ids: number[] = [];
    for (const name of ["Uno", "Due", "Tre", "Quattro", "Cinque"]) {
      const res = await t.request("/api/galleries", {
        method: "POST",
        cookie,
        json: { section: "hotel-resort", name, image_url: `https://esempio.it/${name}.jpg`, alt: name },
      });
      ids.push((await json<GalleryImageDto>(res)).id);
    }
    const auditRows = () =>
      t.db
        .select()
        .from(auditLog)
        .all()
        .filter((row) => row.event === "gallery.images_reordered");
    const wanted = [ids[4], ids[0], ids[1], ids[2], ids[3]] as number[];
    const res = await t.request("/api/galleries/order/hotel-resort", { method: "PUT", cookie, json: { ids: wanted } });
    expect(res.status).toBe(200);
    const section = await json<GalleryImageDto[]>(await t.request("/api/galleries/hotel-resort"));
    expect(section.map((image) => [image.id, image.display_order])).toEqual(wanted.map((id, index) => [id, index + 1]));
    expect(auditRows()).toHaveLength(1);

    for (const bad of [wanted.slice(1), [...wanted, wanted[0]], [...wanted.slice(1), 99999]]) {
      const refused = await t.request("/api/galleries/order/hotel-resort", { method: "PUT", cookie, json: { ids: bad } });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: "L'elenco delle foto non corrisponde a quello della galleria: ricarica la pagina e riprova",
      });
    }
    expect((await t.request("/api/galleries/order/nessuna", { method: "PUT", cookie, json: { ids: wanted } })).status).toBe(400);
    const sales = await t.loginAs("commerciale");
    expect(
      (await t.request("/api/galleries/order/hotel-resort", { method: "PUT", cookie: sales, json: { ids: wanted } })).status,
    ).toBe(403);
    expect(auditRows()).toHaveLength(1);
  });
});
