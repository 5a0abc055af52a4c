import { expect } from "bun:test";
import type { z } from "zod";
import { dataFolder } from "../backups/layout";
import { createSnapshot } from "../backups/snapshot";
import { offsiteSavedSchema, policySavedSchema } from "../shared/schemas/backup-answers";
import { binItemSchema } from "../shared/schemas/bin-answers";
import { mediaItemSchema } from "../shared/schemas/media-answers";
import { menusEditorDataSchema } from "../shared/schemas/menu-answers";
import { pageEditorDataSchema } from "../shared/schemas/page-answers";
import { redirectImportReportSchema, redirectRuleViewSchema } from "../shared/schemas/redirect-answers";
import {
  blogImageAnswerSchema,
  previewAnswerSchema,
  previewLinkAnswerSchema,
  staffPostDetailSchema,
} from "../shared/schemas/post-answers";
import { galleryImageSchema, uploadAnswerSchema } from "../shared/schemas/gallery-answers";
import { invitationAnswerSchema, invitationLookupAnswerSchema } from "../shared/schemas/people-answers";
import { documentAdminSchema } from "../shared/schemas/document-answers";
import { articleFields, blogForm, imageTexts } from "./blog-forms";
import { testPdf } from "./documents";
import { referenceAdminSchema } from "../shared/schemas/reference-answers";
import { referenceTranslationAdminSchema } from "../shared/references/reference-translations";
import { documentTranslationAdminSchema } from "../shared/document-translations";
import { referenceInput } from "./reference-input";
import { imageForm, testJpeg } from "./images";
import { createTestApp, type TestApp } from "./test-app";
import { offsiteSettingsForm } from "./offsite-settings";

/** Ids and names of what the setup made, for the reads to address. */
interface MadeForAnswers {
  post: number;
  /** The article's English translation, out of date: its Italian title changed after it was saved. */
  translation: number;
  slug: string;
  revision: number;
  request: number;
  spam: number;
  media: number;
  pageVersion: number;
  createdPage: string;
  document: number;
  reference: number;
}

/** The answer of a write the setup made, with the schema src/shared declares for it. */
interface WrittenAnswer {
  body: unknown;
  schema: z.ZodType;
}

export interface SiteWithEveryAnswer {
  t: TestApp;
  cookie: string;
  made: MadeForAnswers;
  /** By the write's name. */
  written: Record<string, WrittenAnswer>;
}

/**
 * A test site with one of everything the API reads (an article with its revisions, requests and
 * possible spam, photos, a library picture, redirects, menus, pages, bin elements, backups,
 * documents, references), made through the API itself: every write's answer is kept for its check.
 */
