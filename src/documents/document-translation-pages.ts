import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentTranslations } from "../db/schema";
import { englishDocumentPath } from "../shared/document-translations";
import type { LanguageCode } from "../shared/languages";

/** A document's page in a language other than Italian. */
export const documentPageIn = (language: LanguageCode, slug: string) =>
  language === "it" ? `/documentazione/${slug}` : englishDocumentPath(slug);

/** The pages of a document's published translations. */
export function publishedTranslationPages(db: Db, documentId: number): { language: LanguageCode; path: string }[] {
  return db
    .select({ language: documentTranslations.language, slug: documentTranslations.slug })
    .from(documentTranslations)
    .where(and(eq(documentTranslations.document_id, documentId), eq(documentTranslations.status, "published")))
    .all()
    .map((t) => ({ language: t.language, path: documentPageIn(t.language, t.slug) }));
}
