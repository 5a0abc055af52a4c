import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { z } from "zod";
import {
  assigneeSchema,
  contactInboxPageSchema,
  contactRequestDetailSchema,
  emailStatusSchema,
  requestFollowUpSchema,
} from "../shared/contact/contact-answers";
import { backupOverviewSchema } from "../shared/schemas/backup-answers";
import { documentTranslationStatesSchema } from "../shared/document-translations";
import { referenceTranslationAdminSchema, referenceTranslationStatesSchema } from "../shared/references/reference-translations";
import { auditPageSchema } from "../shared/schemas/audit-answers";
import { binAnswerSchema, binEmptiedSchema } from "../shared/schemas/bin-answers";
import { attentionSchema, dashboardSummarySchema } from "../shared/dashboard";
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
import { notFoundPageSchema, redirectPageSchema, redirectTestAnswerSchema } from "../shared/schemas/redirect-answers";
import { adminSettingsSchema, publicSettingsAnswerSchema } from "../shared/schemas/settings-answers";
import { businessTextsAnswerSchema, businessTextsEditorSchema } from "../shared/schemas/business-texts";
import { publishedVersionSchema } from "../shared/schemas/version-answers";
import {
  blogListPageSchema,
  pendingAutosaveSchema,
  postAuthorSchema,
  postDetailSchema,
  postSummarySchema,
  revisionDetailSchema,
  staffPostDetailSchema,
  revisionSummarySchema,
  tagAnswerSchema,
  tagSummarySchema,
} from "../shared/schemas/post-answers";
import { galleriesBySectionSchema, galleryImageSchema } from "../shared/schemas/gallery-answers";
import {
  authUserSchema,
  personViewSchema,
  profileViewSchema,
  securityAnswerSchema,
  sessionAnswerSchema,
  sessionViewSchema,
  setupAnswerSchema,
} from "../shared/schemas/people-answers";
import { documentAdminSchema, documentStatisticsSchema, publicDocumentSchema } from "../shared/schemas/document-answers";
import {
  referenceAdminListSchema,
  referenceDetailSchema,
  referenceEditorMapSchema,
  referenceHighlightsSchema,
  referenceListAnswerSchema,
} from "../shared/schemas/reference-answers";
import { type SiteWithEveryAnswer, siteWithEveryAnswer } from "../test-support/site-with-every-answer";

// Every read the API answers, checked against the schema src/shared declares for it: the schemas
// are strict, so a field a service adds, drops or retypes without its schema fails here, before
// the browser (which trusts the declared types) reads it wrong.

setDefaultTimeout(30_000);

