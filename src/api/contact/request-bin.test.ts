import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { binItems } from "../../db/schema";
import type { ContactRequestDetail, RequestFollowUp } from "../../shared/contact/contact-answers";
import type { BinAnswer } from "../../shared/schemas/bin-answers";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { withUnreachableSmtp } from "../../test-support/unreachable-smtp";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

const visitor = {
  name: "Giulia Conti",
  email: "giulia.conti@example.it",
  phone: "02 555 1234",
  company: "Ospedale di Lodi",
  message: "Vorremmo un preventivo per 4 casse.",
  tipo: "ospedale",
  website: "",
  fill_time_ms: 30_000,
};

async function requestInTheBin(cookie: string): Promise<number> {
  const sent = await t.request("/api/contact", { method: "POST", json: visitor });
  expect(sent.status === 201 ? "" : await sent.text()).toBe("");
  const note = await t.request("/api/contact/requests/1/notes", {
    method: "POST",
    cookie,
    json: { body: "Chiamata fatta: richiamare lunedì" },
  });
  expect(note.status).toBe(201);
  expect((await t.request("/api/contact/requests/1", { method: "DELETE", cookie })).status).toBe(200);
  const bin = await json<BinAnswer>(await t.request("/api/bin", { cookie }));
  return bin.items[0]?.id ?? 0;
}

test("a request deleted and restored from the bin comes back with its notes and its e-mails", async () => {
  t = createTestApp();
  const cookie = await t.login();
  withUnreachableSmtp(t.db);
  const binned = await requestInTheBin(cookie);
  expect((await t.request(`/api/bin/${binned}/restore`, { method: "POST", cookie })).status).toBe(200);

  const detail = await json<ContactRequestDetail>(await t.request("/api/contact/requests/1", { cookie }));
  expect(detail.name).toBe("Giulia Conti");
  expect(detail.deliveries.map((d) => [d.kind, d.to])).toEqual([
    ["notification", "vendite@parksite.test"],
    ["confirmation", "giulia.conti@example.it"],
  ]);
  const followUp = await json<RequestFollowUp>(await t.request("/api/contact/requests/1/follow-up", { cookie }));
  expect(followUp.notes.map((n) => n.body)).toEqual(["Chiamata fatta: richiamare lunedì"]);
});

test("a request binned by an earlier version, its row alone, still restores", async () => {
  t = createTestApp();
  const cookie = await t.login();
  const binned = await requestInTheBin(cookie);
  const row = t.db.select().from(binItems).where(eq(binItems.id, binned)).get();
  if (!row) throw new Error("la richiesta non è nel cestino");
  const { request } = row.payload as { request: unknown };
  t.db.update(binItems).set({ payload: request }).where(eq(binItems.id, binned)).run();
  expect((await t.request(`/api/bin/${binned}/restore`, { method: "POST", cookie })).status).toBe(200);
  const detail = await json<ContactRequestDetail>(await t.request("/api/contact/requests/1", { cookie }));
  expect(detail.message).toContain("Vorremmo un preventivo per 4 casse.");
});
