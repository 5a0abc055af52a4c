import type {
  ReferenceTranslationAdmin,
  ReferenceTranslationStates,
} from "../../../../src/shared/references/reference-translations";
import type { ReferenceAdminList, ReferenceEditorMap } from "../../../../src/shared/schemas/reference-answers";
import { apiQuery } from "../../../lib/api-client";

export const REFERENCES_ADMIN_BASE = "/api/references/admin";

/** GET /api/references/admin: every reference, drafts included. */
export const referencesAdminQuery = () => apiQuery<ReferenceAdminList>([REFERENCES_ADMIN_BASE]);

/** GET /api/references/admin/map: the editor's map of Italy. */
export const referenceEditorMapQuery = () => apiQuery<ReferenceEditorMap>([`${REFERENCES_ADMIN_BASE}/map`]);

/** GET /api/references/admin/translations: every reference's translations, their state and whether one is out of date. */
export const referenceTranslationStatesQuery = () =>
  apiQuery<ReferenceTranslationStates>([`${REFERENCES_ADMIN_BASE}/translations`]);

/** GET /api/references/admin/{id}/translations/{language}: one translation as the side-by-side editor reads it. */
export const referenceTranslationQuery = (id: number, language: string) =>
  apiQuery<ReferenceTranslationAdmin>([`${REFERENCES_ADMIN_BASE}/${id}/translations/${language}`]);
