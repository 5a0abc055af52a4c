import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createFormControl, type Path } from "react-hook-form";
import { altMessages } from "../../../src/shared/alt-text";
import { blogMessages } from "../../../src/shared/schemas/blog";
import { createTestApp, type TestApp } from "../../../src/test-support/test-app";
import { firstMessage, schemaForm } from "../../lib/schema-form";
import { editorSchema, emptyPost, type PostFormValues } from "./editor-values";
import { toFormData } from "./use-blog-admin";

const article = (change: Partial<PostFormValues>): PostFormValues => ({
  ...emptyPost,
  title: "Varchi veloci",
  content: "Un ingresso veloce per tutti.",
  ...change,
});

/** The editor's save of `values`, without a browser: whether it goes through, and the refusals by field. */
async function saveOf(values: PostFormValues) {
  const form = createFormControl<PostFormValues, unknown, PostFormValues>(
    schemaForm(editorSchema, { submit: "input", defaultValues: values }),
  );
  const valid = await form.trigger();
  const errors = form.control._formState.errors;
  return { valid, errors, under: (field: Path<PostFormValues>) => form.getFieldState(field).error?.message };
}

describe("the article editor refuses what the server refuses, in the same words", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = createTestApp();
    cookie = await t.login();
  });
  afterAll(() => t.cleanup());

  const cases: { what: string; change: Partial<PostFormValues>; field: Path<PostFormValues> }[] = [
    { what: "a summary too long", change: { excerpt: "a".repeat(501) }, field: "excerpt" },
    { what: "too many tags", change: { tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`).join(", ") }, field: "tags" },
    { what: "an http: picture in the text", change: { content: "![Varco](http://example.com/varco.jpg)" }, field: "content" },
    {
      what: "a canonical address without https",
      change: { canonical_url: "http://example.com/articolo" },
      field: "canonical_url",
    },
    { what: "a meta description too long", change: { meta_description: "parola ".repeat(60) }, field: "meta_description" },
  ];
  for (const c of cases) {
    test(c.what, async () => {
      const values = article(c.change);
      const shown = (await saveOf(values)).under(c.field);
      const res = await t.request("/api/blog", { method: "POST", cookie, body: toFormData(values) });
      expect(res.status).toBe(400);
      expect(shown).toBe(((await res.json()) as { message: string }).message);
    });
  }
});

describe("what the editor checks before saving", () => {
  test("an empty article: the title and the text are asked for", async () => {
    const save = await saveOf(emptyPost);
    expect(save.valid).toBe(false);
    expect(save.under("title")).toBe(blogMessages.titleRequired);
    expect(save.under("content")).toBe(blogMessages.contentRequired);
  });

  test("a complete draft goes through", async () => {
    expect((await saveOf(article({ cover_image: "/attached_assets/illustrations/city.svg" }))).valid).toBe(true);
  });

  test("a cover at an http: address is refused in plain words", async () => {
    expect((await saveOf(article({ cover_image: "http://example.com/foto.jpg" }))).under("cover_image")).toBe(
      "Gli indirizzi http:// non sono consentiti: usa un indirizzo https:// oppure carica l'immagine",
    );
  });

  test("a picture going public needs its alt text; a draft does not", async () => {
    const cover = "/attached_assets/illustrations/city.svg";
    expect((await saveOf(article({ cover_image: cover }))).under("image_texts")).toBeUndefined();
    const published = await saveOf(article({ cover_image: cover, published: true }));
    expect(published.under("image_texts")).toBe(altMessages.missing("la copertina"));
    const decorative = article({ cover_image: cover, published: true, image_texts: { [cover]: { alt: "", decorative: true } } });
    expect((await saveOf(decorative)).valid).toBe(true);
  });

  test("a publication date must be a real one, in the future", async () => {
    expect((await saveOf(article({ schedule: "2020-01-12T09:00" }))).under("schedule")).toBe(blogMessages.scheduleInPast);
    expect((await saveOf(article({ schedule: "2099-02-30T09:00" }))).under("schedule")).toBe(blogMessages.scheduleDate);
    expect((await saveOf(article({ schedule: "2099-01-12T09:00" }))).valid).toBe(true);
  });

  test("the toast names the first refusal in the editor's order; a refused extra image shows under the list", async () => {
    const save = await saveOf(
      article({ seo_title: "a".repeat(201), article_images: ["http://example.com/foto.jpg"], schedule: "2020-01-12T09:00" }),
    );
    expect(firstMessage(save.errors)).toBe(blogMessages.imageUrl);
    expect(firstMessage(save.errors.article_images)).toBe(blogMessages.imageUrl);
    expect(save.under("seo_title")).toBe(blogMessages.seoTitleTooLong);
  });
});
