import type { BusinessTextsEditor } from "../../../../src/shared/schemas/business-texts";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/settings/texts/admin?lingua=…: a language's business texts beside their Italian. */
export const businessTextsEditorKey = (language: string) => [`/api/settings/texts/admin?lingua=${language}`] as const;
export const businessTextsEditorQuery = (language: string) => apiQuery<BusinessTextsEditor>(businessTextsEditorKey(language));
