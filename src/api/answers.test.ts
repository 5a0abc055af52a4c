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
import { backupOverviewSchema } from "../shared/schemas/backup-answers";
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
import {
  referenceAdminListSchema,
  referenceAdminSchema,
  referenceDetailSchema,
  referenceEditorMapSchema,
  referenceHighlightsSchema,
  referenceListAnswerSchema,
} from "../shared/schemas/reference-answers";
import { articleFields, blogForm, imageTexts } from "../test-support/blog-forms";
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
const made = { post: 0, slug: "", revision: 0, request: 0, spam: 0, reference: 0 };
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
});
afterAll(() => t.cleanup());

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
