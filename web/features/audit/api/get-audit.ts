import type { AuditPage } from "../../../../src/shared/schemas/audit-answers";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/audit?…: one page of the activity log, filtered by the server. */
export const auditQuery = (query: URLSearchParams) => apiQuery<AuditPage>([`/api/audit?${query.toString()}`]);
