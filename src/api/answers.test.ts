import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { z } from "zod";
import { dataFolder } from "../backups/layout";
import { createSnapshot } from "../backups/snapshot";
import {
  assigneeSchema,
  contactInboxPageSchema,
  contactRequestDetailSchema,
  emailStatusSchema,
  requestFollowUpSchema,
} from "../shared/contact/contact-answers";
import { backupOverviewSchema, offsiteSavedSchema, policySavedSchema } from "../shared/schemas/backup-answers";
import { auditPageSchema } from "../shared/schemas/audit-answers";
import { binAnswerSchema, binEmptiedSchema, binItemSchema } from "../shared/schemas/bin-answers";
import { dashboardSummarySchema } from "../shared/dashboard";
import { mediaItemSchema, mediaPageSchema } from "../shared/schemas/media-answers";
import { menusAnswerSchema, menusEditorDataSchema, menuTargetsSchema } from "../shared/schemas/menu-answers";
import {
  createdPageItemSchema,
  editedPagesAnswerSchema,
  livePageAnswerSchema,
  pageEditorDataSchema,
  pageListItemSchema,
  siteTextsAnswerSchema,
  siteTextsEditorDataSchema,
  versionDiffSchema,
} from "../shared/schemas/page-answers";
import {
  notFoundPageSchema,
  redirectImportReportSchema,
  redirectPageSchema,
  redirectRuleViewSchema,
  redirectTestAnswerSchema,
} from "../shared/schemas/redirect-answers";
import { adminSettingsSchema, publicSettingsAnswerSchema } from "../shared/schemas/settings-answers";
import { publishedVersionSchema } from "../shared/schemas/version-answers";
import {
  blogImageAnswerSchema,
  blogListPageSchema,
  pendingAutosaveSchema,
  postAuthorSchema,
  postDetailSchema,
  postSummarySchema,
  previewAnswerSchema,
  previewLinkAnswerSchema,
  revisionDetailSchema,
  revisionSummarySchema,
  tagAnswerSchema,
  tagSummarySchema,
} from "../shared/schemas/post-answers";
import { galleriesBySectionSchema, galleryImageSchema, uploadAnswerSchema } from "../shared/schemas/gallery-answers";
import {
  authUserSchema,
  invitationAnswerSchema,
  invitationLookupAnswerSchema,
  personViewSchema,
  profileViewSchema,
  securityAnswerSchema,
  sessionAnswerSchema,
  sessionViewSchema,
  setupAnswerSchema,
} from "../shared/schemas/people-answers";
import { documentAdminSchema, documentStatisticsSchema, publicDocumentSchema } from "../shared/schemas/document-answers";
import { articleFields, blogForm, imageTexts } from "../test-support/blog-forms";
import { testPdf } from "../test-support/documents";
import {
  referenceAdminListSchema,
  referenceAdminSchema,
  referenceDetailSchema,
  referenceEditorMapSchema,
  referenceHighlightsSchema,
  referenceListAnswerSchema,
} from "../shared/schemas/reference-answers";
import { referenceInput } from "../test-support/reference-input";
import { imageForm, testJpeg } from "../test-support/images";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Every read the API answers, checked against the schema src/shared declares for it: the schemas
// are strict, so a field a service adds, drops or retypes without its schema fails here, before
// the browser (which trusts the declared types) reads it wrong.

setDefaultTimeout(30_000);

