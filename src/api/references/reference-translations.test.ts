import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { referenceProjects, referenceTranslations } from "../../db/schema";
import type { Attention } from "../../shared/dashboard";
import type { ReferenceTranslationAdmin, ReferenceTranslationStates } from "../../shared/references/reference-translations";
import type { ReferenceAdmin, ReferenceDetail, ReferenceListAnswer } from "../../shared/schemas/reference-answers";
import { referenceInput } from "../../test-support/reference-input";
import { createTestApp, type TestApp } from "../../test-support/test-app";

setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const base = (id: number) => `/api/references/admin/${id}/translations/en`;

/** A published Italian reference (the fresh install's examples removed), and an Editor's cookie. */
async function published(overrides: Parameters<typeof referenceInput>[0] = {}) {
  t = createTestApp();
  t.db.delete(referenceProjects).run();
  const cookie = await t.loginAs("editor");
  const res = await t.request("/api/references/admin", { method: "POST", cookie, json: referenceInput(overrides) });
  const reference = await json<ReferenceAdmin>(res);
  expect((await t.request(`/api/references/admin/${reference.id}/publish`, { method: "POST", cookie })).status).toBe(200);
  return { cookie, reference };
}

const english = {
  title: "Hospital multi-storey car park",
  slug: "",
  challenge: "Queues at the entrance during visiting hours.",
  solution: "Number plate recognition and **pay stations**.",
  result: "In through the barrier in 4 seconds.",
  quote_text: "The queues are gone.",
  quote_role: "Head of technical services",
  figure_labels: ["Parking spaces", "Pay stations"],
  photo_alts: [],
};

async function translated(cookie: string, id: number, title = english.title) {
  expect((await t.request(base(id), { method: "POST", cookie })).status).toBe(201);
  const saved = await t.request(base(id), { method: "PUT", cookie, json: { ...english, title } });
  expect(saved.status).toBe(200);
  return json<ReferenceTranslationAdmin>(saved);
}

const englishList = async () => json<ReferenceListAnswer>(await t.request("/api/references?lingua=en"));

