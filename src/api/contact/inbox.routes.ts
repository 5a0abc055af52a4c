import { Hono, type Context } from "hono";
import { binContactRequest } from "../../recycle-bin/recycle-bin.service";
import { deletedBy } from "../../http/deleted-by";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError, notFound } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { retryRequestEmails } from "../../mail/outbox.service";
import { requireRole } from "../../middleware/require-role";
import type { ContactInboxPage } from "../../shared/contact/inbox";
import {
  contactInboxQuerySchema,
  contactStatusUpdateSchema,
  requestAssigneeSchema,
  requestNoteSchema,
} from "../../shared/schemas/contact";
import { firstIssueMessage } from "../../shared/schemas/validation";
import { contactRequestsCsv } from "./contact-csv";
import { moveToInbox } from "./contact.service";
import {
  allContactRequests,
  deleteContactRequest,
  getContactRequest,
  listContactRequests,
  setContactRequestStatus,
  spamCount,
  statusCounts,
} from "./inbox.service";
import { isPossibleSpam } from "../../leads/spam.service";
import { addNote, assignees, assignRequest, followUpOf } from "./leads.service";
import { localDay } from "../../stats/calendar";
import { csvDownload } from "../../http/csv";

const NOT_FOUND = "Richiesta non trovata: potrebbe essere stata eliminata";

