import type { ReferenceAdminList, ReferenceEditorMap } from "../../../../src/shared/schemas/reference-answers";
import { apiQuery } from "../../../lib/api-client";

export const REFERENCES_ADMIN_BASE = "/api/references/admin";

/** GET /api/references/admin: every reference, drafts included. */
export const referencesAdminQuery = () => apiQuery<ReferenceAdminList>([REFERENCES_ADMIN_BASE]);

/** GET /api/references/admin/map: the editor's map of Italy. */
export const referenceEditorMapQuery = () => apiQuery<ReferenceEditorMap>([`${REFERENCES_ADMIN_BASE}/map`]);
