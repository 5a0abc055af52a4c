import { z } from "zod";
import { siteMenusSchema } from "../menus";
import type { PublishedVersion } from "./version-answers";

// What /api/menus answers, one schema each with its type beside it; read back strictly by
// src/api/answers.test.ts. The browser imports the types only.

/** GET /api/menus (and /draft for staff): the published menus for visitors, null while the built-in ones are served. */
export const menusAnswerSchema = z.strictObject({ menus: siteMenusSchema.nullable() });
export type MenusAnswer = z.infer<typeof menusAnswerSchema>;

/** GET /api/menus/editor (and every write of the editor): what the menu editor starts from. */
export const menusEditorDataSchema = z.strictObject({
  builtIn: siteMenusSchema,
  published: siteMenusSchema.nullable(),
  draft: siteMenusSchema.nullable(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  draftAt: z.string().nullable(),
  draftBy: z.string().nullable(),
  /** When the menus were last written ('' while never): sent back with each save, so that nobody's work is overwritten unseen. */
  version: z.string(),
  versionBy: z.string().nullable(),
});
export type MenusEditorData = z.infer<typeof menusEditorDataSchema>;

/** One published version of the menus, in their history (GET /api/menus/versions). */
export type MenuVersion = PublishedVersion;

/** GET /api/menus/targets: what a link may point to, offered by the editor's picker. */
export const menuTargetsSchema = z.strictObject({
  pages: z.array(z.strictObject({ path: z.string(), title: z.string() })),
  articles: z.array(z.strictObject({ slug: z.string(), title: z.string() })),
  tags: z.array(z.strictObject({ slug: z.string(), name: z.string() })),
});
export type MenuTargets = z.infer<typeof menuTargetsSchema>;
