import type { Attention, DashboardSummary } from "../../../../src/shared/dashboard";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/dashboard: the counters of the staff's home. */
const DASHBOARD_KEY = ["/api/dashboard"] as const;
export const dashboardQuery = () => apiQuery<DashboardSummary>(DASHBOARD_KEY);

/** GET /api/dashboard/attention: what needs attention for the person signed in; refreshed with the counters. */
export const attentionQuery = () => apiQuery<Attention>([...DASHBOARD_KEY, "attention"]);
