import type { DocumentAdmin } from "../../../../src/shared/schemas/document-answers";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/documents: every document of the library, for staff. */
export const DOCUMENTS_KEY = ["/api/documents"] as const;
export const documentsQuery = () => apiQuery<DocumentAdmin[]>(DOCUMENTS_KEY);
