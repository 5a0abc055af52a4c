import type { BinAnswer } from "../../../../src/shared/schemas/bin-answers";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/bin: what was deleted lately and can still be restored. */
const BIN_KEY = ["/api/bin"] as const;
export const binQuery = () => apiQuery<BinAnswer>(BIN_KEY);
