import { z } from "zod";
import { PAGE_TEMPLATES } from "../pages/page-templates";
import { contentPageSchema, pageContentSchema } from "../pages/page-schema";
import { ENGLISH_STATES } from "../pages/page-translations";
import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import { siteTextsSchema } from "../pages/site-texts";
import { editedEntryFields, type PublishedVersion } from "./version-answers";

// What /api/pages answers, one schema each with its type beside it; read back strictly by
// src/api/answers.test.ts. The browser imports the types only.

/** A page as visitors get it: a built-in page, or one staff created (at an address of their choice). */
const sitePageSchema = contentPageSchema.extend({ path: z.string() });

/** GET /api/pages/live?path: the published content of a page for visitors, null while the built-in page is served. */
export const livePageAnswerSchema = z.strictObject({ page: sitePageSchema.nullable() });
export type LivePageAnswer = z.infer<typeof livePageAnswerSchema>;

/** GET /api/pages/edited: the paths of the pages whose staff edits are live, in every public page's first HTML. */
export const editedPagesAnswerSchema = z.strictObject({
  paths: z.array(z.string()),
  /** The pages staff created that visitors read in more than one language: each translation's address and its Italian page's. */
  translations: z.array(z.strictObject({ language: z.string(), of: z.string(), address: z.string() })),
});
export type EditedPagesAnswer = z.infer<typeof editedPagesAnswerSchema>;

/** GET /api/pages/site-texts (and /draft for staff): the published site texts, null while the built-in ones are served. */
export const siteTextsAnswerSchema = z.strictObject({ texts: siteTextsSchema.nullable() });
export type SiteTextsAnswer = z.infer<typeof siteTextsAnswerSchema>;

const languageSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

/** A page's English, as the lists of /admin/pagine show it; null for a created page not translated. */
const englishStateSchema = z.strictObject({ path: z.string(), state: z.enum(ENGLISH_STATES), hasDraft: z.boolean() }).nullable();

/** GET /api/pages: one line of /admin/pagine. */
export const pageListItemSchema = z.strictObject({
  path: z.string(),
  title: z.string(),
  /** 'modificata': staff edits are live; 'originale': the built-in text is served. */
  status: z.enum(["modificata", "originale"]),
  hasDraft: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The program's built-in text of this page changed since staff edited it. */
  builtInChanged: z.boolean(),
  english: englishStateSchema,
});
export type PageListItem = z.infer<typeof pageListItemSchema>;

/** A piece of a word-by-word comparison: kept, added or removed. */
const diffPartSchema = z.strictObject({
  value: z.string(),
  added: z.boolean().optional(),
  removed: z.boolean().optional(),
});
export type DiffPart = z.infer<typeof diffPartSchema>;

/** GET /api/pages/versions/{id}/diff: what a version changed against the one before it. */
export const versionDiffSchema = z.strictObject({ parts: z.array(diffPartSchema) });
export type VersionDiff = z.infer<typeof versionDiffSchema>;

/** One publication in a page's history (GET /api/pages/versions?path). */
export type PageVersion = PublishedVersion;

/** What the editor of one editable entry (a page, the site texts) starts from, for the entry's content schema. */
const editorDataOf = <T extends z.ZodType>(content: T) =>
  z.strictObject({
    /** A page's path, or 'testi-sito' for the header and footer texts. */
    path: z.string(),
    ...editedEntryFields(content),
    /** The built-in text changed since the edit: what changed in it, word by word. */
    builtInChanges: z.array(diffPartSchema).nullable(),
    /** The pages staff created, offered as link targets beside the built-in ones. */
    linkPages: z.array(z.strictObject({ path: z.string(), title: z.string() })),
  });
export type EditorData<T> = z.infer<ReturnType<typeof editorDataOf<z.ZodType<T>>>>;

const { meta: _meta, blocks: _blocks, ...frameShape } = sitePageSchema.shape;

/** GET /api/pages/editor?path (and every write of the editor): a page's editor data. */
export const pageEditorDataSchema = editorDataOf(pageContentSchema).extend({
  /** Breadcrumb and product tab of the page, for the preview. */
  frame: z.strictObject(frameShape),
  /** A page staff created (it can be deleted; 'restore original' brings back its template). */
  created: z.literal(true).optional(),
  /** When the draft goes live by itself, and who asked. */
  scheduledAt: z.string().nullable(),
  scheduledBy: z.string().nullable(),
  /** A translation: the Italian page it translates as visitors read it now, and the fields whose Italian changed since it was saved. */
  translation: z
    .strictObject({
      of: z.string(),
      language: languageSchema,
      original: pageContentSchema,
      /** The keys of the texts (their place in the page) to bring up to date. */
      outdated: z.array(z.string()),
    })
    .optional(),
  /** An Italian page: its translations, where staff open them. */
  translations: z.array(z.strictObject({ language: languageSchema, path: z.string() })).optional(),
});
export type PageEditorData = z.infer<typeof pageEditorDataSchema>;

/** GET /api/pages/editor?path=testi-sito: the header and footer texts' editor data. */
export const siteTextsEditorDataSchema = editorDataOf(siteTextsSchema);
export type SiteTextsEditorData = z.infer<typeof siteTextsEditorDataSchema>;

/** GET /api/pages/created: one page staff created, as /admin/pagine lists it. */
export const createdPageItemSchema = z.strictObject({
  path: z.string(),
  title: z.string(),
  template: z.enum(PAGE_TEMPLATES),
  /** 'pubblicata': visitors see it; 'bozza': only staff, in the editor and the preview. */
  status: z.enum(["pubblicata", "bozza"]),
  hasDraft: z.boolean(),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string().nullable(),
  english: englishStateSchema,
});
export type CreatedPageItem = z.infer<typeof createdPageItemSchema>;
