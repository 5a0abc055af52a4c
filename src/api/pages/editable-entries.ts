import { withCurrentBrochureButtons } from "./brochure-buttons";
import { type EditableKey, SITE_TEXTS_KEY } from "../../shared/pages/page-edits";
import type { DiffPart } from "../../shared/schemas/page-answers";
import { type PageContent, pageContentSchema } from "../../shared/pages/page-schema";
import { type SiteTexts, siteTextsSchema } from "../../shared/pages/site-texts";
import { diffPages, diffSiteTexts } from "./page-diff";

/**
 * The two kinds of entry staff edit with drafts, versions and restore: a marketing page (its head
 * and blocks) and the header and footer texts. Each is checked by the same schema as its form.
 */
export const entrySchema = (key: EditableKey) => (key === SITE_TEXTS_KEY ? siteTextsSchema : pageContentSchema);

/**
 * Content read back from the database: kept only while it still fits the schema of this program, in the shape
 * this program gives it (a product page's old brochure buttons lead to its brochure or datasheet).
 */
export function storedEntry(key: EditableKey, value: unknown): unknown {
  if (key === SITE_TEXTS_KEY) {
    const parsed = siteTextsSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  }
  const parsed = pageContentSchema.safeParse(value);
  return parsed.success ? withCurrentBrochureButtons(key, parsed.data) : null;
}

/** What changed from `before` to `after`, word by word: both are contents of `key`, already checked by its schema. */
export function diffEntry(key: EditableKey, before: unknown, after: unknown): DiffPart[] {
  return key === SITE_TEXTS_KEY
    ? diffSiteTexts(before as SiteTexts, after as SiteTexts)
    : diffPages(before as PageContent, after as PageContent);
}
