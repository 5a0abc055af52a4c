import { Hono } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { cacheInvalidateSchema } from "../../shared/schemas/cache";

/** POST /api/cache/invalidate {"type":"all"}: drops every server-side cache (settings, rendered pages). */
export function cacheRoutes() {
  return new Hono<AppEnv>().post("/invalidate", requireRole("cache"), async (c) => {
    await readJson(c, cacheInvalidateSchema);
    c.var.ctx.changes.announce("all");
    recordAudit(c, { event: "cache.cleared" });
    return c.json({ ok: true });
  });
}
