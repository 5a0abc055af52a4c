import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = createTestApp();
  await t.ready;
  await t.ctx.search.ready();
});
afterAll(() => t.cleanup());

const firstUrl = async (query: string) => (await t.ctx.search.search(query)).results[0]?.url;

describe("site search over the demo content", () => {
  test.each([
    ["lettura targhe ospedale", "/applicazioni/ospedali"],
    ["pensilina ricarica", "/prodotti/pensiline-fotovoltaiche"],
    ["veropak", "/prodotti/veropark"],
    ["infomobilita", "/prodotti/infomobilita"],
    ["ANPR", "/prodotti/controllo-accessi"],
  ])("'%s' puts %s first", async (query, expected) => {
    const answer = await t.ctx.search.search(query);
    console.log(query, answer.total, answer.results.map((r) => r.url).slice(0, 5), answer.message);
    expect(await firstUrl(query)).toBe(expected);
  });
});