let t: TestApp;
let cookie = "";
/** Ids and names the reads below address, filled by the setup. */
const made = {
  post: 0,
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
/** The answers of the writes the setup made, checked like the reads. */
const written: Record<string, { body: unknown; schema: z.ZodType }> = {};

const answerOf = async (res: Response, schema: z.ZodType, name: string) => {
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
  written[name] = { body, schema };
  return body;
};

beforeAll(async () => {
  t = createTestApp();
  cookie = await t.login();
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
      json: {
        endpoint: "https://s3.example.test",
        region: "eu-south-1",
        bucket: "copie-parksite",
        access_key_id: "AKIAPROVA",
        secret_access_key: "segreto-da-non-mostrare",
        prefix: "parksite/",
        keep: 10,
      },
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
});
afterAll(() => t.cleanup());

/** An answer whose list must hold something, so that its elements are checked too. */
const nonEmpty = <S extends z.ZodObject>(schema: S, list: keyof S["shape"] & string) =>
  schema.refine((answer) => ((answer as Record<string, unknown[]>)[list] ?? []).length > 0, `${list} is not empty`);

interface Read {
  /** The address, read once the setup has run. */
  path: () => string;
  schema: z.ZodType;
  /** A visitor's read, without a session. */
  visitor?: boolean;
}

const reads: Record<string, Read> = {
  "the published articles": { path: () => "/api/blog?published=true", schema: postSummarySchema.array(), visitor: true },
  "every article, for staff": { path: () => "/api/blog", schema: postSummarySchema.array() },
  "an article by its address": { path: () => `/api/blog/slug/${made.slug}`, schema: postDetailSchema, visitor: true },
  "an article by its id": { path: () => `/api/blog/${made.post}`, schema: postDetailSchema },
  "the articles of a tag": { path: () => "/api/blog/tag/aeroporti", schema: tagAnswerSchema, visitor: true },
  "the staff's list of articles": { path: () => "/api/blog/admin/list", schema: blogListPageSchema },
  "the tags page": { path: () => "/api/blog/admin/tags", schema: tagSummarySchema.array() },
  "the authors an article may have": { path: () => "/api/blog/authors", schema: postAuthorSchema.array() },
  "an article's revisions": { path: () => `/api/blog/${made.post}/revisions`, schema: revisionSummarySchema.array() },
  "one revision": { path: () => `/api/blog/${made.post}/revisions/${made.revision}`, schema: revisionDetailSchema },
  "the editor's unsaved text": { path: () => `/api/blog/${made.post}/autosave`, schema: pendingAutosaveSchema },
  "the published documents": {
    path: () => "/api/documents/public?prodotto=web2park",
    schema: publicDocumentSchema.array(),
    visitor: true,
  },
  "a published document": {
    path: () => "/api/documents/public/esempio-scheda-tecnica-web2park",
    schema: publicDocumentSchema,
    visitor: true,
  },
  "the documents library": { path: () => "/api/documents", schema: documentAdminSchema.array() },
  "one document": { path: () => `/api/documents/${made.document}`, schema: documentAdminSchema },
  "the documents' downloads and leads": { path: () => "/api/documents/statistics", schema: documentStatisticsSchema },
  "the references with their filters and map": {
    path: () => "/api/references?settore=ospedali",
    schema: referenceListAnswerSchema,
    visitor: true,
  },
  "a reference by its address": {
    path: () => "/api/references/slug/referenza-di-prova",
    schema: referenceDetailSchema,
    visitor: true,
  },
  "the references of a product page": {
    path: () => "/api/references/highlights?prodotto=web2park",
    schema: referenceHighlightsSchema,
    visitor: true,
  },
  "every reference, for staff": { path: () => "/api/references/admin", schema: referenceAdminListSchema },
  "the reference editor's map": { path: () => "/api/references/admin/map", schema: referenceEditorMapSchema },
  "every gallery": { path: () => "/api/galleries", schema: galleriesBySectionSchema, visitor: true },
  "who is signed in": { path: () => "/api/auth/me", schema: authUserSchema },
  "the session, signed in": { path: () => "/api/auth/session", schema: sessionAnswerSchema },
  "the session, signed out": { path: () => "/api/auth/session", schema: sessionAnswerSchema, visitor: true },
  "whether the site waits for its first Amministratore": {
    path: () => "/api/auth/setup",
    schema: setupAnswerSchema,
    visitor: true,
  },
  "the people page": { path: () => "/api/people", schema: personViewSchema.array() },
  "the second-factor rule": { path: () => "/api/people/security", schema: securityAnswerSchema },
  "the own profile": { path: () => "/api/profile", schema: profileViewSchema },
  "the own sessions": { path: () => "/api/profile/sessions", schema: sessionViewSchema.array() },
  "the backups page, with a snapshot": {
    path: () => "/api/backups",
    schema: backupOverviewSchema.refine((answer) => answer.snapshots.length === 1, "the snapshot made is listed"),
  },
  "the inbox": { path: () => "/api/contact/requests", schema: contactInboxPageSchema },
  "the possible spam": { path: () => "/api/contact/requests?spam=1", schema: contactInboxPageSchema },
  "one request": { path: () => `/api/contact/requests/${made.request}`, schema: contactRequestDetailSchema },
  "one request set aside as possible spam": {
    path: () => `/api/contact/requests/${made.spam}`,
    schema: contactRequestDetailSchema.refine((request) => (request.spam_reasons ?? []).length > 0, "its reasons are given"),
  },
  "who a request can be given to": { path: () => "/api/contact/requests/assignees", schema: assigneeSchema.array() },
  "a request's follow-up": { path: () => `/api/contact/requests/${made.request}/follow-up`, schema: requestFollowUpSchema },
  "whether e-mail leaves": { path: () => "/api/settings/email-status", schema: emailStatusSchema },
  "one gallery": { path: () => "/api/galleries/aeroporti", schema: galleryImageSchema.array(), visitor: true },
  "the dashboard's counters": { path: () => "/api/dashboard", schema: dashboardSummarySchema },
  "the activity log": { path: () => "/api/audit", schema: nonEmpty(auditPageSchema, "entries") },
  "the bin": { path: () => "/api/bin", schema: nonEmpty(binAnswerSchema, "items") },
  "the media library": { path: () => "/api/media", schema: nonEmpty(mediaPageSchema, "items") },
  "one picture of the library": { path: () => `/api/media/${made.media}`, schema: mediaItemSchema },
  "the redirect rules": { path: () => "/api/redirects", schema: nonEmpty(redirectPageSchema, "items") },
  "where an address leads": { path: () => "/api/redirects/test?path=%2Fvecchio", schema: redirectTestAnswerSchema },
  "the addresses visitors found missing": {
    path: () => "/api/redirects/not-found",
    schema: nonEmpty(notFoundPageSchema, "items"),
  },
  "the business facts": { path: () => "/api/settings", schema: publicSettingsAnswerSchema, visitor: true },
  "the settings page": { path: () => "/api/settings/admin", schema: adminSettingsSchema },
  "the published menus": { path: () => "/api/menus", schema: menusAnswerSchema, visitor: true },
  "the menus staff preview": { path: () => "/api/menus/draft", schema: menusAnswerSchema },
  "the menu editor": { path: () => "/api/menus/editor", schema: menusEditorDataSchema },
  "what a menu link may point to": { path: () => "/api/menus/targets", schema: menuTargetsSchema },
  "the menus' history": { path: () => "/api/menus/versions", schema: publishedVersionSchema.array().min(1) },
  "the pages edited": { path: () => "/api/pages/edited", schema: editedPagesAnswerSchema, visitor: true },
  "a page as published": { path: () => "/api/pages/live?path=%2F", schema: livePageAnswerSchema, visitor: true },
  "a page as staff preview it": { path: () => "/api/pages/draft?path=%2F", schema: livePageAnswerSchema },
  "the list of pages": { path: () => "/api/pages", schema: pageListItemSchema.array() },
  "a page's editor": { path: () => "/api/pages/editor?path=%2F", schema: pageEditorDataSchema },
  "a created page's editor": {
    path: () => `/api/pages/editor?path=${encodeURIComponent(made.createdPage)}`,
    schema: pageEditorDataSchema,
  },
  "the site texts' editor": { path: () => "/api/pages/editor?path=testi-sito", schema: siteTextsEditorDataSchema },
  "a page's history": { path: () => "/api/pages/versions?path=%2F", schema: publishedVersionSchema.array().min(1) },
  "what a version changed": { path: () => `/api/pages/versions/${made.pageVersion}/diff`, schema: versionDiffSchema },
  "the pages staff created": { path: () => "/api/pages/created", schema: createdPageItemSchema.array().min(1) },
  "the site texts": { path: () => "/api/pages/site-texts", schema: siteTextsAnswerSchema, visitor: true },
  "the site texts staff preview": { path: () => "/api/pages/site-texts/draft", schema: siteTextsAnswerSchema },
};

describe("each read answers exactly the shape src/shared declares", () => {
  for (const [name, read] of Object.entries(reads)) {
    test(name, async () => {
      const res = await t.request(read.path(), read.visitor ? {} : { cookie });
      expect(res.status).toBe(200);
      const parsed = read.schema.safeParse(await res.json());
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    });
  }
});

describe("each answer of a write is the shape src/shared declares", () => {
  for (const name of [
    "a picture sent from the editor",
    "a preview link",
    "the editor's preview",
    "a picture sent to a gallery",
    "a photo added to a gallery",
    "an invitation",
    "whom an invitation is for",
    "a picture sent to the media library",
    "a picture of the library described",
    "a redirect rule",
    "an import of redirect rules",
    "the menus published",
    "a page's draft saved",
    "a page published",
    "a page created",
    "an element put back from the bin",
    "the backup policy saved",
    "the off-site settings saved",
    "a reference created",
    "a reference published",
  ]) {
    test(name, () => {
      const answer = written[name];
      expect(answer).toBeDefined();
      const parsed = answer?.schema.safeParse(answer.body);
      expect(parsed?.success ? [] : parsed?.error.issues).toEqual([]);
    });
  }
});

test("emptying the bin answers how many elements went for good", async () => {
  const res = await t.request("/api/bin", { method: "DELETE", cookie });
  expect(res.status).toBe(200);
  const parsed = binEmptiedSchema.safeParse(await res.json());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});
