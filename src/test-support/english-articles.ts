import { expect } from "bun:test";
import { eq } from "drizzle-orm";
import { posts } from "../db/schema";
import type { PostDetail, StaffPostDetail } from "../shared/blog";
import { articleFields, blogForm } from "./blog-forms";
import type { TestApp } from "./test-app";

/** A published Italian article of a fresh install, which the English tests translate. */
export const ITALIAN = {
  slug: "parcheggi-senza-biglietto-lettura-targhe",
  title: "Parcheggi senza biglietto: come funziona la lettura targhe",
};

/** The Italian article's English translation, as the tests write it. */
export const ENGLISH = {
  slug: "ticketless-parking-number-plate-recognition",
  title: "Ticketless parking: how number plate recognition works",
};

/** The English article's fields as a translator saves them (published unless told). */
export const englishFields = (overrides: Record<string, string> = {}) =>
  articleFields({
    title: ENGLISH.title,
    slug: ENGLISH.slug,
    excerpt: "Drivers come and go without a ticket.",
    // 3,500 characters: a four-minute read.
    content: "Number plate recognition at the gate. ".repeat(92).slice(0, 3500),
    tags: "Number plate recognition, Web2Park",
    ...overrides,
  });

/** The Italian article's id, read as staff. */
async function italianId(t: TestApp, cookie: string, slug = ITALIAN.slug): Promise<number> {
  const res = await t.request(`/api/blog/slug/${slug}`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as PostDetail).id;
}

/** The Italian article's English translation, saved with `fields` (published unless they say otherwise). */
export async function translate(t: TestApp, cookie: string, fields = englishFields(), slug = ITALIAN.slug) {
  const created = await t.request(`/api/blog/${await italianId(t, cookie, slug)}/translations`, {
    method: "POST",
    cookie,
    json: { language: "en" },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as StaffPostDetail;
  const saved = await t.request(`/api/blog/${id}`, { method: "PUT", cookie, body: blogForm(fields) });
  expect(saved.status).toBe(200);
  return (await saved.json()) as StaffPostDetail;
}

/** An English article with no Italian original. */
export async function writeEnglishOnly(t: TestApp, cookie: string, fields: Record<string, string>) {
  const res = await t.request("/api/blog", {
    method: "POST",
    cookie,
    body: blogForm({ ...englishFields(fields), language: "en" }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as StaffPostDetail;
}

/** Sets the day visitors read on an article (its publication), straight in the database. */
export function publishedOn(t: TestApp, id: number, iso: string): void {
  t.db.update(posts).set({ published_at: iso }).where(eq(posts.id, id)).run();
  // The pages built before this write are of another day.
  t.ctx.changes.announce("blog");
}
