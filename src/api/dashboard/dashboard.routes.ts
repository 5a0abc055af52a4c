import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requireAdmin } from "../../middleware/session";
import { dashboardSummary } from "./dashboard.service";

export function dashboardRoutes() {
  return new Hono<AppEnv>().get("/", requireAdmin(), (c) => c.json(dashboardSummary(c.var.ctx.db)));
}
