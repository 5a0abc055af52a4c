import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { settings } from "../../db/schema";
import { defaultPublicSettings } from "../../shared/business-facts";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

describe("settings", () => {
  test("a new data folder holds every business fact, flagged as an example", () => {
    t = createTestApp();
    const rows = t.db.select().from(settings).all();
    expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(defaultPublicSettings).sort());
    expect(rows.every((r) => r.is_example)).toBe(true);
    expect(t.ctx.settings.exampleKeys()).toHaveLength(rows.length);
  });

  test("GET /api/settings answers the business facts, with the Padova address", async () => {
    t = createTestApp();
    const res = await t.request("/api/settings");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual(defaultPublicSettings);
    expect(body.address.city).toBe("Padova");
  });

  test("values are read once and cached until a change is announced", async () => {
    t = createTestApp();
    expect(t.ctx.settings.getPublic().companyName).toBe(defaultPublicSettings.companyName);
    t.db.update(settings).set({ value: "Nuovo Nome", is_example: false }).where(eq(settings.key, "companyName")).run();
    expect(t.ctx.settings.getPublic().companyName).toBe(defaultPublicSettings.companyName);
    t.ctx.changes.announce("settings");
    expect(t.ctx.settings.getPublic().companyName).toBe("Nuovo Nome");
  });

  test("a stored value that is no longer valid falls back to its default", () => {
    t = createTestApp();
    t.db.update(settings).set({ value: "non-una-email" }).where(eq(settings.key, "email")).run();
    t.ctx.changes.announce("all");
    expect(t.ctx.settings.getPublic().email).toBe(defaultPublicSettings.email);
  });

  test("seeding again keeps what staff edited", async () => {
    t = createTestApp();
    t.db.update(settings).set({ value: "+39 049 000 0000", is_example: false }).where(eq(settings.key, "phone")).run();
    const { seedSettings } = await import("./settings.service");
    seedSettings(t.db);
    const row = t.db.select().from(settings).where(eq(settings.key, "phone")).get();
    expect(row).toMatchObject({ value: "+39 049 000 0000", is_example: false });
  });
});