describe("a reference's English version", () => {
  test("starts as a draft copy of the Italian; visitors see none of it until the English is published", async () => {
    const { cookie, reference } = await published();
    const created = await json<ReferenceTranslationAdmin>(await t.request(base(reference.id), { method: "POST", cookie }));
    expect(created).toMatchObject({
      title: reference.title,
      slug: reference.slug,
      status: "draft",
      figure_labels: ["Posti auto", "Casse automatiche"],
      outdated_fields: [],
      address: `/en/references/${reference.slug}`,
    });
    expect((await t.request(base(reference.id), { method: "POST", cookie })).status).toBe(409);
    expect((await englishList()).total).toBe(0);
    expect((await t.request(`/api/references/slug/${reference.slug}?lingua=en`)).status).toBe(404);
  });

  test("publishing the English never touches the Italian, and the reverse", async () => {
    const { cookie, reference } = await published();
    const saved = await translated(cookie, reference.id);
    expect(saved.slug).toBe("hospital-multi-storey-car-park");
    expect((await t.request(`${base(reference.id)}/publish`, { method: "POST", cookie })).status).toBe(200);

    const detail = await json<ReferenceDetail>(await t.request("/api/references/slug/hospital-multi-storey-car-park?lingua=en"));
    expect(detail).toMatchObject({ title: "Hospital multi-storey car park", sector_label: "Hospitals", draft: false });
    expect(detail.figures).toEqual([
      { label: "Parking spaces", value: "1.800" },
      { label: "Pay stations", value: "6" },
    ]);
    expect(detail.products.map((p) => p.label)).toEqual(["Web2Park", "Pay-in-Park"]);
    expect(detail.solution_html).toContain("<strong>pay stations</strong>");
    expect(detail.versions).toEqual([{ language: "it", path: `/referenze/${reference.slug}` }]);
    const italian = await json<ReferenceDetail>(await t.request(`/api/references/slug/${reference.slug}`));
    expect(italian.title).toBe(reference.title);
    expect(italian.versions).toEqual([{ language: "en", path: "/en/references/hospital-multi-storey-car-park" }]);

    // Withdrawing the Italian leaves the English published; the English page no longer names an Italian one.
    await t.request(`/api/references/admin/${reference.id}/unpublish`, { method: "POST", cookie });
    expect((await t.request(`/api/references/slug/${reference.slug}`)).status).toBe(404);
    const alone = await json<ReferenceDetail>(await t.request("/api/references/slug/hospital-multi-storey-car-park?lingua=en"));
    expect(alone.versions).toEqual([]);

    // Withdrawing the English leaves the Italian as it is.
    await t.request(`/api/references/admin/${reference.id}/publish`, { method: "POST", cookie });
    expect((await t.request(`${base(reference.id)}/unpublish`, { method: "POST", cookie })).status).toBe(200);
    expect((await t.request("/api/references/slug/hospital-multi-storey-car-park?lingua=en")).status).toBe(404);
    expect((await t.request(`/api/references/slug/${reference.slug}`)).status).toBe(200);
  });

  test("the English list shows only the references whose English is published, with English labels", async () => {
    const { cookie, reference } = await published();
    const other = await json<ReferenceAdmin>(
      await t.request("/api/references/admin", {
        method: "POST",
        cookie,
        json: referenceInput({ title: "Aeroporto", sector: "aeroporti" }),
      }),
    );
    await t.request(`/api/references/admin/${other.id}/publish`, { method: "POST", cookie });
    await translated(cookie, other.id, "Airport car park");
    await translated(cookie, reference.id);
    await t.request(`${base(reference.id)}/publish`, { method: "POST", cookie });

    const list = await englishList();
    expect(list.items.map((item) => item.slug)).toEqual(["hospital-multi-storey-car-park"]);
    expect(list.facets.settore.find((f) => f.value === "ospedali")).toEqual({ value: "ospedali", label: "Hospitals", count: 1 });
    expect(list.facets.dimensione.find((f) => f.value === "grande")?.label).toBe("Over 1,000 spaces");
    expect(list.map.markers[0]?.href).toBe("/en/references/hospital-multi-storey-car-park");
    expect((await json<ReferenceListAnswer>(await t.request("/api/references"))).total).toBe(2);
    expect((await t.request("/api/references?lingua=xx")).status).toBe(404);
  });

  test("a field whose Italian changed is 'Da aggiornare' until the English is saved again; the dashboard lists it", async () => {
    const { cookie, reference } = await published();
    await translated(cookie, reference.id);
    await t.request(`/api/references/admin/${reference.id}`, {
      method: "PUT",
      cookie,
      json: referenceInput({ challenge: "Code lunghe all'ingresso.", slug: reference.slug }),
    });
    const read = async () => json<ReferenceTranslationAdmin>(await t.request(base(reference.id), { cookie }));
    expect((await read()).outdated_fields).toEqual(["challenge"]);
    const states = await json<ReferenceTranslationStates>(await t.request("/api/references/admin/translations", { cookie }));
    expect(states.items).toEqual([{ reference_id: reference.id, language: "en", status: "draft", outdated: true }]);
    const attention = await json<Attention>(await t.request("/api/dashboard/attention", { cookie }));
    expect(attention.items).toContainEqual({
      kind: "outdated-translations",
      translations: [
        {
          what: "Referenza",
          title: "Hospital multi-storey car park",
          language: "en",
          fields: ["La sfida"],
          href: `/admin/referenze?traduci=${reference.id}&lingua=en`,
        },
      ],
    });
    await t.request(base(reference.id), { method: "PUT", cookie, json: english });
    expect((await read()).outdated_fields).toEqual([]);
  });

  test("Italian messages for what cannot be saved; an unknown reference or language is refused", async () => {
    const { cookie, reference } = await published();
    await t.request(base(reference.id), { method: "POST", cookie });
    const short = await t.request(base(reference.id), { method: "PUT", cookie, json: { ...english, figure_labels: ["Posti"] } });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: "Scrivi un'etichetta per ogni dato della referenza", field: "figure_labels" });
    const empty = await t.request(base(reference.id), { method: "PUT", cookie, json: { ...english, title: " " } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain("Inserisci il titolo della referenza");
    expect((await t.request("/api/references/admin/99999/translations/en", { cookie })).status).toBe(404);
    const language = await t.request(`/api/references/admin/${reference.id}/translations/it`, { method: "POST", cookie });
    expect(language.status).toBe(400);
    expect(await language.json()).toEqual({ message: "Lingua non valida: scegli l'inglese" });
    const missing = await t.request(`/api/references/admin/${reference.id}/translations/en/publish`, { method: "POST", cookie });
    expect(missing.status).toBe(200);
    t.db.delete(referenceTranslations).run();
    const gone = await t.request(`/api/references/admin/${reference.id}/translations/en/publish`, { method: "POST", cookie });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "Questa referenza non ha ancora la versione inglese" });
  });

  test("two English versions may not share a slug", async () => {
    const { cookie, reference } = await published();
    const other = await json<ReferenceAdmin>(
      await t.request("/api/references/admin", { method: "POST", cookie, json: referenceInput({ title: "Altro" }) }),
    );
    await translated(cookie, reference.id);
    await t.request(base(other.id), { method: "POST", cookie });
    const clash = await t.request(base(other.id), { method: "PUT", cookie, json: english });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ message: "Esiste già una referenza inglese con questo slug", field: "slug" });
  });

  test("only staff who edit references translate them; a visitor is asked to sign in", async () => {
    const { reference } = await published();
    const sales = await t.loginAs("commerciale");
    expect((await t.request(base(reference.id), { method: "POST", cookie: sales })).status).toBe(403);
    expect((await t.request("/api/references/admin/translations", { cookie: sales })).status).toBe(403);
    expect((await t.request(base(reference.id), { method: "POST" })).status).toBe(401);
    const admin = await t.loginAs("amministratore");
    expect((await t.request(base(reference.id), { method: "POST", cookie: admin })).status).toBe(201);
  });
});
