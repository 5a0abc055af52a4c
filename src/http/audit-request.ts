import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { clientIp } from "./client-ip";
import { type AuditRecord, updateAuditDetails, writeAudit } from "../audit/audit.service";
import type { AuditDetails } from "../shared/audit-details";

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

/** Refusals of one person on one route within this time are one line of the log, with a count. */
const DENIAL_FOLD_MS = 60 * 1000;
const MAX_TRACKED_DENIALS = 5_000;
const recentDenials = new Map<string, { id: number; at: number; count: number; details: AuditDetails }>();

/**
 * Records a staff route refused with 403: who, which route, which area. A flood cannot grow the
 * log without bound: the repeats of the same person on the same route within a minute are
 * counted on the line already written.
 */
export function recordDenied(c: Context<AppEnv>, area: string, reason: string, now = Date.now()): void {
  const user = c.var.user;
  const route = `${c.req.method} ${c.req.routePath}`;
  const key = `${user?.id ?? "-"}|${route}`;
  try {
    const recent = recentDenials.get(key);
    if (recent && now - recent.at < DENIAL_FOLD_MS) {
      recent.count += 1;
      updateAuditDetails(c.var.ctx.db, recent.id, { ...recent.details, count: recent.count });
      return;
    }
    if (recentDenials.size >= MAX_TRACKED_DENIALS) {
      for (const [k, v] of recentDenials) if (now - v.at >= DENIAL_FOLD_MS) recentDenials.delete(k);
      if (recentDenials.size >= MAX_TRACKED_DENIALS) recentDenials.clear();
    }
    const details = { area, reason, path: new URL(c.req.url).pathname.slice(0, 200), count: 1 };
    const id = writeAudit(c.var.ctx.db, {
      event: "access.denied",
      outcome: "denied",
      actor: user ? { id: user.id, email: user.email } : null,
      ip: clientIp(c, c.var.ctx.config.trustProxy),
      target: route,
      details,
    });
    recentDenials.set(key, { id, at: now, count: 1, details });
  } catch (error) {
    console.error("Registro attività: scrittura non riuscita", error);
  }
}
