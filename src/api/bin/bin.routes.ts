import { type Context, Hono } from "hono";
import { recordAudit } from "../../http/audit-request";
import { BinConflict } from "../../recycle-bin/bin-payloads";
import { emptyBin, restoreFromBin } from "../../recycle-bin/leaving-the-bin";
import { findBinItem, listBin } from "../../recycle-bin/recycle-bin.service";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { requireRole } from "../../middleware/require-role";
import { type BinKind, binKindLabels, binMessages } from "../../shared/bin";
import type { BinAnswer, BinEmptied, BinItemDto } from "../../shared/schemas/bin-answers";
import { type Area, canOpen } from "../../shared/roles";

/** The area whose staff may see and restore each kind of element: the one that deleted it. */
const AREA_OF: Record<BinKind, Area> = {
  post: "blog",
  "gallery-image": "galleries",
  "contact-request": "inbox",
  document: "documents",
  reference: "references",
};
/** What a restore or a removal changes on the public pages. */
const CHANGE_OF = {
  post: "blog",
  "gallery-image": "galleries",
  "contact-request": null,
  document: "all",
  reference: "references",
} as const;

const kindsFor = (c: Context<AppEnv>): BinKind[] => {
  const role = c.var.user?.role;
  return role ? (Object.keys(AREA_OF) as BinKind[]).filter((kind) => canOpen(role, AREA_OF[kind])) : [];
};

function itemOf(c: Context<AppEnv>): BinItemDto {
  const id = Number(c.req.param("id"));
  const item = Number.isInteger(id) && id > 0 ? findBinItem(c.var.ctx.db, id) : null;
  if (!item || !kindsFor(c).includes(item.kind)) throw new HttpError(404, binMessages.notFound);
  return item;
}

const audited = (item: BinItemDto) => ({ kind: binKindLabels[item.kind], element: item.label, id: item.itemId });

function announce(c: Context<AppEnv>, kinds: Iterable<BinKind>) {
  for (const kind of new Set(kinds)) {
    const change = CHANGE_OF[kind];
    if (change) c.var.ctx.changes.announce(change);
  }
}

/**
 * /api/bin: deleted articles, gallery photos and contact requests, kept 30 days. Each person sees
 * and restores what their own areas deleted; only an Amministratore removes elements for good.
 */
export function binRoutes() {
  return new Hono<AppEnv>()
    .get("/", requireRole("bin"), (c) =>
      c.json({
        items: listBin(c.var.ctx.db, kindsFor(c)),
        canEmpty: c.var.user ? canOpen(c.var.user.role, "bin-empty") : false,
      } satisfies BinAnswer),
    )
    .post("/:id/restore", requireRole("bin"), (c) => {
      const item = itemOf(c);
      try {
        restoreFromBin(c.var.ctx.db, item.id);
      } catch (error) {
        if (error instanceof BinConflict) throw new HttpError(409, error.message);
        throw error;
      }
      announce(c, [item.kind]);
      recordAudit(c, { event: "bin.restored", target: `${binKindLabels[item.kind]} ${item.itemId}`, details: audited(item) });
      return c.json(item);
    })
    .delete("/:id", requireRole("bin-empty"), (c) => {
      const item = itemOf(c);
      emptyBin(c.var.ctx.db, c.var.ctx.config.uploadsDir, item.id);
      announce(c, [item.kind]);
      recordAudit(c, { event: "bin.deleted", target: `${binKindLabels[item.kind]} ${item.itemId}`, details: audited(item) });
      return c.json({ ok: true });
    })
    .delete("/", requireRole("bin-empty"), (c) => {
      const removed = emptyBin(c.var.ctx.db, c.var.ctx.config.uploadsDir, null);
      announce(
        c,
        removed.map((item) => item.kind),
      );
      recordAudit(c, { event: "bin.emptied", target: "cestino", details: { elements: removed.length } });
      return c.json({ ok: true, removed: removed.length } satisfies BinEmptied);
    });
}
