import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactRequestNotes, contactRequests, users } from "../../db/schema";
import type { Assignee, RequestFollowUp, RequestNote } from "../../shared/contact/inbox";
import { ROLES, canOpen } from "../../shared/roles";

/** The roles that open the inbox: only their people can be given a request. */
const INBOX_ROLES = ROLES.filter((role) => canOpen(role, "inbox"));

/** Active people who open the inbox, by name. */
export function assignees(db: Db): Assignee[] {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, INBOX_ROLES), eq(users.active, true)))
    .orderBy(asc(users.name), asc(users.email))
    .all()
    .map((u) => ({ id: u.id, name: u.name || u.email }));
}

function notesOf(db: Db, requestId: number): RequestNote[] {
  return db
    .select({
      id: contactRequestNotes.id,
      author_name: contactRequestNotes.author_name,
      body: contactRequestNotes.body,
      created_at: contactRequestNotes.created_at,
    })
    .from(contactRequestNotes)
    .where(eq(contactRequestNotes.request_id, requestId))
    .orderBy(desc(contactRequestNotes.created_at), desc(contactRequestNotes.id))
    .all();
}

/** Who has the request, its notes and who could take it; null when the request does not exist. */
export function followUpOf(db: Db, requestId: number): RequestFollowUp | null {
  const row = db
    .select({ assignee_id: contactRequests.assignee_id })
    .from(contactRequests)
    .where(eq(contactRequests.id, requestId))
    .get();
  if (!row) return null;
  return { assignee_id: row.assignee_id, notes: notesOf(db, requestId), assignees: assignees(db) };
}

export function addNote(db: Db, requestId: number, author: { id: number; name: string }, body: string): RequestNote {
  return db
    .insert(contactRequestNotes)
    .values({ request_id: requestId, author_id: author.id, author_name: author.name, body, created_at: new Date().toISOString() })
    .returning({
      id: contactRequestNotes.id,
      author_name: contactRequestNotes.author_name,
      body: contactRequestNotes.body,
      created_at: contactRequestNotes.created_at,
    })
    .get();
}

export type AssignResult = { kind: "ok"; name: string | null } | { kind: "not-found" } | { kind: "not-assignable" };

/** Gives the request to a person who opens the inbox, or to nobody (null). */
export function assignRequest(db: Db, requestId: number, assigneeId: number | null): AssignResult {
  const person = assigneeId === null ? null : assignees(db).find((a) => a.id === assigneeId);
  if (assigneeId !== null && !person) return { kind: "not-assignable" };
  const updated = db
    .update(contactRequests)
    .set({ assignee_id: assigneeId, updated_at: new Date().toISOString() })
    .where(eq(contactRequests.id, requestId))
    .returning({ id: contactRequests.id })
    .get();
  return updated ? { kind: "ok", name: person?.name ?? null } : { kind: "not-found" };
}
