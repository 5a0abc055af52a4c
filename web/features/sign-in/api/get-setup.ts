import type { SetupAnswer } from "../../../../src/shared/schemas/auth";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/auth/setup: whether the site still waits for its first Amministratore. */
export const setupQuery = () => apiQuery<SetupAnswer>(["/api/auth/setup"]);
