import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, referenceProjects } from "../../db/schema";
import type { BinAnswer } from "../../shared/schemas/bin-answers";
import type { ReferenceAdmin, ReferenceDetail, ReferenceListAnswer } from "../../shared/schemas/reference-answers";
import { referenceInput } from "../../test-support/reference-input";
import { createTestApp, type TestApp } from "../../test-support/test-app";

setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

async function create(cookie: string, overrides: Parameters<typeof referenceInput>[0] = {}) {
  const res = await t.request("/api/references/admin", { method: "POST", cookie, json: referenceInput(overrides) });
  expect(res.status).toBe(201);
  return json<ReferenceAdmin>(res);
}
const publish = (cookie: string, id: number) => t.request(`/api/references/admin/${id}/publish`, { method: "POST", cookie });
const list = async (query = "") => json<ReferenceListAnswer>(await t.request(`/api/references${query}`));

/** The example references of a fresh install are removed first: each test starts from its own. */
function withoutExamples() {
  t.db.delete(referenceProjects).run();
}

describe("staff write references", () => {
  test("an Editor creates a draft: stored with its region, invisible to visitors until published, each change audited", async () => {
    t = createTestApp();
    withoutExamples();
    const cookie = await t.loginAs("editor");
    const created = await create(cookie);
    expect(created).toMatchObject({
      slug: "parcheggio-multipiano-dell-ospedale",
      status: "draft",
      comune: "Milano",
      province: "MI",
      region: "Lombardia",
    });
    expect((await t.request(`/api/references/slug/${created.slug}`)).status).toBe(404);
    expect((await list()).total).toBe(0);
    expect((await publish(cookie, created.id)).status).toBe(200);
    const detail = await json<ReferenceDetail>(await t.request(`/api/references/slug/${created.slug}`));
    expect(detail.solution_html).toContain("<strong>casse automatiche</strong>");
    expect(detail.products.map((p) => p.path)).toEqual(["/prodotti/web2park", "/prodotti/pay2park"]);
    const events = t.db
      .select()
      .from(auditLog)
      .all()
      .map((row) => row.event);
    expect(events).toEqual(expect.arrayContaining(["reference.created", "reference.published"]));
  });

  test("a Commerciale may not write references; a visitor is asked to sign in", async () => {
    t = createTestApp();
    const sales = await t.loginAs("commerciale");
    expect((await t.request("/api/references/admin", { method: "POST", cookie: sales, json: referenceInput() })).status).toBe(
      403,
    );
    expect((await t.request("/api/references/admin", { method: "POST", json: referenceInput() })).status).toBe(401);
  });

  test("a reference without comune, or with a figure without value, is refused in Italian under its field", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/references/admin", {
      method: "POST",
      cookie,
      json: referenceInput({ comune_code: "", figures: [{ label: "Posti auto", value: "" }] }),
    });
    expect(res.status).toBe(400);
    const body = await json<{ message: string }>(res);
    expect(body.message).toMatch(/Scegli il comune dall'elenco|Scrivi il valore del dato/);
  });

  test("a second reference with the same slug is refused with 409", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await create(cookie, { slug: "stesso" });
    const res = await t.request("/api/references/admin", { method: "POST", cookie, json: referenceInput({ slug: "stesso" }) });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe("Esiste già una referenza con questo slug");
  });
});

