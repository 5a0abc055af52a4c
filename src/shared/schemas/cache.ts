import { z } from "zod";

/** POST /api/cache/invalidate: "all" is the one type the spec names. */
export const cacheInvalidateSchema = z.object({
  type: z.literal("all", { error: 'Tipo di cache non valido: usa "all"' }),
});