export async function siteWithEveryAnswer(): Promise<SiteWithEveryAnswer> {
  const made: MadeForAnswers = {
    post: 0,
    translation: 0,
    slug: "",
    revision: 0,
    request: 0,
    spam: 0,
    media: 0,
    pageVersion: 0,
    createdPage: "",
    document: 0,
    reference: 0,
  };
  const written: Record<string, WrittenAnswer> = {};
  const answerOf = async (res: Response, schema: z.ZodType, name: string) => {
    const body: unknown = await res.json();
    if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
    written[name] = { body, schema };
    return body;
  };
  const t = createTestApp();
  const cookie = await t.login();
  const upload = await t.request("/api/blog/upload-image", {
    method: "POST",
    cookie,
    body: imageForm(await testJpeg(800, 600), "copertina.jpg", {}, "image/jpeg"),
  });
  const { imageUrl } = (await answerOf(upload, blogImageAnswerSchema, "a picture sent from the editor")) as { imageUrl: string };
  const created = await t.request("/api/blog", {
    method: "POST",
    cookie,
    body: blogForm(
      articleFields({
        cover_image: imageUrl,
        article_images: JSON.stringify([imageUrl]),
        image_texts: imageTexts(imageUrl),
        social_image: imageUrl,
      }),
    ),
  });
  expect(created.status).toBe(201);
  const post = (await created.json()) as { id: number; slug: string };
  made.post = post.id;
  made.slug = post.slug;
  const translation = (await answerOf(
    await t.request(`/api/blog/${post.id}/translations`, { method: "POST", cookie, json: { language: "en" } }),
    staffPostDetailSchema,
    "an article's translation created",
  )) as { id: number };
  made.translation = translation.id;
  await t.request(`/api/blog/${translation.id}`, {
    method: "PUT",
    cookie,
    body: blogForm(articleFields({ title: "A new plant at the airport", slug: "new-plant-airport", published: "false" })),
  });
  const italianChanged = await t.request(`/api/blog/${post.id}`, {
    method: "PUT",
    cookie,
    body: blogForm(
      articleFields({
        title: "Un impianto all'aeroporto",
        slug: post.slug,
        cover_image: imageUrl,
        article_images: JSON.stringify([imageUrl]),
        image_texts: imageTexts(imageUrl),
        social_image: imageUrl,
      }),
    ),
  });
  expect(italianChanged.status).toBe(200);
  await t.request(`/api/blog/${post.id}/autosave`, {
    method: "PUT",
    cookie,
    json: { title: "In corso", slug: "", excerpt: "", content: "Bozza", tags: "", cover_image: null, article_images: [] },
  });
  await answerOf(
    await t.request(`/api/blog/${post.id}/preview-link`, { method: "POST", cookie }),
    previewLinkAnswerSchema,
    "a preview link",
  );
  await answerOf(
    await t.request("/api/blog/preview", { method: "POST", cookie, json: { content: "Un **testo**" } }),
    previewAnswerSchema,
    "the editor's preview",
  );
  const photo = await answerOf(
    await t.request("/api/upload", {
      method: "POST",
      cookie,
      body: imageForm(await testJpeg(640, 480), "impianto.jpg", {}, "image/jpeg"),
    }),
    uploadAnswerSchema,
    "a picture sent to a gallery",
  );
  await answerOf(
    await t.request("/api/galleries", {
      method: "POST",
      cookie,
      json: {
        section: "aeroporti",
        name: "Ingresso",
        description: "Casse automatiche",
        image_url: (photo as { url: string }).url,
        alt: "Casse automatiche all'ingresso",
      },
    }),
    galleryImageSchema,
    "a photo added to a gallery",
  );
  const invitation = await answerOf(
    await t.request("/api/people", {
      method: "POST",
      cookie,
      json: { email: "nuova@example.com", name: "Nuova Collega", role: "editor" },
    }),
    invitationAnswerSchema,
    "an invitation",
  );
  const token = new URL((invitation as { link: string }).link).hash.replace("#token=", "");
  await answerOf(
    await t.request("/api/people/invitations/lookup", { method: "POST", json: { token } }),
    invitationLookupAnswerSchema,
    "whom an invitation is for",
  );
  const reference = (await answerOf(
    await t.request("/api/references/admin", { method: "POST", cookie, json: referenceInput({ slug: "referenza-di-prova" }) }),
    referenceAdminSchema,
    "a reference created",
  )) as { id: number };
  made.reference = reference.id;
  await answerOf(
    await t.request(`/api/references/admin/${reference.id}/publish`, { method: "POST", cookie }),
    referenceAdminSchema,
    "a reference published",
  );
  await answerOf(
    await t.request(`/api/references/admin/${reference.id}/translations/en`, { method: "POST", cookie }),
    referenceTranslationAdminSchema,
    "a reference's English version created",
  );
  await answerOf(
    await t.request(`/api/references/admin/${reference.id}/translations/en`, {
      method: "PUT",
      cookie,
      json: {
        title: "Test reference",
        slug: "test-reference",
        challenge: "Queues.",
        solution: "Pay stations.",
        result: "No queues.",
        quote_text: "The queues are gone.",
        quote_role: "Head of technical services",
        figure_labels: ["Parking spaces", "Pay stations"],
        photo_alts: [],
      },
    }),
    referenceTranslationAdminSchema,
    "a reference's English version saved",
  );
  await answerOf(
    await t.request(`/api/references/admin/${reference.id}/translations/en/publish`, { method: "POST", cookie }),
    referenceTranslationAdminSchema,
    "a reference's English version published",
  );
  createSnapshot(dataFolder(t.config.dataDir), { kind: "manuale" });
  await answerOf(
    await t.request("/api/backups/policy", { method: "PUT", cookie, json: { hour: 4, keep_daily: 6, keep_weekly: 3 } }),
    policySavedSchema,
    "the backup policy saved",
  );
  await answerOf(
    await t.request("/api/backups/offsite", {
      method: "PUT",
      cookie,
      json: offsiteSettingsForm,
    }),
    offsiteSavedSchema,
    "the off-site settings saved",
  );
  const request = {
    name: "Laura Bassi",
    email: "laura.bassi@example.it",
    phone: "+39 348 765 4321",
    company: "Fiera di Verona",
    message: "Preventivo per 3 varchi.",
    tipo: "fiere",
    website: "",
    fill_time_ms: 40_000,
  };
  // One from a person, one that an autofilled form sent in a second: possible spam, with its reasons.
  for (const fill_time_ms of [40_000, 1200]) {
    const sent = await t.request("/api/contact", { method: "POST", json: { ...request, fill_time_ms } });
    expect(sent.status).toBe(201);
  }
  const idOf = async (query: string) =>
    ((await (await t.request(`/api/contact/requests${query}`, { cookie })).json()) as { items: { id: number }[] }).items[0]?.id ??
    0;
  made.request = await idOf("");
  made.spam = await idOf("?spam=1");
  const revisions = (await (await t.request(`/api/blog/${post.id}/revisions`, { cookie })).json()) as { id: number }[];
  made.revision = revisions[0]?.id ?? 0;

  // The media library: a picture sent to it, then described.
  const picture = (await answerOf(
    await t.request("/api/media", {
      method: "POST",
      cookie,
      body: imageForm(await testJpeg(320, 240), "varco.jpg", {}, "image/jpeg"),
    }),
    mediaItemSchema,
    "a picture sent to the media library",
  )) as { id: number };
  made.media = picture.id;
  await answerOf(
    await t.request(`/api/media/${picture.id}`, {
      method: "PUT",
      cookie,
      json: { name: "Varco d'ingresso", alt: "Sbarra automatica all'ingresso", decorative: false },
    }),
    mediaItemSchema,
    "a picture of the library described",
  );

  // Redirects: a rule, an import, and two addresses visitors found missing.
  await answerOf(
    await t.request("/api/redirects", { method: "POST", cookie, json: { source: "/vecchio", target: "/contatti", code: 301 } }),
    redirectRuleViewSchema,
    "a redirect rule",
  );
  const csv = new FormData();
  csv.set("file", new File(["old,new,code\n/catalogo.pdf,,410\n/promo,javascript:alert(1),301"], "vecchio-sito.csv"));
  await answerOf(
    await t.request("/api/redirects/import", { method: "POST", cookie, body: csv }),
    redirectImportReportSchema,
    "an import of redirect rules",
  );
  await t.request("/pagina-persa", { headers: { referer: "https://www.google.it/search?q=parcheggi" } });

  // Menus and pages: published once each, so their histories have a version; a page staff created.
  const menus = (await (await t.request("/api/menus/editor", { cookie })).json()) as { builtIn: unknown };
  await answerOf(
    await t.request("/api/menus/publish", { method: "POST", cookie, json: menus.builtIn }),
    menusEditorDataSchema,
    "the menus published",
  );
  const home = (await (await t.request("/api/pages/editor?path=%2F", { cookie })).json()) as { builtIn: unknown };
  await answerOf(
    await t.request("/api/pages/draft?path=%2F", { method: "PUT", cookie, json: home.builtIn }),
    pageEditorDataSchema,
    "a page's draft saved",
  );
  await answerOf(
    await t.request("/api/pages/publish?path=%2F", { method: "POST", cookie, json: home.builtIn }),
    pageEditorDataSchema,
    "a page published",
  );
  made.pageVersion =
    ((await (await t.request("/api/pages/versions?path=%2F", { cookie })).json()) as { id: number }[])[0]?.id ?? 0;
  const newPage = (await answerOf(
    await t.request("/api/pages/created", {
      method: "POST",
      cookie,
      json: { title: "Parcheggi per eventi", parent: "applicazioni", template: "settore" },
    }),
    pageEditorDataSchema,
    "a page created",
  )) as { path: string };
  made.createdPage = newPage.path;

  // The bin: a photo and another request deleted, the photo put back.
  const galleryPhoto = ((await (await t.request("/api/galleries/aeroporti")).json()) as { id: number }[])[0]?.id ?? 0;
  expect((await t.request(`/api/galleries/${galleryPhoto}`, { method: "DELETE", cookie })).status).toBe(200);
  expect((await t.request("/api/contact", { method: "POST", json: { ...request, name: "Marco Neri" } })).status).toBe(201);
  const another = await idOf("");
  expect((await t.request(`/api/contact/requests/${another}`, { method: "DELETE", cookie })).status).toBe(200);
  const binned = (await (await t.request("/api/bin", { cookie })).json()) as { items: { id: number; kind: string }[] };
  const photoInBin = binned.items.find((item) => item.kind === "gallery-image")?.id ?? 0;
  await answerOf(
    await t.request(`/api/bin/${photoInBin}/restore`, { method: "POST", cookie }),
    binItemSchema,
    "an element put back from the bin",
  );
  const document = (await answerOf(
    await t.request("/api/documents", {
      method: "POST",
      cookie,
      json: { title: "Scheda tecnica Pay2Park", kind: "scheda-tecnica", products: ["pay2park"] },
    }),
    documentAdminSchema,
    "a new document",
  )) as { id: number };
  made.document = document.id;
  // The example datasheet, published, with its English version published too.
  const documentsList = (await (await t.request("/api/documents", { cookie })).json()) as { id: number; slug: string }[];
  const example = documentsList.find((d) => d.slug === "esempio-scheda-tecnica-web2park")?.id ?? 0;
  const englishDocument = `/api/documents/${example}/translations/en`;
  await answerOf(
    await t.request(englishDocument, { method: "POST", cookie }),
    documentTranslationAdminSchema,
    "a document's English version created",
  );
  await answerOf(
    await t.request(englishDocument, {
      method: "PUT",
      cookie,
      json: { title: "Web2Park datasheet", slug: "web2park-datasheet" },
    }),
    documentTranslationAdminSchema,
    "a document's English version saved",
  );
  await answerOf(
    await t.request(`${englishDocument}/publish`, { method: "POST", cookie }),
    documentTranslationAdminSchema,
    "a document's English version published",
  );
  await answerOf(
    await t.request(`/api/documents/${document.id}/file`, {
      method: "PUT",
      cookie,
      body: testPdf(),
      headers: { "x-file-name": "scheda.pdf" },
    }),
    documentAdminSchema,
    "a document's new file",
  );
  return { t, cookie, made, written };
}
