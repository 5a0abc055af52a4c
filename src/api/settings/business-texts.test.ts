import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { desc } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import { builtInEnglishBusinessTexts } from "../../shared/business-texts";
import type { Attention } from "../../shared/dashboard";
import type { BusinessTextsAnswer, BusinessTextsEditor } from "../../shared/schemas/business-texts";
import type { PublicSettings } from "../../shared/schemas/settings";
import type { SiteTexts } from "../../shared/pages/site-texts";
import { loadBuiltInContent } from "../../ssr/built-in-pages";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

const ENGLISH = {
  companyDescription: "We automate car parks across Italy: barriers, pay stations, guidance and solar carports.",
  openingHours: "Monday to Friday, 8:30 – 17:30",
};

/** What a page shows: its HTML without its scripts (the page data carry the Italian facts too). */
const shown = async (path: string) => (await (await t.request(path)).text()).replace(/<script[\s\S]*?<\/script>/g, "");
const json = async <T>(res: Response) => (await res.json()) as T;
const editor = async (cookie: string) =>
  json<BusinessTextsEditor>(await t.request("/api/settings/texts/admin?lingua=en", { cookie }));
const save = (cookie: string, body: unknown) => t.request("/api/settings/texts?lingua=en", { method: "PUT", json: body, cookie });

async function changeItalianHours(cookie: string, openingHours: string) {
  const facts = await json<PublicSettings>(await t.request("/api/settings"));
  expect((await t.request("/api/settings", { method: "PUT", json: { ...facts, openingHours }, cookie })).status).toBe(200);
}

async function publishItalianMission(cookie: string, mission: string) {
  const texts: SiteTexts = { ...structuredClone((await loadBuiltInContent()).siteTexts), mission };
  const res = await t.request("/api/pages/publish?path=testi-sito", { method: "POST", json: texts, cookie });
  expect(res.status).toBe(200);
}

describe("the company description and opening hours in English", () => {
  test("English pages show the built-in English texts, then staff's; the Italian pages keep the Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    expect(await json<BusinessTextsAnswer>(await t.request("/api/settings/texts?lingua=en"))).toEqual(
      builtInEnglishBusinessTexts,
    );
    expect(builtInEnglishBusinessTexts.openingHours).toBe("Monday to Friday, 9:00 – 18:00");
    const contact = await shown("/en/contact");
    expect(contact).toContain("Monday to Friday, 9:00 – 18:00");
    expect(contact).toContain(builtInEnglishBusinessTexts.companyDescription);
    expect(contact).not.toContain("Lunedì - Venerdì");

    const res = await save(cookie, ENGLISH);
    expect(res.status).toBe(200);
    const saved = await json<BusinessTextsEditor>(res);
    expect(saved.values).toEqual(ENGLISH);
    expect(saved.savedBy).toBe("staff@example.com");
    expect(saved.outdated).toEqual([]);

    const english = await (await t.request("/en/contact")).text();
    expect(await shown("/en/contact")).not.toContain("Lunedì");
    expect(english).toContain("Monday to Friday, 8:30 – 17:30");
    expect(english).toContain(ENGLISH.companyDescription);
    // The structured data keep the machine format of the hours.
    expect(english).toContain('"opens":"09:00"');
    expect(await (await t.request("/en")).text()).toContain(ENGLISH.companyDescription);
    const italian = await shown("/contatti");
    expect(italian).toContain("Lunedì - Venerdì, 9:00 - 18:00");
    expect(italian).not.toContain(ENGLISH.companyDescription);
    expect(italian).not.toContain("8:30 – 17:30");

    const [last] = t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1).all();
    expect(last?.event).toBe("settings.texts_translated");
    expect(last?.details).toEqual({ language: "en", fields: ["companyDescription", "openingHours"] });
  });

  test("a field whose Italian changed after the English was saved is 'Da aggiornare' until saved again; the dashboard lists it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    // The built-in English is written from the built-in Italian: a change of the Italian marks it too.
    await changeItalianHours(cookie, "Lunedì - Venerdì, 8:00 - 17:00");
    expect((await editor(cookie)).outdated).toEqual(["openingHours"]);
    expect((await save(cookie, ENGLISH)).status).toBe(200);
    expect((await editor(cookie)).outdated).toEqual([]);
    const attention = async () => json<Attention>(await t.request("/api/dashboard/attention", { cookie }));
    expect((await attention()).items.map((item) => item.kind)).not.toContain("outdated-translations");

    await publishItalianMission(cookie, "Automatizziamo i parcheggi di tutta Italia.");
    const data = await editor(cookie);
    expect(data.outdated).toEqual(["companyDescription"]);
    expect(data.original.companyDescription).toBe("Automatizziamo i parcheggi di tutta Italia.");
    expect((await attention()).items).toContainEqual({
      kind: "outdated-translations",
      translations: [
        {
          what: "Testi dell'azienda",
          title: "Descrizione dell'azienda e orari di apertura",
          language: "en",
          fields: ["Descrizione dell'azienda"],
          href: "/admin/impostazioni#testi-en",
        },
      ],
    });

    expect((await save(cookie, { ...ENGLISH, companyDescription: "We automate car parks all over Italy." })).status).toBe(200);
    expect((await editor(cookie)).outdated).toEqual([]);
    expect((await attention()).items.map((item) => item.kind)).not.toContain("outdated-translations");
  });

  test("only staff with the settings area edit them; Italian messages for what is refused", async () => {
    t = createTestApp();
    const cookie = await t.login();
    for (const role of ["editor", "commerciale"] as const) {
      const other = await t.loginAs(role);
      expect((await save(other, ENGLISH)).status).toBe(403);
      expect((await t.request("/api/settings/texts/admin?lingua=en", { cookie: other })).status).toBe(403);
    }
    expect((await save("", ENGLISH)).status).toBe(401);

    const empty = await save(cookie, { ...ENGLISH, openingHours: "  " });
    expect(empty.status).toBe(400);
    expect((await json<{ message: string }>(empty)).message).toContain("Orari di apertura (inglese): campo obbligatorio");
    const long = await save(cookie, { ...ENGLISH, companyDescription: "x".repeat(301) });
    expect(long.status).toBe(400);
    expect((await json<{ message: string }>(long)).message).toContain(
      "Descrizione dell'azienda (inglese): al massimo 300 caratteri",
    );

    const italian = await t.request("/api/settings/texts?lingua=it", { method: "PUT", json: ENGLISH, cookie });
    expect(italian.status).toBe(400);
    expect((await json<{ message: string }>(italian)).message).toContain("i testi in italiano si modificano");
    const unknown = await t.request("/api/settings/texts?lingua=fr");
    expect(unknown.status).toBe(400);
    expect(await json<{ message: string }>(unknown)).toEqual({
      message: "Lingua non valida: scegli it (italiano) o en (inglese)",
    });
    expect(await json<BusinessTextsAnswer>(await t.request("/api/settings/texts?lingua=en"))).toEqual(
      builtInEnglishBusinessTexts,
    );
  });
});