let site: SiteWithEveryAnswer;
beforeAll(async () => {
  site = await siteWithEveryAnswer();
});
afterAll(() => site.t.cleanup());

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
  "an article by its address": { path: () => `/api/blog/slug/${site.made.slug}`, schema: postDetailSchema, visitor: true },
  "an article by its id, with its translations": {
    path: () => `/api/blog/${site.made.post}`,
    schema: nonEmpty(staffPostDetailSchema, "translations"),
  },
  "a translation with the fields its Italian changed since": {
    path: () => `/api/blog/${site.made.translation}`,
    schema: nonEmpty(staffPostDetailSchema, "outdated_fields"),
  },
  "the articles of a tag": { path: () => "/api/blog/tag/aeroporti", schema: tagAnswerSchema, visitor: true },
  "the staff's list of articles": { path: () => "/api/blog/admin/list", schema: blogListPageSchema },
  "the tags page": { path: () => "/api/blog/admin/tags", schema: tagSummarySchema.array() },
  "the authors an article may have": { path: () => "/api/blog/authors", schema: postAuthorSchema.array() },
  "an article's revisions": { path: () => `/api/blog/${site.made.post}/revisions`, schema: revisionSummarySchema.array() },
  "one revision": { path: () => `/api/blog/${site.made.post}/revisions/${site.made.revision}`, schema: revisionDetailSchema },
  "the editor's unsaved text": { path: () => `/api/blog/${site.made.post}/autosave`, schema: pendingAutosaveSchema },
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
  "the documents in English": {
    path: () => "/api/documents/public?lingua=en",
    schema: publicDocumentSchema.array().min(1),
    visitor: true,
  },
  "a document by its English address": {
    path: () => "/api/documents/public/web2park-datasheet?lingua=en",
    schema: publicDocumentSchema,
    visitor: true,
  },
  "every document's translations, for staff": {
    path: () => "/api/documents/translations",
    schema: nonEmpty(documentTranslationStatesSchema, "items"),
  },
  "the documents library": { path: () => "/api/documents", schema: documentAdminSchema.array() },
  "one document": { path: () => `/api/documents/${site.made.document}`, schema: documentAdminSchema },
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
  "the references in English": {
    path: () => "/api/references?lingua=en",
    schema: nonEmpty(referenceListAnswerSchema, "items"),
    visitor: true,
  },
  "a reference by its English address": {
    path: () => "/api/references/slug/test-reference?lingua=en",
    schema: referenceDetailSchema,
    visitor: true,
  },
  "a reference's English version, for staff": {
    path: () => `/api/references/admin/${site.made.reference}/translations/en`,
    schema: referenceTranslationAdminSchema,
  },
  "every reference's translations, for staff": {
    path: () => "/api/references/admin/translations",
    schema: nonEmpty(referenceTranslationStatesSchema, "items"),
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
  "one request": { path: () => `/api/contact/requests/${site.made.request}`, schema: contactRequestDetailSchema },
  "one request set aside as possible spam": {
    path: () => `/api/contact/requests/${site.made.spam}`,
    schema: contactRequestDetailSchema.refine((request) => (request.spam_reasons ?? []).length > 0, "its reasons are given"),
  },
  "who a request can be given to": { path: () => "/api/contact/requests/assignees", schema: assigneeSchema.array() },
  "a request's follow-up": { path: () => `/api/contact/requests/${site.made.request}/follow-up`, schema: requestFollowUpSchema },
  "whether e-mail leaves": { path: () => "/api/settings/email-status", schema: emailStatusSchema },
  "one gallery": { path: () => "/api/galleries/aeroporti", schema: galleryImageSchema.array(), visitor: true },
  "the dashboard's counters": { path: () => "/api/dashboard", schema: dashboardSummarySchema },
  "what needs attention": { path: () => "/api/dashboard/attention", schema: nonEmpty(attentionSchema, "items") },
  "the activity log": { path: () => "/api/audit", schema: nonEmpty(auditPageSchema, "entries") },
  "the bin": { path: () => "/api/bin", schema: nonEmpty(binAnswerSchema, "items") },
  "the media library": { path: () => "/api/media", schema: nonEmpty(mediaPageSchema, "items") },
  "one picture of the library": { path: () => `/api/media/${site.made.media}`, schema: mediaItemSchema },
  "the redirect rules": { path: () => "/api/redirects", schema: nonEmpty(redirectPageSchema, "items") },
  "where an address leads": { path: () => "/api/redirects/test?path=%2Fvecchio", schema: redirectTestAnswerSchema },
  "the addresses visitors found missing": {
    path: () => "/api/redirects/not-found",
    schema: nonEmpty(notFoundPageSchema, "items"),
  },
  "the business facts": { path: () => "/api/settings", schema: publicSettingsAnswerSchema, visitor: true },
  "the settings page": { path: () => "/api/settings/admin", schema: adminSettingsSchema },
  "a language's business texts": {
    path: () => "/api/settings/texts?lingua=en",
    schema: businessTextsAnswerSchema,
    visitor: true,
  },
  "a language's business texts beside their Italian": {
    path: () => "/api/settings/texts/admin?lingua=en",
    schema: businessTextsEditorSchema,
  },
  "a language's menus": { path: () => "/api/menus?lingua=en", schema: menusAnswerSchema, visitor: true },
  "a language's menus in the editor": { path: () => "/api/menus/editor?lingua=en", schema: menusEditorDataSchema },
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
    path: () => `/api/pages/editor?path=${encodeURIComponent(site.made.createdPage)}`,
    schema: pageEditorDataSchema,
  },
  "a built-in page's English in the editor": {
    path: () => `/api/pages/editor?path=${encodeURIComponent("/en/products/web2park")}`,
    schema: pageEditorDataSchema,
  },
  "the site texts' editor": { path: () => "/api/pages/editor?path=testi-sito", schema: siteTextsEditorDataSchema },
  "a page's history": { path: () => "/api/pages/versions?path=%2F", schema: publishedVersionSchema.array().min(1) },
  "what a version changed": { path: () => `/api/pages/versions/${site.made.pageVersion}/diff`, schema: versionDiffSchema },
  "the pages staff created": { path: () => "/api/pages/created", schema: createdPageItemSchema.array().min(1) },
  "the site texts": { path: () => "/api/pages/site-texts", schema: siteTextsAnswerSchema, visitor: true },
  "the site texts staff preview": { path: () => "/api/pages/site-texts/draft", schema: siteTextsAnswerSchema },
};

describe("each read answers exactly the shape src/shared declares", () => {
  for (const [name, read] of Object.entries(reads)) {
    test(name, async () => {
      const res = await site.t.request(read.path(), read.visitor ? {} : { cookie: site.cookie });
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
    "an article's translation created",
  ]) {
    test(name, () => {
      const answer = site.written[name];
      expect(answer).toBeDefined();
      const parsed = answer?.schema.safeParse(answer.body);
      expect(parsed?.success ? [] : parsed?.error.issues).toEqual([]);
    });
  }
});

test("emptying the bin answers how many elements went for good", async () => {
  const res = await site.t.request("/api/bin", { method: "DELETE", cookie: site.cookie });
  expect(res.status).toBe(200);
  const parsed = binEmptiedSchema.safeParse(await res.json());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});
