import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { type EditingAnswer, editingPageSchema, editingPostSchema } from "../../shared/schemas/editing";

function person(c: Context<AppEnv>) {
  const user = c.var.user;
  if (!user) throw new HttpError(401, "Accesso richiesto");
  return { id: user.id, name: user.name || user.email };
}

/**
 * /api/editing: an open editor says it is open (PUT, every beat) and closed (DELETE); the answer
 * names who else has the same page or article open, so nobody overwrites a colleague unaware.
 */
export function editingRoutes() {
  return new Hono<AppEnv>()
    .put("/pages", requireRole("pages"), async (c) => {
      const { key } = await readJson(c, editingPageSchema);
      return c.json(c.var.ctx.editing.touch(`page:${key}`, person(c)) satisfies EditingAnswer);
    })
    .delete("/pages", requireRole("pages"), async (c) => {
      const { key } = await readJson(c, editingPageSchema);
      c.var.ctx.editing.leave(`page:${key}`, person(c).id);
      return c.body(null, 204);
    })
    .put("/posts", requireRole("blog"), async (c) => {
      const { key } = await readJson(c, editingPostSchema);
      return c.json(c.var.ctx.editing.touch(`post:${key}`, person(c)) satisfies EditingAnswer);
    })
    .delete("/posts", requireRole("blog"), async (c) => {
      const { key } = await readJson(c, editingPostSchema);
      c.var.ctx.editing.leave(`post:${key}`, person(c).id);
      return c.body(null, 204);
    });
}
