import { z } from "zod";
import { siteMenusSchema } from "../menus";
import { editedEntryFields, type PublishedVersion } from "./version-answers";

// What /api/menus answers, one schema each with its type beside it; read back strictly by
// src/api/answers.test.ts. The browser imports the types only.

/** GET /api/menus (and /draft for staff): the published menus for visitors, null while the built-in ones are served. */
export const menusAnswerSchema = z.strictObject({ menus: siteMenusSchema.nullable() });
export type MenusAnswer = z.infer<typeof menusAnswerSchema>;

/** GET /api/menus/editor (and every write of the editor): what the menu editor starts from. */
export const menusEditorDataSchema = z.strictObject(editedEntryFields(siteMenusSchema));
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
