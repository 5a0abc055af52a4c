import type { EmailStatus } from "../../../../src/shared/contact/inbox";
import type { DashboardSummary } from "../../../../src/shared/dashboard";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/dashboard: the counters of the staff's home. */
const DASHBOARD_KEY = ["/api/dashboard"] as const;
export const dashboardQuery = () => apiQuery<DashboardSummary>(DASHBOARD_KEY);

/** GET /api/settings/email-status: whether e-mail leaves, and what failed lately. */
export const emailStatusQuery = () => apiQuery<EmailStatus>(["/api/settings/email-status"]);