describe("visitors read references", () => {
  test("filters by sector, product, region and size; counts each filter's values; one marker per place", async () => {
    t = createTestApp();
    withoutExamples();
    const cookie = await t.login();
    const milan = await create(cookie, { title: "Ospedale di Milano" });
    const rome = await create(cookie, {
      title: "Aeroporto di Roma",
      sector: "aeroporti",
      comune_code: "058091",
      lat: 41.892,
      lng: 12.511,
      spaces: 250,
      products: ["veropark"],
    });
    for (const r of [milan, rome]) await publish(cookie, r.id);
    expect((await list("?settore=aeroporti")).items.map((i) => i.title)).toEqual(["Aeroporto di Roma"]);
    expect((await list("?prodotto=web2park")).items.map((i) => i.title)).toEqual(["Ospedale di Milano"]);
    expect((await list("?regione=lazio")).items.map((i) => i.title)).toEqual(["Aeroporto di Roma"]);
    expect((await list("?dimensione=grande")).items.map((i) => i.title)).toEqual(["Ospedale di Milano"]);
    expect((await list("?dimensione=medio")).total).toBe(0);
    // An unknown filter value is ignored, never a 500.
    expect((await list("?settore=nulla&regione=%3Cscript%3E")).total).toBe(2);
    const all = await list();
    expect(all.facets.settore.find((f) => f.value === "ospedali")?.count).toBe(1);
    expect(all.facets.regione.find((f) => f.value === "lombardia")).toMatchObject({ label: "Lombardia", count: 1 });
    expect(all.map.markers).toHaveLength(2);
    expect(all.map.markers.map((m) => m.href).sort()).toEqual(["/referenze/aeroporto-di-roma", "/referenze/ospedale-di-milano"]);
    expect(all.map.regions.map((r) => r.name)).toContain("Lombardia");
    expect(all.map.regions.every((r) => r.path.startsWith("M") && !r.marked)).toBe(true);
    expect((await list("?regione=lazio")).map.regions.filter((r) => r.marked).map((r) => r.name)).toEqual(["Lazio"]);
    // What the list worked out is worked out again after any change: an edit, a withdrawal.
    await t.request(`/api/references/admin/${milan.id}`, {
      method: "PUT",
      cookie,
      json: referenceInput({ title: "Ospedale rinnovato" }),
    });
    expect((await list()).items.map((i) => i.title).sort()).toEqual(["Aeroporto di Roma", "Ospedale rinnovato"]);
    await t.request(`/api/references/admin/${rome.id}/unpublish`, { method: "POST", cookie });
    expect((await list()).items.map((i) => i.title)).toEqual(["Ospedale rinnovato"]);
  });

  test("with 'nome pubblicabile' off, the client's name is in no public answer: 'Ospedale in Lombardia' instead", async () => {
    t = createTestApp();
    withoutExamples();
    const cookie = await t.login();
    const secret = await create(cookie, { client: "Clinica Segretissima", client_public: false, quote_name: "Dott. Bianchi" });
    await publish(cookie, secret.id);
    const answers = [
      await t.request("/api/references"),
      await t.request(`/api/references/slug/${secret.slug}`),
      await t.request("/api/references/highlights?settore=ospedali"),
    ];
    for (const res of answers) {
      const text = await res.text();
      expect(text).not.toContain("Segretissima");
      expect(text).toContain("Ospedale in Lombardia");
    }
  });

  test("a renamed published reference answers 301 at its old address; a deleted one 410 until restored from the bin", async () => {
    t = createTestApp();
    withoutExamples();
    const cookie = await t.login();
    const created = await create(cookie, { slug: "vecchio-nome" });
    await publish(cookie, created.id);
    const renamed = await t.request(`/api/references/admin/${created.id}`, {
      method: "PUT",
      cookie,
      json: referenceInput({ slug: "nuovo-nome" }),
    });
    expect(renamed.status).toBe(200);
    const moved = await t.request("/referenze/vecchio-nome");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/referenze/nuovo-nome");
    expect((await t.request(`/api/references/admin/${created.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await t.request("/referenze/nuovo-nome")).status).toBe(410);
    const bin = await json<BinAnswer>(await t.request("/api/bin", { cookie }));
    const item = bin.items.find((i) => i.kind === "reference");
    expect(item?.label).toBe("Parcheggio multipiano dell'ospedale");
    expect((await t.request(`/api/bin/${item?.id}/restore`, { method: "POST", cookie })).status).toBe(200);
    expect((await t.request("/api/references/slug/nuovo-nome")).status).toBe(200);
    expect(t.db.select().from(referenceProjects).where(eq(referenceProjects.id, created.id)).get()?.status).toBe("published");
  });
});
