import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { requireRole } from "../../middleware/require-role";
import { attentionFor } from "./attention";
import { dashboardSummary } from "./dashboard.service";

export function dashboardRoutes() {
  return new Hono<AppEnv>()
    .get("/", requireRole("dashboard"), async (c) => c.json(await dashboardSummary(c.var.ctx.db, c.var.ctx.pages)))
    .get("/attention", requireRole("dashboard"), async (c) => {
      const user = c.var.user;
      if (!user) throw new HttpError(401, "Accesso riservato");
      return c.json(await attentionFor(c.var.ctx, user.role));
    });
}
