import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/client-ip";
import { type AuditRecord, writeAudit } from "./audit.service";

/**
 * Records an event on behalf of the request's signed-in person and address. The one call the
 * API's writes make: `recordAudit(c, { event: "post.deleted", target: id, details: { title } })`.
 * A failure to write the log never fails the action that was already done.
 */
export function recordAudit(
  c: Context<AppEnv>,
  record: Omit<AuditRecord, "actor" | "ip"> & Partial<Pick<AuditRecord, "actor">>,
): void {
  const user = c.var.user;
  try {
    writeAudit(c.var.ctx.db, {
      ...record,
      actor: record.actor !== undefined ? record.actor : user ? { id: user.id, email: user.email } : null,
      ip: clientIp(c, c.var.ctx.config.trustProxy),
    });
  } catch (error) {
    console.error("Registro attività: scrittura non riuscita", error);
  }
}
