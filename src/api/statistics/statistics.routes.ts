import { Hono, type Context } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { requireRole } from "../../middleware/require-role";
import { statisticsQuerySchema } from "../../shared/schemas/visit";
import { firstIssueMessage } from "../../shared/schemas/validation";
import { addDays, localDay } from "../../stats/calendar";
import { statisticsCsv } from "../../stats/statistics-csv";
import { statisticsReport } from "../../stats/statistics-report";
import { csvDownload } from "../../http/csv";

/** The period asked for; the last 30 days when none is given. */
function periodOf(c: Context<AppEnv>) {
  const today = localDay(new Date());
  const query = c.req.query();
  const parsed = statisticsQuerySchema.safeParse({ from: query.from ?? addDays(today, -29), to: query.to ?? today });
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

/** /api/statistics: the report of a period and its CSV export (Amministratore, Commerciale). */
export function statisticsRoutes() {
  return new Hono<AppEnv>()
    .use(requireRole("statistics"))
    .get("/", (c) => {
      const { from, to } = periodOf(c);
      return c.json(statisticsReport(c.var.ctx.db, from, to));
    })
    .get("/export", (c) => {
      const { from, to } = periodOf(c);
      recordAudit(c, { event: "statistics.exported", target: `statistiche ${from} – ${to}`, details: { from, to } });
      return c.body(statisticsCsv(statisticsReport(c.var.ctx.db, from, to)), 200, csvDownload(`statistiche-${from}-${to}.csv`));
    });
}
