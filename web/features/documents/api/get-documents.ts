import type { DocumentTranslationAdmin, DocumentTranslationStates } from "../../../../src/shared/document-translations";
import type { DocumentAdmin } from "../../../../src/shared/schemas/document-answers";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/documents: every document of the library, for staff. */
export const DOCUMENTS_KEY = ["/api/documents"] as const;
export const documentsQuery = () => apiQuery<DocumentAdmin[]>(DOCUMENTS_KEY);

/** GET /api/documents/translations: every document's translations, their state and whether one is out of date. */
export const documentTranslationStatesQuery = () => apiQuery<DocumentTranslationStates>(["/api/documents/translations"]);

/** GET /api/documents/{id}/translations/{language}: one document's translation, as staff edit it. */
export const documentTranslationQuery = (id: number, language: string) =>
  apiQuery<DocumentTranslationAdmin>([`/api/documents/${id}/translations/${language}`]);
