import type { PublicSettingKey, PublicSettings } from "./settings";
import type { SmtpView } from "./smtp";

/** GET /api/settings/admin: what /admin/impostazioni shows. */
export interface AdminSettings {
  values: PublicSettings;
  /** Business facts still holding the seeded example value. */
  examples: PublicSettingKey[];
  smtp: SmtpView;
}
