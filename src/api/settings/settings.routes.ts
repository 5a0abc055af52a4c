import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";

/** GET /api/settings: the public business facts (never SMTP or other secrets). */
export function settingsRoutes() {
  return new Hono<AppEnv>().get("/", (c) => c.json(c.var.ctx.settings.getPublic()));
}
