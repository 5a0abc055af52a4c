import { Hono } from "hono";
import { count, eq } from "drizzle-orm";
import { readSessionCookie } from "../auth/session-cookie";
import { statsEvents } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { RateLimiter } from "../../middleware/rate-limit";
import { visitBeaconSchema } from "../../shared/schemas/visit";
import { localDay } from "../../stats/calendar";
import { deviceClass, isCountedBrowser } from "../../stats/counting";
import { limitBody, readJson } from "../../http/read-body";
import { recordVisit } from "../../stats/record-visit";
import { VisitorHasher } from "../../stats/visitor-hash";

/** A beacon is a few dozen bytes; 2 KB leaves room and nothing more. */
const VISIT_BODY_LIMIT = 2 * 1024;
/** Events accepted from one address per minute: a person browsing sends a handful. */
export const VISIT_RATE_LIMIT = 60;
const VISIT_RATE_WINDOW_MS = 60 * 1000;
/** Raw events stored in one day at most, whatever the number of addresses sending them. */
export const VISIT_DAILY_CAP = 200_000;

/**
 * POST /api/visit: the public, cookieless visit beacon. Always 204 when the body is valid,
 * counted or not (bots, staff, Global Privacy Control / Do Not Track are not counted);
 * 4xx with an Italian message otherwise.
 */
export function visitRoutes(now: () => Date = () => new Date()) {
  const limiter = new RateLimiter(VISIT_RATE_LIMIT, VISIT_RATE_WINDOW_MS, () => now().getTime());
  let hasher: VisitorHasher | null = null;
  let stored: { day: string; count: number } | null = null;

  return new Hono<AppEnv>().post("/", limitBody(VISIT_BODY_LIMIT), async (c) => {
    const { ctx } = c.var;
    // Who is not counted is known from the headers alone: answered at once, nothing read or written.
    const userAgent = c.req.header("user-agent");
    const staff = c.var.user !== null || readSessionCookie(c) !== undefined;
    if (staff || !isCountedBrowser(userAgent, (name) => c.req.header(name))) return c.body(null, 204);
    const ip = clientIp(c, ctx.config.trustProxy);
    limiter.take(ip, "Troppi eventi inviati in poco tempo: riprova più tardi");
    const event = await readJson(c, visitBeaconSchema, { beacon: true });
    if (event.p.startsWith("/admin")) return c.body(null, 204);
    const at = now();
    const day = localDay(at);
    if (stored?.day !== day) {
      const n = ctx.db.select({ n: count() }).from(statsEvents).where(eq(statsEvents.day, day)).get()?.n ?? 0;
      stored = { day, count: n };
    }
    if (stored.count >= VISIT_DAILY_CAP) return c.body(null, 204);
    hasher ??= new VisitorHasher(ctx.db);
    const site = c.req.header("host") ?? "";
    const visitor = hasher.visitor(day, ip, userAgent ?? "", site);
    if (recordVisit(ctx.db, { event, visitor, device: deviceClass(userAgent ?? ""), at })) stored.count += 1;
    return c.body(null, 204);
  });
}
