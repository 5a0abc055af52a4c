import { afterEach, describe, expect, test } from "bun:test";
import type { SearchAnswer } from "../shared/search";
import { articleFields, blogForm } from "../test-support/blog-forms";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { startBlogScheduler, stopBlogScheduler } from "../test-support/blog-scheduler";

let t: TestApp;
afterEach(async () => {
  stopBlogScheduler();
  await t.cleanup();
});

const search = async (query: string) =>
  (await (await t.request(`/api/search?q=${encodeURIComponent(query)}`)).json()) as SearchAnswer;
const create = async (cookie: string, fields: Record<string, string>) => {
  const res = await t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields(fields)) });
  expect(res.status).toBe(201);
};

describe("the index follows scheduled publication", () => {
  test("a draft is never found; a scheduled article is found once it goes live by itself", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await create(cookie, { title: "Bozza sul mandracchio", published: "false" });
    expect((await search("mandracchio")).total).toBe(0);
    startBlogScheduler(t);
    const at = new Date(Date.now() + 1500).toISOString();
    await create(cookie, { title: "Il parcheggio del gasometro", status: "scheduled", published_at: at });
    expect((await search("gasometro")).total).toBe(0);
    await Bun.sleep(2500);
    expect((await search("gasometro")).total).toBe(1);
  }, 15_000);
});
