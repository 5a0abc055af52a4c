import type { AdminSettings } from "../../../../src/shared/schemas/settings-answers";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/settings/admin: the business facts and e-mail settings as staff edit them. */
export const ADMIN_SETTINGS_KEY = ["/api/settings/admin"] as const;
export const adminSettingsQuery = () => apiQuery<AdminSettings>(ADMIN_SETTINGS_KEY);
