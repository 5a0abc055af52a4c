import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requireRole } from "../../middleware/require-role";
import { dashboardSummary } from "./dashboard.service";

export function dashboardRoutes() {
  return new Hono<AppEnv>().get("/", requireRole("dashboard"), async (c) =>
    c.json(await dashboardSummary(c.var.ctx.db, c.var.ctx.pages)),
  );
}