function filtersOf(c: Context<AppEnv>) {
  const parsed = contactInboxQuerySchema.safeParse(c.req.query());
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

const idOf = (c: Context<AppEnv>) => Number(c.req.param("id"));

/** /api/contact/requests: the staff inbox (admin only). */
export function inboxRoutes() {
  return new Hono<AppEnv>()
    .use(requireRole("inbox"))
    .get("/", (c) => {
      const { db, mail } = c.var.ctx;
      const page: ContactInboxPage = {
        ...listContactRequests(db, filtersOf(c)),
        status_counts: statusCounts(db),
        spam_count: spamCount(db),
        email: mail.status(),
      };
      return c.json(page);
    })
    .get("/export", (c) => {
      const filters = filtersOf(c);
      const rows = allContactRequests(c.var.ctx.db, filters);
      const csv = contactRequestsCsv(rows, { spam: filters.spam === true });
      recordAudit(c, {
        event: "inbox.exported",
        target: filters.spam ? "possibile spam" : "richieste di contatto",
        details: { count: rows.length },
      });
      const name = filters.spam ? "possibile-spam" : "richieste-contatto";
      return c.body(csv, 200, csvDownload(`${name}-${localDay(new Date())}.csv`));
    })
    .get("/:id{[0-9]+}", (c) => {
      const request = getContactRequest(c.var.ctx.db, idOf(c));
      if (!request) throw notFound(NOT_FOUND);
      // A lead holds personal data: who opened which one is on record.
      recordAudit(c, {
        event: "inbox.opened",
        target: `richiesta ${request.id}`,
        details: { name: request.name, company: request.company },
      });
      return c.json(request);
    })
    .patch("/:id{[0-9]+}", async (c) => {
      const { status } = await readJson(c, contactStatusUpdateSchema);
      const { db } = c.var.ctx;
      const before = getContactRequest(db, idOf(c));
      if (!setContactRequestStatus(db, idOf(c), status)) throw notFound(NOT_FOUND);
      recordAudit(c, {
        event: "inbox.status_changed",
        target: `richiesta ${idOf(c)}`,
        details: { from: before?.status ?? null, to: status },
      });
      return c.json(getContactRequest(db, idOf(c)));
    })
    .delete("/:id{[0-9]+}", (c) => {
      const { db } = c.var.ctx;
      const spam = isPossibleSpam(db, idOf(c));
      if (spam === null) throw notFound(NOT_FOUND);
      if (spam) {
        // Possible spam was already kept apart for 30 days: staff who looked at it delete it for good.
        const request = deleteContactRequest(db, idOf(c));
        if (!request) throw notFound(NOT_FOUND);
        recordAudit(c, {
          event: "inbox.spam_deleted",
          target: `richiesta ${request.id}`,
          details: { name: request.name, company: request.company },
        });
        return c.json({ ok: true });
      }
      // Into the bin for 30 days.
      if (!binContactRequest(db, idOf(c), deletedBy(c))) throw notFound(NOT_FOUND);
      recordAudit(c, { event: "inbox.deleted", target: `richiesta ${idOf(c)}` });
      return c.json({ ok: true });
    })
    .post("/:id{[0-9]+}/not-spam", requireRole("inbox"), (c) => {
      const { ctx, user } = c.var;
      const spam = isPossibleSpam(ctx.db, idOf(c));
      if (spam === null) throw notFound(NOT_FOUND);
      if (!spam) throw new HttpError(409, "Questa richiesta è già tra le richieste di contatto");
      const smtp = ctx.mail.smtp();
      const moved = moveToInbox(ctx.db, idOf(c), {
        smtp,
        site: ctx.settings.getPublic(),
        publicUrl: ctx.config.publicUrl,
        movedBy: user?.name || user?.email || "un membro dello staff",
      });
      if (!moved) throw new HttpError(409, "Questa richiesta è già tra le richieste di contatto");
      recordAudit(c, {
        event: "inbox.spam_moved",
        target: `richiesta ${moved.id}`,
        details: { name: moved.name, company: moved.company },
      });
      if (smtp) ctx.mail.kick();
      return c.json(getContactRequest(ctx.db, moved.id));
    })
    .get("/assignees", requireRole("inbox"), (c) => c.json(assignees(c.var.ctx.db)))
    .get("/:id{[0-9]+}/follow-up", requireRole("inbox"), (c) => {
      const followUp = followUpOf(c.var.ctx.db, idOf(c));
      if (!followUp) throw notFound(NOT_FOUND);
      return c.json(followUp);
    })
    .post("/:id{[0-9]+}/notes", requireRole("inbox"), async (c) => {
      const { body } = await readJson(c, requestNoteSchema);
      const { db } = c.var.ctx;
      const request = getContactRequest(db, idOf(c));
      if (!request) throw notFound(NOT_FOUND);
      const user = c.var.user;
      if (!user) throw new HttpError(401, "Accesso richiesto");
      addNote(db, request.id, { id: user.id, name: user.name || user.email }, body);
      // The note's words stay out of the log: only that one was written.
      recordAudit(c, { event: "inbox.note_added", target: `richiesta ${request.id}`, details: { name: request.name } });
      return c.json(followUpOf(db, request.id), 201);
    })
    .put("/:id{[0-9]+}/assignee", requireRole("inbox"), async (c) => {
      const { assignee_id } = await readJson(c, requestAssigneeSchema);
      const { db } = c.var.ctx;
      const result = assignRequest(db, idOf(c), assignee_id);
      if (result.kind === "not-found") throw notFound(NOT_FOUND);
      if (result.kind === "not-assignable") {
        throw new HttpError(400, "Questa persona non può ricevere richieste: scegli un Amministratore o un Commerciale attivo");
      }
      recordAudit(c, {
        event: "inbox.assigned",
        target: `richiesta ${idOf(c)}`,
        details: { assignee: result.name ?? "nessuno" },
      });
      return c.json(followUpOf(db, idOf(c)));
    })
    .post("/:id{[0-9]+}/retry-email", (c) => {
      const { db, mail } = c.var.ctx;
      const request = getContactRequest(db, idOf(c));
      if (!request) throw notFound(NOT_FOUND);
      if (!mail.smtp()) {
        throw new HttpError(409, "Invio email non configurato: imposta il server SMTP in Impostazioni prima di riprovare");
      }
      if (retryRequestEmails(db, request.id, new Date()) === 0) {
        throw new HttpError(409, "Non ci sono email da reinviare per questa richiesta");
      }
      mail.kick();
      return c.json(getContactRequest(db, request.id));
    });
}
